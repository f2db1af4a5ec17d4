package org.esl.lang.parser;

import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.antlr.runtime.MismatchedTokenException;
import org.antlr.runtime.NoViableAltException;
import org.antlr.runtime.RecognitionException;
import org.antlr.runtime.Token;
import org.antlr.runtime.TokenStream;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.AbstractRule;
import org.eclipse.xtext.Assignment;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.RuleCall;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.SyntaxErrorMessage;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.parser.antlr.SyntaxErrorMessageProvider;
import org.esl.lang.incremental.NestingLimit;
import org.esl.lang.incremental.NestingTooDeepException;
import org.esl.lang.incremental.NotADeclarationException;
import org.esl.lang.incremental.ReservedWordException;
import org.esl.lang.parser.antlr.internal.InternalEslParser;
import org.esl.lang.validation.IssueCodes;

/**
 * ESL000 messages a spec's author can act on: what was expected, after what, and what was found
 * ("expected ':' after the rule name but found 'InRailway'", "missing closing ')' before 'rule'"),
 * instead of the parser generator's token names.
 */
public class EslSyntaxErrorMessages extends SyntaxErrorMessageProvider {

    private static final int LONGEST_QUOTE = 30;

    /** ANTLR's error in a number whose '.' or exponent has no digits after it (the only (...)+ loop that can fail). */
    private static final Pattern DIGITS_MISSING =
            Pattern.compile("required \\(\\.\\.\\.\\)\\+ loop did not match anything at character '(.+)'");

    /** How messages name a declaration by the grammar rule that parses it. */
    private static final Map<String, String> KINDS = Map.ofEntries(
            Map.entry("Spec", "spec"), Map.entry("Predicate", "predicate"), Map.entry("Function", "function"),
            Map.entry("Rule", "rule"), Map.entry("Tool", "tool"), Map.entry("Template", "template"),
            Map.entry("Property", "property"), Map.entry("EnumType", "type"), Map.entry("EnumLiteral", "enum value"),
            Map.entry("PolicyVar", "variable"), Map.entry("RuleVariable", "variable"), Map.entry("Policy", "policy"),
            Map.entry("Test", "test"), Map.entry("Param", "parameter"), Map.entry("ToolParam", "parameter"),
            Map.entry("TemplateParam", "parameter"));

    /** The grammar rules of expressions: a failure inside one expected a formula or a term. */
    private static final Set<String> EXPRESSION_RULES = Set.of("Expr", "Implication", "Equivalence", "Disjunction",
            "Conjunction", "TemporalBinary", "Prefix", "Comparison", "Additive", "Multiplicative", "Negation", "Primary",
            "Reference", "Dwyer", "ScopeOperand", "TraceStep", "Count");

    private static final Map<String, String> TERMINALS = Map.of(
            "RULE_ID", "a name", "RULE_STRING", "a string", "RULE_NUMBER", "a number", "RULE_ROLE", "a role such as @user",
            "RULE_COUNT_OPEN", "'count('");

    @Override
    public SyntaxErrorMessage getSyntaxErrorMessage(IParserErrorContext context) {
        RecognitionException e = context.getRecognitionException();
        String message = e == null ? lexerMessage(context.getDefaultMessage()) : parserMessage(context, e);
        return new SyntaxErrorMessage(message, IssueCodes.SYNTAX_ERROR);
    }

    @Override
    public SyntaxErrorMessage getSyntaxErrorMessage(IValueConverterErrorContext context) {
        return new SyntaxErrorMessage(context.getDefaultMessage(), IssueCodes.SYNTAX_ERROR);
    }

    private static String parserMessage(IParserErrorContext context, RecognitionException e) {
        String found = found(e.token);
        String after = after(context, e);
        if (e instanceof ReservedWordException) {
            String word = e.token.getText();
            return "'" + word + "' is a reserved word, not a name; write `" + word + "` (in backquotes) to use it as one";
        }
        if (e instanceof NestingTooDeepException) {
            return NestingLimit.message();
        }
        if (e instanceof NotADeclarationException) {
            return "expected a declaration (predicate, rule, property, policy, test, ...) but found " + found;
        }
        if (e instanceof MismatchedTokenException mismatch) {
            String expected = tokenName(mismatch.expecting, context.getTokenNames());
            if (expected.equals("'spec'")) {
                return "a spec starts with 'spec' and its name, but found " + found;
            }
            if (expected.equals("')'")) {
                return "missing closing ')'" + (e.token == null || e.token.getType() == Token.EOF ? "" : " before " + found)
                        + reservedWordHint(e);
            }
            return "expected " + expected + after + " but found " + found;
        }
        if (e instanceof NoViableAltException) {
            String expected = expectedAt(context.getCurrentNode());
            if (expected != null) {
                return "expected " + expected + after + " but found " + found;
            }
        }
        return "unexpected " + found + after;
    }

    /**
     * A reserved word right after {@code (} or {@code ,} of a parameter list was most likely meant as a parameter's
     * name, {@code tool wait(from: Int)}: say how to write one.
     */
    private static String reservedWordHint(RecognitionException e) {
        String word = e.token == null ? null : e.token.getText();
        Token previous = previousToken(e);
        boolean listed = previous != null && ("(".equals(previous.getText()) || ",".equals(previous.getText()));
        return listed && word != null && word.matches("[A-Za-z_][A-Za-z0-9_]*") && e.token.getType() != InternalEslParser.RULE_ID
                ? "; '" + word + "' is a reserved word: write `" + word + "` (in backquotes) to use it as a name"
                : "";
    }

    /** What the grammar rule being parsed expects, for errors that do not name one token. */
    private static String expectedAt(INode node) {
        for (INode current = node; current != null; current = current.getParent()) {
            // a node made for a rule call ('given=Expr') stands for the called rule
            EObject element = current.getGrammarElement();
            AbstractRule rule = element instanceof RuleCall call ? call.getRule() : ruleOf(element);
            if (rule == null) {
                continue;
            }
            String name = rule.getName();
            if (EXPRESSION_RULES.contains(name)) {
                return "a formula or term";
            }
            switch (name) {
                case "TypeRef":
                    return "a type (Bool, Int, Real, String or a declared type)";
                case "TestBody", "Test":
                    return "'given', 'claim', 'facts' or 'trace'";
                case "FactsExpectation", "FactsTest":
                    return "'expect violated', 'expect inferred' or 'expect consistent'";
                case "TraceExpectation", "TraceTest":
                    return "'expect satisfied', 'expect violated' or 'expect pending'";
                case "OptionValue", "Option":
                    return "a number, string, name, true or false";
                default:
                    return null;
            }
        }
        return null;
    }

    /**
     * " after the rule name", " after the predicate description", " after '('": what the token before the
     * error was, read from the node model built so far.
     */
    private static String after(IParserErrorContext context, RecognitionException e) {
        Token previous = previousToken(e);
        INode node = context.getCurrentNode();
        if (previous == null || node == null) {
            return "";
        }
        ILeafNode leaf = NodeModelUtils.findLeafNodeAtOffset(node.getRootNode(), ((org.antlr.runtime.CommonToken) previous).getStartIndex());
        EObject element = leaf == null ? null : leaf.getGrammarElement();
        Assignment assignment = element == null ? null : GrammarUtil.containingAssignment(element);
        AbstractRule rule = ruleOf(element);
        String kind = rule == null ? null : KINDS.get(rule.getName());
        if (assignment != null && kind != null) {
            switch (assignment.getFeature()) {
                case "name":
                    return " after the " + kind + " name";
                case "description":
                    return " after the " + kind + " description";
                case "title":
                    return " after the spec title";
                default:
                    break;
            }
        }
        if (element instanceof Keyword keyword) {
            return " after '" + keyword.getValue() + "'";
        }
        return " after " + quote(previous.getText());
    }

    /** The last token on the default channel before the one the error is at. */
    private static Token previousToken(RecognitionException e) {
        if (!(e.input instanceof TokenStream tokens) || e.token == null) {
            return null;
        }
        int index = e.token.getTokenIndex() >= 0 ? e.token.getTokenIndex() : tokens.size();
        for (int i = Math.min(index, tokens.size()) - 1; i >= 0; i--) {
            Token token = tokens.get(i);
            if (token.getChannel() == Token.DEFAULT_CHANNEL && token instanceof org.antlr.runtime.CommonToken) {
                return token;
            }
        }
        return null;
    }

    private static AbstractRule ruleOf(EObject grammarElement) {
        return grammarElement == null ? null : GrammarUtil.containingRule(grammarElement);
    }

    private static String found(Token token) {
        if (token == null || token.getType() == Token.EOF) {
            return "the end of the file";
        }
        return quote(token.getText());
    }

    private static String tokenName(int type, String[] tokenNames) {
        if (type == Token.EOF) {
            return "the end of the file";
        }
        String name = type >= 0 && type < tokenNames.length ? tokenNames[type] : null;
        if (name == null) {
            return "something else";
        }
        return TERMINALS.getOrDefault(name, name);
    }

    private static String quote(String text) {
        if (text == null) {
            return "''";
        }
        String shown = text.length() > LONGEST_QUOTE ? text.substring(0, LONGEST_QUOTE - 1) + "…" : text;
        return shown.startsWith("\"") ? shown : "'" + shown + "'";
    }

    /**
     * Lexer errors come as ANTLR text; the ones a user can make are unterminated strings, comments and names in
     * backquotes, and numbers without the digits after their '.' or their exponent's 'e' ({@code 1.}, {@code 2e}).
     */
    private static String lexerMessage(String antlrMessage) {
        if (antlrMessage == null) {
            return "unexpected character";
        }
        if (antlrMessage.contains("expecting '\"'")) {
            return "unterminated string: a string ends with '\"' on the same line";
        }
        if (antlrMessage.contains("'*'")) {
            return "unterminated comment: a comment that starts with /* ends with */";
        }
        if (antlrMessage.contains("expecting '`'")) {
            return "unterminated name in backquotes: a name in backquotes ends with '`' on the same line";
        }
        Matcher number = DIGITS_MISSING.matcher(antlrMessage);
        if (number.matches()) {
            return "a number has digits after its '.' and after the 'e' of its exponent (1.5, 2e3, 2.5e-3), but found "
                    + switch (number.group(1)) {
                        case "\\n", "\\r" -> "the end of the line";
                        case "<EOF>" -> "the end of the file";
                        default -> "'" + number.group(1) + "'";
                    };
        }
        return antlrMessage;
    }
}
