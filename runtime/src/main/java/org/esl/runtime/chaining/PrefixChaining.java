package org.esl.runtime.chaining;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.esl.runtime.model.term.AtomLiteral;

/**
 * Forward chaining of a conversation that goes on, its perceptions added a few steps at a time, in step order: after
 * each {@link #add}, {@link #outcome()} is what {@link ForwardChaining#run} gives every perception added so far, with
 * the same known literals and the same steps they are known from, but each perceived literal justified by its first
 * perception only. Chaining reads a perceived literal from the first step it is perceived at, and an object from the
 * first step it appears at, so a literal perceived again changes nothing and costs one look-up; only a literal
 * perceived for the first time chains again, over the distinct literals perceived so far. In a stream the perceived
 * literals are the labels of the spec's patterns, predicates without parameters, so a conversation is chained again at
 * most once per pattern, however long it grows (docs/audit.md, "When a conversation is checked a step at a time").
 * Each chaining uses the rules the literals perceived so far can set off ({@link RelevantRules}), which gives what
 * chaining over all of them gives. {@link ForwardChaining#run} itself is unchanged, and the tests compare the two
 * after every step.
 */
public final class PrefixChaining {

    private final RelevantRules rules;
    private final Set<AtomLiteral> perceived = new HashSet<>();
    /** The first perception of each literal, in the order they came. */
    private final List<Perception> firsts = new ArrayList<>();
    private ChainingOutcome outcome;

    /** @param rules the problem's rules, shared by the conversations checked against it */
    public PrefixChaining(RelevantRules rules) {
        this.rules = rules;
    }

    /**
     * Adds the perceptions of the next steps, whose steps are those after the steps of the perceptions added before.
     *
     * @return whether one of them was perceived for the first time, so that chaining ran again
     * @throws IllegalArgumentException as {@link ForwardChaining#run} does, for a literal it cannot use
     */
    public boolean add(List<Perception> perceptions) {
        boolean grown = false;
        for (Perception perception : perceptions) {
            if (perceived.add(perception.literal())) {
                firsts.add(perception);
                grown = true;
            }
        }
        if (grown || outcome == null) {
            outcome = null; // until chaining returns: a literal it cannot use throws again on the next call
            outcome = chain();
        }
        return grown;
    }

    /** Whether anything was perceived so far. */
    public boolean perceivedAnything() {
        return !firsts.isEmpty();
    }

    /** Chaining over every perception added so far (the facts alone before the first {@link #add}). */
    public ChainingOutcome outcome() {
        if (outcome == null) {
            outcome = chain();
        }
        return outcome;
    }

    private ChainingOutcome chain() {
        return ForwardChaining.run(rules.problemFor(perceived), firsts);
    }
}
