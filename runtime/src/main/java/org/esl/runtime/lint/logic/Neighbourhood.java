package org.esl.runtime.lint.logic;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntPredicate;

import org.esl.runtime.lint.logic.GroupProver.Assumption;
import org.esl.runtime.lint.logic.GroupProver.Literal;
import org.esl.runtime.lint.logic.GroupProver.Outcome;
import org.esl.runtime.lint.logic.GroupProver.Witness;
import org.esl.runtime.policy.Watchdog;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Expr;
import com.microsoft.z3.Model;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;
import com.microsoft.z3.Z3Exception;

/**
 * A question about a group answered on a small part of the group. A model of the whole group (the witness of its
 * consistency, or one found here) is a reading in which every member holds. To ask whether a question's literal can
 * hold while some members hold, a few variables are set free and every other variable the members that mention a free
 * one use is pinned to its value in that reading: a member that mentions no free variable then holds as it does in the
 * reading, so only the members that mention a free variable are asked. Satisfiable there is satisfiable in the whole
 * group (the reading, changed on the free variables only, is a witness, and is kept as one: {@link Z3Reading});
 * unsatisfiable with no pin in the unsat core is unsatisfiable in the whole group (some of its members already rule the
 * question out). A pin in the core sets its variable free and the question is asked again with it and every pinned
 * variable no more widely shared set free, a few times, then left to the whole group. The first free variables are
 * those of the question's member that the fewest members mention, so a policy's own amount is changed before the tier
 * every policy reads.
 *
 * <p>A variable is a policy variable, or in a grounded group of rules and facts a predicate (pinning it pins each of
 * its ground atoms over the group's universe) or {@link DomainEncoding#OBJECTS}, the objects' equalities, which every
 * such member reads: a reading changed on some predicates' atoms is still a reading only if the objects those atoms are
 * about stay equal or distinct as they were.
 *
 * <p>Each such check costs what the few members asked cost, where a check of the whole group costs what the whole group
 * costs (a satisfiable answer assigns every member's atoms), which made the lint of a group of n members cost n².
 */
final class Neighbourhood {

    /** How many times a question is asked again with more variables free before it is left to the whole group. */
    private static final int ROUNDS = 6;
    private static final String PIN = "esl!pin!";
    private static final String HOLDS = "esl!holds!";

    private final Context context;
    /** Its own solver with the axioms only: each question asserts its few members in a scope of its own. */
    private final Solver solver;
    private final Watchdog watchdog;
    private final BoolExpr[] holds;
    private final List<Z3LogicSolver.Encoded> members;
    private final List<Set<String>> variables;
    /** What pinning a variable fixes: a policy variable; a predicate's ground atoms; the objects' equalities. */
    private final Function<String, List<Expr<?>>> terms;
    /** The group's {@link GroupProver#encoding}, which its witnesses carry. */
    private final Object encoding;
    private final Map<String, List<Integer>> users = new HashMap<>();
    private final Map<String, BoolExpr> pinnings = new HashMap<>();
    private Optional<Model> reading;

    private Neighbourhood(Context context, Solver solver, Watchdog watchdog, BoolExpr[] holds, List<Z3LogicSolver.Encoded> members,
            Function<String, List<Expr<?>>> terms, Object encoding) {
        this.context = context;
        this.encoding = encoding;
        this.terms = terms;
        this.solver = solver;
        this.watchdog = watchdog;
        this.holds = holds;
        this.members = members;
        this.variables = members.stream().map(member -> member.variables().get()).toList();
        for (int i = 0; i < variables.size(); i++) {
            for (String name : variables.get(i)) {
                users.computeIfAbsent(name, key -> new ArrayList<>()).add(i);
            }
        }
    }

    /**
     * The neighbourhoods of a group ({@code holds}: its members' tracking literals, {@code solver}: a solver with the
     * axioms only, set up like the group's; {@code terms}: what pinning each variable fixes), or empty when a member's
     * variables are not known (rules with functions or numbers, quantified rules: their atoms are not variables to pin).
     */
    static Optional<Neighbourhood> of(Context context, Solver solver, Watchdog watchdog, BoolExpr[] holds,
            List<Z3LogicSolver.Encoded> members, Function<String, List<Expr<?>>> terms, Object encoding) {
        if (members.stream().anyMatch(member -> member.variables().isEmpty())) {
            return Optional.empty();
        }
        return Optional.of(new Neighbourhood(context, solver, watchdog, holds, members, terms, encoding));
    }

    /**
     * Whether {@code literal}, a literal of {@code member}, can hold while the members {@code holding} accepts hold:
     * satisfiable, or unsatisfiable with the members behind it (not a minimal set), or empty when the neighbourhood did
     * not tell (the question is then the whole group's).
     */
    Optional<Outcome> ask(BoolExpr literal, Assumption question, IntPredicate holding) {
        Optional<Model> model = reading();
        if (model.isEmpty()) {
            return Optional.empty();
        }
        Set<String> free = rarest(variables.get(question.member()));
        for (int round = 0; round < ROUNDS; round++) {
            Set<Integer> near = new LinkedHashSet<>();
            free.forEach(name -> users.get(name).stream().filter(holding::test).forEach(near::add));
            Set<String> pinned = new LinkedHashSet<>(variables.get(question.member()));
            near.forEach(j -> pinned.addAll(variables.get(j)));
            pinned.removeAll(free);
            Optional<Set<String>> blocking;
            Set<Assumption> core = new HashSet<>(Set.of(question));
            solver.push();
            try {
                List<BoolExpr> literals = new ArrayList<>();
                literals.add(literal);
                solver.add(context.mkImplies(literal, formula(question)));
                for (int j : near) {
                    literals.add(holds[j]);
                    solver.add(context.mkImplies(holds[j], members.get(j).holds()));
                }
                for (String name : pinned) {
                    BoolExpr pin = context.mkBoolConst(PIN + name);
                    literals.add(pin);
                    solver.add(context.mkImplies(pin, pinning(name, model.get())));
                }
                Status status = watchdog.guard(() -> solver.check(literals.toArray(BoolExpr[]::new)));
                if (status == Status.SATISFIABLE) {
                    return Optional.of(new Outcome.Satisfiable(witness(model.get(), free)));
                }
                if (status != Status.UNSATISFIABLE) {
                    return Optional.empty();
                }
                blocking = Optional.of(blocking(core));
            } finally {
                solver.pop();
            }
            if (blocking.get().isEmpty()) {
                return Optional.of(new Outcome.Unsatisfiable(core));
            }
            // every pinned variable as rare as one that blocked goes free with it: one round per level of sharing, not per pin
            int widest = blocking.get().stream().mapToInt(name -> users.get(name).size()).max().getAsInt();
            pinned.stream().filter(name -> users.get(name).size() <= widest).forEach(free::add);
        }
        return Optional.empty();
    }

    /**
     * The witness of the last check, satisfiable: the reading changed on the free variables to their values in the
     * check's model. None when the objects' equalities were set free: the reading's values of the other predicates'
     * atoms may then not fit the model's objects.
     */
    private Optional<Witness> witness(Model reading, Set<String> free) {
        if (free.contains(DomainEncoding.OBJECTS)) {
            return Optional.empty();
        }
        List<Expr<?>> changed = new ArrayList<>();
        free.forEach(name -> changed.addAll(terms.apply(name)));
        try {
            return Optional.of(new Z3Reading(reading, Optional.of(solver.getModel()), changed, encoding));
        } catch (Z3Exception e) {
            // no model to give (a check interrupted as it ended): the answer stands, it is only not kept
            return Optional.empty();
        }
    }

    /** The pinned variables in the last check's unsat core; the members in it go into {@code core}. */
    private Set<String> blocking(Set<Assumption> core) {
        Set<String> blocking = new HashSet<>();
        for (BoolExpr reason : solver.getUnsatCore()) {
            String name = reason.getFuncDecl().getName().toString();
            if (name.startsWith(PIN)) {
                blocking.add(name.substring(PIN.length()));
            } else if (name.startsWith(HOLDS)) {
                core.add(new Assumption(Literal.HOLDS, Integer.parseInt(name.substring(HOLDS.length()))));
            }
        }
        return blocking;
    }

    private BoolExpr formula(Assumption question) {
        Z3LogicSolver.Encoded member = members.get(question.member());
        return switch (question.literal()) {
            case HOLDS -> member.holds();
            case FAILS -> member.fails();
            case APPLIES -> member.applies().orElseThrow();
        };
    }

    /** The names among {@code names} that the fewest members mention. */
    private Set<String> rarest(Set<String> names) {
        int fewest = names.stream().mapToInt(name -> users.get(name).size()).min().orElse(0);
        Set<String> rarest = new HashSet<>();
        names.stream().filter(name -> users.get(name).size() == fewest).forEach(rarest::add);
        return rarest;
    }

    /** That variable {@code name} has its value in the reading (each of its terms has). */
    private BoolExpr pinning(String name, Model model) {
        return pinnings.computeIfAbsent(name, key -> context.mkAnd(terms.apply(key).stream()
                .map(term -> context.mkEq(term, model.eval(term, true))).toArray(BoolExpr[]::new)));
    }

    /** {@code model}, a model of the whole group found elsewhere, is the reading, unless there is one already. */
    void startFrom(Model model) {
        if (reading == null) {
            reading = Optional.of(model);
        }
    }

    /** A model of the whole group, or empty when there is none in time (an inconsistent group is not asked in parts). */
    private Optional<Model> reading() {
        if (reading == null) {
            solver.push();
            try {
                members.forEach(member -> solver.add(member.holds()));
                Status status = watchdog.guard(solver::check);
                reading = status == Status.SATISFIABLE ? Optional.of(solver.getModel()) : Optional.empty();
            } finally {
                solver.pop();
            }
        }
        return reading;
    }

    void close() {
        solver.reset();
    }
}
