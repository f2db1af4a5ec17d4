package org.esl.runtime.generate;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.esl.runtime.model.temporal.Verdict;

/**
 * A trace generated to satisfy or violate one property, and the verdict the monitor gives every property of the spec on
 * it: what a check of its transcript must give.
 *
 * @param id        the transcript's id and file name: {@code auth_first-violated-1}
 * @param satisfies whether it was generated to satisfy {@code property} (else to violate it)
 * @param verdicts  per property of the spec, in the spec's order, its verdict on the finished trace
 */
public record GeneratedTrace(String id, String property, boolean satisfies, List<WrittenStep> steps, Map<String, Verdict> verdicts) {

    public GeneratedTrace {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(property, "property");
        steps = List.copyOf(steps);
        verdicts = Collections.unmodifiableMap(new LinkedHashMap<>(verdicts));
    }
}
