package org.esl.runtime.generate;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.model.PatternSearch;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.temporal.FormulaAtoms;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.Tool;
import org.esl.runtime.model.temporal.ToolAtom;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.temporal.ToolSchema;
import org.esl.runtime.model.temporal.ToolSchema.Argument;
import org.esl.runtime.model.temporal.ToolSchema.JsonType;
import org.esl.runtime.model.value.BooleanValue;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.model.value.Value;
import org.esl.runtime.monitor.Atoms;
import org.esl.runtime.monitor.RegexSample;

import com.google.re2j.Pattern;

/**
 * Which kinds of step a transcript can be written for, and how (docs/generate.md): a tool call gets every argument its
 * schema requires, with a value that leaves every argument constraint of the spec's properties as false as the
 * missing argument left it; a message gets a text that matches exactly the {@code when … matches} patterns that must
 * hold there (one sampled from the patterns' own words, confirmed with the patterns themselves); other predicates
 * become the transcript's {@code facts}. A step no transcript can give (a pattern predicate at a tool call, a value its
 * schema forbids, a pattern nothing sampled matches, a tool's answer) is not writable, and the search leaves it out.
 */
final class StepWriter {

    /** The speakers tried for a step whose speaker does not matter, the most natural first. */
    private static final List<Role> SPEAKERS = List.of(Role.USER, Role.ASSISTANT, Role.SYSTEM);

    private static final List<String> NEUTRAL_TEXTS = List.of("Okay.", "Noted.", "Thank you.", "");

    private record TextPattern(String predicate, Optional<Role> role, Pattern pattern, List<String> samples) {
    }

    private final Spec spec;
    private final Map<String, TextPattern> patterns = new LinkedHashMap<>();
    private final Set<ToolAtom> toolAtoms = new LinkedHashSet<>();

    StepWriter(Spec spec) {
        this.spec = spec;
        for (Predicate predicate : spec.predicates()) {
            predicate.pattern().filter(pattern -> predicate.parameters().isEmpty()).ifPresent(pattern ->
                    patterns.put(predicate.name(), new TextPattern(predicate.name(), pattern.role(),
                            Pattern.compile(pattern.regex()), samples(pattern.regex()))));
        }
        for (Property property : spec.properties()) {
            for (TemporalFormula atom : FormulaAtoms.of(property.formula())) {
                if (atom instanceof ToolAtom tool) {
                    toolAtoms.add(tool);
                }
            }
        }
    }

    /** The step as a transcript writes it, or empty when no transcript can give it. */
    Optional<WrittenStep> write(Step step) {
        if (step.result().isPresent()) {
            // a tool's answer would need the call it answers written before it, which a step alone cannot know
            return Optional.empty();
        }
        Set<PredicateAtom> facts = new HashSet<>();
        Set<String> texts = new HashSet<>();
        for (PredicateAtom atom : step.predicates()) {
            if (patterns.containsKey(atom.predicate())) {
                texts.add(atom.predicate());
            } else {
                facts.add(atom);
            }
        }
        if (step.toolCall().isPresent()) {
            // a tool call's step has no text, so no pattern holds there
            return texts.isEmpty() ? call(step, step.toolCall().get()).map(call -> new WrittenStep(
                    new Step(step.role(), Optional.of(call), step.predicates()), Role.ASSISTANT, "", Optional.of(call), facts))
                    : Optional.empty();
        }
        // a step without a speaker is one by a speaker the formulas searched do not mention: any will do
        for (Role role : step.role().map(List::of).orElse(SPEAKERS)) {
            Optional<String> text = text(role, texts);
            if (text.isPresent()) {
                return Optional.of(new WrittenStep(new Step(Optional.of(role), Optional.empty(), step.predicates()), role,
                        text.get(), Optional.empty(), facts));
            }
        }
        return Optional.empty();
    }

    /** A text of {@code role} that matches exactly the patterns of {@code holding} among those that read the role. */
    private Optional<String> text(Role role, Set<String> holding) {
        List<TextPattern> required = new ArrayList<>();
        List<TextPattern> forbidden = new ArrayList<>();
        for (TextPattern pattern : patterns.values()) {
            boolean reads = pattern.role().map(reader -> reader == role).orElse(true);
            if (holding.contains(pattern.predicate())) {
                if (!reads) {
                    return Optional.empty();
                }
                required.add(pattern);
            } else if (reads) {
                forbidden.add(pattern);
            }
        }
        if (required.isEmpty()) {
            return NEUTRAL_TEXTS.stream().filter(text -> fits(text, required, forbidden)).findFirst();
        }
        // Each required pattern contributes one of its samples that it finds and no forbidden pattern finds; only
        // those, since the texts to try are every combination of them, and a step can require several detectors.
        List<List<String>> parts = new ArrayList<>();
        for (TextPattern pattern : required) {
            List<String> usable = pattern.samples().stream().filter(sample -> PatternSearch.found(pattern.pattern(), sample)
                    && forbidden.stream().noneMatch(other -> PatternSearch.found(other.pattern(), sample))).toList();
            if (usable.isEmpty()) {
                return Optional.empty();
            }
            parts.add(usable);
        }
        return combination(parts, 0, "", required, forbidden);
    }

    /** The first text of one sample of each of {@code parts} from {@code next} on, after {@code prefix}, that fits. */
    private static Optional<String> combination(List<List<String>> parts, int next, String prefix, List<TextPattern> required,
            List<TextPattern> forbidden) {
        if (next == parts.size()) {
            return fits(prefix, required, forbidden) ? Optional.of(prefix) : Optional.empty();
        }
        for (String sample : parts.get(next)) {
            Optional<String> text = combination(parts, next + 1, prefix.isEmpty() ? sample : prefix + " " + sample, required,
                    forbidden);
            if (text.isPresent()) {
                return text;
            }
        }
        return Optional.empty();
    }

    /** Whether every required pattern finds the text and no forbidden one does. */
    private static boolean fits(String text, List<TextPattern> required, List<TextPattern> forbidden) {
        return required.stream().allMatch(pattern -> PatternSearch.found(pattern.pattern(), text))
                && forbidden.stream().noneMatch(pattern -> PatternSearch.found(pattern.pattern(), text));
    }

    /**
     * Texts to try for a pattern: each run of words written in it ({@code (?i)\b(hello|good morning)\b} gives
     * {@code hello} and {@code good morning}), capitalised and not, as a person would write them; then the shortest
     * text the pattern finds, for a pattern of shapes rather than words (a detector's {@code sk-…} key, a card number
     * that passes the Luhn check); then the whole regex, for one that is plain text.
     */
    static List<String> samples(String regex) {
        Set<String> samples = new LinkedHashSet<>();
        String plain = regex.replaceAll("\\(\\?[a-zA-Z]+\\)", " ").replaceAll("\\\\[a-zA-Z]", " ");
        for (String run : plain.split("[^A-Za-z0-9 ']+")) {
            String words = run.trim();
            if (!words.isEmpty()) {
                samples.add(words);
                samples.add(Character.toUpperCase(words.charAt(0)) + words.substring(1));
            }
        }
        RegexSample.shortest(regex).ifPresent(samples::add);
        samples.add(regex);
        return List.copyOf(samples);
    }

    /**
     * The call with every argument its schema requires: the call's own arguments, which the schema must allow, and for
     * each required one it lacks the first value that the schema allows and that keeps every constraint of the
     * properties on the tool exactly as true as before.
     */
    private Optional<ToolCall> call(Step step, ToolCall call) {
        Optional<Tool> tool = spec.tool(call.tool());
        Optional<ToolSchema> schema = tool.flatMap(Tool::schema);
        if (tool.isEmpty()) {
            return Optional.empty();
        }
        if (schema.isEmpty()) {
            return Optional.of(call);
        }
        for (Map.Entry<String, Value> argument : call.arguments().entrySet()) {
            Argument allowed = schema.get().parameters().get(argument.getKey());
            if (allowed == null ? schema.get().closed() : !allows(allowed, argument.getValue())) {
                return Optional.empty();
            }
        }
        Map<String, Value> arguments = new LinkedHashMap<>(call.arguments());
        List<ToolAtom> atoms = toolAtoms.stream().filter(atom -> atom.tool().equals(call.tool())).toList();
        List<Boolean> truth = atoms.stream().map(atom -> Atoms.holds(atom, step)).toList();
        for (String required : schema.get().parameters().keySet().stream().sorted().toList()) {
            if (!schema.get().required().contains(required) || arguments.containsKey(required)) {
                continue;
            }
            Optional<Value> filler = Optional.empty();
            for (Value candidate : candidates(required, schema.get().parameters().get(required))) {
                Map<String, Value> tried = new LinkedHashMap<>(arguments);
                tried.put(required, candidate);
                Step filled = new Step(step.role(), Optional.of(new ToolCall(call.tool(), tried)), step.predicates());
                if (atoms.stream().map(atom -> Atoms.holds(atom, filled)).toList().equals(truth)) {
                    filler = Optional.of(candidate);
                    break;
                }
            }
            if (filler.isEmpty()) {
                return Optional.empty();
            }
            arguments.put(required, filler.get());
        }
        return Optional.of(new ToolCall(call.tool(), arguments));
    }

    /** Values a required argument may get: its enumeration's, else a few of each type it allows. */
    private static List<Value> candidates(String parameter, Argument argument) {
        if (argument.allowed().isPresent()) {
            return argument.allowed().get();
        }
        Set<JsonType> types = argument.types();
        List<Value> values = new ArrayList<>();
        if (types.isEmpty() || types.contains(JsonType.STRING)) {
            values.add(new StringValue(parameter));
            values.add(new StringValue("other " + parameter));
        }
        if (types.contains(JsonType.NUMBER) || types.contains(JsonType.INTEGER)) {
            for (long number : new long[] { 1, 0, 100, -1, 1_000_000_000 }) {
                values.add(Rational.of(number));
            }
        }
        if (types.contains(JsonType.BOOLEAN)) {
            values.add(BooleanValue.of(false));
            values.add(BooleanValue.of(true));
        }
        return values;
    }

    private static boolean allows(Argument argument, Value value) {
        if (argument.allowed().isPresent() && !argument.allowed().get().contains(value)) {
            return false;
        }
        if (value instanceof Rational number && !number.hasDecimalForm()) {
            return false;
        }
        Set<JsonType> types = argument.types();
        if (types.isEmpty()) {
            return true;
        }
        if (value instanceof Rational number) {
            return types.contains(JsonType.NUMBER) || types.contains(JsonType.INTEGER) && number.isInteger();
        }
        return types.contains(value instanceof StringValue ? JsonType.STRING : JsonType.BOOLEAN);
    }
}
