package org.esl.runtime.lint.logic;

import java.util.List;
import java.util.Set;

import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.term.Arithmetic;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Comparison;
import org.esl.runtime.model.term.FunctionApplication;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.model.term.Negation;
import org.esl.runtime.model.term.Term;

/**
 * The names a member is about: predicates and functions of rules and facts, policy variables of policies.
 * ESL has one flat namespace, so a predicate and a policy variable never share a name, and rules and
 * policies only meet in a group when a future construct makes them share one.
 */
final class Vocabulary {

    private Vocabulary() {
    }

    static void collect(Literal literal, Set<String> into) {
        if (literal instanceof AtomLiteral atomLiteral) {
            Atom atom = atomLiteral.atom();
            into.add(atom.predicate());
            atom.arguments().forEach(argument -> collect(argument, into));
        } else {
            Comparison comparison = (Comparison) literal;
            collect(comparison.left(), into);
            collect(comparison.right(), into);
        }
    }

    private static void collect(Term term, Set<String> into) {
        if (term instanceof FunctionApplication application) {
            into.add(application.function());
            application.arguments().forEach(argument -> collect(argument, into));
        } else if (term instanceof Arithmetic arithmetic) {
            collect(arithmetic.left(), into);
            collect(arithmetic.right(), into);
        } else if (term instanceof Negation negation) {
            collect(negation.operand(), into);
        }
    }

    /** Whether a literal has a function application or arithmetic over variables (outside the EPR fragment). */
    static boolean hasFunctionTerms(Literal literal) {
        List<Term> terms = literal instanceof AtomLiteral atomLiteral ? atomLiteral.atom().arguments()
                : List.of(((Comparison) literal).left(), ((Comparison) literal).right());
        return terms.stream().anyMatch(term -> !term.isGround()
                && (term instanceof FunctionApplication || term instanceof Arithmetic || term instanceof Negation));
    }

    static void collect(PolicyExpression expression, Set<String> into) {
        if (expression instanceof PolicyExpression.VariableRef variable) {
            into.add(variable.name());
        } else if (expression instanceof PolicyExpression.Not not) {
            collect(not.operand(), into);
        } else if (expression instanceof PolicyExpression.And and) {
            and.operands().forEach(operand -> collect(operand, into));
        } else if (expression instanceof PolicyExpression.Or or) {
            or.operands().forEach(operand -> collect(operand, into));
        } else if (expression instanceof PolicyExpression.Implies implies) {
            collect(implies.premise(), into);
            collect(implies.conclusion(), into);
        } else if (expression instanceof PolicyExpression.Iff iff) {
            collect(iff.left(), into);
            collect(iff.right(), into);
        } else if (expression instanceof PolicyExpression.IfThenElse ite) {
            collect(ite.condition(), into);
            collect(ite.thenValue(), into);
            collect(ite.elseValue(), into);
        } else if (expression instanceof PolicyExpression.Comparison comparison) {
            collect(comparison.left(), into);
            collect(comparison.right(), into);
        } else if (expression instanceof PolicyExpression.Arithmetic arithmetic) {
            collect(arithmetic.left(), into);
            collect(arithmetic.right(), into);
        } else if (expression instanceof PolicyExpression.Negation negation) {
            collect(negation.operand(), into);
        }
    }
}
