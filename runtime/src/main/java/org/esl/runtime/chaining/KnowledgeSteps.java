package org.esl.runtime.chaining;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import org.esl.runtime.model.rule.Fact;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.temporal.FormulaAtoms;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.PropertyVariables;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.value.Value;

/**
 * The steps the temporal monitor reads when rules, facts and properties share one knowledge base (docs/check.md,
 * "One knowledge base"): each step keeps its speaker and tool call, and its predicate labels are the atoms known
 * true at it, i.e. perceived at that step or before, a fact, or derived by forward chaining from those, each from
 * the step where it becomes derivable ({@link KnownLiteral}). A predicate that a {@code when … matches} pattern
 * perceives says what the text of one step says, so it is an event, as tool calls and speakers are: it labels the
 * steps it is perceived at, and persists only where nothing perceives it (a fact, or what the rules derive). Only
 * the atoms the properties mention are labelled: no other atom can change a verdict, and so a step costs the number
 * of those atoms, not the size of the knowledge.
 */
public final class KnowledgeSteps {

    private KnowledgeSteps() {
    }

    /** The names of the predicates that are events: those perceived by a pattern of the step's text. */
    public static Set<String> events(List<Predicate> predicates) {
        Set<String> events = new HashSet<>();
        predicates.stream().filter(predicate -> predicate.pattern().isPresent()).forEach(predicate -> events.add(predicate.name()));
        return events;
    }

    /** The predicate atoms the properties mention. */
    public static Set<PredicateAtom> watched(List<Property> properties) {
        Set<PredicateAtom> atoms = new LinkedHashSet<>();
        for (Property property : properties) {
            FormulaAtoms.of(property.formula()).stream().filter(PredicateAtom.class::isInstance)
                    .forEach(atom -> atoms.add((PredicateAtom) atom));
        }
        return atoms;
    }

    /**
     * {@code steps} with their predicate labels replaced by the watched atoms that {@code knowledge} holds true at
     * each step; an atom of an {@code events} predicate that some step is labelled with keeps its own labels.
     */
    public static List<Step> of(List<Step> steps, List<KnownLiteral> knowledge, Set<PredicateAtom> watched,
            Set<String> events) {
        Set<PredicateAtom> perceivedEvents = new HashSet<>();
        addEvents(steps, events, perceivedEvents);
        Map<PredicateAtom, Integer> from = knownFrom(knowledge, watched, perceivedEvents);
        List<Step> labelled = new ArrayList<>(steps.size());
        for (int i = 0; i < steps.size(); i++) {
            Step step = steps.get(i);
            // the common case, a spec of properties and patterns: a step keeps its labels, so it is kept as it is
            boolean kept = from.isEmpty() && keepsEveryLabel(step, perceivedEvents, watched);
            labelled.add(kept ? step : label(step, i, from, watched, perceivedEvents));
        }
        return labelled;
    }

    /** Adds to {@code perceivedEvents} the atoms of {@code events} predicates that {@code steps} are labelled with. */
    public static void addEvents(List<Step> steps, Set<String> events, Set<PredicateAtom> perceivedEvents) {
        for (Step step : steps) {
            for (PredicateAtom atom : step.predicates()) {
                if (events.contains(atom.predicate())) {
                    perceivedEvents.add(atom);
                }
            }
        }
    }

    /**
     * The watched atoms that {@code knowledge} holds true, each with the first step it is known at (-1: before the
     * first step), but for the atoms of {@code perceivedEvents}, which label only the steps that perceive them.
     */
    public static Map<PredicateAtom, Integer> knownFrom(List<KnownLiteral> knowledge, Set<PredicateAtom> watched,
            Set<PredicateAtom> perceivedEvents) {
        Map<PredicateAtom, Integer> from = new HashMap<>();
        for (KnownLiteral known : knowledge) {
            if (known.literal().positive()) {
                predicateAtom(known.literal()).filter(atom -> isWatched(atom, watched)).filter(atom -> !perceivedEvents.contains(atom))
                        .ifPresent(atom -> from.merge(atom, known.from().orElse(-1), Math::min));
            }
        }
        return from;
    }

    /**
     * {@code step}, the transcript's step {@code index}, with its predicate labels replaced by its perceived events and
     * the atoms known {@code from} it on.
     */
    public static Step label(Step step, int index, Map<PredicateAtom, Integer> from, Set<PredicateAtom> watched,
            Set<PredicateAtom> perceivedEvents) {
        Set<PredicateAtom> labels = new LinkedHashSet<>();
        for (PredicateAtom atom : step.predicates()) {
            if (perceivedEvents.contains(atom) && isWatched(atom, watched)) {
                labels.add(atom);
            }
        }
        for (Map.Entry<PredicateAtom, Integer> entry : from.entrySet()) {
            if (entry.getValue() <= index) {
                labels.add(entry.getKey());
            }
        }
        return new Step(step.role(), step.toolCall(), step.result(), labels);
    }

    /** Whether each of the step's labels is a watched event's, i.e. stays a label of the step. */
    private static boolean keepsEveryLabel(Step step, Set<PredicateAtom> perceivedEvents, Set<PredicateAtom> watched) {
        for (PredicateAtom atom : step.predicates()) {
            if (!perceivedEvents.contains(atom) || !isWatched(atom, watched)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The knowledge without forward chaining, for when chaining could not run (a perceived literal it cannot use, its
     * limit): the facts from the start and each perceived literal from the step it is first perceived at.
     */
    public static List<KnownLiteral> withoutChaining(List<Fact> facts, List<Perception> perceptions) {
        List<KnownLiteral> known = new ArrayList<>();
        facts.forEach(fact -> known.add(new KnownLiteral(fact.literal(), OptionalInt.empty())));
        perceptions.forEach(perception -> known.add(new KnownLiteral(perception.literal(), perception.step())));
        return known;
    }

    /** Whether a property mentions the atom: itself, or with a variable where the atom has a value ({@code Destructive(c)}). */
    private static boolean isWatched(PredicateAtom atom, Set<PredicateAtom> watched) {
        return watched.contains(atom) || watched.stream().anyMatch(pattern -> PropertyVariables.instantiates(pattern, atom));
    }

    private static Optional<PredicateAtom> predicateAtom(AtomLiteral literal) {
        List<Value> values = new ArrayList<>();
        for (Term argument : literal.atom().arguments()) {
            if (!(argument instanceof Constant constant)) {
                return Optional.empty(); // an uninterpreted function application: no property can name it
            }
            values.add(constant.value());
        }
        return Optional.of(PredicateAtom.of(literal.atom().predicate(), values));
    }
}
