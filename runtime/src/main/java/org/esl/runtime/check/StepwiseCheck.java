package org.esl.runtime.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntFunction;
import java.util.function.Supplier;

import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.temporal.Verdict;
import org.esl.runtime.monitor.Monitor;
import org.esl.runtime.monitor.PropertyResult;
import org.esl.runtime.perception.PerceivedTranscript;
import org.esl.runtime.perception.Perceiver;
import org.esl.runtime.transcript.Transcript;

/**
 * One conversation that goes on, checked a few steps at a time ({@link SpecChecker#stepwise()}): each call of
 * {@link #add} perceives only the new steps, labels them, and advances the temporal monitor over them, so a step
 * costs the same however long the conversation already is. It answers with the properties whose exact LTL3 verdict
 * the new steps fixed ({@code satisfied} or {@code violated}: no continuation changes it), each once, with the
 * result's message that {@link SpecChecker} gives the conversation so far (with {@link CheckOptions#partial()}).
 *
 * <p>A step's labels are those of the check of the conversation so far ({@link StepLabels}): the patterns its text
 * matches, and with rules or facts the atoms the knowledge base of the conversation so far holds at it, the knowledge
 * base kept from call to call. When new steps change the labels of a step already read (docs/audit.md, "When a
 * conversation is checked a step at a time"), the check is no longer {@link #exact()}, fixes nothing more, and the
 * conversation is to be checked whole. The conversation's own facts come with its first steps; its claims fix no
 * property. The finished conversation's report (rules, claims, evidence, LTLf verdicts) is {@link SpecChecker}'s on the
 * whole transcript.
 */
public final class StepwiseCheck {

    /** A property whose verdict became fixed: the step that fixed it, and the result's message. */
    public record Fixed(String property, CheckVerdict verdict, int step, String message) {
    }

    private final List<Property> properties;
    private final Monitor monitor;
    private final List<Perceiver> perceivers;
    /** How the steps are labelled: by the patterns alone until the conversation's own facts need chaining. */
    private StepLabels labels;
    /** The labels of a conversation with a knowledge base, for one whose first steps come with facts of its own. */
    private final Supplier<StepLabels> chained;
    private final boolean explainSatisfied;
    /** The conversation's tool calls so far, by id: a later step may answer one. */
    private final Map<String, ToolCall> calls = new HashMap<>();
    private final boolean[] fixed;
    private int steps;
    private boolean exact = true;

    StepwiseCheck(List<Property> properties, Monitor monitor, List<Perceiver> perceivers, StepLabels labels,
            Supplier<StepLabels> chained, boolean explainSatisfied) {
        this.properties = List.copyOf(properties);
        this.monitor = monitor;
        this.perceivers = perceivers;
        this.labels = labels;
        this.chained = chained;
        this.explainSatisfied = explainSatisfied;
        this.fixed = new boolean[properties.size()];
    }

    /**
     * Reads the conversation's next steps: those of {@code more}, numbered from 0 in it, which follow the steps read
     * so far. The first call may bring the conversation's facts and claims, each naming one of its steps (a transcript
     * refuses any other): its facts are perceived at their steps, as the check of the conversation so far perceives
     * them, and chained with the spec's rules and facts; its claims label no step and fix no property, so they are
     * left to the check of the finished conversation (docs/audit.md, "When a conversation is checked a step at a
     * time").
     *
     * @return the properties whose verdict these steps fixed, in the spec's order; none once the check is no longer
     *         {@link #exact()}
     * @throws IllegalArgumentException when {@code more} carries facts or claims after the first call: they could name
     *         a step already read, whose labels would change
     */
    public List<Fixed> add(Transcript more) {
        if (!more.facts().isEmpty() || !more.claims().isEmpty()) {
            if (steps > 0) {
                throw new IllegalArgumentException(
                        "a conversation checked a step at a time takes facts and claims with its first steps only");
            }
            if (!more.facts().isEmpty() && labels instanceof StepLabels.Patterns) {
                labels = chained.get();
            }
        }
        if (!exact) {
            return List.of();
        }
        PerceivedTranscript perceived = PerceivedTranscript.of(more, perceivers, calls);
        int first = steps;
        boolean changed = false;
        Optional<List<Step>> read = labels.label(perceived, first);
        if (read.isEmpty()) {
            exact = false;
            return List.of();
        }
        List<Step> labelled = read.get();
        for (Step step : labelled) {
            monitor.step(step);
            steps++;
            List<Verdict> now = monitor.verdictsNow();
            for (int p = 0; p < fixed.length; p++) {
                changed |= !fixed[p] && now.get(p) != Verdict.PENDING;
            }
        }
        // a verdict still pending before these steps is fixed by one of them: its message quotes one of these, so no
        // earlier step needs to be kept
        return changed ? newlyFixed(step -> StepExcerpt.of(more.steps().get(step - first), labelled.get(step - first))) : List.of();
    }

    /**
     * Whether every step read so far has the labels the check of the conversation so far gives it, so that the verdicts
     * fixed are that check's; false for good once new steps changed an earlier step's labels.
     */
    public boolean exact() {
        return exact;
    }

    /** The properties whose verdict is fixed now and was not before, their messages quoting steps with {@code excerpt}. */
    private List<Fixed> newlyFixed(IntFunction<String> excerpt) {
        List<PropertyResult> current = monitor.current();
        List<Fixed> found = new ArrayList<>();
        for (int p = 0; p < fixed.length; p++) {
            PropertyResult result = current.get(p);
            if (!fixed[p] && result.step().isPresent()) {
                fixed[p] = true;
                found.add(new Fixed(properties.get(p).name(), CheckVerdict.of(result.verdict()), result.step().getAsInt(),
                        SpecChecker.propertyMessage(properties.get(p), result, steps, excerpt, explainSatisfied)));
            }
        }
        return found;
    }
}
