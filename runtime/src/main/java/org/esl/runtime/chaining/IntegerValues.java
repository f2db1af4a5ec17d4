package org.esl.runtime.chaining;

/**
 * The value numbers of integers that fit in a {@code long}, in an open-addressing table of primitives: the values
 * of a transcript are mostly such integers, and numbering them through a hash map of {@code Rational}s hashed and
 * compared their {@code BigInteger}s, and boxed the numbers, for every value seen.
 */
final class IntegerValues {

    private long[] keys = new long[64];
    /** Per slot, the value number + 1; 0 for an empty slot. */
    private int[] numbers = new int[64];
    private int size;

    /** The number of {@code integer}; when it has none yet, {@code number}, which it is numbered as. One probe either way. */
    int intern(long integer, int number) {
        int slot = slot(integer);
        if (numbers[slot] != 0) {
            return numbers[slot] - 1;
        }
        if (2 * (size + 1) > keys.length) {
            resize(2 * keys.length);
            slot = slot(integer);
        }
        keys[slot] = integer;
        numbers[slot] = number + 1;
        size++;
        return number;
    }

    /** The slot that holds the integer, or the empty slot where it belongs. */
    private int slot(long integer) {
        int mask = keys.length - 1;
        for (int slot = hash(integer) & mask;; slot = (slot + 1) & mask) {
            if (numbers[slot] == 0 || keys[slot] == integer) {
                return slot;
            }
        }
    }

    /** Makes room for {@code integers} integers in all, so that the table is not rebuilt as they come. */
    void reserve(int integers) {
        int slotCount = Integer.highestOneBit(Math.max(1, 2 * integers - 1)) << 1;
        if (slotCount > keys.length) {
            resize(slotCount);
        }
    }

    private void resize(int slotCount) {
        long[] oldKeys = keys;
        int[] oldNumbers = numbers;
        keys = new long[slotCount];
        numbers = new int[slotCount];
        for (int slot = 0; slot < oldKeys.length; slot++) {
            if (oldNumbers[slot] != 0) {
                insert(oldKeys[slot], oldNumbers[slot]);
            }
        }
    }

    private void insert(long integer, int storedNumber) {
        int mask = keys.length - 1;
        int slot = hash(integer) & mask;
        while (numbers[slot] != 0) {
            slot = (slot + 1) & mask;
        }
        keys[slot] = integer;
        numbers[slot] = storedNumber;
    }

    /** Mixed (MurmurHash3's 64-bit finaliser), so that consecutive integers spread over the table. */
    private static int hash(long integer) {
        long hash = integer;
        hash ^= hash >>> 33;
        hash *= 0xff51afd7ed558ccdL;
        hash ^= hash >>> 33;
        hash *= 0xc4ceb9fe1a85ec53L;
        hash ^= hash >>> 33;
        return (int) hash;
    }
}
