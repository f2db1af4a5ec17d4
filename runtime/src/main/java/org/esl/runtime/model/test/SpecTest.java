package org.esl.runtime.model.test;

import org.esl.runtime.model.Declaration;

/** A spec's own unit test: a claim against the policies, facts through the rules, or a trace against the properties. */
public sealed interface SpecTest extends Declaration permits ClaimTest, FactsTest, TraceTest {
}
