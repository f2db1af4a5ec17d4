package org.esl.runtime.policy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.value.Value;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Expr;
import com.microsoft.z3.Model;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import com.microsoft.z3.Z3Exception;

/**
 * The policy model loaded once into Z3, checked in two stages. Deciding: each claim goes, inside a push/pop
 * scope, to an incremental Z3 solver (the plain SMT solver: no tactic preprocessing to redo per check) in
 * which the policies the claim depends on are asserted as they are, so no check carries a literal per policy.
 * Explaining: a {@code valid}, {@code invalid} or {@code impossible} finding is justified by an unsat core over
 * tracking literals, found in a small scratch solver that holds only the policies nearest the claim (more of them
 * until they suffice) and shrunk by deletion to a minimal set; a {@code satisfiable} finding shows a scenario where the
 * claim holds and one where it fails, found in a Z3 context of the claim's own ({@link Z3Evidence}), as the deciding
 * solver's models depend on the claims it decided before.
 *
 * <p>Which policies a claim depends on (docs/test.md, "How a claim is decided"): when the whole model is consistent
 * (checked once, at load, which also gives a scenario of it, the witness), the policies that define a variable nothing
 * else reads are peeled off ({@link Definitions}); a claim is decided over the rest, with the definitions of the
 * variables it needs, as far as its variables reach (its region). Unsatisfiable there is unsatisfiable in the whole
 * model, which has more policies; a model of the region extends to the whole model: the witness's values elsewhere,
 * the definitions peeled off set to their values. When a scenario has no exact extension (an irrational value, a
 * division by zero) the claim is decided over its cone of influence, the connected components of the policy/variable
 * graph its variables touch, as before definitions were peeled off; scenarios then take the other variables' values
 * from the witness. An inconsistent (or undecided) model keeps every policy in every check, so every claim against an
 * inconsistent model is {@code impossible}, as docs/language.md defines it, with the model's own contradiction as
 * evidence.
 */
public final class Z3PolicySolver implements PolicySolver {

    private static final String PREMISE = "esl!premise";
    private static final String CONCLUSION = "esl!conclusion";
    /** Deciding solvers kept for recently used cones; a model whose claims span many component sets rebuilds the rest. */
    private static final int CACHED_CONES = 16;
    /** How many policies of a claim's region the search for its core asks at first. */
    private static final int REGION_CORE_START = 16;

    private final Context context;
    private final Z3Encoding encoding;
    private final PolicyModel model;
    private final List<Policy> policies;
    private final BoolExpr[] formulas;
    private final BoolExpr[] guards;
    private final Map<BoolExpr, Integer> policyOfGuard = new HashMap<>();
    private final PolicyGraph graph;
    private final SolverLimits limits;
    private final Params params;
    private final Watchdog watchdog;
    private final CancelSignal signal;
    /** The values of a scenario of the whole model, or null when the model is not known to be consistent. */
    private final Map<String, Expr<?>> witness;
    private final Definitions definitions;
    /** The witness's values, exactly; null when there is none, one is irrational, or claims are decided over whole cones. */
    private final Map<String, Value> exactWitness;
    private final Map<BitSet, Solver> deciders = new LinkedHashMap<>(CACHED_CONES, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<BitSet, Solver> eldest) {
            return size() > CACHED_CONES;
        }
    };
    private String lastReason = "";

    private Z3PolicySolver(Context context, PolicyModel model, SolverLimits limits, CancelSignal signal, boolean byDefinitions) {
        this.context = context;
        this.limits = limits;
        this.signal = signal;
        this.encoding = new Z3Encoding(context, model.variables());
        this.model = model;
        this.policies = model.policies();
        this.watchdog = new Watchdog(context, limits.timeoutMillis(), signal);
        this.params = Z3Contexts.limited(context, limits);
        formulas = new BoolExpr[policies.size()];
        guards = new BoolExpr[policies.size()];
        for (int i = 0; i < guards.length; i++) {
            Policy policy = policies.get(i);
            formulas[i] = encoding.formula(policy.formula());
            guards[i] = context.mkBoolConst("esl!policy!" + policy.name());
            if (policyOfGuard.put(guards[i], i) != null) {
                throw new IllegalArgumentException("the policy " + policy.name() + " is declared twice");
            }
        }
        graph = new PolicyGraph(policies.stream().map(Policy::formula).toList());
        witness = witness();
        definitions = new Definitions(policies.stream().map(Policy::formula).toList(), graph, encoding.types());
        exactWitness = byDefinitions && witness != null ? exact(witness) : null;
    }

    /** {@code values} as exact values; null when one is irrational. */
    private static Map<String, Value> exact(Map<String, Expr<?>> values) {
        Map<String, Value> exact = new HashMap<>();
        for (Map.Entry<String, Expr<?>> entry : values.entrySet()) {
            Optional<Value> value = Z3Scenarios.exact(entry.getValue());
            if (value.isEmpty()) {
                return null;
            }
            exact.put(entry.getKey(), value.get());
        }
        return exact;
    }

    /** A scenario of the whole model, which also proves it consistent; null when it is not, or the solver cannot tell. */
    private Map<String, Expr<?>> witness() {
        BitSet all = new BitSet();
        all.set(0, policies.size());
        Solver whole = decider(all);
        if (solveUnder(context, whole) != Status.SATISFIABLE) {
            return null;
        }
        Model model = whole.getModel();
        Map<String, Expr<?>> values = new HashMap<>();
        encoding.variables().forEach((name, variable) -> values.put(name, model.eval(variable, true)));
        return values;
    }

    /**
     * Loads Z3 (its native library is unpacked into {@code java.io.tmpdir}) and asserts the model.
     *
     * @throws IllegalArgumentException when the model is ill-typed or mentions undeclared variables
     */
    public static Z3PolicySolver open(PolicyModel model, SolverLimits limits) throws SolverException {
        return open(model, limits, new CancelSignal());
    }

    /**
     * Opens a solver that {@code signal} stops; cancelled while the model is asserted, it does not open.
     *
     * @throws IllegalArgumentException when the model is ill-typed or mentions undeclared variables
     */
    public static Z3PolicySolver open(PolicyModel model, SolverLimits limits, CancelSignal signal) throws SolverException {
        return open(model, limits, signal, true);
    }

    /**
     * Opens a solver that decides each claim over its whole cone of influence, as before definitions were peeled off
     * ({@code byDefinitions} false): the reference the differential tests compare the claims decided by definitions with.
     */
    static Z3PolicySolver open(PolicyModel model, SolverLimits limits, CancelSignal signal, boolean byDefinitions) throws SolverException {
        Z3PolicySolver solver = Z3Contexts.build(context -> new Z3PolicySolver(context, model, limits, signal, byDefinitions));
        if (signal.isCancelled()) {
            solver.close();
            throw cancelled("the policy model");
        }
        return solver;
    }

    @Override
    public ClaimResult check(Claim claim) throws SolverException {
        ClaimResult result = decide(claim);
        if (signal.isCancelled()) {
            throw cancelled(claim.toString());
        }
        return result;
    }

    private ClaimResult decide(Claim claim) throws SolverException {
        try {
            Set<String> variables = variables(claim);
            if (exactWitness != null) {
                Optional<ClaimResult> result = decideWithDefinitions(claim, variables);
                if (result.isPresent()) {
                    return result.get();
                }
            }
            BitSet cone = cone(variables);
            return decideIn(decider(cone), List.of(), claim, variables, new Cone(cone, 0),
                    (own, model) -> Optional.of(scenario(own, model, variables, cone))).orElseThrow();
        } catch (Z3Exception e) {
            if (signal.isCancelled()) {
                throw cancelled(claim.toString());
            }
            throw new SolverException("Z3 failed on " + claim + ": " + e.getMessage(), e);
        }
    }

    /**
     * The claim decided over the policies its questions keep ({@link Definitions#kept}) that its variables reach, its
     * region: the policies that define nothing come from a deciding solver of their own, the definitions are added for
     * the claim; a core is a subset of the region (unsatisfiable there, it is in the whole model).
     * Empty when a scenario has no exact extension (an irrational value, a division by zero): the whole cone decides.
     */
    private Optional<ClaimResult> decideWithDefinitions(Claim claim, Set<String> variables) throws SolverException {
        BitSet kept = definitions.kept(variables);
        BitSet region = graph.reach(variables, kept);
        BitSet undefined = new BitSet();
        List<BoolExpr> defining = new ArrayList<>();
        for (int policy = region.nextSetBit(0); policy >= 0; policy = region.nextSetBit(policy + 1)) {
            if (definitions.isDefinition(policy)) {
                defining.add(formulas[policy]);
            } else {
                undefined.set(policy);
            }
        }
        return decideIn(decider(undefined), defining, claim, variables, new Cone(region, REGION_CORE_START),
                (own, model) -> extendedScenario(own, model, region, kept, variables));
    }

    /** Reads a scenario of the whole model from a model of the policies a claim was decided over, in its encoding. */
    @FunctionalInterface
    private interface ScenarioReader {
        Optional<Scenario> read(Z3Encoding encoding, Model model);
    }

    /**
     * The claim's two questions asked of {@code solver}, with {@code scoped} asserted for this claim only: the solver's
     * policies and {@code scoped} are those of {@code cone}, from which the evidence comes. Empty when {@code scenarios}
     * cannot read a scenario of the whole model from a model of the cone.
     */
    private Optional<ClaimResult> decideIn(Solver solver, List<BoolExpr> scoped, Claim claim, Set<String> variables, Cone cone,
            ScenarioReader scenarios) throws SolverException {
        solver.push();
        try {
            solver.add(scoped.toArray(BoolExpr[]::new));
            BoolExpr premise = premise(claim);
            BoolExpr conclusion = encoding.formula(claim.conclusion());
            BoolExpr premiseHolds = context.mkBoolConst(PREMISE);
            BoolExpr conclusionHolds = context.mkBoolConst(CONCLUSION);
            solver.add(context.mkEq(premiseHolds, premise), context.mkEq(conclusionHolds, conclusion));
            Status fails = solveUnder(context, solver, premiseHolds, context.mkNot(conclusionHolds));
            if (fails == Status.UNKNOWN) {
                return Optional.of(tooComplex(claim));
            }
            // kept in case the claim's own context cannot find the scenarios again within the limits
            Model whereClaimFails = fails == Status.SATISFIABLE ? solver.getModel() : null;
            Status holds = solveUnder(context, solver, premiseHolds, conclusionHolds);
            if (holds == Status.UNKNOWN) {
                return Optional.of(tooComplex(claim));
            }
            if (holds == Status.SATISFIABLE && whereClaimFails != null) {
                return satisfiable(claim, cone, scenarios, new Z3Evidence.Models(solver.getModel(), whereClaimFails));
            }
            if (holds == Status.SATISFIABLE) {
                return Optional.of(proved(Finding.VALID, claim, minimalCore(variables, cone, premise, context.mkNot(conclusion)), "follows from"));
            }
            if (whereClaimFails != null) {
                return Optional.of(proved(Finding.INVALID, claim, minimalCore(variables, cone, premise, conclusion), "is contradicted by"));
            }
            // neither the conclusion nor its negation is possible: the premise itself is
            return Optional.of(proved(Finding.IMPOSSIBLE, claim, minimalCore(variables, cone, premise), "has a premise excluded by"));
        } finally {
            solver.pop();
        }
    }

    /**
     * A satisfiable claim's scenarios, found again in a context of the claim's own; should that not decide within the
     * limits, which the deciding solver did, the deciding solver's models ({@code decided}) give them, right but
     * dependent on the claims decided before.
     */
    private Optional<ClaimResult> satisfiable(Claim claim, Cone cone, ScenarioReader scenarios, Z3Evidence.Models decided)
            throws SolverException {
        try (Z3Evidence evidence = new Z3Evidence(model, claim, limits, this::solveUnder)) {
            Optional<Z3Evidence.Models> own = evidence.models(cone.policies());
            if (own.isPresent()) {
                return satisfiable(claim, scenarios, evidence.encoding(), own.get());
            }
        }
        return satisfiable(claim, scenarios, encoding, decided);
    }

    private static Optional<ClaimResult> satisfiable(Claim claim, ScenarioReader scenarios, Z3Encoding encoding, Z3Evidence.Models models) {
        return scenarios.read(encoding, models.whereClaimHolds()).flatMap(holdsIn -> scenarios.read(encoding, models.whereClaimFails())
                .map(failsIn -> new ClaimResult.Satisfiable(holdsIn, failsIn,
                        "satisfiable: " + claim + " holds in some scenarios the policies allow and fails in others")));
    }

    private static SolverException cancelled(String what) {
        return new SolverException("cancelled before the solver decided " + what, null);
    }

    @Override
    public Equivalence compare(Claim first, Claim second) throws SolverException {
        Equivalence result = equivalence(first, second);
        if (signal.isCancelled()) {
            throw cancelled(first + " against " + second);
        }
        return result;
    }

    private Equivalence equivalence(Claim first, Claim second) throws SolverException {
        try {
            Set<String> variables = variables(first);
            variables.addAll(variables(second));
            Solver solver = decider(cone(variables));
            BoolExpr firstPremise = premise(first);
            Status premisesDiffer = solveWith(solver, context.mkNot(context.mkIff(firstPremise, premise(second))));
            if (premisesDiffer != Status.UNSATISFIABLE) {
                return premisesDiffer == Status.SATISFIABLE ? new Equivalence.Different() : new Equivalence.Undecided(lastReason);
            }
            Status conclusionsDiffer = solveWith(solver, firstPremise,
                    context.mkNot(context.mkIff(encoding.formula(first.conclusion()), encoding.formula(second.conclusion()))));
            return switch (conclusionsDiffer) {
                case UNSATISFIABLE -> new Equivalence.Same();
                case SATISFIABLE -> new Equivalence.Different();
                case UNKNOWN -> new Equivalence.Undecided(lastReason);
            };
        } catch (Z3Exception e) {
            if (signal.isCancelled()) {
                throw cancelled(first + " against " + second);
            }
            throw new SolverException("Z3 failed comparing " + first + " with " + second + ": " + e.getMessage(), e);
        }
    }

    /** Whether the cone's policies and {@code formulas} can hold together, asserted in a scope of their own. */
    private Status solveWith(Solver solver, BoolExpr... formulas) {
        solver.push();
        try {
            solver.add(formulas);
            return solveUnder(context, solver);
        } finally {
            solver.pop();
        }
    }

    private static Set<String> variables(Claim claim) {
        Set<String> variables = new HashSet<>(PolicyGraph.variables(claim.conclusion()));
        claim.premise().ifPresent(premise -> variables.addAll(PolicyGraph.variables(premise)));
        return variables;
    }

    /** The policies a claim over {@code variables} depends on: its cone when the model is consistent, otherwise all. */
    private BitSet cone(Set<String> variables) {
        if (witness != null) {
            return graph.cone(variables);
        }
        BitSet all = new BitSet();
        all.set(0, policies.size());
        return all;
    }

    /** The deciding solver of a cone: its policies asserted as they are. */
    private Solver decider(BitSet cone) {
        Solver solver = deciders.get(cone);
        if (solver == null) {
            solver = context.mkSimpleSolver();
            solver.setParameters(params);
            for (int policy = cone.nextSetBit(0); policy >= 0; policy = cone.nextSetBit(policy + 1)) {
                solver.add(formulas[policy]);
            }
            deciders.put(cone, solver);
        }
        return solver;
    }

    private BoolExpr premise(Claim claim) {
        return claim.premise().map(encoding::formula).orElse(context.mkTrue());
    }

    /**
     * One solver call, guarded by the watchdog; when it is undecided, {@link #lastReason} says why. Once the
     * run is cancelled no call starts: the rest of the claim's work comes back undecided at once.
     */
    private Status solveUnder(Context in, Solver solver, BoolExpr... assumptions) {
        if (signal.isCancelled()) {
            lastReason = "cancelled";
            return Status.UNKNOWN;
        }
        long start = System.nanoTime();
        Status status = watchdog.guard(in, () -> solver.check(assumptions));
        if (status == Status.UNKNOWN) {
            lastReason = reason(solver.getReasonUnknown(), TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
        }
        return status;
    }

    /**
     * The policies a claim was decided over, and how many of them, nearest first, a search for its core starts with:
     * none for a whole cone (doubling from one policy keeps the search small in a big cone), a few for a region, which
     * the definitions peeled off keep small (one check instead of several).
     */
    private record Cone(BitSet policies, int firstCoreSize) {
    }

    /**
     * A minimal set of policies (ascending) that with {@code claimFormulas} is unsatisfiable, which the
     * deciding solver has shown the cone to be; null when the solver cannot find one within its limits.
     * A scratch solver holds {@code claimFormulas} and the policies nearest the claim, each guarded by its
     * tracking literal, doubling them until they are unsatisfiable (usually after a handful); its unsat core
     * is then shrunk by deletion: each policy is dropped in turn and kept out if the rest is still
     * unsatisfiable. A policy whose removal the solver cannot decide stays in, so the set is always a
     * correct justification.
     */
    private List<Integer> minimalCore(Set<String> variables, Cone cone, BoolExpr... claimFormulas) {
        List<Integer> nearest = graph.nearestFirst(variables, cone.policies());
        Solver scratch = context.mkSimpleSolver();
        try {
            scratch.setParameters(params);
            scratch.add(claimFormulas);
            int asserted = 0;
            for (int size = Math.min(cone.firstCoreSize(), nearest.size());; size = Math.min(nearest.size(), Math.max(1, 2 * size))) {
                for (; asserted < size; asserted++) {
                    int policy = nearest.get(asserted);
                    scratch.add(context.mkImplies(guards[policy], formulas[policy]));
                }
                Status status = solveUnder(context, scratch, nearest.subList(0, size).stream().map(i -> guards[i]).toArray(BoolExpr[]::new));
                if (status == Status.UNSATISFIABLE) {
                    return shrink(scratch, core(scratch));
                }
                if (size == nearest.size()) {
                    if (status == Status.SATISFIABLE) {
                        lastReason = "the solver gave up: it found the claim unsatisfiable but could not say which policies make it so";
                    }
                    return null;
                }
            }
        } finally {
            // Z3 frees a solver only once Java collects it, which a large heap may put off for thousands of claims:
            // its assertions and what it learnt go now
            scratch.reset();
        }
    }

    private List<Integer> shrink(Solver scratch, List<Integer> core) {
        List<Integer> kept = new ArrayList<>(core);
        for (int candidate : core) {
            if (!kept.contains(candidate)) {
                continue;
            }
            BoolExpr[] rest = kept.stream().filter(i -> i != candidate).map(i -> guards[i]).toArray(BoolExpr[]::new);
            if (solveUnder(context, scratch, rest) == Status.UNSATISFIABLE) {
                kept.retainAll(core(scratch));
            }
        }
        return kept;
    }

    /** The policies (by index, ascending) in the core of the last unsatisfiable check. */
    private List<Integer> core(Solver solver) {
        return Arrays.stream(solver.getUnsatCore()).map(policyOfGuard::get).filter(i -> i != null).sorted().toList();
    }

    /** Values from the solver's model for the cone's and the claim's variables, from the model found at load for the rest. */
    private Scenario scenario(Z3Encoding own, Model model, Set<String> claimVariables, BitSet cone) {
        Set<String> decided = graph.variables(cone);
        decided.addAll(claimVariables);
        Map<String, Expr<?>> values = new LinkedHashMap<>();
        own.types().keySet().forEach(name -> values.put(name,
                witness == null || decided.contains(name) ? model.eval(own.variable(name), true) : witness.get(name)));
        return Z3Scenarios.read(values);
    }

    /**
     * A scenario of the whole model from a model of the {@code region} a claim was decided over: the model's values for
     * the region's and the claim's variables, the witness's for the rest, then the definitions not {@code kept} set to
     * their values. Empty when a value is irrational or a definition divides by zero.
     */
    private Optional<Scenario> extendedScenario(Z3Encoding own, Model model, BitSet region, BitSet kept, Set<String> claimVariables) {
        Map<String, Value> values = new HashMap<>(exactWitness);
        Set<String> decided = graph.variables(region);
        decided.addAll(claimVariables);
        for (String name : decided) {
            Optional<Value> value = Z3Scenarios.exact(model.eval(own.variable(name), true));
            if (value.isEmpty()) {
                return Optional.empty();
            }
            values.put(name, value.get());
        }
        if (!definitions.extend(values, kept)) {
            return Optional.empty();
        }
        Map<String, String> texts = new LinkedHashMap<>();
        own.types().keySet().forEach(name -> texts.put(name, ExactValues.text(values.get(name), own.type(name) == BuiltinType.STRING)));
        return Optional.of(new Scenario(texts, List.of()));
    }

    private ClaimResult proved(Finding finding, Claim claim, List<Integer> core, String relation) {
        if (core == null) {
            return tooComplex(claim);
        }
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
