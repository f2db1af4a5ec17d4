package org.esl.runtime.lint.logic;

import static org.esl.runtime.lint.logic.GroundingTest.flagged;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

import org.esl.runtime.SourceRange;
import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.lint.logic.GroupSolver.Answer;
import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.Options;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.policy.PolicyExpression.VariableRef;
import org.esl.runtime.model.policy.PolicyVariable;
import org.esl.runtime.model.rule.Fact;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.policy.SolverException;
import org.junit.jupiter.api.Test;

/**
 * The check asks its premise and redundancy questions where the group holds in solver scopes
 * ({@link GroupSolver#premisesWithGroup}, {@link GroupSolver#redundancy}); asked one at a time, each in a
 * solver of its own with a tracking literal per member, the same questions must flag the same members.
 */
class ScopedQuestionsTest {

    private static final LintOptions OPTIONS = LintOptions.of(Options.DEFAULTS);
    private static final String FILE = "mixed.esl";
    private static final int POLICY_LINE = 100;
    private static final List<PolicyVariable> VARIABLES = List.of(new PolicyVariable("m", BuiltinType.INT, "m", SourceRange.at(FILE, 90, 1)),
            new PolicyVariable("n", BuiltinType.INT, "n", SourceRange.at(FILE, 91, 1)),
            new PolicyVariable("vip", BuiltinType.BOOL, "vip", SourceRange.at(FILE, 92, 1)),
            new PolicyVariable("late", BuiltinType.BOOL, "late", SourceRange.at(FILE, 93, 1)));

    @Test
    void scopedQuestionsFlagWhatFreshQuestionsFlagOnRandomSpecs() throws SolverException {
        Random random = new Random(20261126);
        Tally tally = new Tally();
        for (int round = 0; round < 80; round++) {
            Spec spec = randomSpec(random);
            List<Diagnostic> scoped;
            try (RuleAndPolicyCheck check = new RuleAndPolicyCheck()) {
                scoped = check.check(spec, OPTIONS);
            }
            List<Diagnostic> fresh = OneQuestionAtATime.check(spec);

            String context = "round " + round + ": " + spec.rules() + " " + spec.facts() + " " + spec.policies();
            assertFalse(scoped.stream().anyMatch(d -> d.message().contains("could not decide")), context);
            for (DiagnosticCode code : List.of(DiagnosticCode.ESL010, DiagnosticCode.ESL011, DiagnosticCode.ESL012)) {
                assertEquals(flagged(fresh, code), flagged(scoped, code), code + " in " + context);
            }
            tally.add(scoped);
        }
        // the random specs exercise every kind of finding, in rules and in policies, not only clean groups
        assertTrue(tally.contradictions > 0 && tally.deadRules > 0 && tally.deadPolicies > 0 && tally.redundantRules > 0
                && tally.redundantPolicies > 0, tally::toString);
    }

    /** What was found, by kind and by where (rules on lines below {@link #POLICY_LINE}, policies from it). */
    private static final class Tally {
        int contradictions;
        int deadRules;
        int deadPolicies;
        int redundantRules;
        int redundantPolicies;

        void add(List<Diagnostic> found) {
            contradictions += flagged(found, DiagnosticCode.ESL010).isEmpty() ? 0 : 1;
            for (int line : flagged(found, DiagnosticCode.ESL011)) {
                if (line < POLICY_LINE) {
                    deadRules++;
                } else {
                    deadPolicies++;
                }
            }
            for (int line : flagged(found, DiagnosticCode.ESL012)) {
                if (line < POLICY_LINE) {
                    redundantRules++;
                } else {
                    redundantPolicies++;
                }
            }
        }

        @Override
        public String toString() {
            return "contradictions " + contradictions + ", dead rules " + deadRules + ", dead policies " + deadPolicies
                    + ", redundant rules " + redundantRules + ", redundant policies " + redundantPolicies;
        }
    }

    /**
     * The reference: the check's questions in the check's order, each asked in a solver of its own under a tracking
     * literal per member (no scope, nothing learnt from an earlier question), findings as the check renders them.
     */
    static final class OneQuestionAtATime {

        static List<Diagnostic> check(Spec spec) throws SolverException {
            List<Member> members = Member.of(spec);
            List<Diagnostic> found = new ArrayList<>();
            try (Z3LogicSolver solver = new Z3LogicSolver()) {
                solver.prepare(spec.policyVariables(), members);
                for (List<Integer> positions : Groups.of(members)) {
                    List<Member> group = positions.stream().map(members::get).toList();
                    FindingMessages messages = new FindingMessages(group, OPTIONS.timeoutMillis());
                    decide(solver, group).forEach(finding -> found.addAll(messages.diagnostics(finding)));
                }
            }
            return found;
        }

        private static List<GroupFinding> decide(Z3LogicSolver solver, List<Member> group) throws SolverException {
            List<GroupFinding> findings = new ArrayList<>();
            List<Integer> active = new ArrayList<>();
            for (int i = 0; i < group.size(); i++) {
                active.add(i);
            }
            List<Integer> all = List.copyOf(active);
            while (!active.isEmpty()) {
                Answer answer = fresh(solver, group, questions -> questions.consistency(active));
                if (answer instanceof Answer.Satisfiable) {
                    break;
                }
                List<Integer> core = ((Answer.Unsatisfiable) answer).core();
                findings.add(new GroupFinding.Contradiction(core));
                active.removeAll(core);
            }
            if (!findings.isEmpty()) {
                return findings;
            }
            Set<Integer> dead = new TreeSet<>();
            for (int i : all) {
                List<Integer> context = group.get(i) instanceof Member.RuleMember rule && rule.hasFunctionTerms()
                        ? all.stream().filter(j -> j != i).toList() : all;
                boolean hasPremise = group.get(i) instanceof Member.RuleMember
                        || group.get(i) instanceof Member.PolicyMember policy && policy.antecedent().isPresent();
                if (hasPremise && fresh(solver, group, questions -> questions.premise(i, context)) instanceof Answer.Unsatisfiable dies) {
                    findings.add(new GroupFinding.NeverApplies(i, dies.core()));
                    dead.add(i);
                }
            }
            List<Integer> kept = new ArrayList<>(all);
            for (int i = group.size() - 1; i >= 0; i--) {
                if (!group.get(i).isDeclaredConstraint() || dead.contains(i)) {
                    continue;
                }
                int member = i;
                List<Integer> others = kept.stream().filter(j -> j != member).toList();
                if (fresh(solver, group, questions -> questions.failure(member, others)) instanceof Answer.Unsatisfiable implied) {
                    findings.add(new GroupFinding.Redundant(i, implied.core()));
                    kept.remove(Integer.valueOf(i));
                }
            }
            return findings;
        }

        private interface Question {
            Answer ask(GroupSolver questions) throws SolverException;
        }

        private static Answer fresh(Z3LogicSolver solver, List<Member> group, Question question) throws SolverException {
            GroupProver prover = solver.prover(group, OPTIONS.timeoutMillis(), LintOptions.Cancellation.NEVER);
            // nothing known: every question goes to the solver
            try (GroupSolver questions = new GroupSolver(prover, new KnownAnswers().in(group, prover))) {
                return question.ask(questions);
            }
        }
    }

    /**
     * Up to five rules and two facts (as in {@link GroundingTest}) and up to six policies over two Int variables and
     * two Bool variables: bounds, implications between them, disjunctions, small constants, so that policies
     * contradict each other, imply each other and have premises that cannot hold.
     */
    static Spec randomSpec(Random random) {
        List<Rule> rules = new ArrayList<>();
        for (int i = random.nextInt(6); i > 0; i--) {
            rules.add(GroundingTest.randomRule(random, rules.size()));
        }
        List<Fact> facts = new ArrayList<>();
        for (int i = random.nextInt(3); i > 0; i--) {
            facts.add(new Fact(org.esl.runtime.model.term.AtomLiteral.positive(new org.esl.runtime.model.term.Atom(
                    random.nextBoolean() ? "P" : "R", List.of(GroundingTest.constant(random)))), SourceRange.at(FILE, 50 + facts.size(), 1)));
        }
        List<Policy> policies = new ArrayList<>();
        for (int i = 1 + random.nextInt(6); i > 0; i--) {
            policies.add(randomPolicy(random, policies.size()));
        }
        return spec(rules, facts, policies);
    }

    /** The spec of {@link #randomSpec} with these members. */
    static Spec spec(List<Rule> rules, List<Fact> facts, List<Policy> policies) {
        return new Spec("mixed", "", FILE, Options.DEFAULTS, List.of(), List.<Path>of(), List.of(), List.of(), facts, List.of(),
                rules, List.of(), List.of(), List.of(), List.of(), VARIABLES, policies, List.of());
    }

    /** A random policy of {@link #randomSpec}, the {@code index}th. */
    static Policy randomPolicy(Random random, int index) {
        PolicyExpression formula = switch (random.nextInt(4)) {
            case 0 -> new PolicyExpression.Implies(condition(random, VARIABLES), condition(random, VARIABLES));
            case 1 -> new PolicyExpression.Or(List.of(condition(random, VARIABLES), condition(random, VARIABLES)));
            default -> condition(random, VARIABLES);
        };
        return new Policy("p" + index, "", formula, SourceRange.at(FILE, POLICY_LINE + index, 8));
    }

    /** {@code m <= 2}, {@code n > m}, {@code vip}, {@code not late}, ... */
    private static PolicyExpression condition(Random random, List<PolicyVariable> variables) {
        VariableRef m = variables.get(0).reference();
        VariableRef n = variables.get(1).reference();
        ComparisonOperator[] operators = {ComparisonOperator.LESS_OR_EQUAL, ComparisonOperator.GREATER_OR_EQUAL, ComparisonOperator.EQUAL,
                ComparisonOperator.GREATER};
        return switch (random.nextInt(4)) {
            case 0 -> new PolicyExpression.Comparison(operators[random.nextInt(operators.length)], random.nextBoolean() ? m : n,
                    new PolicyExpression.NumberConstant(Rational.of(random.nextInt(4))));
            case 1 -> new PolicyExpression.Comparison(operators[random.nextInt(operators.length)], m, n);
            case 2 -> variables.get(2 + random.nextInt(2)).reference();
            default -> new PolicyExpression.Not(variables.get(2 + random.nextInt(2)).reference());
        };
    }
}
