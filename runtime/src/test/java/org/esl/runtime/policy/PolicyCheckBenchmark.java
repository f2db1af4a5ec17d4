package org.esl.runtime.policy;

import static org.esl.runtime.model.BuiltinType.BOOL;
import static org.esl.runtime.model.BuiltinType.REAL;
import static org.esl.runtime.model.ComparisonOperator.GREATER_OR_EQUAL;
import static org.esl.runtime.policy.Expressions.and;
import static org.esl.runtime.policy.Expressions.compare;
import static org.esl.runtime.policy.Expressions.eq;
import static org.esl.runtime.policy.Expressions.iff;
import static org.esl.runtime.policy.Expressions.implies;
import static org.esl.runtime.policy.Expressions.ite;
import static org.esl.runtime.policy.Expressions.minus;
import static org.esl.runtime.policy.Expressions.not;
import static org.esl.runtime.policy.Expressions.num;
import static org.esl.runtime.policy.Expressions.times;
import static org.esl.runtime.policy.Expressions.var;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Options;
import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.policy.PolicyExpression.NumberConstant;
import org.esl.runtime.model.policy.PolicyExpression.VariableRef;
import org.esl.runtime.model.policy.PolicyVariable;
import org.esl.runtime.model.value.Rational;

/**
 * Claim checks against generated models of 1,500 policies (the park example's six policies for each of 250
 * parks; non-linear like the original) on one loaded solver, against the naive way: a fresh solver (context,
 * encoding, assertions) per claim. Two shapes: {@link Shape#CONNECTED}, where all parks share the visitor's
 * age class, the season and the budget, so every policy is in every claim's cone of influence (the worst
 * case), and {@link Shape#REGIONAL}, where each park has its own visitor and only the ten parks of a region
 * share the season. Prints the medians and p90s (wall clock and the thread's CPU time, by finding too), the same for a
 * solver that decides each claim over its whole cone of influence (the design before definitions were peeled off), and
 * the ratios. Run from the repository root:
 *
 * <pre>
 * mvn -q -B -o -pl runtime test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -cp runtime/target/classes:runtime/target/test-classes:$(cat runtime/target/cp.txt) org.esl.runtime.policy.PolicyCheckBenchmark
 * </pre>
 */
public final class PolicyCheckBenchmark {

    private static final int PARKS = 250;
    private static final int PARKS_PER_REGION = 10;
    private static final SourceRange AT = SourceRange.at("generated.esl", 1, 1);
    /** Z3 runs on the calling thread, so its CPU time counts the solver's work and not the other processes'. */
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private PolicyCheckBenchmark() {
    }

    /** Which variables the parks share. */
    private enum Shape {
        CONNECTED, REGIONAL;

        VariableRef ageClass(int park) {
            return this == CONNECTED ? Park.AGE_CLASS_VAR : var("ageClass" + park, Park.AGE_CLASS);
        }

        VariableRef lowSeason(int park) {
            return this == CONNECTED ? Park.IS_LOW_SEASON : var("isLowSeason" + park / PARKS_PER_REGION, BOOL);
        }

        VariableRef budget(int park) {
            return this == CONNECTED ? Park.BUDGET : var("budget" + park, REAL);
        }
    }

    public static void main(String[] args) throws SolverException {
        for (Shape shape : Shape.values()) {
            System.out.println("== " + shape.name().toLowerCase(java.util.Locale.ROOT));
            run(model(shape), claims(shape));
        }
    }

    private static void run(PolicyModel model, List<Claim> claims) throws SolverException {
        SolverLimits limits = SolverLimits.of(Options.DEFAULTS);

        long loadStart = System.nanoTime();
        try (PolicySolver solver = Z3PolicySolver.open(model, limits)) {
            double loadMillis = millisSince(loadStart);
            System.out.printf("model: %d policies over %d variables, loaded in %.1f ms%n", model.policies().size(),
                    model.variables().size(), loadMillis);
            Timings loaded = Timings.of(solver, claims);
            System.out.printf("claims: %d, findings %s%n", claims.size(), loaded.findings());
            loaded.print("loaded solver");
            try (PolicySolver reference = Z3PolicySolver.open(model, limits, new CancelSignal(), false)) {
                Timings wholeCone = Timings.of(reference, claims);
                wholeCone.print("loaded solver, each claim over its whole cone (the design before definitions)");
                System.out.printf("by definitions / whole cone: wall median %.2f, p90 %.2f; thread CPU median %.2f, p90 %.2f%n",
                        loaded.wall(50) / wholeCone.wall(50), loaded.wall(90) / wholeCone.wall(90),
                        loaded.cpu(50) / wholeCone.cpu(50), loaded.cpu(90) / wholeCone.cpu(90));
            }
            List<Double> fresh = new ArrayList<>();
            for (Claim claim : claims.subList(0, 40)) {
                long start = System.nanoTime();
                try (PolicySolver once = Z3PolicySolver.open(model, limits)) {
                    check(once, claim);
                }
                fresh.add(millisSince(start));
            }
            System.out.printf("fresh solver per claim:    median %.2f ms, p90 %.2f ms (first %d claims)%n", percentile(fresh, 50),
                    percentile(fresh, 90), fresh.size());
            System.out.printf("speed-up of the loaded solver (ratio of medians): %.1fx%n", percentile(fresh, 50) / loaded.wall(50));
        }
    }

    /** Each claim's wall-clock and thread CPU time on one solver, after 20 claims to warm up. */
    private record Timings(Map<Finding, Integer> findings, Map<Finding, List<Double>> byFinding, List<Double> walls, List<Double> cpus) {

        static Timings of(PolicySolver solver, List<Claim> claims) {
            claims.subList(0, 20).forEach(claim -> check(solver, claim));
            Timings timings = new Timings(new EnumMap<>(Finding.class), new EnumMap<>(Finding.class), new ArrayList<>(), new ArrayList<>());
            for (Claim claim : claims) {
                long start = System.nanoTime();
                long cpuStart = THREADS.getCurrentThreadCpuTime();
                Finding finding = check(solver, claim).finding();
                double millis = millisSince(start);
                timings.cpus().add((THREADS.getCurrentThreadCpuTime() - cpuStart) / 1e6);
                timings.findings().merge(finding, 1, Integer::sum);
                timings.byFinding().computeIfAbsent(finding, f -> new ArrayList<>()).add(millis);
                timings.walls().add(millis);
            }
            return timings;
        }

        double wall(int percent) {
            return percentile(walls, percent);
        }

        double cpu(int percent) {
            return percentile(cpus, percent);
        }

        void print(String solver) {
            System.out.printf("%s, per claim:  median %.2f ms, p90 %.2f ms; thread CPU median %.2f ms, p90 %.2f ms%n", solver, wall(50),
                    wall(90), cpu(50), cpu(90));
            byFinding.forEach((finding, times) -> System.out.printf("  %s claims: median %.2f ms, p90 %.2f ms%n", finding.eslName(),
                    percentile(times, 50), percentile(times, 90)));
        }
    }

    private static ClaimResult check(PolicySolver solver, Claim claim) {
        try {
            return solver.check(claim);
        } catch (SolverException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** Park k charges a base fee of 50 + k; otherwise its six policies are those of examples/park.esl. */
    private static PolicyModel model(Shape shape) {
        Set<PolicyVariable> variables = new LinkedHashSet<>();
        List<Policy> policies = new ArrayList<>();
        for (int k = 0; k < PARKS; k++) {
            VariableRef ageClass = shape.ageClass(k);
            VariableRef lowSeason = shape.lowSeason(k);
            VariableRef budget = shape.budget(k);
            variables.addAll(List.of(variable(ageClass), variable(lowSeason), variable(budget), variable(base(k)), variable(admission(k)),
                    variable(discount(k)), variable(fee(k)), variable(entry(k))));
            policies.add(policy("base_fee_" + k, eq(base(k), num(Integer.toString(50 + k)))));
            policies.add(policy("low_season_" + k, implies(lowSeason, eq(admission(k), times(num("0.75"), base(k))))));
            policies.add(policy("high_season_" + k, implies(not(lowSeason), eq(admission(k), base(k)))));
            policies.add(policy("age_discount_" + k, ite(eq(ageClass, Park.SENIOR), eq(discount(k), num("0.25")),
                    ite(eq(ageClass, Park.CHILD), eq(discount(k), num("0.5")), eq(discount(k), num("0"))))));
            policies.add(policy("final_fee_" + k, eq(fee(k), times(admission(k), minus(num("1"), discount(k))))));
            policies.add(policy("entry_" + k, iff(entry(k), compare(budget, GREATER_OR_EQUAL, fee(k)))));
        }
        return new PolicyModel(List.copyOf(variables), policies);
    }

    /** The park example's four kinds of claims on parks spread over the model: valid, invalid, satisfiable, impossible. */
    private static List<Claim> claims(Shape shape) {
        List<Claim> claims = new ArrayList<>();
        for (int n = 0; n < 50; n++) {
            int k = (n * 37) % PARKS;
            VariableRef ageClass = shape.ageClass(k);
            VariableRef lowSeason = shape.lowSeason(k);
            VariableRef budget = shape.budget(k);
            PolicyExpression seniorLowSeason = and(eq(ageClass, Park.SENIOR), lowSeason);
            Rational seniorFee = Rational.of(50 + k).multiply(Rational.of(9, 16));
            claims.add(Claim.of(seniorLowSeason, eq(fee(k), new NumberConstant(seniorFee))));
            claims.add(Claim.of(and(seniorLowSeason, eq(budget, new NumberConstant(seniorFee))), not(entry(k))));
            claims.add(Claim.of(and(eq(ageClass, Park.ADULT), eq(budget, num(Integer.toString(45 + k)))), entry(k)));
            claims.add(Claim.of(and(lowSeason, eq(admission(k), base(k))), entry(k)));
        }
        return claims;
    }

    private static VariableRef base(int park) {
        return var("baseFee" + park, REAL);
    }

    private static VariableRef admission(int park) {
        return var("admissionFee" + park, REAL);
    }

    private static VariableRef discount(int park) {
        return var("discount" + park, REAL);
    }

    private static VariableRef fee(int park) {
        return var("finalFee" + park, REAL);
    }

    private static VariableRef entry(int park) {
        return var("isEntryAllowed" + park, BOOL);
    }

    private static PolicyVariable variable(VariableRef reference) {
        return new PolicyVariable(reference.name(), reference.type(), "generated", AT);
    }

    private static Policy policy(String name, PolicyExpression formula) {
        return new Policy(name, "", formula, AT);
    }

    private static double millisSince(long start) {
        return (System.nanoTime() - start) / 1e6;
    }

    private static double percentile(List<Double> values, int percent) {
        List<Double> sorted = values.stream().sorted().toList();
        return sorted.get(Math.min(sorted.size() - 1, sorted.size() * percent / 100));
    }
}
