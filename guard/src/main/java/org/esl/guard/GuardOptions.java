package org.esl.guard;

import java.util.Objects;
import java.util.Optional;

/**
 * How {@code esl guard} judges and intervenes (docs/guard.md).
 *
 * @param intervention  the default intervention of a broken property or rule ({@code --intervene}); the spec's
 *                      {@code option guard.NAME} wins for its declaration
 * @param tries         how often an intervention that asks again may ask ({@code --tries}): resamples, constrained
 *                      answers, fallback answers, revision rounds
 * @param samples       continuations sampled to predict a violation ({@code --samples K}); 0 predicts nothing
 * @param threshold     the estimated probability of a violation above which the guard intervenes ({@code --threshold})
 * @param fallbackModel the model a {@code switch} asks ({@code --fallback-model})
 */
public record GuardOptions(Intervention intervention, int tries, int samples, double threshold, Optional<String> fallbackModel) {

    public GuardOptions {
        Objects.requireNonNull(intervention, "intervention");
        Objects.requireNonNull(fallbackModel, "fallbackModel");
        if (tries < 1) {
            throw new IllegalArgumentException("--tries is a positive number, not " + tries);
        }
        if (samples < 0 || samples == 1) {
            throw new IllegalArgumentException("--samples is 2 or more (or 0 for no prediction), not " + samples);
        }
        if (!(threshold >= 0 && threshold < 1)) {
            throw new IllegalArgumentException("--threshold is a probability from 0 up to but not including 1, not " + threshold);
        }
    }

    /** Block, three tries, no prediction, threshold 0.5, no fallback model. */
    public static GuardOptions defaults() {
        return new GuardOptions(Intervention.BLOCK, 3, 0, 0.5, Optional.empty());
    }
}
