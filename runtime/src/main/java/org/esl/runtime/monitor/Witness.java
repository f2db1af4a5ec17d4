package org.esl.runtime.monitor;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Why a verdict was fixed: the 0-based step that decided it, that step as a trace test writes it, what the
 * property still demanded when the step came ({@code obligation}), and the truth there of every atom and
 * past-time formula that demand reads.
 *
 * <p>A monitor's witnesses are rendered when first asked for ({@link #stepText}, {@link #obligation},
 * {@link #atoms}): a run of many transcripts renders only those its report shows. A witness is a value: equal
 * when step and text are.
 */
public final class Witness {

    private final int step;
    private Supplier<Text> source;
    private volatile Text text;

    /** What a witness says about its step, once rendered. */
    private record Text(String stepText, String obligation, List<AtomValue> atoms) {
        Text {
            Objects.requireNonNull(stepText, "stepText");
            Objects.requireNonNull(obligation, "obligation");
            atoms = List.copyOf(atoms);
        }
    }

    public Witness(int step, String stepText, String obligation, List<AtomValue> atoms) {
        this.step = step;
        this.text = new Text(stepText, obligation, atoms);
    }

    private Witness(int step, Supplier<Text> source) {
        this.step = step;
        this.source = source;
    }

    /** A witness of {@code step} whose text {@code render} gives when first asked for: it must give the same any time. */
    static Witness rendered(int step, Supplier<String> stepText, Supplier<String> obligation, Supplier<List<AtomValue>> atoms) {
        return new Witness(step, () -> new Text(stepText.get(), obligation.get(), atoms.get()));
    }

    public int step() {
        return step;
    }

    public String stepText() {
        return text().stepText();
    }

    public String obligation() {
        return text().obligation();
    }

    public List<AtomValue> atoms() {
        return text().atoms();
    }

    private Text text() {
        Text rendered = text;
        if (rendered == null) {
            synchronized (this) {
                rendered = text;
                if (rendered == null) {
                    rendered = source.get();
                    text = rendered;
                    source = null;
                }
            }
        }
        return rendered;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Witness witness && step == witness.step && text().equals(witness.text());
    }

    @Override
    public int hashCode() {
        return 31 * step + text().hashCode();
    }

    /** E.g. {@code step 4 (transfer_funds(amount = 12000)): transfer_funds(amount > 10000) = true, once human_approval = false}. */
    @Override
    public String toString() {
        String values = atoms().stream().map(AtomValue::toString).collect(Collectors.joining(", "));
        return "step " + step + " (" + stepText() + ")" + (values.isEmpty() ? "" : ": " + values);
    }
}
