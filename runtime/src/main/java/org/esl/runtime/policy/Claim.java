package org.esl.runtime.policy;

import java.util.Objects;
import java.util.Optional;

import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.test.ClaimTest;

/**
 * {@code given P claim C}: a conclusion {@code C} over policy variables, asserted under an optional premise
 * {@code P} (absent means {@code true}).
 */
public record Claim(Optional<PolicyExpression> premise, PolicyExpression conclusion) {

    public Claim {
        Objects.requireNonNull(premise, "premise");
        Objects.requireNonNull(conclusion, "conclusion");
        if (conclusion.type() != BuiltinType.BOOL || premise.map(p -> p.type() != BuiltinType.BOOL).orElse(false)) {
            throw new IllegalArgumentException("a claim and its premise must be Bool formulas: " + render(premise, conclusion));
        }
    }

    public static Claim of(PolicyExpression premise, PolicyExpression conclusion) {
        return new Claim(Optional.of(premise), conclusion);
    }

    public static Claim unconditional(PolicyExpression conclusion) {
        return new Claim(Optional.empty(), conclusion);
    }

    /** The claim of a spec's {@code given ... claim ... expect ...} test. */
    public static Claim of(ClaimTest test) {
        return new Claim(test.given(), test.claim());
    }

    /** The claim in ESL syntax: {@code given ageClass = SENIOR claim finalFee = 28.125}. */
    @Override
    public String toString() {
        return render(premise, conclusion);
    }

    private static String render(Optional<PolicyExpression> premise, PolicyExpression conclusion) {
        return premise.map(p -> "given " + p + " ").orElse("") + "claim " + conclusion;
    }
}
