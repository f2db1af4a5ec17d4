package org.esl.runtime.lint.temporal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
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
import org.esl.runtime.model.temporal.PropertyVariables;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.value.Value;
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
        Set<Value> constants = new LinkedHashSet<>();
        spec.properties().forEach(property -> constants.addAll(PropertyVariables.constants(property.formula())));
        for (Property declared : spec.properties()) {
            if (options.cancellation().isCancelled()) {
                break;
            }
            if (!declared.range().file().equals(spec.file())) {
                continue; // an imported file's properties are marked when that file is linted
            }
            Optional<Property> instances = overDomain(declared, constants, known.keySet());
            if (instances.isEmpty()) {
                continue;
            }
            Property property = instances.get();
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

    /**
     * A property with variables as the conjunction of its instances over a bounded domain, as ESL013 and ESL014 on
     * their own judge it (docs/language.md, "Variables in properties"): the constants of all the properties and those
     * of the known atoms of the property's predicates, so that an instance meets each known atom it can; when that makes
     * more than {@link PropertySatisfiability#MAX_INSTANCES} instances, its own constants and those known atoms',
     * else none (left undecided). A property without variables is returned as it is.
     */
    private static Optional<Property> overDomain(Property property, Set<Value> constants, Set<PredicateAtom> known) {
        if (PropertyVariables.of(property.formula()).isEmpty()) {
            return Optional.of(property);
        }
        Set<String> predicates = new LinkedHashSet<>();
        KnowledgeSteps.watched(List.of(property)).forEach(atom -> predicates.add(atom.predicate()));
        Set<Value> knownValues = new LinkedHashSet<>();
        known.stream().filter(atom -> predicates.contains(atom.predicate())).forEach(atom -> knownValues.addAll(atom.arguments()));
        for (Set<Value> base : List.of(constants, PropertyVariables.constants(property.formula()))) {
            Set<Value> domain = new LinkedHashSet<>(base);
            domain.addAll(knownValues);
            if (PropertyVariables.instanceCount(property.formula(), domain.size()) <= PropertySatisfiability.MAX_INSTANCES) {
                return Optional.of(new Property(property.name(), property.description(),
                        PropertyVariables.overDomain(property.formula(), domain), property.range(), property.onViolation()));
            }
        }
        return Optional.empty();
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
