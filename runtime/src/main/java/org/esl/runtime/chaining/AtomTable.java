package org.esl.runtime.chaining;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
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
 * its proposition in the {@link ClauseGraph}. An integer that fits a {@code long} is numbered by the {@code long}
 * ({@link #integer}): arithmetic on such integers ({@link NumberedArithmetic}) makes no {@link Rational} and no
 * {@link Constant}, and the constant is built when a result first shows it.
 */
final class AtomTable {

    /** What {@link #valueOf} answers for a term that is not a constant. */
    static final int NO_VALUE = -1;

    /** The numbers of the values that are no integer of {@link #integers}. */
    private final Map<Value, Integer> valueIds = new HashMap<>();
    private final IntegerValues integers = new IntegerValues();
    /** Per value number, its constant; null for an integer of {@link #integers} not shown yet. */
    private Constant[] constants = new Constant[64];
    /** Per value number, the integer when it is one of {@link #integers}. */
    private long[] integerValues = new long[64];
    private boolean[] isInteger = new boolean[64];
    private int valueCount;
    private final Map<String, Integer> predicateIds = new HashMap<>();
    private final List<String> predicates = new ArrayList<>();

    /** Per proposition, where its tuple (predicate, arity, arguments) starts in {@link #tuples}; -1 for other propositions. */
    private int[] tupleAt = filled(16);
    private int[] tuples = new int[64];
    private int tuplesSize;
    /** Open addressing over tuples: a proposition number + 1, or 0 for an empty slot. */
    private int[] slots = new int[64];
    private int stored;

    /**
     * Makes room for {@code newValues} more values and {@code newAtoms} more atoms with {@code newArguments} arguments,
     * so that a table sized from its input grows no array (each growth copies the array and leaves the old one to the
     * collector).
     */
    void reserve(int newValues, int newAtoms, int newArguments) {
        int values = valueCount + newValues;
        int atoms = stored + newAtoms;
        if (values > constants.length) {
            constants = Arrays.copyOf(constants, values);
            integerValues = Arrays.copyOf(integerValues, values);
            isInteger = Arrays.copyOf(isInteger, values);
        }
        integers.reserve(values);
        int slotCount = Integer.highestOneBit(Math.max(1, 2 * atoms - 1)) << 1;
        if (slotCount > slots.length) {
            rehash(slotCount);
        }
        if (atoms > tupleAt.length) { // an upper bound: tupleAt is by proposition, and atoms are most of them
            int old = tupleAt.length;
            tupleAt = Arrays.copyOf(tupleAt, atoms);
            Arrays.fill(tupleAt, old, atoms, -1);
        }
        if (tuplesSize + 2 * newAtoms + newArguments > tuples.length) {
            tuples = Arrays.copyOf(tuples, tuplesSize + 2 * newAtoms + newArguments);
        }
    }

    /** The number of a value, numbering it when it is new. */
    int value(Value value) {
        return value(value, null);
    }

    /** The number of a constant's value; the table keeps {@code constant} itself when the value is new. */
    int value(Constant constant) {
        return value(constant.value(), constant);
    }

    private int value(Value value, Constant constant) {
        if (value instanceof Rational number && number.isInteger() && number.numerator().bitLength() < Long.SIZE) {
            int id = integer(number.numerator().longValue());
            if (constants[id] == null) {
                constants[id] = constant != null ? constant : new Constant(value);
            }
            return id;
        }
        Integer id = valueIds.get(value);
        if (id == null) {
            id = add(constant != null ? constant : new Constant(value));
            valueIds.put(value, id);
        }
        return id;
    }

    /** The number of an integer, numbering it (with no constant yet) when it is new. */
    int integer(long integer) {
        int id = integers.intern(integer, valueCount);
        if (id == valueCount) {
            add(null);
            integerValues[id] = integer;
            isInteger[id] = true;
        }
        return id;
    }

    /** Whether value {@code id} is an integer that fits a {@code long}: {@link #integerValue} then gives it. */
    boolean isInteger(int id) {
        return isInteger[id];
    }

    long integerValue(int id) {
        return integerValues[id];
    }

    private int add(Constant constant) {
        int id = valueCount++;
        if (id == constants.length) {
            constants = Arrays.copyOf(constants, 2 * id);
            integerValues = Arrays.copyOf(integerValues, 2 * id);
            isInteger = Arrays.copyOf(isInteger, 2 * id);
        }
        constants[id] = constant;
        return id;
    }

    /** The number of a constant term's value; {@link #NO_VALUE} for any other term. */
    int valueOf(Term term) {
        return term instanceof Constant constant ? value(constant) : NO_VALUE;
    }

    /** The numbers of ground terms ({@link #valueOf}), in a new array. */
    int[] numbers(Term[] terms) {
        int[] numbers = new int[terms.length];
        for (int i = 0; i < terms.length; i++) {
            numbers[i] = valueOf(terms[i]);
        }
        return numbers;
    }

    /** The constant numbered {@code id}, always the same object (built on the first call for an integer). */
    Constant constant(int id) {
        Constant constant = constants[id];
        if (constant == null) {
            constant = Constant.of(Rational.of(integerValues[id]));
            constants[id] = constant;
        }
        return constant;
    }

    int values() {
        return valueCount;
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
        int slot = slot(predicate, arguments, arity);
        return slots[slot] - 1;
    }

    /**
     * The proposition of the atom {@code predicate(arguments[0 .. arity - 1])}; when it has none yet, the atom is
     * stored as proposition {@code proposition} (its arguments copied), which is returned. One probe of the table
     * either way.
     */
    int intern(int predicate, int[] arguments, int arity, int proposition) {
        int slot = slot(predicate, arguments, arity);
        if (slots[slot] != 0) {
            return slots[slot] - 1;
        }
        if (2 * (stored + 1) > slots.length) {
            rehash(2 * slots.length);
            slot = slot(predicate, arguments, arity);
        }
        if (proposition >= tupleAt.length) {
            int old = tupleAt.length;
            tupleAt = Arrays.copyOf(tupleAt, Math.max(proposition + 1, 2 * old));
            Arrays.fill(tupleAt, old, tupleAt.length, -1);
        }
        if (tuplesSize + arity + 2 > tuples.length) {
            tuples = Arrays.copyOf(tuples, Math.max(tuplesSize + arity + 2, 2 * tuples.length));
        }
        tupleAt[proposition] = tuplesSize;
        tuples[tuplesSize++] = predicate;
        tuples[tuplesSize++] = arity;
        System.arraycopy(arguments, 0, tuples, tuplesSize, arity);
        tuplesSize += arity;
        slots[slot] = proposition + 1;
        stored++;
        return proposition;
    }

    /** The slot that holds the atom, or the empty slot where it belongs. */
    private int slot(int predicate, int[] arguments, int arity) {
        int mask = slots.length - 1;
        for (int slot = hash(predicate, arguments, arity) & mask;; slot = (slot + 1) & mask) {
            int entry = slots[slot];
            if (entry == 0 || matches(tupleAt[entry - 1], predicate, arguments, arity)) {
                return slot;
            }
        }
    }

    /** Whether {@code proposition} is an atom of this table (not a comparison or an atom with a function application). */
    boolean holds(int proposition) {
        return proposition < tupleAt.length && tupleAt[proposition] >= 0;
    }

    /** The atom stored as {@code proposition}, built anew. */
    Atom atom(int proposition) {
        int at = tupleAt[proposition];
        int arity = tuples[at + 1];
        String predicate = predicates.get(tuples[at]);
        // immutable lists already, which the atom keeps without a copy; one or two arguments need no array
        if (arity == 1) {
            return new Atom(predicate, List.of(constant(tuples[at + 2])));
        }
        if (arity == 2) {
            return new Atom(predicate, List.of(constant(tuples[at + 2]), constant(tuples[at + 3])));
        }
        Term[] arguments = new Term[arity];
        for (int i = 0; i < arity; i++) {
            arguments[i] = constant(tuples[at + 2 + i]);
        }
        return new Atom(predicate, List.of(arguments));
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

    private void rehash(int slotCount) {
        int[] old = slots;
        slots = new int[slotCount];
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
