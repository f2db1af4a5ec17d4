package org.esl.runtime.model.test;

import java.util.Objects;
import java.util.Optional;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.model.policy.PolicyExpression;

/** {@code given P claim C expect valid}: checking the claim against the policy model must give the finding. */
public record ClaimTest(String name, String description, Optional<PolicyExpression> given, PolicyExpression claim,
        Finding expected, SourceRange range) implements SpecTest {

    public ClaimTest {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(given, "given");
        Objects.requireNonNull(claim, "claim");
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(range, "range");
        if (claim.type() != BuiltinType.BOOL || given.map(g -> g.type() != BuiltinType.BOOL).orElse(false)) {
            throw new IllegalArgumentException("test " + name + ": given and claim must be Bool formulas");
        }
    }
}
