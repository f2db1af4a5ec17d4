package org.esl.runtime.monitor;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.esl.runtime.model.temporal.Verdict;

/**
 * The state of one property's automaton between two steps: the obligation it demands from the next step on and
 * what each of its {@link PastWindow}s carries. States are interned per property ({@link CompiledProperty#state}), so
 * equal states are one object that caches where each step leads.
 */
final class State {

    /** Where a step of some letter leads, and whether a transcript that ends with that step satisfies the property. */
    record Advance(State next, boolean endHolds) {
    }

    /**
     * A step as the monitor takes it: where it leads, whether a transcript ending with it satisfies the property, the
     * LTL3 verdict right after it (which every continuation, the empty one included, agrees on, else pending), and the
     * letter read, for witnesses.
     */
    record Transition(State next, boolean endHolds, Verdict verdict, long letter) {
    }

    /** Up to this many key bits a state's transitions are kept in an array indexed by the key. */
    private static final int ARRAY_CACHE_BITS = 8;

    final Obligation obligation;
    final List<List<Obligation>> carried;

    private final Map<Long, Advance> advances = new HashMap<>();
    /** Per past memory: whether some continuation satisfies the property from here, and whether some violates it. */
    private Map<Object, Boolean> satisfiable;
    private Map<Object, Boolean> violable;
    private Transition[] transitionByKey;
    private Map<Long, Transition> transitions;

    State(Obligation obligation, List<List<Obligation>> carried) {
        this.obligation = obligation;
        this.carried = carried;
    }

    /** The step after a letter, or null when it has not been computed yet. */
    Advance advance(long letter) {
        return advances.get(letter);
    }

    void remember(long letter, Advance advance) {
        advances.put(letter, advance);
    }

    /**
     * Whether some continuation from this state, with this past memory, satisfies the property ({@code satisfied})
     * or violates it: true, false, or null when not known yet.
     */
    Boolean someContinuation(boolean satisfied, Object memory) {
        Map<Object, Boolean> known = satisfied ? satisfiable : violable;
        return known == null ? null : known.get(memory);
    }

    void remember(boolean satisfied, Object memory, boolean some) {
        if (satisfied) {
            satisfiable = satisfiable == null ? new HashMap<>() : satisfiable;
            satisfiable.put(memory, some);
        } else {
            violable = violable == null ? new HashMap<>() : violable;
            violable.put(memory, some);
        }
    }

    /** The monitor's transition for a key (the letter with the past memory that decides the verdict), or null when not computed yet. */
    Transition transition(long key, int keyBits) {
        if (keyBits >= 0 && keyBits <= ARRAY_CACHE_BITS) {
            return transitionByKey == null ? null : transitionByKey[(int) key];
        }
        return transitions == null ? null : transitions.get(key);
    }

    void remember(long key, int keyBits, Transition transition) {
        if (keyBits >= 0 && keyBits <= ARRAY_CACHE_BITS) {
            if (transitionByKey == null) {
                transitionByKey = new Transition[1 << keyBits];
            }
            transitionByKey[(int) key] = transition;
        } else {
            if (transitions == null) {
                transitions = new HashMap<>();
            }
            transitions.put(key, transition);
        }
    }
}
