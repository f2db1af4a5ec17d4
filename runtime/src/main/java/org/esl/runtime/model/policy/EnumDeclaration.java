package org.esl.runtime.model.policy;

import java.util.List;
import java.util.Objects;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Declaration;
import org.esl.runtime.model.EnumType;

/** {@code type AgeClass { CHILD "younger than 12", ADULT, SENIOR }}: an enum with described values. */
public record EnumDeclaration(String name, String description, List<EnumValue> values, SourceRange range)
        implements Declaration {

    /** One value of the enum, with its own description and position. */
    public record EnumValue(String name, String description, SourceRange range) implements Declaration {
        public EnumValue {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(description, "description");
            Objects.requireNonNull(range, "range");
        }
    }

    public EnumDeclaration {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(description, "description");
        values = List.copyOf(values);
        Objects.requireNonNull(range, "range");
    }

    /** The enum as a type of variables and expressions. */
    public EnumType type() {
        return new EnumType(name, values.stream().map(EnumValue::name).toList());
    }
}
