package org.esl.runtime.lint.logic;

import static org.esl.runtime.lint.logic.GroundingTest.flagged;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;

import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.model.Options;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyVariable;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.policy.SolverException;
import org.junit.jupiter.api.Test;

/**
 * A check that keeps its answers from lint to lint ({@link KnownAnswers}) and re-validates them after an edit must flag
 * what a lint from scratch flags that asks every question afresh, each in a solver of its own
 * ({@link ScopedQuestionsTest.OneQuestionAtATime}): on random specs of rules, facts and policies, after each of a
 * series of random one-line edits (a rule or a policy rewritten, one removed, one added).
 */
class KnownAnswersTest {

    private static final LintOptions OPTIONS = LintOptions.of(Options.DEFAULTS);

    @Test
    void answersKeptAcrossEditsFlagWhatFreshQuestionsFlag() throws SolverException {
        Random random = new Random(20261126);
        int keptQuestions = 0;
        int freshQuestions = 0;
        int evaluations = 0;
        for (int round = 0; round < 40; round++) {
            Spec spec = ScopedQuestionsTest.randomSpec(random);
            Counting kept = new Counting(new Z3LogicSolver());
            try (RuleAndPolicyCheck living = new RuleAndPolicyCheck(kept)) {
                for (int edit = 0; edit <= 6; edit++) {
                    List<Diagnostic> found = living.check(spec, OPTIONS);
                    List<Diagnostic> reference = ScopedQuestionsTest.OneQuestionAtATime.check(spec);
                    Counting fresh = new Counting(new Z3LogicSolver());
                    try (RuleAndPolicyCheck scratch = new RuleAndPolicyCheck(fresh)) {
                        scratch.check(spec, OPTIONS);
                    }
                    freshQuestions += fresh.questions;

                    String context = "round " + round + ", edit " + edit + ": " + spec.rules() + " " + spec.facts() + " " + spec.policies();
                    assertFalse(found.stream().anyMatch(d -> d.message().contains("could not decide")), context);
                    for (DiagnosticCode code : List.of(DiagnosticCode.ESL010, DiagnosticCode.ESL011, DiagnosticCode.ESL012)) {
                        assertEquals(flagged(reference, code), flagged(found, code), code + " in " + context);
                    }
                    spec = edited(spec, random);
                }
            }
            keptQuestions += kept.questions;
            evaluations += kept.evaluations;
        }
        // witnesses were evaluated and answers reused, not all asked again: otherwise this test would prove nothing about them
        String counts = "questions asked keeping answers " + keptQuestions + ", from scratch " + freshQuestions + ", witnesses evaluated "
                + evaluations;
        assertTrue(keptQuestions < freshQuestions * 3 / 4 && evaluations > 0, counts);
    }

    /** {@code spec} after one random one-line edit: a rule or a policy rewritten, removed or added. */
    private static Spec edited(Spec spec, Random random) {
        List<Rule> rules = new ArrayList<>(spec.rules());
        List<Policy> policies = new ArrayList<>(spec.policies());
        if (!rules.isEmpty() && random.nextBoolean()) {
            editOne(rules, random, at -> GroundingTest.randomRule(random, at));
        } else {
            editOne(policies, random, at -> ScopedQuestionsTest.randomPolicy(random, at));
        }
        return ScopedQuestionsTest.spec(rules, spec.facts(), policies);
    }

    /** One of {@code members} removed (if it is not the last), or one added, or one rewritten; {@code fresh}: a new one at a position. */
    private static <T> void editOne(List<T> members, Random random, IntFunction<T> fresh) {
        int kind = random.nextInt(5);
        int at = random.nextInt(members.size());
        if (kind == 0 && members.size() > 1) {
            members.remove(at);
        } else if (kind == 1) {
            members.add(fresh.apply(members.size()));
        } else {
            members.set(at, fresh.apply(at));
        }
    }

    /** Z3, counting the questions its provers are asked (checks, checks in scopes, checks near a question). */
    private static final class Counting implements LogicSolver {
        private final LogicSolver solver;
        int questions;
        int evaluations;

        Counting(LogicSolver solver) {
            this.solver = solver;
        }

        @Override
        public void prepare(List<PolicyVariable> variables, List<Member> members) throws SolverException {
            solver.prepare(variables, members);
        }

        @Override
        public GroupProver prover(List<Member> group, int timeoutMillis, LintOptions.Cancellation cancellation) throws SolverException {
            GroupProver prover = solver.prover(group, timeoutMillis, cancellation);
            return new GroupProver() {
                @Override
                public boolean hasPremise(int member) {
                    return prover.hasPremise(member);
                }

                @Override
                public Object encoding() {
                    return prover.encoding();
                }

                @Override
                public boolean trueIn(Witness witness, Assumption literal) throws SolverException {
                    evaluations++;
                    return prover.trueIn(witness, literal);
                }

                @Override
                public Outcome check(List<Assumption> assumptions) throws SolverException {
                    questions++;
                    return prover.check(assumptions);
                }

                @Override
                public Optional<Outcome> near(Assumption question, IntPredicate holding) throws SolverException {
                    questions++;
                    return prover.near(question, holding);
                }

                @Override
                public void startNearFrom(Witness whole) {
                    prover.startNearFrom(whole);
                }

                @Override
                public void openScope(List<Integer> members) throws SolverException {
                    prover.openScope(members);
                }

                @Override
                public void closeScope() throws SolverException {
                    prover.closeScope();
                }

                @Override
                public Outcome ask(List<Assumption> questions) throws SolverException {
                    Counting.this.questions++;
                    return prover.ask(questions);
                }

                @Override
                public void close() {
                    prover.close();
                }
            };
        }

        @Override
        public void close() {
            solver.close();
        }
    }
}
