package org.esl.lang.validation;

import org.eclipse.emf.ecore.EObject;
import org.esl.lang.esl.ClaimTest;
import org.esl.lang.esl.Fact;
import org.esl.lang.esl.FactsTest;
import org.esl.lang.esl.InferredExpectation;
import org.esl.lang.esl.Policy;
import org.esl.lang.esl.Property;
import org.esl.lang.esl.Rule;
import org.esl.lang.esl.Template;
import org.esl.lang.esl.TraceStep;

/**
 * Where an expression is written. One expression grammar serves the three styles of ESL; which
 * constructs and names an expression may use depends on its place.
 */
public enum Place {
    /** The body of a {@code rule}: literals over rule variables, in deductive normal form. */
    RULE("rule", Style.RULES),
    /** A {@code fact}, or a fact of a {@code facts} test or {@code expect inferred}: a ground atom. */
    FACT("fact", Style.RULES),
    PROPERTY("property", Style.TEMPORAL),
    TEMPLATE("template", Style.TEMPORAL),
    /** One step of a {@code trace} test: the atoms that hold at it. */
    TRACE_STEP("trace step", Style.TEMPORAL),
    POLICY("policy", Style.POLICY),
    /** The {@code given} or {@code claim} of a claim test. */
    CLAIM("claim", Style.POLICY);

    /** The three styles of ESL, each with its own vocabulary. */
    public enum Style {
        RULES, TEMPORAL, POLICY
    }

    private final String noun;
    private final Style style;

    Place(String noun, Style style) {
        this.noun = noun;
        this.style = style;
    }

    /** How a message names the place: "rule", "property", ... */
    public String noun() {
        return noun;
    }

    public Style style() {
        return style;
    }

    /** The place of an expression, or null for an object that is not inside a formula. */
    public static Place of(EObject object) {
        for (EObject current = object; current != null; current = current.eContainer()) {
            if (current instanceof Rule) {
                return RULE;
            } else if (current instanceof Fact || current instanceof FactsTest || current instanceof InferredExpectation) {
                return FACT;
            } else if (current instanceof Property) {
                return PROPERTY;
            } else if (current instanceof Template) {
                return TEMPLATE;
            } else if (current instanceof TraceStep) {
                return TRACE_STEP;
            } else if (current instanceof Policy) {
                return POLICY;
            } else if (current instanceof ClaimTest) {
                return CLAIM;
            }
        }
        return null;
    }
}
