package org.esl.runtime.generate;

import java.util.Objects;
import java.util.Optional;

import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.policy.Claim;

/**
 * A claim test generated for one policy (docs/generate.md): {@code given} and {@code claim} in ESL, the finding the
 * whole policy model gives, and the one it gives without the policy.
 *
 * @param without   the finding without the policy; another one than {@code expected} means the test depends on it
 */
public record GeneratedTest(String name, String description, String policy, Optional<PolicyExpression> given,
        PolicyExpression claim, Finding expected, Finding without) {

    public GeneratedTest {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(policy, "policy");
        Objects.requireNonNull(given, "given");
        Objects.requireNonNull(claim, "claim");
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(without, "without");
    }

    /** Whether deleting its policy changes the finding, so that the test fails. */
    public boolean dependsOnPolicy() {
        return expected != without;
    }

    Claim asClaim() {
        return given.map(premise -> Claim.of(premise, claim)).orElseGet(() -> Claim.unconditional(claim));
    }
}
