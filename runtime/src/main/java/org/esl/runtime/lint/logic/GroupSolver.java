package org.esl.runtime.lint.logic;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.esl.runtime.lint.logic.Encodings.Encoded;
import org.esl.runtime.policy.Watchdog;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;

/**
 * Decides one group of members in a solver of its own: every member is asserted once behind its own
 * tracking literal ({@code holds_i => formula_i}, and likewise its negation and its premise), and every
 * question is a check under assumptions, so the solver keeps what it learnt from question to question.
 * Unsat cores are shrunk by deletion to a minimal set: each member is left out in turn and stays out if
 * the rest is still unsatisfiable; one whose removal cannot be decided in time stays in, so a reported
 * set is always a correct, if then possibly not minimal, justification.
 */
final class GroupSolver implements AutoCloseable {

    private final Context context;
    private final Solver solver;
    private final Watchdog watchdog;
    private final int timeoutMillis;
    private final BoolExpr[] holds;
    private final BoolExpr[] fails;
    private final BoolExpr[] applies;
    private String lastReason = "";

    GroupSolver(Context context, List<BoolExpr> axioms, List<Encoded> members, int timeoutMillis) {
        this.context = context;
        this.timeoutMillis = timeoutMillis;
        this.solver = context.mkSimpleSolver();
        this.watchdog = new Watchdog(context, timeoutMillis);
        Params params = context.mkParams();
        params.add("timeout", timeoutMillis);
        solver.setParameters(params);
        axioms.forEach(solver::add);
        int n = members.size();
        holds = new BoolExpr[n];
        fails = new BoolExpr[n];
        applies = new BoolExpr[n];
        for (int i = 0; i < n; i++) {
            Encoded member = members.get(i);
            holds[i] = context.mkBoolConst("esl!holds!" + i);
            fails[i] = context.mkBoolConst("esl!fails!" + i);
            solver.add(context.mkImplies(holds[i], member.holds()), context.mkImplies(fails[i], member.fails()));
            if (member.applies().isPresent()) {
                applies[i] = context.mkBoolConst("esl!applies!" + i);
                solver.add(context.mkImplies(applies[i], member.applies().get()));
            }
        }
    }

    /** The answer to one question: the members can hold together, or a minimal set of them cannot, or no answer in time. */
    sealed interface Answer {
        record Satisfiable() implements Answer {
        }

        /** {@code core} is minimal; it is empty when the question's own literal cannot hold on its own. */
        record Unsatisfiable(List<Integer> core) implements Answer {
        }

        record Undecided(String reason) implements Answer {
        }
    }

    /** Whether the members in {@code active} can all hold. */
    Answer consistency(List<Integer> active) {
        return ask(active, null);
    }

    /** Whether member {@code i} has a premise; only those are asked {@link #premise}. */
    boolean hasPremise(int i) {
        return applies[i] != null;
    }

    /** Whether member {@code i}'s premise can hold together with {@code active}. */
    Answer premise(int i, List<Integer> active) {
        return ask(active, applies[i]);
    }

    /** Whether member {@code i} can fail while {@code others} hold; unsatisfiable means they imply it. */
    Answer failure(int i, List<Integer> others) {
        return ask(others, fails[i]);
    }

    private Answer ask(List<Integer> members, BoolExpr extra) {
        Status status = solve(members, extra);
        if (status == Status.UNKNOWN) {
            return new Answer.Undecided(lastReason);
        }
        if (status == Status.SATISFIABLE) {
            return new Answer.Satisfiable();
        }
        return new Answer.Unsatisfiable(minimal(core(members), extra));
    }

    private Status solve(List<Integer> members, BoolExpr extra) {
        BoolExpr[] assumptions = Stream.concat(members.stream().map(i -> holds[i]), Stream.ofNullable(extra))
                .toArray(BoolExpr[]::new);
        long start = System.nanoTime();
        Status status = watchdog.guard(() -> solver.check(assumptions));
        if (status == Status.UNKNOWN) {
            long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            String z3 = solver.getReasonUnknown();
            lastReason = watchdog.fired() || z3.equals("timeout") || z3.equals("canceled") && elapsed >= timeoutMillis
                    ? "could not decide within " + timeoutMillis + " ms"
                    : "the solver gave up (" + z3 + ")";
        }
        return status;
    }

    private List<Integer> core(List<Integer> members) {
        Set<BoolExpr> core = new HashSet<>(Arrays.asList(solver.getUnsatCore()));
        return members.stream().filter(i -> core.contains(holds[i])).toList();
    }

    private List<Integer> minimal(List<Integer> core, BoolExpr extra) {
        List<Integer> kept = new ArrayList<>(core);
        for (int candidate : core) {
            if (!kept.contains(candidate)) {
                continue;
            }
            List<Integer> rest = new ArrayList<>(kept);
            rest.remove(Integer.valueOf(candidate));
            if (solve(rest, extra) == Status.UNSATISFIABLE) {
                kept.retainAll(core(rest));
            }
        }
        return kept;
    }

    @Override
    public void close() {
        watchdog.close();
        solver.reset();
    }
}
