package org.esl.runtime.monitor;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Why a verdict was fixed: the 0-based step that decided it, that step as a trace test writes it, what the
 * property still demanded when the step came ({@code obligation}), and the truth there of every atom and
 * past-time formula that demand reads. For a property with variables, the {@link Binding} whose instance it is: its
 * atoms' values are those of the atoms with the variables given the binding's values.
 *
 * <p>A monitor's witnesses are rendered when first asked for ({@link #stepText}, {@link #obligation},
 * {@link #atoms}): a run of many transcripts renders only those its report shows. A witness is a value: equal
 * when step and text are.
 */
public final class Witness {

    private final int step;
    private final Optional<Binding> binding;
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
        this.binding = Optional.empty();
        this.text = new Text(stepText, obligation, atoms);
    }

    private Witness(int step, Optional<Binding> binding, Supplier<Text> source) {
        this.step = step;
        this.binding = Objects.requireNonNull(binding, "binding");
        this.source = source;
    }

    /**
     * A witness of {@code step}, of the instance of {@code binding} for a property with variables, whose text the
     * suppliers give when first asked for: they must give the same any time.
     */
    static Witness rendered(int step, Optional<Binding> binding, Supplier<String> stepText, Supplier<String> obligation,
            Supplier<List<AtomValue>> atoms) {
        return new Witness(step, binding, () -> new Text(stepText.get(), obligation.get(), atoms.get()));
    }

    public int step() {
        return step;
    }

    /** For a property with variables, the values of the instance this witness is of; else empty. */
    public Optional<Binding> binding() {
        return binding;
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
        return other instanceof Witness witness && step == witness.step && binding.equals(witness.binding)
                && text().equals(witness.text());
    }

    @Override
    public int hashCode() {
        return Objects.hash(step, binding, text());
    }

    /**
     * E.g. {@code step 4 (transfer_funds(amount = 12000)): transfer_funds(amount > 10000) = true, once human_approval = false},
     * or with variables {@code step 5 (send_email(to = "m@x.com")) for s = "m@x.com": send_email(to = s) = true, …}.
     */
    @Override
    public String toString() {
        return said(binding.map(values -> " for " + values).orElse(""));
    }

    /** As {@link #toString}, for a message that has named the binding already. */
    String withoutBinding() {
        return said("");
    }

    private String said(String forBinding) {
        StringBuilder said = new StringBuilder("step ").append(step).append(" (").append(stepText()).append(')').append(forBinding);
        String separator = ": ";
        for (AtomValue atom : atoms()) {
            said.append(separator).append(atom);
            separator = ", ";
        }
        return said.toString();
    }
}
