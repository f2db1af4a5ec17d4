package org.esl.runtime.model.term;

import java.util.List;
import java.util.stream.Collectors;

import org.esl.runtime.model.Precedence;
import org.esl.runtime.model.value.Rational;

/**
 * Terms and literals in ESL syntax with the fewest parentheses that ESL's {@link Precedence} allows
 * ({@code x * (y + 1)}, {@code not ChewGum(x)}, {@code IsGreater(x * z, y * z)}).
 */
public final class TermSyntax {

    private TermSyntax() {
    }

    public static String render(Literal literal) {
        if (literal instanceof AtomLiteral atomLiteral) {
            return (atomLiteral.positive() ? "" : "not ") + render(atomLiteral.atom());
        }
        Comparison comparison = (Comparison) literal;
        return render(comparison.left(), Precedence.ADDITIVE) + " " + comparison.operator().symbol() + " "
                + render(comparison.right(), Precedence.ADDITIVE);
    }

    public static String render(Atom atom) {
        return atom.arguments().isEmpty() ? atom.predicate() : atom.predicate() + arguments(atom.arguments());
    }

    public static String render(Term term) {
        return render(term, Precedence.ADDITIVE);
    }

    /** {@code term} for a place that needs at least precedence {@code minimum}, parenthesized if it has less. */
    private static String render(Term term, Precedence minimum) {
        Precedence precedence = precedence(term);
        String text;
        if (term instanceof Arithmetic arithmetic) {
            // left-associative: the right operand needs a strictly tighter precedence
            text = render(arithmetic.left(), precedence) + " " + arithmetic.operator().symbol() + " "
                    + render(arithmetic.right(), precedence.tighter());
        } else if (term instanceof Negation negation) {
            text = "-" + render(negation.operand(), Precedence.NEGATION);
        } else if (term instanceof FunctionApplication application) {
            text = application.function() + arguments(application.arguments());
        } else if (term instanceof Constant constant) {
            text = constant.value().toEsl();
        } else {
            text = ((Variable) term).name();
        }
        return precedence.in(text, minimum);
    }

    private static Precedence precedence(Term term) {
        if (term instanceof Arithmetic arithmetic) {
            return Precedence.of(arithmetic.operator());
        }
        if (term instanceof Constant constant && constant.value() instanceof Rational number) {
            return Precedence.of(number);
        }
        return Precedence.PRIMARY;
    }

    private static String arguments(List<Term> arguments) {
        return arguments.stream().map(TermSyntax::render).collect(Collectors.joining(", ", "(", ")"));
    }
}
