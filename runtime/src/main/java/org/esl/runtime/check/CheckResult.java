package org.esl.runtime.check;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

import org.esl.runtime.SourceRange;

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

    public boolean isFailing() {
        return verdict.isFailing();
    }
}
