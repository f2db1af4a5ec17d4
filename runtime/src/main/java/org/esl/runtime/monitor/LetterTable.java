package org.esl.runtime.monitor;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Dense ids for values too wide for the bits of a {@code long}: the letters of a property with more than 63 signals,
 * the keys of transitions whose past memory does not fit beside the letter. An id stands for its value in the
 * caches that a {@code long} letter indexes.
 */
final class LetterTable<T> {

    private final Map<T, Long> ids = new HashMap<>();
    private final List<T> values = new ArrayList<>();

    /** The id of a value; the value must not change afterwards. */
    long id(T value) {
        Long id = ids.get(value);
        if (id == null) {
            id = (long) values.size();
            ids.put(value, id);
            values.add(value);
        }
        return id;
    }

    T get(long id) {
        return values.get((int) id);
    }
}
