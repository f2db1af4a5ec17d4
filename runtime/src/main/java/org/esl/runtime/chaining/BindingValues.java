package org.esl.runtime.chaining;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.term.Variable;

/**
 * The values of a {@link Binding} as the binder enumerates them: the rule's variables (one list shared by all its
 * bindings) and a tuple of values, unmodifiable and in the variables' order, so that a binding per tuple costs one
 * small object instead of two linked hash maps. Equal to any map with the same entries.
 */
final class BindingValues extends AbstractMap<Variable, Term> {

    private final List<Variable> variables;
    private final Term[] values;

    /** @param values owned by the new map from now on: the caller never changes it */
    BindingValues(List<Variable> variables, Term[] values) {
        this.variables = variables;
        this.values = values;
    }

    @Override
    public Term get(Object key) {
        for (int i = 0; i < values.length; i++) {
            if (variables.get(i).equals(key)) {
                return values[i];
            }
        }
        return null;
    }

    @Override
    public boolean containsKey(Object key) {
        return get(key) != null;
    }

    @Override
    public int size() {
        return values.length;
    }

    @Override
    public Set<Map.Entry<Variable, Term>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Map.Entry<Variable, Term>> iterator() {
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < values.length;
                    }

                    @Override
                    public Map.Entry<Variable, Term> next() {
                        if (next >= values.length) {
                            throw new NoSuchElementException();
                        }
                        Map.Entry<Variable, Term> entry = new SimpleImmutableEntry<>(variables.get(next), values[next]);
                        next++;
                        return entry;
                    }
                };
            }

            @Override
            public int size() {
                return values.length;
            }
        };
    }
}
