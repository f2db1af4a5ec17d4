package org.esl.runtime.eval;

import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What {@code esl eval} found (docs/eval.md): a score per labelled property, rule and for the claims, the overall counts
 * (every labelled result counted once), the claims' soundness and every disagreement.
 *
 * @param transcripts the transcripts scored
 * @param soundness   Logical Reasoning Guardrails' soundness: of the claims the check found {@code valid}, the share
 *                    labelled {@code valid}; empty when no claim was labelled or none was found valid
 */
public record EvalReport(String labelsFile, int transcripts, List<ItemScore> items, Optional<Ratio> soundness,
        List<Disagreement> disagreements) {

    public EvalReport {
        Objects.requireNonNull(labelsFile, "labelsFile");
        items = List.copyOf(items);
        Objects.requireNonNull(soundness, "soundness");
        disagreements = List.copyOf(disagreements);
    }

    /** Every item's counts added up. */
    public Counts overall() {
        return items.stream().map(ItemScore::counts).reduce(Counts.NONE, Counts::plus);
    }

    /** The labelled results the check agreed with. */
    public long agreements() {
        return overall().total() - disagreements.size();
    }

    /**
     * The items whose F1 (when {@code minF1} is given) or precision (when {@code minPrecision} is given) is below it;
     * an item whose measure is undefined (nothing to find and nothing found; nothing found) is not below anything.
     */
    public List<ItemScore> below(Optional<BigDecimal> minF1, Optional<BigDecimal> minPrecision) {
        return items.stream().filter(item ->
                minF1.filter(min -> item.counts().f1().filter(f1 -> f1.isBelow(min)).isPresent()).isPresent()
                        || minPrecision.filter(min -> item.counts().precision().filter(p -> p.isBelow(min)).isPresent()).isPresent())
                .toList();
    }
}
