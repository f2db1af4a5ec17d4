package org.esl.runtime.lint;

import java.util.List;

import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.model.Spec;

/**
 * One family of solver-backed lint checks over a compiled spec (contradictions, dead and redundant
 * rules, property satisfiability, tests as diagnostics). An instance may keep state between calls, such
 * as a solver with the spec's encoding, so that re-checking an edited spec redoes only what changed;
 * instances are therefore not thread-safe and are closed when their owner is done with them.
 */
public interface SemanticCheck extends AutoCloseable {

    /**
     * The diagnostics of this family for the spec, in a deterministic order (same spec, same list). A
     * check that runs out of time says so in a diagnostic; it never stays silent or claims success.
     */
    List<Diagnostic> check(Spec spec, LintOptions options);

    @Override
    default void close() {
    }
}
