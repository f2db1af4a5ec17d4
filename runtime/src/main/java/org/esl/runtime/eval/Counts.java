package org.esl.runtime.eval;

import java.util.Optional;

/**
 * A binary confusion count: a positive is a finding that fails the check (a violated property or rule, an invalid or
 * impossible claim), so precision is the share of the check's findings that the labels confirm and recall the share
 * of the labelled problems the check found (docs/eval.md).
 */
public record Counts(long truePositives, long falsePositives, long trueNegatives, long falseNegatives) {

    public static final Counts NONE = new Counts(0, 0, 0, 0);

    public Counts {
        if (truePositives < 0 || falsePositives < 0 || trueNegatives < 0 || falseNegatives < 0) {
            throw new IllegalArgumentException("negative count");
        }
    }

    /** One labelled result counted in: {@code expected} and {@code found} say whether each is a finding. */
    public Counts plus(boolean expected, boolean found) {
        return new Counts(truePositives + (expected && found ? 1 : 0), falsePositives + (!expected && found ? 1 : 0),
                trueNegatives + (!expected && !found ? 1 : 0), falseNegatives + (expected && !found ? 1 : 0));
    }

    public Counts plus(Counts other) {
        return new Counts(truePositives + other.truePositives, falsePositives + other.falsePositives,
                trueNegatives + other.trueNegatives, falseNegatives + other.falseNegatives);
    }

    public long total() {
        return truePositives + falsePositives + trueNegatives + falseNegatives;
    }

    /** TP / (TP + FP); none when the check found nothing. */
    public Optional<Ratio> precision() {
        return Ratio.of(truePositives, truePositives + falsePositives);
    }

    /** TP / (TP + FN); none when nothing was labelled a finding. */
    public Optional<Ratio> recall() {
        return Ratio.of(truePositives, truePositives + falseNegatives);
    }

    /** 2TP / (2TP + FP + FN), the harmonic mean of precision and recall; none when there was nothing to find and nothing was found. */
    public Optional<Ratio> f1() {
        return Ratio.of(2 * truePositives, 2 * truePositives + falsePositives + falseNegatives);
    }

    /** FP / (FP + TN); none when every label is a finding. */
    public Optional<Ratio> falsePositiveRate() {
        return Ratio.of(falsePositives, falsePositives + trueNegatives);
    }
}
