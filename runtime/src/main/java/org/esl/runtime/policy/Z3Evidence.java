package org.esl.runtime.policy;

import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import org.esl.runtime.model.policy.Policy;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Model;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;

/**
 * The two scenarios of a claim found satisfiable, found again in a Z3 context of the claim's own that holds only the
 * policies the claim was decided over. Z3's models depend on all a context has seen before: the terms made in it and
 * what its solvers learnt. Read from the solver that decided the claim, the scenarios would depend on the claims
 * decided before it, so on the order of a spec's tests, on the transcripts checked before and on how claims were shared
 * out among threads; found here, they depend on the policy model and the claim alone. A context takes about half a
 * millisecond to open and close, under a lock of Z3's that all threads share, so only satisfiable claims take one.
 *
 * <p>Two ways of solving, tried in a fixed order so that the scenarios stay the same from run to run. First Z3's
 * incremental solver, the one that decides claims: quickest on most models, large linear ones above all, but on a few
 * non-linear ones it needs a second from scratch where the warm deciding solver needed milliseconds. So it gets a
 * budget of Z3's resource units ({@link #INCREMENTAL_BUDGET}, counted the same on every machine, unlike time), and
 * what it leaves undecided is solved again by Z3's default solver, once per scenario from scratch, where the tactics
 * Z3 picks for the formulas at hand (such as eliminating defined variables, or a decision procedure for non-linear
 * real arithmetic) find those in milliseconds.
 */
final class Z3Evidence implements AutoCloseable {

    /** One solver call in {@code context}, guarded and limited as the deciding solver's calls are. */
    @FunctionalInterface
    interface GuardedCheck {
        Status check(Context context, Solver solver, BoolExpr... assumptions);
    }

    /** A scenario where the claim holds and one where it fails, as Z3 models of this context. */
    record Models(Model whereClaimHolds, Model whereClaimFails) {
    }

    /** What the incremental solver found: both models, or none and whether a check of it ran out of time. */
    private record Incremental(Optional<Models> models, boolean outOfTime) {
    }

    /**
     * The incremental solver's resource units per check: 1.6 times the most a satisfiable claim's check took on the
     * park benchmark's models of 1,500 policies (92,000); the non-linear checks of a dozen policies that took it
     * about a second needed more.
     */
    static final int INCREMENTAL_BUDGET = 150_000;

    private final Context context;
    private final Z3Encoding encoding;
    private final List<Policy> policies;
    private final GuardedCheck guarded;
    private final Params params;
    private final Params budgeted;
    private final long timeoutMillis;
    private final BoolExpr premise;
    private final BoolExpr conclusion;

    /** Opens a context for {@code claim} against {@code model}. */
    Z3Evidence(PolicyModel model, Claim claim, SolverLimits limits, GuardedCheck guarded) throws SolverException {
        this.context = Z3Contexts.open();
        this.policies = model.policies();
        this.guarded = guarded;
        try {
            this.encoding = Z3Encoding.onDemand(context, model.variables());
            this.params = Z3Contexts.limited(context, limits);
            this.timeoutMillis = limits.timeoutMillis();
            this.budgeted = Z3Contexts.limited(context,
                    new SolverLimits(limits.timeoutMillis(), Math.min(limits.resourceLimit(), INCREMENTAL_BUDGET)));
            this.premise = claim.premise().map(encoding::formula).orElse(context.mkTrue());
            this.conclusion = encoding.formula(claim.conclusion());
        } catch (RuntimeException e) {
            context.close();
            throw e;
        }
    }

    /** The encoding of the policy variables in this context, to read its models with. */
    Z3Encoding encoding() {
        return encoding;
    }

    /**
     * A model where the claim holds and one where it fails, both of {@code asserted} (the policies the claim was
     * decided over, where it was found satisfiable); empty when this context cannot find them within the limits.
     */
    Optional<Models> models(BitSet asserted) {
        Incremental incremental = incrementally(asserted);
        // found, or out of time rather than out of budget: solving again would only wait as long once more
        if (incremental.models().isPresent() || incremental.outOfTime()) {
            return incremental.models();
        }
        Optional<Model> whereClaimFails = fromScratch(asserted, context.mkNot(conclusion));
        if (whereClaimFails.isEmpty()) {
            return Optional.empty();
        }
        return fromScratch(asserted, conclusion).map(whereClaimHolds -> new Models(whereClaimHolds, whereClaimFails.get()));
    }

    /** Both models from the incremental solver within its budget, the claim's two sides as assumptions. */
    private Incremental incrementally(BitSet asserted) {
        Solver solver = context.mkSimpleSolver();
        solver.setParameters(budgeted);
        assertPolicies(solver, asserted);
        solver.add(premise);
        long start = System.nanoTime();
        Status fails = guarded.check(context, solver, context.mkNot(conclusion));
        if (fails != Status.SATISFIABLE) {
            return unfound(fails, start);
        }
        Model whereClaimFails = solver.getModel();
        start = System.nanoTime();
        Status holds = guarded.check(context, solver, conclusion);
        if (holds != Status.SATISFIABLE) {
            return unfound(holds, start);
        }
        return new Incremental(Optional.of(new Models(solver.getModel(), whereClaimFails)), false);
    }

    /**
     * No models, after a check begun at {@code checkStart} that said {@code status}; out of time when it was left
     * undecided after the whole time limit: Z3 says "canceled" for the time limit and the resource limit alike, so the
     * time the check took tells which.
     */
    private Incremental unfound(Status status, long checkStart) {
        return new Incremental(Optional.empty(),
                status == Status.UNKNOWN && TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - checkStart) >= timeoutMillis);
    }

    /**
     * A model of {@code asserted}, the premise and {@code side}, from a new default solver given them all before its
     * one check: without assumptions or scopes it solves with tactics rather than incrementally.
     */
    private Optional<Model> fromScratch(BitSet asserted, BoolExpr side) {
        Solver solver = context.mkSolver();
        solver.setParameters(params);
        assertPolicies(solver, asserted);
        solver.add(premise, side);
        return guarded.check(context, solver) == Status.SATISFIABLE ? Optional.of(solver.getModel()) : Optional.empty();
    }

    private void assertPolicies(Solver solver, BitSet asserted) {
        for (int policy = asserted.nextSetBit(0); policy >= 0; policy = asserted.nextSetBit(policy + 1)) {
            solver.add(encoding.formula(policies.get(policy).formula()));
        }
    }

    @Override
    public void close() {
        context.close();
    }
}
