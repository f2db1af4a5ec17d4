package org.esl.runtime.model.term;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * A term of a domain rule: a rule variable, a constant, an application of a declared function, built-in
 * arithmetic or a negation. Arithmetic on constants stays structural; the runtime evaluates it exactly.
 */
public sealed interface Term permits Variable, Constant, FunctionApplication, Arithmetic, Negation {

    /** The rule variables of this term, in order of first occurrence. */
    default Set<Variable> variables() {
        Set<Variable> found = new LinkedHashSet<>();
        collectVariables(found);
        return found;
    }

    default boolean isGround() {
        return variables().isEmpty();
    }

    void collectVariables(Set<Variable> into);
}
