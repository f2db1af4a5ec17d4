package org.esl.runtime.lint.temporal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

import org.esl.runtime.chaining.ChainingOutcome.ChainingResult;
import org.esl.runtime.chaining.ChainingProblem;
import org.esl.runtime.chaining.ForwardChaining;
import org.esl.runtime.chaining.KnowledgeSteps;
import org.esl.runtime.chaining.KnownLiteral;
import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.diagnostics.Severity;
import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.lint.SemanticCheck;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.And;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.monitor.TraceSearch;
import org.esl.runtime.monitor.TraceSearch.Found;
import org.esl.runtime.monitor.TraceSearch.Impossible;
import org.esl.runtime.monitor.TraceSearch.Outcome;

/**
 * Cross-style findings (docs/language.md, "Diagnostics"): properties judged with what the spec's facts and rules
 * make known before any transcript. An atom the facts and rules derive holds at every step of every transcript,
 * and one whose negation they derive never holds (a perception of it contradicts them, and the spec's knowledge
 * wins), so a property over such atoms can be unsatisfiable (ESL013) or vacuous (ESL014) although on its own it
 * is neither. A property that is either on its own is left to {@link PropertySatisfiability}.
 */
public final class PropertiesAgainstKnowledge implements SemanticCheck {

    @Override
    public List<Diagnostic> check(Spec spec, LintOptions options) {
        Map<PredicateAtom, Boolean> known = known(spec);
        List<Diagnostic> diagnostics = new ArrayList<>();
        if (known.isEmpty()) {
            return diagnostics;
        }
        TraceSearch.Limits limits = new TraceSearch.Limits(options.timeoutMillis(), PropertySatisfiability.MAX_STATES,
                options.cancellation()::isCancelled);
        for (Property property : spec.properties()) {
            if (options.cancellation().isCancelled()) {
                break;
            }
            if (!property.range().file().equals(spec.file())) {
                continue; // an imported file's properties are marked when that file is linted
            }
            Map<PredicateAtom, Boolean> fixed = new TreeMap<>((a, b) -> a.toString().compareTo(b.toString()));
            for (PredicateAtom atom : KnowledgeSteps.watched(List.of(property))) {
                Optional.ofNullable(known.get(atom)).ifPresent(value -> fixed.put(atom, value));
            }
            if (!fixed.isEmpty()) {
                judge(property, fixed, limits).ifPresent(diagnostics::add);
            }
        }
        return diagnostics;
    }

    private static Optional<Diagnostic> judge(Property property, Map<PredicateAtom, Boolean> fixed, TraceSearch.Limits limits) {
        Property knowledge = new Property(property.name(), "", And.of(fixed.entrySet().stream()
                .map(entry -> Always.of(entry.getValue() ? entry.getKey() : Not.of(entry.getKey()))).toList()), property.range());
        Property negation = new Property(property.name(), property.description(), Not.of(property.formula()), property.range());
        String because = " given the spec's facts and rules, which make " + fixed.entrySet().stream()
                .map(entry -> entry.getKey() + (entry.getValue() ? " true" : " false")).collect(Collectors.joining(", "))
                + " at every step";
        try {
            boolean satisfiable = TraceSearch.satisfying(List.of(property), limits) instanceof Found;
            boolean violable = TraceSearch.satisfying(List.of(negation), limits) instanceof Found;
            if (satisfiable && TraceSearch.satisfying(List.of(property, knowledge), limits) instanceof Impossible) {
                return Optional.of(new Diagnostic(property.range(), Severity.ERROR, DiagnosticCode.ESL013,
                        "property " + property.name() + " can never hold" + because));
            }
            Outcome violating = TraceSearch.satisfying(List.of(negation, knowledge), limits);
            if (violable && violating instanceof Impossible) {
                return Optional.of(new Diagnostic(property.range(), Severity.WARNING, DiagnosticCode.ESL014,
                        "property " + property.name() + " holds on every transcript" + because + ", so it checks nothing"));
            }
        } catch (IllegalArgumentException cannotBeMonitored) {
            // validation reports it (ESL005)
        }
        return Optional.empty(); // undecided within the limits: PropertySatisfiability already warns about hard ones
    }

    /** The atoms with constant arguments whose value the facts and rules give before any transcript. */
    private static Map<PredicateAtom, Boolean> known(Spec spec) {
        if (spec.facts().isEmpty()) {
            return Map.of();
        }
        List<KnownLiteral> knowledge;
        try {
            if (!(ForwardChaining.run(ChainingProblem.of(spec, ChainingProblem.DEFAULT_LIMIT), List.of())
                    instanceof ChainingResult result) || !result.isConsistent()) {
                return Map.of(); // the facts contradict the rules: ESL010 says so
            }
            knowledge = result.knowledge();
        } catch (IllegalArgumentException e) {
            return Map.of();
        }
        Map<PredicateAtom, Boolean> known = new HashMap<>();
        for (KnownLiteral literal : knowledge) {
            List<Term> arguments = literal.literal().atom().arguments();
            if (arguments.stream().allMatch(Constant.class::isInstance)) {
                known.put(PredicateAtom.of(literal.literal().atom().predicate(),
                        arguments.stream().map(argument -> ((Constant) argument).value()).toList()), literal.literal().positive());
            }
        }
        return known;
    }
}
