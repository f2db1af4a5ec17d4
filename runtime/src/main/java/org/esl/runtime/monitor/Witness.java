package org.esl.runtime.monitor;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Why a verdict was fixed: the 0-based step that decided it, that step as a trace test writes it, what the
 * property still demanded when the step came ({@code obligation}), and the truth there of every atom and
 * past-time formula that demand reads.
 */
public record Witness(int step, String stepText, String obligation, List<AtomValue> atoms) {

    public Witness {
        Objects.requireNonNull(stepText, "stepText");
        Objects.requireNonNull(obligation, "obligation");
        atoms = List.copyOf(atoms);
    }

    /** E.g. {@code step 4 (transfer_funds(amount = 12000)): transfer_funds(amount > 10000) = true, once human_approval = false}. */
    @Override
    public String toString() {
        String values = atoms.stream().map(AtomValue::toString).collect(Collectors.joining(", "));
        return "step " + step + " (" + stepText + ")" + (values.isEmpty() ? "" : ": " + values);
    }
}
