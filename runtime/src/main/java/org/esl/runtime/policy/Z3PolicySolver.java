package org.esl.runtime.policy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.model.policy.Policy;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import com.microsoft.z3.Z3Exception;

/**
 * The policy model asserted once into one incremental Z3 solver (the plain SMT solver: no tactic
 * preprocessing to redo per check), each policy guarded by its own literal; a claim is
 * checked inside a push/pop scope under assumptions (the policy literals plus the premise and the
 * conclusion or its negation), so the solver keeps what it learnt about the model from claim to claim.
 * Unsat cores over the policy literals are the evidence of {@code valid}, {@code invalid} and
 * {@code impossible}, shrunk by deletion to a minimal set.
 */
public final class Z3PolicySolver implements PolicySolver {

    private static final String PREMISE = "esl!premise";
    private static final String CONCLUSION = "esl!conclusion";

    private final Context context;
    private final Solver solver;
    private final Z3Encoding encoding;
    private final List<Policy> policies;
    private final BoolExpr[] guards;
    private final Map<BoolExpr, Integer> policyOfGuard = new HashMap<>();
    private final SolverLimits limits;
    private final Watchdog watchdog;
    private String lastReason = "";

    private Z3PolicySolver(Context context, PolicyModel model, SolverLimits limits) {
        this.context = context;
        this.limits = limits;
        this.encoding = new Z3Encoding(context, model.variables());
        this.policies = model.policies();
        this.solver = context.mkSimpleSolver();
        this.watchdog = new Watchdog(context, limits.timeoutMillis());
        Params params = context.mkParams();
        params.add("timeout", limits.timeoutMillis());
        params.add("rlimit", limits.resourceLimit());
        solver.setParameters(params);
        guards = new BoolExpr[policies.size()];
        for (int i = 0; i < guards.length; i++) {
            Policy policy = policies.get(i);
            guards[i] = context.mkBoolConst("esl!policy!" + policy.name());
            if (policyOfGuard.put(guards[i], i) != null) {
                throw new IllegalArgumentException("the policy " + policy.name() + " is declared twice");
            }
            solver.add(context.mkImplies(guards[i], encoding.formula(policy.formula())));
        }
    }

    /**
     * Loads Z3 (its native library is unpacked into {@code java.io.tmpdir}) and asserts the model.
     *
     * @throws IllegalArgumentException when the model is ill-typed or mentions undeclared variables
     */
    public static Z3PolicySolver open(PolicyModel model, SolverLimits limits) throws SolverException {
        Context context = Z3Contexts.open();
        try {
            return new Z3PolicySolver(context, model, limits);
        } catch (Z3Exception e) {
            context.close();
            throw new SolverException("Z3 rejected the policy model: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            context.close();
            throw e;
        }
    }

    @Override
    public ClaimResult check(Claim claim) throws SolverException {
        solver.push();
        try {
            BoolExpr premise = context.mkBoolConst(PREMISE);
            BoolExpr conclusion = context.mkBoolConst(CONCLUSION);
            solver.add(context.mkEq(premise, premise(claim)), context.mkEq(conclusion, encoding.formula(claim.conclusion())));
            return decide(claim, premise, conclusion);
        } catch (Z3Exception e) {
            throw new SolverException("Z3 failed on " + claim + ": " + e.getMessage(), e);
        } finally {
            solver.pop();
        }
    }

    private ClaimResult decide(Claim claim, BoolExpr premise, BoolExpr conclusion) {
        BoolExpr negated = context.mkNot(conclusion);
        Status fails = solve(premise, negated);
        if (fails == Status.UNKNOWN) {
            return tooComplex(claim);
        }
        Scenario whereClaimFails = fails == Status.SATISFIABLE ? scenario() : null;
        List<Integer> validCore = fails == Status.UNSATISFIABLE ? core() : List.of();
        Status holds = solve(premise, conclusion);
        if (holds == Status.UNKNOWN) {
            return tooComplex(claim);
        }
        if (holds == Status.SATISFIABLE) {
            if (whereClaimFails == null) {
                return proved(Finding.VALID, claim, minimal(validCore, premise, negated), "follows from");
            }
            return new ClaimResult.Satisfiable(scenario(), whereClaimFails, "satisfiable: " + claim
                    + " holds in some scenarios the policies allow and fails in others");
        }
        if (whereClaimFails != null) {
            return proved(Finding.INVALID, claim, minimal(core(), premise, conclusion), "is contradicted by");
        }
        // neither the conclusion nor its negation is possible: the premise itself is
        Status premiseOnly = solve(premise);
        if (premiseOnly == Status.UNKNOWN) {
            return tooComplex(claim);
        }
        return proved(Finding.IMPOSSIBLE, claim, minimal(core(), premise), "has a premise excluded by");
    }

    @Override
    public Equivalence compare(Claim first, Claim second) throws SolverException {
        try {
            BoolExpr firstPremise = premise(first);
            Status premisesDiffer = solveWith(context.mkNot(context.mkIff(firstPremise, premise(second))));
            if (premisesDiffer != Status.UNSATISFIABLE) {
                return premisesDiffer == Status.SATISFIABLE ? new Equivalence.Different() : new Equivalence.Undecided(lastReason);
            }
            Status conclusionsDiffer = solveWith(firstPremise,
                    context.mkNot(context.mkIff(encoding.formula(first.conclusion()), encoding.formula(second.conclusion()))));
            return switch (conclusionsDiffer) {
                case UNSATISFIABLE -> new Equivalence.Same();
                case SATISFIABLE -> new Equivalence.Different();
                case UNKNOWN -> new Equivalence.Undecided(lastReason);
            };
        } catch (Z3Exception e) {
            throw new SolverException("Z3 failed comparing " + first + " with " + second + ": " + e.getMessage(), e);
        }
    }

    /** Whether the model and {@code formulas} can hold together, asserted in a scope of their own. */
    private Status solveWith(BoolExpr... formulas) {
        solver.push();
        try {
            solver.add(formulas);
            return solve();
        } finally {
            solver.pop();
        }
    }

    private BoolExpr premise(Claim claim) {
        return claim.premise().map(encoding::formula).orElse(context.mkTrue());
    }

    private Status solve(BoolExpr... claimLiterals) {
        return solveUnder(Stream.concat(Arrays.stream(guards), Arrays.stream(claimLiterals)).toArray(BoolExpr[]::new));
    }

    /** One solver call, guarded by the watchdog; when it is undecided, {@link #lastReason} says why. */
    private Status solveUnder(BoolExpr[] assumptions) {
        long start = System.nanoTime();
        Status status = watchdog.guard(() -> solver.check(assumptions));
        if (status == Status.UNKNOWN) {
            lastReason = reason(solver.getReasonUnknown(), TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
        }
        return status;
    }

    /** The policies (by index, ascending) in the core of the last unsatisfiable check. */
    private List<Integer> core() {
        return Arrays.stream(solver.getUnsatCore()).map(policyOfGuard::get).filter(i -> i != null).sorted().toList();
    }

    /**
     * Deletion-based shrinking: drop each policy of the core in turn and keep it out if the rest is still
     * unsatisfiable (then shrink to the new, smaller core). A policy whose removal the solver cannot decide
     * within the limits stays in, so the set is always a correct justification.
     */
    private List<Integer> minimal(List<Integer> core, BoolExpr... claimLiterals) {
        List<Integer> kept = new ArrayList<>(core);
        for (int candidate : core) {
            if (!kept.contains(candidate)) {
                continue;
            }
            List<Integer> rest = new ArrayList<>(kept);
            rest.remove(Integer.valueOf(candidate));
            BoolExpr[] assumptions = Stream.concat(rest.stream().map(i -> guards[i]), Arrays.stream(claimLiterals))
                    .toArray(BoolExpr[]::new);
            if (solveUnder(assumptions) == Status.UNSATISFIABLE) {
                List<Integer> smaller = core();
                kept.retainAll(smaller);
            }
        }
        return kept;
    }

    private Scenario scenario() {
        return Z3Scenarios.read(solver.getModel(), encoding.variables());
    }

    private ClaimResult proved(Finding finding, Claim claim, List<Integer> core, String relation) {
        List<String> names = core.stream().map(i -> policies.get(i).name()).toList();
        String because = names.isEmpty() ? "the claim alone (no policy needed)" : "policies " + String.join(", ", names);
        return new ClaimResult.Proved(finding, names, finding.eslName() + ": " + claim + " " + relation + " " + because);
    }

    private ClaimResult tooComplex(Claim claim) {
        return new ClaimResult.TooComplex(lastReason, "too_complex: the solver could not decide " + claim + " (" + lastReason + ")");
    }

    /**
     * Z3 says "canceled" both when the time is up and when the resource limit is reached; the elapsed time
     * tells which. Any other reason is Z3 giving up (e.g. incomplete non-linear arithmetic).
     */
    private String reason(String z3Reason, long elapsedMillis) {
        if (watchdog.fired() || z3Reason.equals("timeout") || (z3Reason.equals("canceled") && elapsedMillis >= limits.timeoutMillis())) {
            return "timeout of " + limits.timeoutMillis() + " ms reached";
        }
        if (z3Reason.equals("canceled") || z3Reason.contains("resource")) {
            return "resource limit of " + limits.resourceLimit() + " units reached";
        }
        return "the solver gave up: " + z3Reason;
    }

    @Override
    public void close() {
        watchdog.close();
        context.close();
    }

}
