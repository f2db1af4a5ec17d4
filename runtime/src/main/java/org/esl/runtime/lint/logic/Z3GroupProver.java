package org.esl.runtime.lint.logic;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import org.esl.runtime.lint.logic.Z3LogicSolver.Encoded;
import org.esl.runtime.policy.SolverException;
import org.esl.runtime.policy.Watchdog;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import com.microsoft.z3.Z3Exception;

/**
 * A group in a Z3 solver of its own: every member is asserted once behind its own tracking literals
 * ({@code holds_i => formula_i}, and likewise its negation and its premise), and every check is a check under
 * assumptions, so the solver keeps what it learnt from check to check. Z3's own timeout bounds each check; the
 * {@link Watchdog} interrupts one that overruns it, or that runs when the run is cancelled.
 */
final class Z3GroupProver implements GroupProver {

    private final Solver solver;
    private final Watchdog watchdog;
    private final int timeoutMillis;
    private final BooleanSupplier cancelled;
    private final String label;
    private final BoolExpr[] holds;
    private final BoolExpr[] fails;
    private final BoolExpr[] applies;

    /**
     * @param label how a message names the group: its first member
     * @throws Z3Exception when Z3 rejects a formula
     */
    Z3GroupProver(Context context, List<BoolExpr> axioms, List<Encoded> members, int timeoutMillis, BooleanSupplier cancelled,
            String label) {
        this.timeoutMillis = timeoutMillis;
        this.cancelled = cancelled;
        this.label = label;
        this.solver = context.mkSimpleSolver();
        this.watchdog = new Watchdog(context, timeoutMillis, cancelled);
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

    @Override
    public boolean hasPremise(int member) {
        return applies[member] != null;
    }

    @Override
    public Outcome check(List<Assumption> assumptions) throws SolverException {
        BoolExpr[] literals = assumptions.stream().map(this::literal).toArray(BoolExpr[]::new);
        long start = System.nanoTime();
        try {
            Status status = watchdog.guard(() -> solver.check(literals));
            if (status == Status.SATISFIABLE) {
                return new Outcome.Satisfiable();
            }
            if (status == Status.UNSATISFIABLE) {
                return new Outcome.Unsatisfiable(core(assumptions, literals));
            }
            return new Outcome.Undecided(reason(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)));
        } catch (Z3Exception e) {
            throw new SolverException("Z3 failed on " + label + " and the members that share its names: " + e.getMessage(), e);
        }
    }

    /** The assumptions whose literals are in the unsat core of the last check (hashing a literal is a call into Z3: only here). */
    private Set<Assumption> core(List<Assumption> assumptions, BoolExpr[] literals) {
        Map<BoolExpr, Assumption> assumed = new HashMap<>();
        for (int i = 0; i < literals.length; i++) {
            assumed.put(literals[i], assumptions.get(i));
        }
        Set<Assumption> core = new HashSet<>();
        for (BoolExpr literal : solver.getUnsatCore()) {
            core.add(assumed.get(literal));
        }
        return core;
    }

    private BoolExpr literal(Assumption assumption) {
        BoolExpr literal = switch (assumption.literal()) {
            case HOLDS -> holds[assumption.member()];
            case FAILS -> fails[assumption.member()];
            case APPLIES -> applies[assumption.member()];
        };
        if (literal == null) {
            throw new IllegalArgumentException("member " + assumption.member() + " has no premise to assume");
        }
        return literal;
    }

    private String reason(long elapsedMillis) {
        String z3 = solver.getReasonUnknown();
        if (watchdog.fired() || z3.equals("timeout") || z3.equals("canceled") && elapsedMillis >= timeoutMillis) {
            return "could not decide within " + timeoutMillis + " ms";
        }
        if (z3.equals("canceled") && cancelled.getAsBoolean()) {
            return "the lint was cancelled";
        }
        return "the solver gave up (" + z3 + ")";
    }

    @Override
    public void close() {
        watchdog.close();
        solver.reset();
    }
}
