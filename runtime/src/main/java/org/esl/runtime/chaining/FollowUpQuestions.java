package org.esl.runtime.chaining;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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

    private final List<Predicate> declaredPredicates;
    private final List<org.esl.runtime.model.rule.Function> declaredFunctions;
    /** The declarations by name (the first of a name), indexed at the first question: most chaining runs ask none. */
    private Map<String, Predicate> predicatesByName;
    private Map<String, org.esl.runtime.model.rule.Function> functionsByName;
    /**
     * The descriptions asked about, each split once at its placeholders: a question per inferred atom is then a join.
     * Only those asked about, since a spec may declare thousands of predicates and functions and a run asks of few.
     */
    private final Map<String, Template> predicates = new HashMap<>();
    private final Map<String, Template> functions = new HashMap<>();

    FollowUpQuestions(List<Predicate> predicates, List<org.esl.runtime.model.rule.Function> functions) {
        this.declaredPredicates = predicates;
        this.declaredFunctions = functions;
    }

    /** Inferred atoms render their questions when first asked, from whichever thread reads them. */
    synchronized String question(Atom atom) {
        if (predicatesByName == null) {
            predicatesByName = new HashMap<>();
            functionsByName = new HashMap<>();
            declaredPredicates.forEach(predicate -> predicatesByName.putIfAbsent(predicate.name(), predicate));
            declaredFunctions.forEach(function -> functionsByName.putIfAbsent(function.name(), function));
        }
        Template template = predicates.computeIfAbsent(atom.predicate(), name -> {
            Predicate predicate = predicatesByName.get(name);
            return Template.of(predicate.description(), predicate.parameters());
        });
        String statement = template.fill(atom.arguments(), this::text);
        int verb = statement.indexOf(" is ");
        return verb < 0 ? "Is it true that " + statement + "?"
                : "Is " + statement.substring(0, verb) + statement.substring(verb + " is".length()) + "?";
    }

    private String text(Term term) {
        if (term instanceof Constant constant) {
            return constant.value().toText();
        }
        if (term instanceof FunctionApplication application && functionsByName.containsKey(application.function())) {
            return functions.computeIfAbsent(application.function(), name -> {
                org.esl.runtime.model.rule.Function function = functionsByName.get(name);
                return Template.of(function.description(), function.parameters());
            }).fill(application.arguments(), this::text);
        }
        return term.toString();
    }

    /**
     * A description as text between placeholders: {@code texts} has one more element than {@code slots}, and slot i
     * is the index of the parameter whose argument goes between texts i and i + 1. A placeholder that names no
     * parameter stays as written, in the text.
     */
    private record Template(List<String> texts, int[] slots) {

        static Template of(String description, List<Parameter> parameters) {
            List<String> texts = new ArrayList<>();
            List<Integer> slots = new ArrayList<>();
            Matcher matcher = PLACEHOLDER.matcher(description);
            StringBuilder text = new StringBuilder();
            int end = 0;
            while (matcher.find()) {
                text.append(description, end, matcher.start());
                end = matcher.end();
                int slot = indexOf(parameters, matcher.group(1));
                if (slot < 0) {
                    text.append(matcher.group());
                } else {
                    texts.add(text.toString());
                    slots.add(slot);
                    text.setLength(0);
                }
            }
            texts.add(text.append(description.substring(end)).toString());
            return new Template(List.copyOf(texts), slots.stream().mapToInt(Integer::intValue).toArray());
        }

        private static int indexOf(List<Parameter> parameters, String name) {
            for (int i = 0; i < parameters.size(); i++) {
                if (parameters.get(i).name().equals(name)) {
                    return i;
                }
            }
            return -1;
        }

        String fill(List<Term> arguments, Function<Term, String> text) {
            StringBuilder filled = new StringBuilder(texts.get(0));
            for (int i = 0; i < slots.length; i++) {
                filled.append(text.apply(arguments.get(slots[i]))).append(texts.get(i + 1));
            }
            return filled.toString();
        }
    }
}
