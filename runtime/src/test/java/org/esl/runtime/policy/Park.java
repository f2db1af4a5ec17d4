package org.esl.runtime.policy;

import static org.esl.runtime.model.BuiltinType.BOOL;
import static org.esl.runtime.model.BuiltinType.REAL;
import static org.esl.runtime.model.ComparisonOperator.GREATER_OR_EQUAL;
import static org.esl.runtime.policy.Expressions.compare;
import static org.esl.runtime.policy.Expressions.eq;
import static org.esl.runtime.policy.Expressions.iff;
import static org.esl.runtime.policy.Expressions.implies;
import static org.esl.runtime.policy.Expressions.ite;
import static org.esl.runtime.policy.Expressions.literal;
import static org.esl.runtime.policy.Expressions.minus;
import static org.esl.runtime.policy.Expressions.not;
import static org.esl.runtime.policy.Expressions.num;
import static org.esl.runtime.policy.Expressions.times;
import static org.esl.runtime.policy.Expressions.var;

import java.util.List;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.EnumType;
import org.esl.runtime.model.Type;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.policy.PolicyExpression.EnumConstant;
import org.esl.runtime.model.policy.PolicyExpression.VariableRef;
import org.esl.runtime.model.policy.PolicyVariable;

/** The policy model of examples/park.esl, built by hand line by line (the compiler is written elsewhere). */
final class Park {

    static final String FILE = "examples/park.esl";
    static final EnumType AGE_CLASS = new EnumType("AgeClass", List.of("CHILD", "ADULT", "SENIOR"));
    static final EnumConstant CHILD = literal(AGE_CLASS, "CHILD");
    static final EnumConstant ADULT = literal(AGE_CLASS, "ADULT");
    static final EnumConstant SENIOR = literal(AGE_CLASS, "SENIOR");

    static final VariableRef AGE_CLASS_VAR = var("ageClass", AGE_CLASS);
    static final VariableRef IS_LOW_SEASON = var("isLowSeason", BOOL);
    static final VariableRef BASE_FEE = var("baseFee", REAL);
    static final VariableRef ADMISSION_FEE = var("admissionFee", REAL);
    static final VariableRef DISCOUNT = var("discount", REAL);
    static final VariableRef FINAL_FEE = var("finalFee", REAL);
    static final VariableRef BUDGET = var("budget", REAL);
    static final VariableRef IS_ENTRY_ALLOWED = var("isEntryAllowed", BOOL);

    static final PolicyModel MODEL = new PolicyModel(List.of(
            variable(AGE_CLASS_VAR, "The visitor's age class", 5),
            variable(IS_LOW_SEASON, "Whether the admission day is in the low season", 6),
            variable(BASE_FEE, "The standard admission fee in dollars", 7),
            variable(ADMISSION_FEE, "Admission fee after the seasonal discount, before other discounts", 8),
            variable(DISCOUNT, "Fraction taken off the admission fee, by age class", 9),
            variable(FINAL_FEE, "Fee the visitor pays, before tax", 10),
            variable(BUDGET, "Money the visitor has for the visit, in dollars", 11),
            variable(IS_ENTRY_ALLOWED, "Whether the visitor can be admitted", 12)), List.of(
            policy("base_fee", "The base fee is 50 dollars", 14,
                    eq(BASE_FEE, num("50"))),
            policy("low_season", "Low season admission is 75% of the base fee", 16,
                    implies(IS_LOW_SEASON, eq(ADMISSION_FEE, times(num("0.75"), BASE_FEE)))),
            policy("high_season", "Outside the low season the full base fee applies", 18,
                    implies(not(IS_LOW_SEASON), eq(ADMISSION_FEE, BASE_FEE))),
            policy("age_discount", "Seniors get 25% off, children 50%, adults nothing", 20,
                    ite(eq(AGE_CLASS_VAR, SENIOR), eq(DISCOUNT, num("0.25")),
                            ite(eq(AGE_CLASS_VAR, CHILD), eq(DISCOUNT, num("0.5")), eq(DISCOUNT, num("0"))))),
            policy("final_fee", "The final fee applies the age discount", 24,
                    eq(FINAL_FEE, times(ADMISSION_FEE, minus(num("1"), DISCOUNT)))),
            policy("entry", "Entry is allowed exactly when the budget covers the final fee", 26,
                    iff(IS_ENTRY_ALLOWED, compare(BUDGET, GREATER_OR_EQUAL, FINAL_FEE)))));

    private Park() {
    }

    private static PolicyVariable variable(VariableRef reference, String description, int line) {
        Type type = reference.type();
        return new PolicyVariable(reference.name(), type, description, new SourceRange(FILE, line, 5, line, 5 + reference.name().length()));
    }

    private static Policy policy(String name, String description, int line, PolicyExpression formula) {
        return new Policy(name, description, formula, new SourceRange(FILE, line, 8, line, 8 + name.length()));
    }
}
