package org.esl.runtime.perception;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.temporal.ToolResult;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.value.BooleanValue;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;
import org.esl.runtime.transcript.JsonValue;
import org.esl.runtime.transcript.RawToolCall;
import org.esl.runtime.transcript.Transcript;
import org.esl.runtime.transcript.TranscriptStep;

/**
 * A transcript as the engines see it: for the temporal monitor, at each step its speaker, its tool call
 * (perception source (2), always on) and the predicates labelled true there; for forward chaining, every
 * perceived literal with its step; and the problems perception met.
 */
public record PerceivedTranscript(Transcript transcript, List<Step> steps, List<PerceivedLiteral> literals,
        List<PerceptionProblem> problems) {

    public PerceivedTranscript {
        steps = List.copyOf(steps);
        literals = List.copyOf(literals);
        problems = List.copyOf(problems);
    }

    /** Runs every perceiver over the transcript and combines what they found. */
    public static PerceivedTranscript of(Transcript transcript, List<Perceiver> perceivers) {
        return of(transcript, perceivers, new HashMap<>());
    }

    /**
     * As {@link #of(Transcript, List)} for the next steps of a conversation that goes on: {@code calls} holds the tool
     * calls of the steps before, by id, so that a tool's answer to one of them has its result; the transcript's own
     * calls are added to it.
     */
    public static PerceivedTranscript of(Transcript transcript, List<Perceiver> perceivers, Map<String, ToolCall> calls) {
        Observations all = Observations.NONE;
        for (Perceiver perceiver : perceivers) {
            all = all.plus(perceiver.observe(transcript));
        }
        // plain loops and conditions, no lambdas or streams: this runs for every transcript of a check, and what the
        // optimizing JIT compiler inlines here it compiles again in every caller (docs/benchmarks.md, "What the JIT
        // compilers do")
        List<Set<PredicateAtom>> labels = new ArrayList<>(transcript.steps().size());
        for (int i = 0; i < transcript.steps().size(); i++) {
            labels.add(new HashSet<>());
        }
        for (PerceivedLiteral perceived : all.literals()) {
            if (perceived.literal().positive()) {
                Optional<PredicateAtom> atom = predicateAtom(perceived.literal().atom());
                if (atom.isPresent()) {
                    labels.get(perceived.step()).add(atom.get());
                }
            }
        }
        List<Step> steps = new ArrayList<>(transcript.steps().size());
        for (TranscriptStep step : transcript.steps()) {
            Optional<ToolCall> call = Optional.empty();
            if (step.toolCall().isPresent()) {
                RawToolCall raw = step.toolCall().get();
                call = Optional.of(toolCall(raw));
                if (raw.id() != null) {
                    calls.put(raw.id(), call.get());
                }
            }
            Optional<ToolResult> result = Optional.empty();
            ToolCall answered = step.answers().isPresent() ? calls.get(step.answers().get()) : null;
            if (answered != null) {
                result = Optional.of(ToolResults.of(answered, step.text()));
            }
            steps.add(new Step(Optional.of(step.role()), call, result, labels.get(step.index())));
        }
        return new PerceivedTranscript(transcript, steps, all.literals(), all.problems());
    }

    /**
     * The atom as a step's label, its arithmetic evaluated ({@code InTrain(1 + 1)} is {@code InTrain(2)}, as in a
     * test's {@code facts}); none for an atom over a function application, which rules see but no property can
     * name (a property's atoms take constants).
     */
    private static Optional<PredicateAtom> predicateAtom(Atom atom) {
        List<Value> values = new ArrayList<>();
        for (Term argument : atom.arguments()) {
            Optional<Value> value = argument.constantValue();
            if (value.isEmpty()) {
                return Optional.empty();
            }
            values.add(value.get());
        }
        return Optional.of(PredicateAtom.of(atom.predicate(), values));
    }

    /**
     * The call with its scalar arguments as exact values. Arrays, objects and nulls are left out: no
     * argument constraint can hold on them, which is what a missing argument means too.
     */
    private static ToolCall toolCall(RawToolCall call) {
        Map<String, Value> arguments = new LinkedHashMap<>();
        call.arguments().forEach((name, value) -> scalar(value).ifPresent(scalar -> arguments.put(name, scalar)));
        return new ToolCall(call.name(), arguments);
    }

    /** A JSON value as the spec's constants are: a number, a string or a boolean; none for the others. */
    static Optional<Value> scalar(JsonValue value) {
        if (value instanceof JsonValue.JsonNumber number) {
            return Optional.of(Rational.of(number.value()));
        }
        if (value instanceof JsonValue.JsonString string) {
            return Optional.of(new StringValue(string.value()));
        }
        if (value instanceof JsonValue.JsonBoolean bool) {
            return Optional.of(BooleanValue.of(bool.value()));
        }
        return Optional.empty();
    }
}
