package org.esl.runtime.model.rule;

import java.util.List;

import org.esl.runtime.model.Parameter;
import org.esl.runtime.model.value.Value;

/** Descriptions with {@code {x}} placeholders that name parameters. */
final class Descriptions {

    private Descriptions() {
    }

    /** {@code "{x} is greater than {y}"} with (15.2, 15.12) gives {@code "15.2 is greater than 15.12"}. */
    static String substitute(String description, List<Parameter> parameters, List<Value> arguments) {
        if (arguments.size() != parameters.size()) {
            throw new IllegalArgumentException("expected " + parameters.size() + " argument(s), got " + arguments.size());
        }
        String text = description;
        for (int i = 0; i < parameters.size(); i++) {
            text = text.replace("{" + parameters.get(i).name() + "}", arguments.get(i).toText());
        }
        return text;
    }
}
