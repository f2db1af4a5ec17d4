package org.esl.runtime.check;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Options;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.rule.Fact;
import org.esl.runtime.model.rule.PerceptionPattern;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.temporal.Always;
import org.esl.runtime.model.temporal.Eventually;
import org.esl.runtime.model.temporal.Implies;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.ToolAtom;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.perception.ExpressionParser;

/**
 * A small spec built from values, as the compiler would build it from this text (line numbers are those of
 * {@code refunds.esl}):
 *
 * <pre>
 *  1 spec refunds
 *  2 predicate AsksRefund "the user asks for a refund" when &#64;user matches "(?i)refund"
 *  3 predicate Greeted "the assistant greets" when &#64;assistant matches "(?i)\bhello\b"
 *  4 predicate RefundAllowed "a refund is allowed"
 *  5 predicate WantsMoney "the user wants money back"
 *  6 fact not RefundAllowed
 *  7 rule refund_allowed "a refund request must be allowed": AsksRefund => RefundAllowed
 *  8 rule wants_money "who asks for a refund wants money back": AsksRefund => WantsMoney
 *  9 property greets "The assistant greets": eventually Greeted
 * 10 property notified "Every refund is notified": always (issue_refund -> eventually notify_user)
 * </pre>
 *
 * Transcripts name no facts and make no claims, so they need no ESL parser: perception is the patterns' alone.
 */
public final class Refunds {

    public static final String FILE = "refunds.esl";
    public static final PredicateAtom GREETED = PredicateAtom.of("Greeted");

    private Refunds() {
    }

    public static SourceRange line(int line, int column, int length) {
        return new SourceRange(FILE, line, column, line, column + length);
    }

    public static Spec spec() {
        return spec(List.of(new Fact(literal("RefundAllowed", false), line(6, 1, 22))));
    }

    /** The spec with other facts than line 6's. */
    public static Spec spec(List<Fact> facts) {
        List<Predicate> predicates = List.of(
                predicate("AsksRefund", "the user asks for a refund", Optional.of(new PerceptionPattern(Optional.of(Role.USER), "(?i)refund")), 2),
                predicate("Greeted", "the assistant greets", Optional.of(new PerceptionPattern(Optional.of(Role.ASSISTANT), "(?i)\\bhello\\b")), 3),
                predicate("RefundAllowed", "a refund is allowed", Optional.empty(), 4),
                predicate("WantsMoney", "the user wants money back", Optional.empty(), 5));
        List<Rule> rules = List.of(
                new Rule("refund_allowed", "a refund request must be allowed", List.of(),
                        List.of(List.of(literal("AsksRefund", true))), List.of(List.of(literal("RefundAllowed", true))), line(7, 6, 14)),
                new Rule("wants_money", "who asks for a refund wants money back", List.of(),
                        List.of(List.of(literal("AsksRefund", true))), List.of(List.of(literal("WantsMoney", true))), line(8, 6, 11)));
        List<Property> properties = List.of(
                new Property("greets", "The assistant greets", Eventually.of(GREETED), line(9, 10, 6)),
                new Property("notified", "Every refund is notified",
                        Always.of(Implies.of(ToolAtom.of("issue_refund"), Eventually.of(ToolAtom.of("notify_user")))), line(10, 10, 8)));
        return new Spec("refunds", "", FILE, Options.DEFAULTS, List.of(), List.<Path>of(), predicates, List.of(), facts,
                List.of(), rules, List.of(), List.of(), properties, List.of(), List.of(), List.of(), List.of());
    }

    public static AtomLiteral literal(String predicate, boolean positive) {
        Atom atom = new Atom(predicate, List.of());
        return positive ? AtomLiteral.positive(atom) : AtomLiteral.negative(atom);
    }

    private static Predicate predicate(String name, String description, Optional<PerceptionPattern> pattern, int line) {
        return new Predicate(name, List.of(), description, pattern, line(line, 11, name.length()));
    }

    /** The parser of a spec whose transcripts carry no ESL text: nothing it is asked can be read. */
    public static final ExpressionParser NO_ESL_TEXT = new ExpressionParser() {
        @Override
        public AtomLiteral groundLiteral(String text) throws ExpressionException {
            throw new ExpressionException("the refunds spec reads no facts from transcripts: " + text, 1);
        }

        @Override
        public PolicyExpression policyFormula(String text) throws ExpressionException {
            throw new ExpressionException("the refunds spec has no policy variables: " + text, 1);
        }
    };
}
