package org.esl.runtime.model;

import java.util.List;

/**
 * A declared enum as a type: its name and its values in declaration order. It carries no source
 * positions, so formulas that mention it compare equal wherever they were written; the declaration
 * with positions and descriptions is {@link org.esl.runtime.model.policy.EnumDeclaration}.
 */
public record EnumType(String name, List<String> values) implements Type {

    public EnumType {
        values = List.copyOf(values);
    }

    @Override
    public String eslName() {
        return name;
    }

    @Override
    public String toString() {
        return name;
    }
}
