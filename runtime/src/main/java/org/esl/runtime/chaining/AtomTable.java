package org.esl.runtime.chaining;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.Value;

/**
 * The ground atoms whose arguments are all constants, interned as int tuples: every value and predicate name is
 * numbered once, so grounding a rule finds an atom by hashing a few ints instead of hashing its terms down to their
 * {@code BigInteger}s, and builds no {@link Atom} until a result shows it. Each atom is stored under the number of
 * its proposition in the {@link ClauseGraph}.
 */
final class AtomTable {

    /** What {@link #valueOf} answers for a term that is not a constant. */
    static final int NO_VALUE = -1;

    /** The numbers of the values that are no integer of {@link #integers}. */
    private final Map<Value, Integer> valueIds = new HashMap<>();
    private final IntegerValues integers = new IntegerValues();
    /** The constants handed out, so that a term this table made is numbered without hashing its value. */
    private final Map<Term, Integer> constantIds = new IdentityHashMap<>();
    private final List<Constant> constants = new ArrayList<>();
    private final Map<String, Integer> predicateIds = new HashMap<>();
    private final List<String> predicates = new ArrayList<>();

    /** Per proposition, where its tuple (predicate, arity, arguments) starts in {@link #tuples}; -1 for other propositions. */
    private int[] tupleAt = filled(16);
    private int[] tuples = new int[64];
    private int tuplesSize;
    /** Open addressing over tuples: a proposition number + 1, or 0 for an empty slot. */
    private int[] slots = new int[64];
    private int stored;

    /** The number of a value, numbering it when it is new. */
    int value(Value value) {
        if (value instanceof Rational number && number.isInteger() && number.numerator().bitLength() < Long.SIZE) {
            long integer = number.numerator().longValue();
            int id = integers.find(integer);
            if (id == IntegerValues.ABSENT) {
                id = add(value);
                integers.put(integer, id);
            }
            return id;
        }
        Integer id = valueIds.get(value);
        if (id == null) {
            id = add(value);
            valueIds.put(value, id);
        }
        return id;
    }

    private int add(Value value) {
        int id = constants.size();
        Constant constant = new Constant(value);
        constants.add(constant);
        constantIds.put(constant, id);
        return id;
    }

    /** The number of a constant term's value; {@link #NO_VALUE} for any other term. */
    int valueOf(Term term) {
        Integer id = constantIds.get(term);
        if (id != null) {
            return id;
        }
        return term instanceof Constant constant ? value(constant.value()) : NO_VALUE;
    }

    /** The numbers of ground terms ({@link #valueOf}), in a new array. */
    int[] numbers(Term[] terms) {
        int[] numbers = new int[terms.length];
        for (int i = 0; i < terms.length; i++) {
            numbers[i] = valueOf(terms[i]);
        }
        return numbers;
    }

    /** The constant numbered {@code id}, always the same object. */
    Constant constant(int id) {
        return constants.get(id);
    }

    int values() {
        return constants.size();
    }

    int predicate(String name) {
        Integer id = predicateIds.get(name);
        if (id == null) {
            id = predicates.size();
            predicateIds.put(name, id);
            predicates.add(name);
        }
        return id;
    }

    /** The proposition of the atom {@code predicate(arguments[0 .. arity - 1])}; -1 when it has none yet. */
    int find(int predicate, int[] arguments, int arity) {
        int mask = slots.length - 1;
        for (int slot = hash(predicate, arguments, arity) & mask;; slot = (slot + 1) & mask) {
            int entry = slots[slot];
            if (entry == 0) {
                return -1;
            }
            if (matches(tupleAt[entry - 1], predicate, arguments, arity)) {
                return entry - 1;
            }
        }
    }

    /** Stores the atom (not yet stored) as proposition {@code proposition}, copying its arguments. */
    void put(int predicate, int[] arguments, int arity, int proposition) {
        if (2 * (stored + 1) > slots.length) {
            rehash();
        }
        if (proposition >= tupleAt.length) {
            int old = tupleAt.length;
            tupleAt = Arrays.copyOf(tupleAt, Math.max(proposition + 1, 2 * old));
            Arrays.fill(tupleAt, old, tupleAt.length, -1);
        }
        if (tuplesSize + arity + 2 > tuples.length) {
            tuples = Arrays.copyOf(tuples, Math.max(tuplesSize + arity + 2, 2 * tuples.length));
        }
        int at = tuplesSize;
        tuples[tuplesSize++] = predicate;
        tuples[tuplesSize++] = arity;
        System.arraycopy(arguments, 0, tuples, tuplesSize, arity);
        tuplesSize += arity;
        tupleAt[proposition] = at;
        insert(proposition, hash(tuples, at));
        stored++;
    }

    /** Whether {@code proposition} is an atom of this table (not a comparison or an atom with a function application). */
    boolean holds(int proposition) {
        return proposition < tupleAt.length && tupleAt[proposition] >= 0;
    }

    /** The atom stored as {@code proposition}, built anew. */
    Atom atom(int proposition) {
        int at = tupleAt[proposition];
        int arity = tuples[at + 1];
        Term[] arguments = new Term[arity];
        for (int i = 0; i < arity; i++) {
            arguments[i] = constants.get(tuples[at + 2 + i]);
        }
        return new Atom(predicates.get(tuples[at]), List.of(arguments)); // immutable already: the atom keeps it, no copy
    }

    private static int[] filled(int size) {
        int[] array = new int[size];
        Arrays.fill(array, -1);
        return array;
    }

    private boolean matches(int at, int predicate, int[] arguments, int arity) {
        if (tuples[at] != predicate || tuples[at + 1] != arity) {
            return false;
        }
        for (int i = 0; i < arity; i++) {
            if (tuples[at + 2 + i] != arguments[i]) {
                return false;
            }
        }
        return true;
    }

    private void rehash() {
        int[] old = slots;
        slots = new int[2 * old.length];
        for (int entry : old) {
            if (entry != 0) {
                int at = tupleAt[entry - 1];
                insert(entry - 1, hash(tuples, at));
            }
        }
    }

    private void insert(int proposition, int hash) {
        int mask = slots.length - 1;
        int slot = hash & mask;
        while (slots[slot] != 0) {
            slot = (slot + 1) & mask;
        }
        slots[slot] = proposition + 1;
    }

    /** Mixed (MurmurHash3's finaliser) so that consecutive numbers spread over the table. */
    private static int hash(int predicate, int[] arguments, int arity) {
        int hash = predicate;
        for (int i = 0; i < arity; i++) {
            hash = 31 * hash + arguments[i];
        }
        return mix(hash);
    }

    /** The hash of the tuple stored at {@code at}, equal to that of its predicate and arguments. */
    private static int hash(int[] tuples, int at) {
        int hash = tuples[at];
        for (int i = 0; i < tuples[at + 1]; i++) {
            hash = 31 * hash + tuples[at + 2 + i];
        }
        return mix(hash);
    }

    private static int mix(int value) {
        int hash = value;
        hash ^= hash >>> 16;
        hash *= 0x85ebca6b;
        hash ^= hash >>> 13;
        hash *= 0xc2b2ae35;
        return hash ^ (hash >>> 16);
    }
}
