package org.esl.runtime.lint.temporal;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.Diagnostic.RelatedLocation;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.diagnostics.Severity;
import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.lint.SemanticCheck;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.PropertyVariables;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.value.Value;
import org.esl.runtime.monitor.TraceSearch;
import org.esl.runtime.monitor.TraceSearch.Found;
import org.esl.runtime.monitor.TraceSearch.Impossible;
import org.esl.runtime.monitor.TraceSearch.Outcome;
import org.esl.runtime.monitor.TraceSearch.Undecided;

/**
 * ESL013 and ESL014 over finished traces of at least one step (the empty transcript leaves every property pending,
 * so it counts for neither): a property that no trace satisfies, a minimal set of properties that no trace satisfies
 * together, and a property that every trace satisfies. Each question is one {@link TraceSearch} on the monitor's
 * automaton, limited by the lint time limit; a question it cannot answer in time is a warning, never silence.
 *
 * <p>Properties of imported files take part in the joint check, since a transcript is checked against all of them,
 * but only the spec's own properties are marked: an imported file's properties are marked when that file is linted.
 * A property that is unsatisfiable alone explains every set it is in, so it is left out of the joint check, and so
 * is a vacuous one, which never takes part in a minimal set.
 */
public final class PropertySatisfiability implements SemanticCheck {

    /** States one search may explore: each is a few obligations and bits, so this stays within tens of megabytes. */
    static final int MAX_STATES = 200_000;
    /** Instances of a property with variables over the constants of all the properties, beyond which its own are used. */
    static final long MAX_INSTANCES = 256;

    @Override
    public List<Diagnostic> check(Spec spec, LintOptions options) {
        TraceSearch.Limits limits = new TraceSearch.Limits(options.timeoutMillis(), MAX_STATES,
                options.cancellation()::isCancelled);
        List<Diagnostic> diagnostics = new ArrayList<>();
        List<Property> candidates = new ArrayList<>();
        Set<Value> constants = new LinkedHashSet<>();
        spec.properties().forEach(property -> constants.addAll(PropertyVariables.constants(property.formula())));
        for (Property declared : spec.properties()) {
            Property property = overDomain(declared, constants);
            if (options.cancellation().isCancelled()) {
                return diagnostics;
            }
            Alone alone = alone(property, forEvery(declared), limits);
            if (isOwn(property, spec)) {
                alone.diagnostic().ifPresent(diagnostics::add);
            }
            if (alone.joins()) {
                candidates.add(property);
            }
        }
        diagnostics.addAll(conflicts(spec, candidates, limits, options));
        diagnostics.sort(Diagnostic.ORDER);
        return diagnostics;
    }

    /**
     * A property with variables as the conjunction of its instances over a bounded domain (docs/language.md, "Variables
     * in properties"): the constants of all the properties, so that a joint check sees every value a trace of their
     * atoms shows, or, when that makes more than {@link #MAX_INSTANCES} instances, the property's own constants,
     * which still decide it alone. Names and places stay, so diagnostics read as before.
     */
    private static Property overDomain(Property property, Set<Value> constants) {
        Set<Value> own = PropertyVariables.constants(property.formula());
        Set<Value> domain = PropertyVariables.instanceCount(property.formula(), constants.size()) <= MAX_INSTANCES ? constants : own;
        return new Property(property.name(), property.description(),
                PropertyVariables.overDomain(property.formula(), domain), property.range(), property.onViolation());
    }

    /**
     * What lint says about one property on its own (nothing when some trace satisfies it and another violates it),
     * and whether it takes part in the joint check: only if some trace satisfies it and it may be violated.
     */
    private record Alone(Optional<Diagnostic> diagnostic, boolean joins) {
    }

    /**
     * A property the monitor cannot run gets nothing here: validation reports it (ESL005). {@code forEvery} ends the
     * message that no trace satisfies it, naming the variables it is quantified over.
     */
    private static Alone alone(Property property, String forEvery, TraceSearch.Limits limits) {
        Outcome satisfying;
        Outcome violating;
        try {
            satisfying = TraceSearch.satisfying(List.of(property), limits);
            if (satisfying instanceof Impossible) {
                return excluded(new Diagnostic(property.range(), Severity.ERROR, DiagnosticCode.ESL013,
                        "property " + property.name() + " can never hold: no finite trace satisfies it" + forEvery));
            }
            if (satisfying instanceof Undecided undecided) {
                return excluded(new Diagnostic(property.range(), Severity.WARNING, DiagnosticCode.ESL013,
                        "could not decide " + undecided.limit() + " whether property " + property.name()
                                + " can hold on some trace"));
            }
            violating = TraceSearch.satisfying(List.of(property.negated()), limits);
        } catch (IllegalArgumentException cannotBeMonitored) {
            return new Alone(Optional.empty(), false);
        }
        if (violating instanceof Impossible) {
            // the label lets an editor offer to remove it, which changes no check's result
            return excluded(new Diagnostic(property.range(), Severity.WARNING, DiagnosticCode.ESL014,
                    "property " + property.name() + " holds on every trace, so it checks nothing", List.of(),
                    List.of("property " + property.name())));
        }
        if (violating instanceof Undecided undecided) {
            return new Alone(Optional.of(new Diagnostic(property.range(), Severity.WARNING, DiagnosticCode.ESL014,
                    "could not decide " + undecided.limit() + " whether property " + property.name()
                            + " can be violated at all")), true);
        }
        return new Alone(Optional.empty(), true);
    }

    /** {@code " for every value of s"} for a property with variables, whose variables are quantified over values. */
    private static String forEvery(Property property) {
        List<String> variables = PropertyVariables.of(property.formula());
        return variables.isEmpty() ? "" : " for every value of " + String.join(" and ", variables);
    }

    private static Alone excluded(Diagnostic diagnostic) {
        return new Alone(Optional.of(diagnostic), false);
    }

    /**
     * Minimal sets of properties that no trace satisfies together: one is found in the conjunction of all, by
     * deletion; its members leave the pool and the rest is checked again, until it is satisfiable.
     */
    private static List<Diagnostic> conflicts(Spec spec, List<Property> candidates, TraceSearch.Limits limits,
            LintOptions options) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        List<Property> pool = new ArrayList<>(candidates);
        while (pool.size() >= 2 && !options.cancellation().isCancelled()) {
            Outcome together = TraceSearch.satisfying(pool, limits);
            if (together instanceof Found) {
                break;
            }
            if (together instanceof Undecided undecided) {
                pool.stream().filter(property -> isOwn(property, spec)).findFirst().ifPresent(first -> diagnostics.add(
                        new Diagnostic(first.range(), Severity.WARNING, DiagnosticCode.ESL013, "could not decide "
                                + undecided.limit() + " whether properties " + names(pool) + " can all hold on one trace")));
                break;
            }
            List<Property> conflict = minimalConflict(pool, limits);
            for (Property member : conflict) {
                if (isOwn(member, spec)) {
                    diagnostics.add(conflictDiagnostic(member, conflict, limits));
                }
            }
            pool.removeAll(conflict);
        }
        return diagnostics;
    }

    /**
     * A minimal subset of an unsatisfiable set, found by deletion: a member stays iff the others are not known to
     * be unsatisfiable without it (an undecided search keeps it, so the set may then not be minimal).
     */
    private static List<Property> minimalConflict(List<Property> unsatisfiable, TraceSearch.Limits limits) {
        List<Property> core = new ArrayList<>(unsatisfiable);
        for (Property member : unsatisfiable) {
            List<Property> others = new ArrayList<>(core);
            others.remove(member);
            if (TraceSearch.satisfying(others, limits) instanceof Impossible) {
                core = others;
            }
        }
        return core;
    }

    /** The finding on one member, with a shortest trace that satisfies the others, which shows the set is minimal. */
    private static Diagnostic conflictDiagnostic(Property member, List<Property> conflict, TraceSearch.Limits limits) {
        List<Property> others = conflict.stream().filter(other -> other != member).toList();
        String all = others.size() == 1 ? "both" : "all " + conflict.size() + " of them";
        String message = "property " + member.name() + " contradicts " + names(others)
                + ": no finite trace satisfies " + all;
        if (TraceSearch.satisfying(others, limits) instanceof Found withoutMember) {
            message += "; without " + member.name() + ", the trace '" + trace(withoutMember.trace()) + "' satisfies "
                    + names(others);
        }
        List<RelatedLocation> related = others.stream()
                .map(other -> new RelatedLocation(other.range(), "property " + other.name() + " takes part in the contradiction"))
                .toList();
        return new Diagnostic(member.range(), Severity.ERROR, DiagnosticCode.ESL013, message, related);
    }

    private static boolean isOwn(Property property, Spec spec) {
        return property.range().file().equals(spec.file());
    }

    /** {@code a}, {@code a and b}, {@code a, b and c}. */
    private static String names(List<Property> properties) {
        List<String> names = properties.stream().map(Property::name).toList();
        if (names.size() == 1) {
            return names.get(0);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }

    /** The trace as a trace test writes it: {@code check_auth; transfer_funds(amount = 500)}. */
    static String trace(List<Step> steps) {
        return steps.stream().map(Step::toString).collect(Collectors.joining("; "));
    }
}
