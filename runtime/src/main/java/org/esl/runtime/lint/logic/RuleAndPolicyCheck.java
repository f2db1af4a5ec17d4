package org.esl.runtime.lint.logic;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.diagnostics.Severity;
import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.lint.SemanticCheck;
import org.esl.runtime.lint.logic.GroupSolver.Answer;
import org.esl.runtime.model.Spec;
import org.esl.runtime.policy.SolverException;

/**
 * ESL010 (contradictory rules or policies), ESL011 (a rule or policy that never applies) and ESL012 (a
 * redundant one) over the spec's domain rules, facts and policies. The members are split into groups that
 * share no vocabulary; each group is decided in its own solver, and its findings are kept under the
 * group's meaning (its members' {@link Member.Key}s in order), so re-checking an edited spec decides only
 * the groups the edit changed, and encodes only the members it changed; in those, each question's former answer is
 * used when it still answers it ({@link KnownAnswers}). The check talks to its solver through
 * {@link LogicSolver} and {@link GroupSolver} only; Z3 is behind them ({@link Z3LogicSolver}).
 *
 * <p>Per group: first whether all members can hold; if not, a minimal conflicting set is reported and
 * taken out, and the rest is asked again until it is consistent (an inconsistent group gets no ESL011 or
 * ESL012: everything follows from a contradiction). Then whether each premise (a rule's left side, the
 * left side of a policy's top-level {@code =>}) can hold together with the group ({@link #premiseContext}).
 * Then, last member first, whether the members still kept imply it; a redundant member is dropped from
 * those kept, so of two equivalent members only the later one is reported, and dropping every reported
 * member leaves the spec's meaning unchanged. The premise and redundancy questions are asked where the members
 * hold in solver scopes ({@link GroupSolver#premisesWithGroup}, {@link GroupSolver#redundancy}), not under a
 * tracking literal per member, which made each question cost what the whole group costs.
 */
public final class RuleAndPolicyCheck implements SemanticCheck {

    private record GroupKey(List<Member.Key> members, boolean redundancy, int timeoutMillis) {
    }

    private final LogicSolver solver;
    private Map<GroupKey, List<GroupFinding>> decided = new HashMap<>();
    /** Answers to single questions, for the groups an edit changed: most of their answers still hold. */
    private final KnownAnswers known = new KnownAnswers();

    /** The check with Z3. */
    public RuleAndPolicyCheck() {
        this(new Z3LogicSolver());
    }

    /** The check with {@code solver}, which it closes when it is closed. */
    RuleAndPolicyCheck(LogicSolver solver) {
        this.solver = solver;
    }

    @Override
    public List<Diagnostic> check(Spec spec, LintOptions options) {
        List<Member> members = Member.of(spec);
        Map<GroupKey, List<GroupFinding>> stillUsed = new HashMap<>();
        List<Diagnostic> diagnostics = new ArrayList<>();
        boolean prepared = false;
        try {
            for (List<Integer> positions : Groups.of(members)) {
                if (options.cancellation().isCancelled()) {
                    break;
                }
                List<Member> group = positions.stream().map(members::get).toList();
                GroupKey key = new GroupKey(group.stream().map(Member::key).toList(), options.redundancy(), options.timeoutMillis());
                List<GroupFinding> findings = decided.get(key);
                if (findings == null) {
                    if (!prepared) {
                        solver.prepare(spec.policyVariables(), members);
                        prepared = true;
                    }
                    findings = decide(group, options);
                    if (findings == null) {
                        break;
                    }
                }
                if (findings.stream().noneMatch(GroupFinding.Undecided.class::isInstance)) {
                    stillUsed.put(key, findings);
                }
                FindingMessages messages = new FindingMessages(group, options.timeoutMillis());
                findings.forEach(finding -> diagnostics.addAll(messages.diagnostics(finding)));
            }
        } catch (SolverException e) {
            diagnostics.add(new Diagnostic(members.get(0).range(), Severity.WARNING, DiagnosticCode.ESL010,
                    "the rules and policies could not be checked: " + e.getMessage()));
        }
        decided = stillUsed;
        return diagnostics.stream().sorted(Diagnostic.ORDER).toList();
    }

    /**
     * The findings of one group, or null when the run was cancelled before they were complete (a question the
     * cancel interrupted has no answer, which is no finding about the spec).
     */
    private List<GroupFinding> decide(List<Member> group, LintOptions options) throws SolverException {
        GroupProver prover = solver.prover(group, options.timeoutMillis(), options.cancellation());
        try (GroupSolver questions = new GroupSolver(prover, known.in(group, prover))) {
            List<GroupFinding> findings = decide(group, questions, options);
            return options.cancellation().isCancelled() ? null : findings;
        }
    }

    private static List<GroupFinding> decide(List<Member> group, GroupSolver solver, LintOptions options) throws SolverException {
        List<GroupFinding> findings = new ArrayList<>();
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < group.size(); i++) {
            all.add(i);
        }
        List<Integer> active = new ArrayList<>(all);
        boolean consistent = true;
        while (!active.isEmpty()) {
            if (options.cancellation().isCancelled()) {
                return null;
            }
            Answer answer = solver.consistency(active);
            if (answer instanceof Answer.Satisfiable) {
                break;
            }
            if (answer instanceof Answer.Undecided undecided) {
                findings.add(new GroupFinding.Undecided(DiagnosticCode.ESL010, active.get(0), active.subList(1, active.size()),
                        undecided.reason()));
                return findings;
            }
            List<Integer> core = ((Answer.Unsatisfiable) answer).core();
            consistent = false;
            findings.add(new GroupFinding.Contradiction(core));
            active.removeAll(core);
        }
        if (!consistent) {
            return findings;
        }
        Set<Integer> dead = new HashSet<>();
        List<Integer> withPremise = all.stream().filter(solver::hasPremise).toList();
        Map<Integer, Answer> premises = solver.premisesWithGroup(
                withPremise.stream().filter(i -> premiseContext(group, i, all).equals(all)).toList(), all, options.cancellation()::isCancelled);
        if (premises == null) {
            return null;
        }
        for (int i : withPremise) {
            if (options.cancellation().isCancelled()) {
                return null;
            }
            Answer answer = premises.containsKey(i) ? premises.get(i) : solver.premise(i, premiseContext(group, i, all));
            if (answer instanceof Answer.Unsatisfiable unsatisfiable) {
                findings.add(new GroupFinding.NeverApplies(i, unsatisfiable.core()));
                dead.add(i);
            } else if (answer instanceof Answer.Undecided undecided) {
                findings.add(new GroupFinding.Undecided(DiagnosticCode.ESL011, i, List.of(), undecided.reason()));
            }
        }
        if (options.redundancy()) {
            Set<Integer> candidates = all.stream().filter(i -> group.get(i).isDeclaredConstraint() && !dead.contains(i))
                    .collect(Collectors.toSet());
            Map<Integer, Answer> answers = solver.redundancy(group.size(), candidates, options.cancellation()::isCancelled);
            if (answers == null) {
                return null;
            }
            for (int i = group.size() - 1; i >= 0; i--) {
                Answer answer = answers.get(i);
                if (answer instanceof Answer.Unsatisfiable unsatisfiable) {
                    findings.add(new GroupFinding.Redundant(i, unsatisfiable.core()));
                } else if (answer instanceof Answer.Undecided undecided) {
                    findings.add(new GroupFinding.Undecided(DiagnosticCode.ESL012, i, List.of(), undecided.reason()));
                }
            }
        }
        return findings;
    }

    /**
     * What a premise is asked against: the whole group, the member itself included (so that a rule whose
     * conclusion contradicts another rule about the same premise is found dead), except for a rule with
     * function terms or arithmetic over variables: its own conclusion makes new objects from the premise's
     * without end, which no solver call decides, so it is asked against the rest only.
     */
    private static List<Integer> premiseContext(List<Member> group, int i, List<Integer> all) {
        if (group.get(i) instanceof Member.RuleMember rule && rule.hasFunctionTerms()) {
            return all.stream().filter(j -> j != i).toList();
        }
        return all;
    }

    @Override
    public void close() {
        solver.close();
    }
}
