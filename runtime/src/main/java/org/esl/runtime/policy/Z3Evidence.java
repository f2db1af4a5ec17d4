package org.esl.runtime.policy;

import java.util.BitSet;
import java.util.List;
import java.util.Optional;

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

    private final Context context;
    private final Z3Encoding encoding;
    private final List<Policy> policies;
    private final GuardedCheck guarded;
    private final Params params;
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
        Solver solver = context.mkSimpleSolver();
        solver.setParameters(params);
        for (int policy = asserted.nextSetBit(0); policy >= 0; policy = asserted.nextSetBit(policy + 1)) {
            solver.add(encoding.formula(policies.get(policy).formula()));
        }
        solver.add(premise);
        if (guarded.check(context, solver, context.mkNot(conclusion)) != Status.SATISFIABLE) {
            return Optional.empty();
        }
        Model whereClaimFails = solver.getModel();
        if (guarded.check(context, solver, conclusion) != Status.SATISFIABLE) {
            return Optional.empty();
        }
        return Optional.of(new Models(solver.getModel(), whereClaimFails));
    }

    @Override
    public void close() {
        context.close();
    }
}
