package org.esl.runtime.generate;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;

import org.esl.runtime.ThreadedWork;
import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.EnumType;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.policy.PolicyExpression.And;
import org.esl.runtime.model.policy.PolicyExpression.BoolConstant;
import org.esl.runtime.model.policy.PolicyExpression.Comparison;
import org.esl.runtime.model.policy.PolicyExpression.EnumConstant;
import org.esl.runtime.model.policy.PolicyExpression.IfThenElse;
import org.esl.runtime.model.policy.PolicyExpression.Iff;
import org.esl.runtime.model.policy.PolicyExpression.Implies;
import org.esl.runtime.model.policy.PolicyExpression.Not;
import org.esl.runtime.model.policy.PolicyExpression.VariableRef;
import org.esl.runtime.model.policy.PolicySyntax;
import org.esl.runtime.policy.Claim;
import org.esl.runtime.policy.ClaimSignatures;
import org.esl.runtime.policy.Equivalence;
import org.esl.runtime.policy.ModelsWithout;
import org.esl.runtime.policy.PolicyModel;
import org.esl.runtime.policy.SolverException;
import org.esl.runtime.policy.SolverLimits;
import org.esl.runtime.policy.Z3PolicySolver;

/**
 * Generates claim tests that show what each policy of a spec decides (docs/generate.md), with Z3 on the spec's policy
 * model and on the model without that policy. A policy is read as cases {@code given P claim C}: an implication is
 * one, an equivalence three (each side from the other, and the negations), an {@code if … then … else} one per
 * branch, a conjunction those of its parts, anything else {@code claim} the policy itself. For each case a test that
 * the case's conclusion is {@code valid} and one that its negation is {@code invalid}; for each ordering comparison
 * in a case's premise a test at its edge ({@code given l = r}); for each enum variable the policy reads, a test per
 * value (tried first). The expected finding is the whole model's; a test is kept when Z3 decides it, it is not equivalent to a test
 * kept before (by logic alone, without the policies), and (except the edge and enum tests, which are kept for coverage) the finding differs without the
 * policy, so deleting the policy fails the test.
 */
public final class PolicyTestGenerator {

    /** The tests, and a line for each policy no test depends on. */
    public record Generated<T>(List<T> tests, List<String> gaps) {
        public Generated {
            tests = List.copyOf(tests);
            gaps = List.copyOf(gaps);
        }
    }

    /** A case of a policy: under the premise (none: always), the conclusion holds. */
    private record Case(Optional<PolicyExpression> premise, PolicyExpression conclusion) {
    }

    /** A test not yet decided: what kind it is, how its name ends and what it says. */
    private record Candidate(String kind, String suffix, Optional<PolicyExpression> given, PolicyExpression claim) {
    }

    private final Spec spec;
    private final SolverLimits limits;
    private final TestNames names;
    private final int threads;

    /**
     * A generator whose test names also avoid those {@code names} gave before (the rule tests' of the same file), and
     * that asks Z3 on up to {@code threads} threads.
     */
    public PolicyTestGenerator(Spec spec, SolverLimits limits, TestNames names, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("the generator needs at least one thread, not " + threads);
        }
        this.spec = spec;
        this.limits = limits;
        this.names = names;
        this.threads = threads;
    }

    /** The policies tests are generated for: those written in the spec's own file, in source order. */
    public static List<Policy> ownPolicies(Spec spec) {
        return spec.policies().stream().filter(policy -> policy.range().file().equals(spec.file())).toList();
    }

    /** @throws SolverException when Z3 cannot be started or the model cannot be encoded */
    public Generated<GeneratedTest> generate() throws SolverException {
        return generate(ownPolicies(spec));
    }

    /**
     * The tests of {@code policies} alone (the editor's action on one policy).
     *
     * @throws SolverException when Z3 cannot be started or the model cannot be encoded
     */
    public Generated<GeneratedTest> generate(List<Policy> policies) throws SolverException {
        PolicyModel model = PolicyModel.of(spec);
        List<List<Decided>> decided = decided(model, policies);
        List<String> gaps = new ArrayList<>();
        KeptTests kept = new KeptTests(new ClaimSignatures(model.variables(),
                model.policies().stream().map(Policy::formula).toList()));
        // two tests are the same when their claims are equivalent by logic alone: under the policies, every valid claim
        // is equivalent to every other
        try (Z3PolicySolver logic = Z3PolicySolver.open(new PolicyModel(model.variables(), List.of()), limits)) {
            for (int i = 0; i < policies.size(); i++) {
                Policy policy = policies.get(i);
                boolean dependedOn = false;
                for (Decided each : decided.get(i)) {
                    if (!kept.hasEquivalent(each.claim(), each.expected(), logic)) {
                        GeneratedTest test = new GeneratedTest(names.unique(policy.name() + "_" + each.candidate().suffix()),
                                description(policy, each.candidate(), each.expected(), each.without()), policy.name(),
                                each.candidate().given(), each.candidate().claim(), each.expected(), each.without());
                        kept.add(test);
                        dependedOn |= test.dependsOnPolicy();
                    }
                }
                if (!dependedOn) {
                    gaps.add("policy " + policy.name() + ": no test depends on it (the other policies decide what it"
                            + " says, or the solver could not)");
                }
            }
        }
        return new Generated<>(kept.all(), gaps);
    }

    /** A candidate Z3 decided so that it makes a test, unless a test kept before says the same. */
    private record Decided(Candidate candidate, Claim claim, Finding expected, Finding without) {
    }

    /**
     * The candidates of each policy that make tests, found on up to {@code threads} threads, each with the whole model
     * in a solver of its own; what a candidate makes depends on its policy alone, so the threads change nothing but
     * the time.
     */
    private List<List<Decided>> decided(PolicyModel model, List<Policy> policies) throws SolverException {
        List<List<Decided>> decided = new ArrayList<>(Collections.nCopies(policies.size(), List.of()));
        Queue<Z3PolicySolver> spare = new ConcurrentLinkedQueue<>();
        List<Z3PolicySolver> opened = Collections.synchronizedList(new ArrayList<>());
        try {
            Z3PolicySolver first = Z3PolicySolver.open(model, limits);
            opened.add(first);
            spare.add(first);
            // a consistent model decides a claim by the policies its variables reach, so the model without a policy
            // needs only those: opening all the others for every policy made the run grow with the square of the policies
            boolean consistent = first.check(Claim.unconditional(new BoolConstant(true))).finding() == Finding.VALID;
            ModelsWithout parts = new ModelsWithout(model);
            ThreadedWork.<SolverException>run("esl-generate", threads, policies.size(), items -> {
                Z3PolicySolver whole = spare.poll();
                if (whole == null) {
                    whole = Z3PolicySolver.open(model, limits);
                    opened.add(whole);
                }
                for (int i = items.next(); i >= 0; i = items.next()) {
                    Policy policy = policies.get(i);
                    PolicyModel withoutPolicy = consistent ? parts.without(policy)
                            : new PolicyModel(model.variables(), model.policies().stream().filter(other -> other != policy).toList());
                    decided.set(i, decided(policy, whole, withoutPolicy));
                }
            }, () -> {
            });
        } finally {
            opened.forEach(Z3PolicySolver::close);
        }
        return decided;
    }

    /** The candidates of {@code policy} that make tests, in order; an enum value needs one. */
    private List<Decided> decided(Policy policy, Z3PolicySolver whole, PolicyModel withoutPolicy) throws SolverException {
        List<Decided> decided = new ArrayList<>();
        Set<String> coveredValues = new HashSet<>();
        try (Z3PolicySolver without = Z3PolicySolver.open(withoutPolicy, limits)) {
            for (Candidate candidate : candidates(policy)) {
                boolean enumValue = candidate.kind().equals("enum");
                if (enumValue && coveredValues.contains(candidate.suffix())) {
                    continue;
                }
                Optional<Decided> test = decide(candidate, whole, without);
                if (test.isPresent()) {
                    decided.add(test.get());
                    if (enumValue) {
                        coveredValues.add(candidate.suffix());
                    }
                }
            }
        }
        return decided;
    }

    /**
     * What Z3 finds for a candidate, when that makes a test: not when Z3 could not decide, when a valid or invalid case
     * is not so, or is so without the policy too. An enum value's test is the value's case found {@code valid}; an
     * edge's is kept whatever Z3 finds there.
     */
    private static Optional<Decided> decide(Candidate candidate, Z3PolicySolver whole, Z3PolicySolver without)
            throws SolverException {
        Claim claim = candidate.given().map(premise -> Claim.of(premise, candidate.claim()))
                .orElseGet(() -> Claim.unconditional(candidate.claim()));
        Finding expected = whole.check(claim).finding();
        String meant = candidate.kind().equals("enum") ? "valid" : candidate.kind();
        boolean edge = candidate.kind().equals("edge");
        if (expected == Finding.TOO_COMPLEX || !edge && !expected.eslName().equals(meant)) {
            return Optional.empty();
        }
        Finding withoutPolicy = without.check(claim).finding();
        boolean coverage = edge || candidate.kind().equals("enum");
        if (withoutPolicy == Finding.TOO_COMPLEX || !coverage && withoutPolicy == expected) {
            return Optional.empty();
        }
        return Optional.of(new Decided(candidate, claim, expected, withoutPolicy));
    }

    /**
     * The tests kept so far, in order, and by the signature of their claims: a claim is equivalent to a kept one only
     * if their signatures are the same, so the solver compares a candidate with those alone, not with every test kept
     * before (which made the run grow with the square of the policies). A claim without a signature is compared with
     * all.
     */
    private static final class KeptTests {
        private final ClaimSignatures signatures;
        private final Map<ClaimSignatures.Signature, List<GeneratedTest>> bySignature = new HashMap<>();
        private final List<GeneratedTest> unsigned = new ArrayList<>();
        private final List<GeneratedTest> all = new ArrayList<>();

        KeptTests(ClaimSignatures signatures) {
            this.signatures = signatures;
        }

        void add(GeneratedTest test) {
            all.add(test);
            signatures.of(test.asClaim()).ifPresentOrElse(
                    signature -> bySignature.computeIfAbsent(signature, key -> new ArrayList<>()).add(test), () -> unsigned.add(test));
        }

        List<GeneratedTest> all() {
            return all;
        }

        /** Whether a kept test with the same finding has a claim equivalent to {@code claim} by logic alone. */
        boolean hasEquivalent(Claim claim, Finding finding, Z3PolicySolver logic) throws SolverException {
            for (GeneratedTest test : alike(claim)) {
                if (test.expected() == finding && logic.compare(test.asClaim(), claim) instanceof Equivalence.Same) {
                    return true;
                }
            }
            return false;
        }

        /** The kept tests whose claims may be equivalent to {@code claim}. */
        List<GeneratedTest> alike(Claim claim) {
            Optional<ClaimSignatures.Signature> signature = signatures.of(claim);
            if (signature.isEmpty()) {
                return all;
            }
            List<GeneratedTest> alike = new ArrayList<>(bySignature.getOrDefault(signature.get(), List.of()));
            alike.addAll(unsigned);
            return alike;
        }
    }

    private static String description(Policy policy, Candidate candidate, Finding expected, Finding without) {
        String given = candidate.given().map(premise -> "given " + PolicySyntax.render(premise) + ", ").orElse("");
        String because = expected == without ? "with or without policy " + policy.name()
                : "because of policy " + policy.name() + " (without it: " + without.eslName() + ")";
        return given + "claim " + PolicySyntax.render(candidate.claim()) + " is " + expected.eslName() + " " + because;
    }

    private List<Candidate> candidates(Policy policy) {
        List<Candidate> candidates = new ArrayList<>();
        List<Case> cases = cases(Optional.empty(), policy.formula());
        // first, as they read best: a case's valid test with `v = VALUE` is equivalent to the one with the case's premise
        for (VariableRef variable : enumVariables(policy.formula())) {
            EnumType type = (EnumType) variable.type();
            for (String value : type.values()) {
                PolicyExpression given = new Comparison(ComparisonOperator.EQUAL, variable, new EnumConstant(type, value));
                // the conclusion of the first case the value leads to: the one whose premise it does not exclude
                for (Case each : cases) {
                    candidates.add(new Candidate("enum", value.toLowerCase(Locale.ROOT), Optional.of(given), each.conclusion()));
                }
            }
        }
        for (Case each : cases) {
            candidates.add(new Candidate("valid", "valid", each.premise(), each.conclusion()));
            candidates.add(new Candidate("invalid", "invalid", each.premise(), negate(each.conclusion())));
        }
        for (Case each : cases) {
            for (Comparison edge : orderings(each.premise())) {
                candidates.add(new Candidate("edge", "edge", Optional.of(new Comparison(ComparisonOperator.EQUAL, edge.left(),
                        edge.right())), each.conclusion()));
            }
        }
        return candidates;
    }

    /** The cases of a formula under a premise (see the class comment). */
    private static List<Case> cases(Optional<PolicyExpression> premise, PolicyExpression formula) {
        List<Case> cases = new ArrayList<>();
        if (formula instanceof Implies implies) {
            cases.add(new Case(Optional.of(and(premise, implies.premise())), implies.conclusion()));
        } else if (formula instanceof Iff iff) {
            cases.add(new Case(Optional.of(and(premise, iff.left())), iff.right()));
            cases.add(new Case(Optional.of(and(premise, iff.right())), iff.left()));
            cases.add(new Case(Optional.of(and(premise, negate(iff.left()))), negate(iff.right())));
        } else if (formula instanceof IfThenElse branch && branch.type() == org.esl.runtime.model.BuiltinType.BOOL) {
            cases.add(new Case(Optional.of(and(premise, branch.condition())), branch.thenValue()));
            cases.addAll(cases(Optional.of(and(premise, negate(branch.condition()))), branch.elseValue()));
        } else if (formula instanceof And and) {
            and.operands().forEach(operand -> cases.addAll(cases(premise, operand)));
        } else {
            cases.add(new Case(premise, formula));
        }
        return cases;
    }

    private static PolicyExpression and(Optional<PolicyExpression> first, PolicyExpression second) {
        if (first.isEmpty()) {
            return second;
        }
        List<PolicyExpression> operands = new ArrayList<>();
        for (PolicyExpression part : List.of(first.get(), second)) {
            if (part instanceof And and) {
                operands.addAll(and.operands());
            } else {
                operands.add(part);
            }
        }
        return new And(operands);
    }

    private static PolicyExpression negate(PolicyExpression formula) {
        return formula instanceof Not not ? not.operand() : new Not(formula);
    }

    /** The comparisons {@code <, <=, >=, >} of a premise, which have an edge, in the order written. */
    private static List<Comparison> orderings(Optional<PolicyExpression> premise) {
        List<Comparison> found = new ArrayList<>();
        premise.ifPresent(expression -> collect(expression, found, new LinkedHashSet<>()));
        return found;
    }

    private static Set<VariableRef> enumVariables(PolicyExpression formula) {
        Set<VariableRef> found = new LinkedHashSet<>();
        collect(formula, new ArrayList<>(), found);
        return found;
    }

    /** Walks an expression for its ordering comparisons and its variables of an enum type. */
    private static void collect(PolicyExpression expression, List<Comparison> orderings, Set<VariableRef> enums) {
        if (expression instanceof Comparison comparison && comparison.operator() != ComparisonOperator.EQUAL
                && comparison.operator() != ComparisonOperator.NOT_EQUAL) {
            orderings.add(comparison);
        }
        if (expression instanceof VariableRef variable && variable.type() instanceof EnumType) {
            enums.add(variable);
        }
        for (PolicyExpression operand : expression.operands()) {
            collect(operand, orderings, enums);
        }
    }
}
