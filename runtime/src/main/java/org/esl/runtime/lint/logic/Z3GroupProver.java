package org.esl.runtime.lint.logic;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.IntPredicate;
import java.util.function.Supplier;

import org.esl.runtime.lint.logic.Z3LogicSolver.Encoded;
import org.esl.runtime.policy.SolverException;
import org.esl.runtime.policy.Watchdog;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Expr;
import com.microsoft.z3.Params;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import com.microsoft.z3.Z3Exception;

/**
 * A group in a Z3 solver of its own: every member is asserted once behind its own tracking literals
 * ({@code holds_i => formula_i}, and likewise its negation and its premise), and every check is a check under
 * assumptions, so the solver keeps what it learnt from check to check. Z3's own timeout bounds each check; the
 * {@link Watchdog} interrupts one that overruns it, or that runs when the run is cancelled. A second solver with the
 * same assertions answers the questions asked in scopes ({@link #openScope}), where members hold without assumptions.
 */
final class Z3GroupProver implements GroupProver {

    private final Solver solver;
    /** The second solver, for {@link #openScope} and {@link #ask}: its scopes would get in the way of {@link #check}'s cores. */
    private final Solver scoped;
    private final Watchdog watchdog;
    private final int timeoutMillis;
    private final BooleanSupplier cancelled;
    private final String label;
    private final BoolExpr[] holds;
    private final BoolExpr[] fails;
    private final BoolExpr[] applies;
    private final Optional<Neighbourhood> neighbourhood;
    private final List<Encoded> members;
    private final Object encoding;


    /**
     * @param label how a message names the group: its first member
     * @param encoding what the members' formulas depend on besides their meanings ({@link #encoding()})
     * @param terms what pinning a member's variable fixes ({@link Neighbourhood})
     * @throws Z3Exception when Z3 rejects a formula
     */
    Z3GroupProver(Context context, List<BoolExpr> axioms, List<Encoded> members, int timeoutMillis, BooleanSupplier cancelled,
            String label, Object encoding, Function<String, List<Expr<?>>> terms) {
        this.members = List.copyOf(members);
        this.encoding = encoding;
        this.timeoutMillis = timeoutMillis;
        this.cancelled = cancelled;
        this.label = label;
        this.watchdog = new Watchdog(context, timeoutMillis, cancelled);
        int n = members.size();
        holds = new BoolExpr[n];
        fails = new BoolExpr[n];
        applies = new BoolExpr[n];
        for (int i = 0; i < n; i++) {
            holds[i] = context.mkBoolConst("esl!holds!" + i);
            fails[i] = context.mkBoolConst("esl!fails!" + i);
            if (members.get(i).applies().isPresent()) {
                applies[i] = context.mkBoolConst("esl!applies!" + i);
            }
        }
        // a satisfiable check's model is kept as its witness, to answer the question again after an edit (KnownAnswers)
        this.solver = solver(context, axioms, members);
        this.scoped = solver(context, axioms, members);
        this.neighbourhood = Neighbourhood.of(context, solver(context, axioms, List.of()), watchdog, holds, members, terms, encoding);
    }

    /** A solver with the axioms and every member behind its tracking literals. */
    private Solver solver(Context context, List<BoolExpr> axioms, List<Encoded> members) {
        Solver fresh = context.mkSimpleSolver();
        Params params = context.mkParams();
        params.add("timeout", timeoutMillis);
        params.add("model", true);
        // a member whose literal a check does not assume stays off (false first), rather than being switched on by the
        // phase a former check left, which would make every check decide the whole group's formulas
        params.add("phase_selection", 0);
        fresh.setParameters(params);
        axioms.forEach(fresh::add);
        for (int i = 0; i < members.size(); i++) {
            Encoded member = members.get(i);
            fresh.add(context.mkImplies(holds[i], member.holds()), context.mkImplies(fails[i], member.fails()));
            if (applies[i] != null) {
                fresh.add(context.mkImplies(applies[i], member.applies().get()));
            }
        }
        return fresh;
    }

    @Override
    public boolean hasPremise(int member) {
        return applies[member] != null;
    }

    @Override
    public Object encoding() {
        return encoding;
    }

    @Override
    public boolean trueIn(Witness witness, Assumption literal) throws SolverException {
        if (!(witness instanceof Z3Reading reading) || !reading.encoding().equals(encoding)) {
            return false;
        }
        Encoded member = members.get(literal.member());
        BoolExpr formula = switch (literal.literal()) {
            case HOLDS -> member.holds();
            case FAILS -> member.fails();
            case APPLIES -> member.applies().orElseThrow();
        };
        try {
            return reading.holds(formula);
        } catch (Z3Exception e) {
            throw failure(e);
        }
    }

    @Override
    public Outcome check(List<Assumption> assumptions) throws SolverException {
        BoolExpr[] literals = assumptions.stream().map(this::literal).toArray(BoolExpr[]::new);
        return outcome(solver, literals, () -> core(solver, assumptions, literals));
    }

    @Override
    public Optional<Outcome> near(Assumption question, IntPredicate holding) throws SolverException {
        try {
            return neighbourhood.isEmpty() ? Optional.empty() : neighbourhood.get().ask(literal(question), question, holding);
        } catch (Z3Exception e) {
            throw failure(e);
        }
    }

    @Override
    public void startNearFrom(Witness whole) {
        if (whole instanceof Z3Reading reading && reading.changedBy().isEmpty() && reading.encoding().equals(encoding)) {
            neighbourhood.ifPresent(near -> near.startFrom(reading.model()));
        }
    }

    @Override
    public void openScope(List<Integer> members) throws SolverException {
        try {
            scoped.push();
            for (int member : members) {
                scoped.add(holds[member]);
            }
        } catch (Z3Exception e) {
            throw failure(e);
        }
    }

    @Override
    public void closeScope() throws SolverException {
        try {
            scoped.pop();
        } catch (Z3Exception e) {
            throw failure(e);
        }
    }

    @Override
    public Outcome ask(List<Assumption> questions) throws SolverException {
        BoolExpr[] literals = questions.stream().map(this::literal).toArray(BoolExpr[]::new);
        return outcome(scoped, literals, () -> core(scoped, questions, literals));
    }

    private Outcome outcome(Solver asked, BoolExpr[] literals, Supplier<Set<Assumption>> core) throws SolverException {
        long start = System.nanoTime();
        try {
            Status status = watchdog.guard(() -> asked.check(literals));
            if (status == Status.SATISFIABLE) {
                return new Outcome.Satisfiable(witness(asked));
            }
            if (status == Status.UNSATISFIABLE) {
                return new Outcome.Unsatisfiable(core.get());
            }
            return new Outcome.Undecided(reason(asked, TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)));
        } catch (Z3Exception e) {
            throw failure(e);
        }
    }

    /**
     * The model of a satisfiable check as its witness, or none when Z3 has none to give (a check interrupted by the
     * budget as it ended, a quantified group's incomplete model): the answer stands, it is only not kept.
     */
    private Optional<Witness> witness(Solver asked) {
        try {
            return Optional.of(new Z3Reading(asked.getModel(), Optional.empty(), List.of(), encoding));
        } catch (Z3Exception e) {
            return Optional.empty();
        }
    }

    private SolverException failure(Z3Exception e) {
        return new SolverException("Z3 failed on " + label + " and the members that share its names: " + e.getMessage(), e);
    }

    /** The assumptions whose literals are in the unsat core of the last check (hashing a literal is a call into Z3: only here). */
    private static Set<Assumption> core(Solver asked, List<Assumption> assumptions, BoolExpr[] literals) {
        Map<BoolExpr, Assumption> assumed = new HashMap<>();
        for (int i = 0; i < literals.length; i++) {
            assumed.put(literals[i], assumptions.get(i));
        }
        Set<Assumption> core = new HashSet<>();
        for (BoolExpr literal : asked.getUnsatCore()) {
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

    private String reason(Solver asked, long elapsedMillis) {
        String z3 = asked.getReasonUnknown();
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
        scoped.reset();
        neighbourhood.ifPresent(Neighbourhood::close);
    }
}
