package org.esl.runtime.model.temporal;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Declaration;
import org.esl.runtime.model.Parameter;

/**
 * A tool the application may call: declared in the spec ({@code tool transfer_funds(amount: Real)}) or
 * read from a {@code tools from} schema. A schema tool's range is that of the schema path in the
 * {@code tools from} line (the JSON file has no ESL positions); a declared tool shadows a schema tool
 * of the same name, but calls of it are still checked against the schema.
 *
 * @param schema what the spec's tool schema says about the tool's calls, when a schema has the tool
 */
public record Tool(String name, List<Parameter> parameters, String description, boolean fromSchema, SourceRange range,
        Optional<ToolSchema> schema) implements Declaration {

    public Tool {
        Objects.requireNonNull(name, "name");
        parameters = List.copyOf(parameters);
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(range, "range");
        Objects.requireNonNull(schema, "schema");
    }

    public Optional<Parameter> parameter(String name) {
        return parameters.stream().filter(parameter -> parameter.name().equals(name)).findFirst();
    }
}
