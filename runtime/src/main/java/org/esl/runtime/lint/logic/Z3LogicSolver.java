package org.esl.runtime.lint.logic;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.lint.logic.Member.FactMember;
import org.esl.runtime.lint.logic.Member.PolicyMember;
import org.esl.runtime.lint.logic.Member.RuleMember;
import org.esl.runtime.model.policy.PolicyVariable;
import org.esl.runtime.model.Type;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.policy.SolverException;
import org.esl.runtime.policy.Z3Contexts;
import org.esl.runtime.policy.Z3Encoding;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Expr;
import com.microsoft.z3.UninterpretedSort;
import com.microsoft.z3.Z3Exception;

/**
 * The lint's solver on Z3: the Z3 encoding of every member seen so far, kept in one context by the member's
 * {@link Member.Key} (a member that an edit did not change keeps its formulas, and only a new or changed member
 * is encoded), and a {@link Z3GroupProver} per group. Policies go through the runtime's {@link Z3Encoding} (the
 * one claims use), rules and facts through {@link DomainEncoding}. The policy encoding depends on the declared
 * policy variables, so when their names or types change everything is encoded afresh in a new context. A group
 * of domain rules and facts in the effectively propositional fragment is grounded ({@link HerbrandUniverse}): the
 * same questions without quantifiers, which is what makes a group of hundreds of rules over shared predicates
 * quick to decide.
 */
final class Z3LogicSolver implements LogicSolver {

    /**
     * A member's formulas: that it holds, that it fails (its negation), and that its premise can hold (if it has one);
     * and the names of what {@link Neighbourhood} frees or pins for it: a policy's variables, a grounded rule's or fact's
     * predicates and the objects' equalities ({@link DomainEncoding#pinnedBy}); none for a member that cannot be pinned.
     */
    record Encoded(BoolExpr holds, BoolExpr fails, Optional<BoolExpr> applies, Optional<Set<String>> variables) {
        Encoded(BoolExpr holds, BoolExpr fails, Optional<BoolExpr> applies) {
            this(holds, fails, applies, Optional.empty());
        }
    }

    private record Signature(String name, Type type) {
    }

    /** Past this many encoded members no current spec uses, the context is rebuilt so a long session stays small. */
    private static final int STALE_LIMIT = 5_000;

    /** Past this many rule instances a group in the effectively propositional fragment keeps the quantified encoding. */
    static final long GROUNDING_LIMIT = 200_000;

    private final long groundingLimit;

    private Context context;
    private Z3Encoding policies;
    private DomainEncoding domain;
    private List<Signature> variables;
    private final Map<Member.Key, Encoded> encoded = new HashMap<>();

    Z3LogicSolver() {
        this(GROUNDING_LIMIT);
    }

    /** With {@code groundingLimit} 0 every group of rules is decided with quantifiers, as outside the fragment. */
    Z3LogicSolver(long groundingLimit) {
        this.groundingLimit = groundingLimit;
    }

    @Override
    public void prepare(List<PolicyVariable> declared, List<Member> members) throws SolverException {
        List<Signature> signature = declared.stream().map(v -> new Signature(v.name(), v.type())).toList();
        long stale = encoded.size() - members.stream().map(Member::key).filter(encoded::containsKey).count();
        if (context == null || !signature.equals(variables) || stale > STALE_LIMIT) {
            close();
            context = Z3Contexts.open();
            encoded.clear();
            variables = signature;
            policies = new Z3Encoding(context, declared);
            domain = new DomainEncoding(context);
        }
        domain.constants(HerbrandUniverse.constants(members));
    }

    /**
     * What a group's formulas depend on besides its members' meanings: the context they live in, the axioms asserted with
     * them, and for a grounded group its universe (empty for a group that is not grounded).
     */
    private record Encoding(Object context, List<BoolExpr> axioms, List<Expr<UninterpretedSort>> universe) {
        /** The contexts first: comparing formulas of a closed context with the current ones would call into it. */
        @Override
        public boolean equals(Object other) {
            return other instanceof Encoding that && context == that.context && axioms.equals(that.axioms) && universe.equals(that.universe);
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(context);
        }
    }

    /** A grounded group's members' formulas and the universe they were grounded over. */
    private record Grounded(List<Encoded> members, List<Expr<UninterpretedSort>> universe) {
    }

    @Override
    public GroupProver prover(List<Member> group, int timeoutMillis, LintOptions.Cancellation cancellation) throws SolverException {
        Optional<Grounded> grounded = grounded(group);
        List<Encoded> members = new ArrayList<>();
        if (grounded.isPresent()) {
            members.addAll(grounded.get().members());
        } else {
            for (Member member : group) {
                members.add(of(member));
            }
        }
        String label = group.get(0).label();
        try {
            // the axioms (about the domain's constants) hold in every reading of the spec
            List<BoolExpr> axioms = domain.axioms();
            Encoding encoding = new Encoding(context, axioms, grounded.map(Grounded::universe).orElse(List.of()));
            // what pins a variable: a grounded group's ground atoms of a predicate or objects' equalities, or a policy variable
            Function<String, List<Expr<?>>> terms = grounded.isPresent()
                    ? name -> domain.pinned(name, grounded.get().universe())
                    : name -> List.of(policies.variable(name));
            return new Z3GroupProver(context, axioms, members, timeoutMillis, cancellation::isCancelled, label, encoding, terms);
        } catch (Z3Exception e) {
            throw new SolverException("Z3 failed on " + label + " and the members that share its names: " + e.getMessage(), e);
        }
    }

    private Encoded of(Member member) throws SolverException {
        Encoded known = encoded.get(member.key());
        if (known != null) {
            return known;
        }
        try {
            Encoded fresh = encode(member);
            encoded.put(member.key(), fresh);
            return fresh;
        } catch (Z3Exception e) {
            throw new SolverException("Z3 rejected " + member.label() + ": " + e.getMessage(), e);
        }
    }

    /**
     * The group's members with its rules grounded over its {@link HerbrandUniverse}, or empty when the
     * group is outside the effectively propositional fragment or grounding it makes more than the grounding limit
     * of rule instances. These formulas depend on the whole group (and on the constants known so far), so they
     * are not kept by member: the group's findings are, and grounding a group costs little next to deciding it.
     */
    private Optional<Grounded> grounded(List<Member> group) throws SolverException {
        Optional<HerbrandUniverse> grounding = HerbrandUniverse.of(group);
        if (grounding.isEmpty()) {
            return Optional.empty();
        }
        try {
            Set<Expr<UninterpretedSort>> objects = new LinkedHashSet<>();
            grounding.get().terms().forEach(term -> objects.add(domain.groundObject(term)));
            objects.addAll(domain.namedObjects());
            List<Expr<UninterpretedSort>> witnesses = new ArrayList<>();
            for (int j = 0; j < grounding.get().witnesses(); j++) {
                witnesses.add(domain.someObject("witness!" + j));
            }
            objects.addAll(witnesses);
            if (objects.isEmpty()) {
                objects.add(domain.someObject("anything"));
            }
            if (HerbrandUniverse.instances(group, objects.size()) > groundingLimit) {
                return Optional.empty();
            }
            List<Expr<UninterpretedSort>> universe = List.copyOf(objects);
            List<Encoded> members = new ArrayList<>();
            for (Member member : group) {
                if (member instanceof RuleMember rule) {
                    List<Literal> literals = new ArrayList<>();
                    rule.rule().lhs().forEach(literals::addAll);
                    rule.rule().rhs().forEach(literals::addAll);
                    members.add(new Encoded(domain.holds(rule.rule(), universe), domain.fails(rule.rule(), witnesses),
                            Optional.of(domain.applies(rule.rule(), witnesses)), DomainEncoding.pinnedBy(literals)));
                } else {
                    Encoded fact = of(member);
                    members.add(new Encoded(fact.holds(), fact.fails(), fact.applies(),
                            DomainEncoding.pinnedBy(List.of(((FactMember) member).fact().literal()))));
                }
            }
            return Optional.of(new Grounded(members, universe));
        } catch (Z3Exception e) {
            throw new SolverException("Z3 rejected " + group.get(0).label() + " and the members that share its names: "
                    + e.getMessage(), e);
        }
    }

    private Encoded encode(Member member) {
        if (member instanceof RuleMember rule) {
            return new Encoded(domain.holds(rule.rule()), domain.fails(rule.rule()), Optional.of(domain.applies(rule.rule())));
        }
        if (member instanceof FactMember fact) {
            BoolExpr holds = domain.holds(fact.fact());
            return new Encoded(holds, context.mkNot(holds), Optional.empty());
        }
        PolicyMember policy = (PolicyMember) member;
        BoolExpr holds = policies.formula(policy.policy().formula());
        return new Encoded(holds, context.mkNot(holds), policy.antecedent().map(policies::formula), Optional.of(policy.vocabulary()));
    }

    @Override
    public void close() {
        if (context != null) {
            context.close();
            context = null;
        }
    }
}
