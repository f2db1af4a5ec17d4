package org.esl.guard;

import java.util.ArrayList;
import java.util.List;

/**
 * TRAC's prediction: of {@code samples} answers the upstream gave to the same conversation, {@code violating} would
 * break the spec; their estimate of the probability that the model breaks it next is the share, and the findings
 * are those of the violating samples, each once (docs/guard.md, "Prediction").
 */
record Prediction(int samples, int violating, List<Finding> findings) {

    Prediction {
        findings = List.copyOf(findings);
        if (samples < 1 || violating < 0 || violating > samples) {
            throw new IllegalArgumentException(violating + " violating of " + samples + " samples");
        }
    }

    /** The estimate from the judged samples. */
    static Prediction of(List<Judgement> samples) {
        List<Finding> findings = new ArrayList<>();
        int violating = 0;
        for (Judgement sample : samples) {
            if (!sample.passes()) {
                violating++;
                for (Finding finding : sample.findings()) {
                    if (findings.stream().noneMatch(known -> known.kind().equals(finding.kind()) && known.name().equals(finding.name()))) {
                        findings.add(finding);
                    }
                }
            }
        }
        return new Prediction(samples.size(), violating, findings);
    }

    /** The estimated probability of a violation: the share of violating samples. */
    double probability() {
        return (double) violating / samples;
    }
}
