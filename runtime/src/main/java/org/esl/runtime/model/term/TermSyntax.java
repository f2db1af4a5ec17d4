package org.esl.runtime.model.term;

import java.util.List;
import java.util.stream.Collectors;

import org.esl.runtime.model.value.Rational;

/**
 * Terms and literals in ESL syntax with the fewest parentheses that keep their structure
 * ({@code x * (y + 1)}, {@code not ChewGum(x)}, {@code IsGreater(x * z, y * z)}).
 */
public final class TermSyntax {

    private static final int ADDITIVE = 1;
    private static final int MULTIPLICATIVE = 2;
    private static final int UNARY = 3;

    private TermSyntax() {
    }

    public static String render(Literal literal) {
        if (literal instanceof AtomLiteral atomLiteral) {
            return (atomLiteral.positive() ? "" : "not ") + render(atomLiteral.atom());
        }
        Comparison comparison = (Comparison) literal;
        return render(comparison.left(), ADDITIVE) + " " + comparison.operator().symbol() + " "
                + render(comparison.right(), ADDITIVE);
    }

    public static String render(Atom atom) {
        return atom.arguments().isEmpty() ? atom.predicate() : atom.predicate() + arguments(atom.arguments());
    }

    public static String render(Term term) {
        return render(term, ADDITIVE);
    }

    /** {@code term} for a place that needs at least precedence {@code minimum}, parenthesized if it has less. */
    private static String render(Term term, int minimum) {
        int precedence = precedence(term);
        String text;
        if (term instanceof Arithmetic arithmetic) {
            // left-associative: the right operand needs a strictly tighter precedence
            text = render(arithmetic.left(), precedence) + " " + arithmetic.operator().symbol() + " "
                    + render(arithmetic.right(), precedence + 1);
        } else if (term instanceof Negation negation) {
            text = "-" + render(negation.operand(), UNARY);
        } else if (term instanceof FunctionApplication application) {
            text = application.function() + arguments(application.arguments());
        } else if (term instanceof Constant constant) {
            text = constant.value().toEsl();
        } else {
            text = ((Variable) term).name();
        }
        return precedence < minimum ? "(" + text + ")" : text;
    }

    private static int precedence(Term term) {
        if (term instanceof Arithmetic arithmetic) {
            return arithmetic.operator().isMultiplicative() ? MULTIPLICATIVE : ADDITIVE;
        }
        // a computed fraction such as 1/3 reads as a division, so it is bracketed like one
        if (term instanceof Constant constant && constant.value() instanceof Rational number && !number.hasDecimalForm()) {
            return MULTIPLICATIVE;
        }
        return UNARY;
    }

    private static String arguments(List<Term> arguments) {
        return arguments.stream().map(TermSyntax::render).collect(Collectors.joining(", ", "(", ")"));
    }
}
