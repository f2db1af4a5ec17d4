package org.esl.runtime.check;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

import org.esl.runtime.SourceRange;
import org.esl.runtime.check.Evidence.ClaimEvidence;
import org.esl.runtime.check.Evidence.PropertyEvidence;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.temporal.Enforcement;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.policy.ClaimResult;

/**
 * One result of checking a transcript (docs/check.md).
 *
 * @param step        the 0-based step where the verdict was fixed, or of the evidence; empty when there
 *                    is none (a pending property, a rule violated by the spec's facts alone)
 * @param message     a sentence for a reader, naming the step and quoting it
 * @param location    where in the transcript file: the step's message or tool call, or the claim
 * @param declaration where the rule, property or predicate is declared in the spec (for a claim, the
 *                    first policy of its evidence)
 */
public record CheckResult(ResultKind kind, String name, CheckVerdict verdict, OptionalInt step, String message,
        Evidence evidence, Optional<SourceRange> location, Optional<SourceRange> declaration) {

    public CheckResult {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(step, "step");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(evidence, "evidence");
        Objects.requireNonNull(location, "location");
        Objects.requireNonNull(declaration, "declaration");
    }

    /** Whether the result fails the check ({@link CheckVerdict#isFailing()}). */
    public boolean isFailing() {
        return verdict.isFailing();
    }

    /**
     * How many violations the result counts, the one count every report and tally uses: for a violated property
     * each violation the monitor found (several with {@code --recover}), for a violated rule one (a rule is reported
     * once per binding), 0 for any other verdict.
     */
    public int violationCount() {
        if (verdict != CheckVerdict.VIOLATED) {
            return 0;
        }
        return evidence instanceof PropertyEvidence property ? Math.max(1, property.violations().size()) : 1;
    }

    /** For a violated property, what the spec says to do about it ({@code on violation …}), if it says. */
    public Optional<Enforcement> onViolation(Spec spec) {
        return kind == ResultKind.PROPERTY && verdict == CheckVerdict.VIOLATED
                ? spec.property(name).flatMap(Property::onViolation)
                : Optional.empty();
    }

    /**
     * For a claim, the policies its proof names (valid, invalid, impossible), in the solver's order; the first is the
     * one the claim is reported under (SARIF's rule id, a policy's tally). Empty for anything else.
     */
    public List<String> proofPolicies() {
        if (evidence instanceof ClaimEvidence claim && claim.result().orElse(null) instanceof ClaimResult.Proved proved) {
            return proved.policies();
        }
        return List.of();
    }
}
