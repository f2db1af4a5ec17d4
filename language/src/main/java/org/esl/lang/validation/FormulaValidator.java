package org.esl.lang.validation;

import org.eclipse.xtext.validation.Check;
import org.esl.lang.esl.ClaimTest;
import org.esl.lang.esl.Expr;
import org.esl.lang.esl.Fact;
import org.esl.lang.esl.FactsTest;
import org.esl.lang.esl.InferredExpectation;
import org.esl.lang.esl.Policy;
import org.esl.lang.esl.Property;
import org.esl.lang.esl.Rule;
import org.esl.lang.esl.Template;
import org.esl.lang.esl.TraceStep;

/** ESL005 on every formula: constructs in their place and fitting types (see {@link FormulaChecker}). */
public class FormulaValidator extends EslCheck {

    @Check
    public void checkRuleBody(Rule rule) {
        checker(Place.RULE).checkFormula(rule.getBody());
    }

    @Check
    public void checkFact(Fact fact) {
        checker(Place.FACT).checkFact(fact.getAtom());
    }

    @Check
    public void checkTestFacts(FactsTest test) {
        for (Expr fact : test.getFacts()) {
            checker(Place.FACT).checkFact(fact);
        }
    }

    @Check
    public void checkInferredAtoms(InferredExpectation expectation) {
        for (Expr atom : expectation.getAtoms()) {
            checker(Place.FACT).checkFact(atom);
        }
    }

    @Check
    public void checkPropertyFormula(Property property) {
        checker(Place.PROPERTY).checkFormula(property.getFormula());
    }

    @Check
    public void checkTemplateBody(Template template) {
        checker(Place.TEMPLATE).checkFormula(template.getBody());
    }

    @Check
    public void checkTraceStep(TraceStep step) {
        checker(Place.TRACE_STEP).checkTraceStep(step.getFormula());
    }

    @Check
    public void checkPolicyFormula(Policy policy) {
        checker(Place.POLICY).checkFormula(policy.getFormula());
    }

    @Check
    public void checkClaim(ClaimTest test) {
        if (test.getGiven() != null) {
            checker(Place.CLAIM).checkFormula(test.getGiven());
        }
        checker(Place.CLAIM).checkFormula(test.getClaim());
    }

    private FormulaChecker checker(Place place) {
        return new FormulaChecker(place, (message, source, feature) -> report(IssueCodes.TYPE_MISMATCH, message, source, feature));
    }
}
