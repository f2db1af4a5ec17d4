package org.esl.runtime.lint.logic;

import static org.esl.runtime.model.ComparisonOperator.EQUAL;
import static org.esl.runtime.model.ComparisonOperator.GREATER_OR_EQUAL;
import static org.esl.runtime.model.ComparisonOperator.LESS_OR_EQUAL;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.esl.runtime.SourceRange;
import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.EnumType;
import org.esl.runtime.model.Options;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.policy.EnumDeclaration;
import org.esl.runtime.model.policy.EnumDeclaration.EnumValue;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.policy.PolicyExpression.Comparison;
import org.esl.runtime.model.policy.PolicyExpression.EnumConstant;
import org.esl.runtime.model.policy.PolicyExpression.NumberConstant;
import org.esl.runtime.model.policy.PolicyExpression.VariableRef;
import org.esl.runtime.model.policy.PolicyVariable;
import org.esl.runtime.model.value.Rational;

/**
 * The full rule-and-policy lint (ESL010..ESL012) on a generated policy model the size Logical Reasoning
 * Guardrails reports for a 274-page document: 600 enum types, 2,000 variables (600 of an enum type, 1,400
 * Real) and 1,500 policies, in 600 groups that share no variable (a fee schedule per product). Prints the
 * cold run (Z3 loaded, everything encoded and decided), the re-check after a one-line edit in the same
 * check (only the edited group re-decided), and a re-check from scratch in a fresh check in the same JVM.
 * Run from the repository root:
 *
 * <pre>
 * mvn -q -B -o -pl runtime test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -cp runtime/target/classes:runtime/target/test-classes:$(cat runtime/target/cp.txt) org.esl.runtime.lint.logic.SemanticLintBenchmark
 * </pre>
 */
public final class SemanticLintBenchmark {

    private static final int GROUPS = 600;
    private static final String FILE = "generated.esl";

    private SemanticLintBenchmark() {
    }

    public static void main(String[] args) {
        LintOptions options = LintOptions.of(Options.DEFAULTS);
        Spec original = spec(0);
        Spec edited = spec(1);
        System.out.printf("model: %d enum types, %d variables, %d policies%n", original.enumTypes().size(),
                original.policyVariables().size(), original.policies().size());
        try (RuleAndPolicyCheck living = new RuleAndPolicyCheck()) {
            long start = System.nanoTime();
            List<Diagnostic> cold = living.check(original, options);
            long coldNanos = System.nanoTime() - start;
            start = System.nanoTime();
            List<Diagnostic> afterEdit = living.check(edited, options);
            long editNanos = System.nanoTime() - start;
            long scratchNanos;
            List<Diagnostic> scratch;
            try (RuleAndPolicyCheck fresh = new RuleAndPolicyCheck()) {
                start = System.nanoTime();
                scratch = fresh.check(edited, options);
                scratchNanos = System.nanoTime() - start;
            }
            if (!afterEdit.equals(scratch)) {
                throw new IllegalStateException("the re-check and the check from scratch disagree");
            }
            System.out.printf("diagnostics: %d cold, %d after the edit%n", cold.size(), afterEdit.size());
            afterEdit.stream().limit(3).forEach(d -> System.out.println("  " + d.code() + " " + d.message()));
            System.out.printf("cold (Z3 load, encode, decide all): %.3f s%n", coldNanos / 1e9);
            System.out.printf("re-check after a one-line edit:     %.3f s%n", editNanos / 1e9);
            System.out.printf("re-check from scratch (warm JVM):   %.3f s%n", scratchNanos / 1e9);
            System.out.printf("from scratch / incremental:         %.1f%n", (double) scratchNanos / editNanos);
        }
    }

    /**
     * Per group g: an enum {@code Tier_g} (4 values), {@code tier_g}, two or three Real fees, and two or
     * three policies (1,200 + 200 + 100 = 1,500). {@code edit} changes one constant in one line of group 300 (a one-line edit).
     */
    static Spec spec(int edit) {
        List<EnumDeclaration> enums = new ArrayList<>();
        List<PolicyVariable> variables = new ArrayList<>();
        List<Policy> policies = new ArrayList<>();
        int line = 1;
        for (int g = 0; g < GROUPS; g++) {
            EnumDeclaration tier = new EnumDeclaration("Tier" + g, "tiers of product " + g,
                    List.of(value("BASIC" + g), value("PLUS" + g), value("PRO" + g), value("MAX" + g)), at(line++));
            enums.add(tier);
            EnumType type = tier.type();
            VariableRef tierVar = variable(variables, "tier" + g, type, line++);
            VariableRef fee = variable(variables, "fee" + g, BuiltinType.REAL, line++);
            VariableRef cap = variable(variables, "cap" + g, BuiltinType.REAL, line++);
            int base = 10 + g % 50 + (g == 300 ? edit : 0);
            policies.add(new Policy("basic_fee" + g, "", new PolicyExpression.Implies(is(tierVar, type, "BASIC" + g),
                    compare(fee, EQUAL, number(base))), at(line++)));
            policies.add(new Policy("fee_capped" + g, "", new PolicyExpression.And(List.of(compare(fee, GREATER_OR_EQUAL, number(0)),
                    compare(fee, LESS_OR_EQUAL, cap))), at(line++)));
            if (g % 2 == 0 && g < 400) {
                policies.add(new Policy("pro_cap" + g, "", new PolicyExpression.Implies(is(tierVar, type, "PRO" + g),
                        compare(cap, GREATER_OR_EQUAL, number(100 + g))), at(line++)));
            }
            if (g < 200) {
                VariableRef discount = variable(variables, "discount" + g, BuiltinType.REAL, line++);
                if (g % 2 == 1) {
                    policies.add(new Policy("discount_bound" + g, "", new PolicyExpression.Implies(is(tierVar, type, "MAX" + g),
                            compare(discount, LESS_OR_EQUAL, fee)), at(line++)));
                }
            }
        }
        return new Spec("generated", "", FILE, Options.DEFAULTS, List.of(), List.<Path>of(), List.of(), List.of(), List.of(),
                List.of(), List.of(), List.of(), List.of(), List.of(), enums, variables, policies, List.of());
    }

    private static EnumValue value(String name) {
        return new EnumValue(name, "", SourceRange.at(FILE, 1, 1));
    }

    private static VariableRef variable(List<PolicyVariable> into, String name, org.esl.runtime.model.Type type, int line) {
        PolicyVariable variable = new PolicyVariable(name, type, "the " + name, at(line));
        into.add(variable);
        return variable.reference();
    }

    private static PolicyExpression is(VariableRef variable, EnumType type, String value) {
        return compare(variable, EQUAL, new EnumConstant(type, value));
    }

    private static Comparison compare(PolicyExpression left, ComparisonOperator operator, PolicyExpression right) {
        return new Comparison(operator, left, right);
    }

    private static NumberConstant number(long value) {
        return new NumberConstant(Rational.of(value));
    }

    private static SourceRange at(int line) {
        return new SourceRange(FILE, line, 8, line, 12);
    }

}
