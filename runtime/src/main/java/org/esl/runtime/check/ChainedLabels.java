package org.esl.runtime.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.chaining.ChainingOutcome;
import org.esl.runtime.chaining.KnowledgeSteps;
import org.esl.runtime.chaining.KnownLiteral;
import org.esl.runtime.chaining.Perception;
import org.esl.runtime.chaining.PrefixChaining;
import org.esl.runtime.model.rule.Fact;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.perception.PerceivedLiteral;
import org.esl.runtime.perception.PerceivedTranscript;

/**
 * The labels of a spec with rules or facts, a few steps at a time: the knowledge base of the conversation so far is
 * kept between calls ({@link PrefixChaining}, which chains again only when a literal is perceived for the first time),
 * and a step is labelled with the watched atoms known at it, as {@link SpecChecker} labels it in the check of the
 * conversation so far. Forward chaining is monotone, so what the new steps add is known from a new step on; when the
 * atoms known before the new steps, and the steps they are known from, are not those the earlier steps were labelled
 * with (a pattern's predicate that was known otherwise is now perceived, an inconsistency moved a stamp, chaining
 * reached its limit or met a literal it cannot use), the labels are refused, once and for good (docs/audit.md, "When
 * a conversation is checked a step at a time"); so are they when the conversation's own facts, which come with its
 * first steps, perceive an atom that something else perceives too, out of step order or with the other polarity.
 */
final class ChainedLabels implements StepLabels {

    private final PrefixChaining chaining;
    private final List<Fact> facts;
    /** Whether the spec has rules: without them, {@link SpecChecker} chains only once something is perceived. */
    private final boolean rules;
    private final Set<PredicateAtom> watched;
    private final Set<String> events;
    /** The atoms of pattern predicates perceived so far: they label only the steps that perceive them. */
    private final Set<PredicateAtom> perceivedEvents = new HashSet<>();
    /** The watched atoms known so far, with the step each is known from (-1: from the start). */
    private Map<PredicateAtom, Integer> from;
    private boolean refused;

    ChainedLabels(PrefixChaining chaining, List<Fact> facts, boolean rules, Set<PredicateAtom> watched, Set<String> events) {
        this.chaining = chaining;
        this.facts = List.copyOf(facts);
        this.rules = rules;
        this.watched = watched;
        this.events = events;
    }

    @Override
    public Optional<List<Step>> label(PerceivedTranscript perceived, int first) {
        if (refused) {
            return Optional.empty();
        }
        List<Perception> perceptions = new ArrayList<>(perceived.literals().size());
        for (PerceivedLiteral literal : perceived.literals()) {
            perceptions.add(Perception.at(first + literal.step(), literal.literal()));
        }
        if (!factsKeepTheirOrder(perceived.literals())) {
            return refuse();
        }
        int eventCount = perceivedEvents.size();
        KnowledgeSteps.addEvents(perceived.steps(), events, perceivedEvents);
        boolean grown;
        try {
            grown = chaining.add(perceptions);
        } catch (IllegalArgumentException e) {
            return refuse(); // the check of the whole conversation reports it, and labels without chaining
        }
        if (grown || from == null || perceivedEvents.size() > eventCount) {
            Optional<List<KnownLiteral>> knowledge = knowledge();
            if (knowledge.isEmpty()) {
                return refuse();
            }
            Map<PredicateAtom, Integer> now = KnowledgeSteps.knownFrom(knowledge.get(), watched, perceivedEvents);
            if (from != null && !before(now, first).equals(from)) {
                return refuse();
            }
            from = now;
        }
        List<Step> labelled = new ArrayList<>(perceived.steps().size());
        for (int i = 0; i < perceived.steps().size(); i++) {
            labelled.add(KnowledgeSteps.label(perceived.steps().get(i), first + i, from, watched, perceivedEvents));
        }
        return Optional.of(labelled);
    }

    /**
     * Whether every atom a transcript's fact perceives (the first steps come with the conversation's facts) is perceived
     * with one polarity, at steps in the order perception lists them. {@link PrefixChaining} keeps a literal's first
     * perception only, and chaining the conversation from scratch reads its perceptions in that order, the facts
     * first: a fact that names a later step than another perception of its atom, or contradicts one, could be known
     * from another step, or kept otherwise, than in the check of the conversation so far; the labels are then refused.
     */
    private static boolean factsKeepTheirOrder(List<PerceivedLiteral> literals) {
        Set<Atom> stated = new HashSet<>();
        for (PerceivedLiteral literal : literals) {
            if (literal.source() == PerceivedLiteral.Source.TRANSCRIPT_FACT) {
                stated.add(literal.literal().atom());
            }
        }
        if (stated.isEmpty()) {
            return true;
        }
        Map<Atom, PerceivedLiteral> latest = new HashMap<>();
        for (PerceivedLiteral literal : literals) {
            if (stated.contains(literal.literal().atom())) {
                PerceivedLiteral before = latest.put(literal.literal().atom(), literal);
                if (before != null && (before.literal().positive() != literal.literal().positive() || before.step() > literal.step())) {
                    return false;
                }
            }
        }
        return true;
    }

    private Optional<List<Step>> refuse() {
        refused = true;
        return Optional.empty();
    }

    /**
     * The knowledge of the conversation so far, as {@link SpecChecker} chains it; empty when chaining stopped at its
     * limit.
     */
    private Optional<List<KnownLiteral>> knowledge() {
        if (!rules && !chaining.perceivedAnything()) {
            return Optional.of(KnowledgeSteps.withoutChaining(facts, List.of()));
        }
        return chaining.outcome() instanceof ChainingOutcome.ChainingResult result ? Optional.of(result.knowledge()) : Optional.empty();
    }

    /** The atoms known before step {@code first}. */
    private static Map<PredicateAtom, Integer> before(Map<PredicateAtom, Integer> known, int first) {
        Map<PredicateAtom, Integer> earlier = new HashMap<>();
        known.forEach((atom, step) -> {
            if (step < first) {
                earlier.put(atom, step);
            }
        });
        return earlier;
    }
}
