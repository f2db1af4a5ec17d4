package org.esl.runtime.chaining;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.esl.runtime.model.Parameter;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.FunctionApplication;
import org.esl.runtime.model.term.Term;

/**
 * Renders the follow-up query of an inferred atom (RvLLM §4.4) from its predicate's description with the arguments
 * substituted. A statement with "is" becomes a question by moving its first "is" to the front, so
 * {@code IsGreater(152, 151.2)} with "{x} is greater than {y}" asks "Is 152 greater than 151.2?"; any other
 * statement is asked as "Is it true that a person Ravi commits an offence on railway premises?". Strings appear without quotes; an uninterpreted function application reads as
 * its function's description ("the square of 3"), other terms in ESL syntax.
 */
final class FollowUpQuestions {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([A-Za-z_][A-Za-z0-9_]*)\\}");

    private final Map<String, Predicate> predicates;
    private final Map<String, org.esl.runtime.model.rule.Function> functions;

    FollowUpQuestions(List<Predicate> predicates, List<org.esl.runtime.model.rule.Function> functions) {
        this.predicates = predicates.stream().collect(Collectors.toMap(Predicate::name, Function.identity(), (a, b) -> a));
        this.functions = functions.stream()
                .collect(Collectors.toMap(org.esl.runtime.model.rule.Function::name, Function.identity(), (a, b) -> a));
    }

    String question(Atom atom) {
        Predicate predicate = predicates.get(atom.predicate());
        String statement = substitute(predicate.description(), predicate.parameters(), atom.arguments());
        int verb = statement.indexOf(" is ");
        return verb < 0 ? "Is it true that " + statement + "?"
                : "Is " + statement.substring(0, verb) + statement.substring(verb + " is".length()) + "?";
    }

    private String substitute(String description, List<Parameter> parameters, List<Term> arguments) {
        Matcher matcher = PLACEHOLDER.matcher(description);
        return matcher.replaceAll(match -> {
            for (int i = 0; i < parameters.size(); i++) {
                if (parameters.get(i).name().equals(match.group(1))) {
                    return Matcher.quoteReplacement(text(arguments.get(i)));
                }
            }
            return Matcher.quoteReplacement(match.group());
        });
    }

    private String text(Term term) {
        if (term instanceof Constant constant) {
            return constant.value().toText();
        }
        if (term instanceof FunctionApplication application && functions.containsKey(application.function())) {
            org.esl.runtime.model.rule.Function function = functions.get(application.function());
            return substitute(function.description(), function.parameters(), application.arguments());
        }
        return term.toString();
    }
}
