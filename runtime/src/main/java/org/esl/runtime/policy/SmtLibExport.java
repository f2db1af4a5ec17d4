package org.esl.runtime.policy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.model.policy.Policy;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;

/**
 * The policy model, and claims against it, as SMT-LIB 2 scripts that a solver decides on its own ({@code z3 FILE}),
 * encoded as the policy solver encodes them ({@link Z3Encoding}). A claim's script asks two questions, each in its
 * own scope, and the two answers give the finding as docs/test.md defines it: can the claim fail (premise and not
 * conclusion)? can it hold (premise and conclusion)? {@code unsat sat} is valid, {@code sat unsat} invalid,
 * {@code sat sat} satisfiable, {@code unsat unsat} impossible; {@code unknown} is too_complex.
 */
public final class SmtLibExport implements AutoCloseable {

    private final Context context;
    private final Z3Encoding encoding;
    /** The declarations and the policies' assertions, as Z3 prints a solver that holds them. */
    private final String declarationsAndPolicies;

    private SmtLibExport(Context context, PolicyModel model) {
        this.context = context;
        this.encoding = new Z3Encoding(context, model.variables());
        Solver solver = context.mkSolver();
        Set<String> mentioned = new HashSet<>();
        for (Policy policy : model.policies()) {
            solver.add(encoding.formula(policy.formula()));
            mentioned.addAll(PolicyGraph.variables(policy.formula()));
        }
        // Z3 declares only what the assertions mention; a claim may read a variable no policy does
        encoding.variables().forEach((name, variable) -> {
            if (!mentioned.contains(name)) {
                solver.add(context.mkEq(variable, variable));
            }
        });
        declarationsAndPolicies = solver.toString();
    }

    /**
     * Encodes {@code model}.
     *
     * @throws IllegalArgumentException when the model is ill-typed or mentions undeclared variables
     */
    public static SmtLibExport of(PolicyModel model) throws SolverException {
        return Z3Contexts.build(context -> new SmtLibExport(context, model));
    }

    /** The model alone: {@code sat} when the policies are consistent. */
    public String model(String title) {
        return comments(List.of(title, "z3 answers sat when the policies allow some scenario, unsat when they contradict each other"))
                + declarationsAndPolicies + "(check-sat)\n";
    }

    /** The model and the two questions of {@code claim}; {@code expected} goes into the header, for a reader. */
    public String claim(String title, Claim claim, Finding expected) {
        BoolExpr premise = claim.premise().map(encoding::formula).orElse(context.mkTrue());
        BoolExpr conclusion = encoding.formula(claim.conclusion());
        return comments(List.of(title, claim.toString(), "expected: " + expected.eslName(),
                "z3 answers twice: can the claim fail? can it hold? unsat sat: valid; sat unsat: invalid;",
                "sat sat: satisfiable; unsat unsat: impossible (the premise is excluded); unknown: too_complex"))
                + declarationsAndPolicies
                + question(premise, context.mkNot(conclusion)) + question(premise, conclusion);
    }

    /** The finding the two answers of a claim's script give, in the order the script prints them. */
    public static Finding finding(Status canFail, Status canHold) {
        if (canFail == Status.UNKNOWN || canHold == Status.UNKNOWN) {
            return Finding.TOO_COMPLEX;
        }
        if (canFail == Status.SATISFIABLE) {
            return canHold == Status.SATISFIABLE ? Finding.SATISFIABLE : Finding.INVALID;
        }
        return canHold == Status.SATISFIABLE ? Finding.VALID : Finding.IMPOSSIBLE;
    }

    private static String question(BoolExpr premise, BoolExpr conclusion) {
        return "(push 1)\n(assert " + premise + ")\n(assert " + conclusion + ")\n(check-sat)\n(pop 1)\n";
    }

    private static String comments(List<String> lines) {
        StringBuilder text = new StringBuilder();
        for (String line : lines) {
            text.append("; ").append(line.replace("\n", " ")).append('\n');
        }
        return text.toString();
    }

    @Override
    public void close() {
        context.close();
    }
}
