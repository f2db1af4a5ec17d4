package org.esl.runtime.llm;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.esl.runtime.check.ModelReport.DropReason;
import org.esl.runtime.check.ModelReport.DroppedFact;
import org.esl.runtime.check.ModelReport.ModelFact;
import org.esl.runtime.model.rule.Fact;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.term.Variable;
import org.esl.runtime.perception.ExpressionParser;
import org.esl.runtime.perception.ExpressionParser.ExpressionException;
import org.esl.runtime.perception.PerceivedLiteral;
import org.esl.runtime.transcript.Transcript;
import org.esl.runtime.transcript.Truth;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * Perception source (4): the model labels a transcript that carries no {@code facts} of its own, from the
 * predicates' descriptions ({@link Prompt#PERCEPTION}). Every atom it gives is validated against the spec
 * through the one ESL grammar: an undeclared predicate or a wrong number of arguments is a hallucinated
 * predicate, dropped and reported; so is, as unusable, an atom that does not parse or names a step the
 * transcript does not have. At interpretation level 2 a second request ({@link Prompt#COMPLETION}) asks for
 * the objects that complete partial bindings (RvLLM §4.1): values for the variables of every premise atom of a
 * rule, as written, that no perceived atom or fact matches, so {@code IsGreater(z, 0)} is asked about even when
 * {@code IsGreater(15.2, 15.12)} is true. The checker sees the result as one more {@link org.esl.runtime.perception.Perceiver}
 * (through {@link org.esl.runtime.check.ModelStage.Session#perceive}), so the engines do not change.
 */
final class ModelPerception {

    /** What the model perceived in one transcript. */
    record Result(List<PerceivedLiteral> literals, List<ModelFact> facts, List<DroppedFact> dropped) {
        static final Result NONE = new Result(List.of(), List.of(), List.of());

        Result plus(Result other) {
            return new Result(concat(literals, other.literals), concat(facts, other.facts), concat(dropped, other.dropped));
        }

        private static <T> List<T> concat(List<T> a, List<T> b) {
            List<T> all = new ArrayList<>(a);
            all.addAll(b);
            return List.copyOf(all);
        }
    }

    private final List<Predicate> predicates;
    private final Map<String, Predicate> byName;
    private final List<Rule> rules;
    private final List<Atom> facts;
    private final ExpressionParser parser;
    private final boolean completion;

    /**
     * @param completion whether to ask for objects that complete rule premises (interpretation level 2)
     */
    ModelPerception(List<Predicate> predicates, List<Rule> rules, List<Fact> facts, ExpressionParser parser, boolean completion) {
        this.predicates = List.copyOf(predicates);
        this.byName = predicates.stream().collect(Collectors.toMap(Predicate::name, Function.identity(), (a, b) -> a));
        this.rules = List.copyOf(rules);
        this.facts = facts.stream().filter(fact -> fact.literal().positive()).map(fact -> fact.literal().atom()).toList();
        this.parser = parser;
        this.completion = completion;
    }

    /** @throws ModelException when the model could not be asked or kept answering something unreadable */
    Result perceive(Transcript transcript, ModelAnswers asker) throws ModelException {
        if (predicates.isEmpty() || !transcript.facts().isEmpty() || transcript.steps().isEmpty()) {
            return Result.NONE;
        }
        String conversation = PromptMaterial.conversation(transcript);
        ChatRequest request = Prompt.PERCEPTION.render(Map.of("predicates", PromptMaterial.predicates(predicates),
                "conversation", conversation)).asJson("perception", FactSchema.SCHEMA, 0);
        Result perceived = validate(transcript, asker.ask("perception", Prompt.PERCEPTION, request, 0, FactSchema::read));
        List<Atom> unmatched = completion ? unmatched(perceived) : List.of();
        if (unmatched.isEmpty()) {
            return perceived;
        }
        String objects = perceived.literals().stream().flatMap(l -> l.literal().atom().arguments().stream())
                .map(Object::toString).distinct().collect(Collectors.joining(", "));
        String premises = unmatched.stream().map(atom -> "- " + atom + ", where " + PromptMaterial.predicates(
                List.of(byName.get(atom.predicate()))).substring(2)).collect(Collectors.joining("\n"));
        ChatRequest complete = Prompt.COMPLETION.render(Map.of("premises", premises,
                "objects", objects.isEmpty() ? "none" : objects, "conversation", conversation))
                .asJson("perception", FactSchema.SCHEMA, 0);
        return perceived.plus(validate(transcript, asker.ask("completion", Prompt.COMPLETION, complete, 0, FactSchema::read)));
    }

    /**
     * The positive premise atoms of rules, as written, that no true atom matches among what was perceived and the
     * facts: a binding of the rule can only be completed through them. An atom matches when it has the premise's
     * predicate and, position by position, the premise's constant or a consistent value for its variable.
     */
    private List<Atom> unmatched(Result perceived) {
        List<Atom> known = new ArrayList<>(facts);
        perceived.literals().stream().filter(l -> l.literal().positive()).forEach(l -> known.add(l.literal().atom()));
        Set<Atom> unmatched = new LinkedHashSet<>();
        for (Rule rule : rules) {
            for (List<Literal> conjunction : rule.lhs()) {
                for (Literal literal : conjunction) {
                    if (literal instanceof AtomLiteral atom && atom.positive() && byName.containsKey(atom.atom().predicate())
                            && known.stream().noneMatch(fact -> matches(atom.atom(), fact))) {
                        unmatched.add(atom.atom());
                    }
                }
            }
        }
        return List.copyOf(unmatched);
    }

    private static boolean matches(Atom premise, Atom fact) {
        if (!premise.predicate().equals(fact.predicate()) || premise.arguments().size() != fact.arguments().size()) {
            return false;
        }
        Map<Variable, Term> binding = new HashMap<>();
        for (int i = 0; i < premise.arguments().size(); i++) {
            Term pattern = premise.arguments().get(i);
            Term value = fact.arguments().get(i);
            if (pattern instanceof Variable variable) {
                if (!binding.computeIfAbsent(variable, v -> value).equals(value)) {
                    return false;
                }
            } else if (pattern.isGround() && !pattern.equals(value)) {
                return false;
            } // arithmetic over variables matches any value: chaining decides whether it fits
        }
        return true;
    }

    private Result validate(Transcript transcript, List<FactSchema.Fact> facts) {
        List<PerceivedLiteral> literals = new ArrayList<>();
        List<ModelFact> kept = new ArrayList<>();
        List<DroppedFact> dropped = new ArrayList<>();
        for (FactSchema.Fact fact : facts) {
            Optional<String> hallucination = hallucination(fact.atom());
            if (hallucination.isPresent()) {
                dropped.add(new DroppedFact(fact.step(), fact.atom(), DropReason.HALLUCINATED_PREDICATE, hallucination.get()));
                continue;
            }
            if (fact.step() < 0 || fact.step() >= transcript.steps().size()) {
                dropped.add(new DroppedFact(fact.step(), fact.atom(), DropReason.UNUSABLE,
                        "the transcript has no step " + fact.step()));
                continue;
            }
            try {
                AtomLiteral literal = parser.groundLiteral(fact.atom());
                kept.add(new ModelFact(fact.step(), fact.atom(), fact.value()));
                if (fact.value() != Truth.UNKNOWN) {
                    literals.add(new PerceivedLiteral(fact.value() == Truth.TRUE ? literal : literal.negated(), fact.step(),
                            PerceivedLiteral.Source.MODEL, transcript.steps().get(fact.step()).range()));
                }
            } catch (ExpressionException e) {
                dropped.add(new DroppedFact(fact.step(), fact.atom(), DropReason.UNUSABLE, e.getMessage()));
            }
        }
        return new Result(literals, kept, dropped);
    }

    private Optional<String> hallucination(String atom) {
        Optional<AtomShape> shape = AtomShape.of(atom);
        if (shape.isEmpty()) {
            return Optional.empty();
        }
        Predicate predicate = byName.get(shape.get().predicate());
        if (predicate == null) {
            return Optional.of("the spec declares no predicate " + shape.get().predicate());
        }
        if (predicate.arity() != shape.get().arity()) {
            return Optional.of(predicate.name() + " takes " + predicate.arity() + " argument"
                    + (predicate.arity() == 1 ? "" : "s") + ", not " + shape.get().arity());
        }
        return Optional.empty();
    }

    /** The JSON the perception and completion prompts ask for, and how an answer is read. */
    static final class FactSchema {

        record Fact(int step, String atom, Truth value) {
        }

        /** {@code {"objects": [string], "facts": [{"step": int, "atom": string, "value": bool|null}]}}, objects first. */
        static final JsonObject SCHEMA = JsonParser.parseString("""
                {"type": "object", "additionalProperties": false, "required": ["objects", "facts"],
                 "properties": {
                   "objects": {"type": "array", "items": {"type": "string"}},
                   "facts": {"type": "array", "items": {"type": "object", "additionalProperties": false,
                     "required": ["step", "atom", "value"],
                     "properties": {"step": {"type": "integer"}, "atom": {"type": "string"},
                                    "value": {"type": ["boolean", "null"]}}}}}}
                """).getAsJsonObject();

        private FactSchema() {
        }

        static List<Fact> read(String answer) throws ModelAnswers.UnreadableAnswer {
            JsonObject root = JsonAnswers.object(answer);
            JsonElement facts = root.get("facts");
            if (facts == null || !facts.isJsonArray()) {
                throw new ModelAnswers.UnreadableAnswer("it has no \"facts\" array");
            }
            List<Fact> read = new ArrayList<>();
            for (JsonElement element : (JsonArray) facts) {
                try {
                    JsonObject fact = element.getAsJsonObject();
                    JsonElement value = fact.get("value");
                    Truth truth = value == null || value.isJsonNull() ? Truth.UNKNOWN
                            : value.getAsBoolean() ? Truth.TRUE : Truth.FALSE;
                    read.add(new Fact(fact.get("step").getAsInt(), fact.get("atom").getAsString(), truth));
                } catch (IllegalStateException | UnsupportedOperationException | NullPointerException
                        | NumberFormatException | ClassCastException e) {
                    throw new ModelAnswers.UnreadableAnswer("a fact is not {\"step\": N, \"atom\": \"…\", \"value\": …}: " + element);
                }
            }
            return read;
        }
    }
}
