package org.esl.lang.parser;

import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import org.antlr.runtime.CommonTokenStream;
import org.antlr.runtime.IntStream;
import org.antlr.runtime.RecognitionException;
import org.antlr.runtime.Token;
import org.antlr.runtime.TokenStream;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.AbstractRule;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.RuleCall;
import org.esl.lang.parser.antlr.internal.InternalEslParser;
import org.esl.lang.services.EslGrammarAccess;

/**
 * The generated parser, plus recovery between declarations. Left alone, text that starts no
 * declaration ends the spec's member loop, and everything after it would be lost as "expected end of
 * file". Here such text is reported once and skipped up to the next declaration keyword ({@code rule},
 * {@code predicate}, ...), so the rest of the file is still parsed, linked and checked. A declaration
 * whose expressions nest deeper than ESL reads ({@link NestingLimit}) is skipped the same way, with one
 * error at the token beyond the limit, before the parser's recursion could exhaust the stack. A reserved
 * word where a name goes ({@code var policy: Bool}) is read as that name, with one error that says so.
 */
final class DeclarationRecoveringParser extends InternalEslParser {

    /** What a reserved word looks like: a keyword spelt like a name, such as {@code policy} or {@code until}. */
    private static final Pattern RESERVED_WORD = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private final EslGrammarAccess grammar;
    private final BitSet declarationStarts;
    /** The first token beyond the nesting limit of each declaration that has one, by the declaration's first token. */
    private final Map<Integer, Token> tooDeep;

    DeclarationRecoveringParser(TokenStream input, EslGrammarAccess grammar) {
        super(input, grammar);
        this.grammar = grammar;
        this.declarationStarts = declarationStarts(grammar, getTokenNames());
        List<? extends Token> tokens = input instanceof CommonTokenStream stream ? tokens(stream) : List.of();
        this.tooDeep = new NestingLimit(declarationStarts, getTokenNames()).tooDeep(tokens);
    }

    @SuppressWarnings("unchecked")
    private static List<? extends Token> tokens(CommonTokenStream stream) {
        return stream.getTokens(); // lexes the whole text: the limit is known before the first rule runs
    }

    /** After a declaration, before the member loop decides whether another one follows. */
    @Override
    protected void afterParserOrEnumRuleCall() {
        super.afterParserOrEnumRuleCall();
        if (state.backtracking == 0 && getCurrentNode() != null && getCurrentNode().getGrammarElement() == grammar.getSpecRule()) {
            skipToNextDeclaration(false);
        }
    }

    /** After the spec's name or title, before the member loop starts. */
    @Override
    protected void newLeafNode(Token token, EObject grammarElement) {
        super.newLeafNode(token, grammarElement);
        if (state.backtracking == 0 && token != null) {
            if (grammarElement == grammar.getSpecAccess().getNameIDTerminalRuleCall_1_0()) {
                skipToNextDeclaration(true);
            } else if (grammarElement == grammar.getSpecAccess().getTitleSTRINGTerminalRuleCall_2_0()) {
                skipToNextDeclaration(false);
            }
        }
    }

    private void skipToNextDeclaration(boolean titleMayFollow) {
        while (input.LA(1) != Token.EOF && declarationStarts.get(input.LA(1)) && tooDeep.containsKey(input.LT(1).getTokenIndex())) {
            skipTooDeep(tooDeep.get(input.LT(1).getTokenIndex()));
        }
        int next = input.LA(1);
        if (next == Token.EOF || declarationStarts.get(next) || titleMayFollow && next == RULE_STRING) {
            return;
        }
        reportError(new NotADeclarationException(input));
        beginResync();
        while (input.LA(1) != Token.EOF && !declarationStarts.get(input.LA(1))) {
            input.consume();
        }
        endResync();
        appendSkippedTokens();
    }

    /**
     * A reserved word where a name goes, followed by what may follow that name ({@code var policy: Bool}), is taken
     * for the name its author meant, with one error: the rest of the declaration is then read as written, rather
     * than misread from the reserved word on. A reserved word followed by anything else is left to the usual
     * recovery, so that a name not yet typed before the next declaration ({@code predicate} alone on a line) does
     * not swallow that declaration's keyword.
     */
    @Override
    protected Object recoverFromMismatchedToken(IntStream in, int expected, org.antlr.runtime.BitSet follow)
            throws RecognitionException {
        Token found = input.LT(1);
        if (expected == RULE_ID && state.backtracking == 0 && found != null && found.getText() != null
                && RESERVED_WORD.matcher(found.getText()).matches() && mayFollow(follow, input.LA(2))) {
            reportError(new ReservedWordException(input));
            input.consume();
            return found;
        }
        return super.recoverFromMismatchedToken(in, expected, follow);
    }

    /** Whether a token may come after the element being matched, in this rule or, at its end, in the rules around it. */
    private boolean mayFollow(org.antlr.runtime.BitSet follow, int type) {
        if (follow == null) {
            return false;
        }
        return follow.member(type) || follow.member(Token.EOR_TOKEN_TYPE) && computeContextSensitiveRuleFOLLOW().member(type);
    }

    /** Skips a declaration that nests too deeply; the error is on the first token beyond the limit. */
    private void skipTooDeep(Token beyond) {
        beginResync();
        while (input.LT(1).getTokenIndex() < beyond.getTokenIndex()) {
            input.consume();
        }
        endResync();
        appendSkippedTokens();
        state.errorRecovery = false; // a declaration of its own: its error is not a consequence of an earlier one
        reportError(new NestingTooDeepException(input));
        beginResync();
        do {
            input.consume();
        } while (input.LA(1) != Token.EOF && !declarationStarts.get(input.LA(1)));
        endResync();
        appendSkippedTokens();
    }

    /** The token types of the keywords that start a declaration, read from the grammar's Member rule. */
    private static BitSet declarationStarts(EslGrammarAccess grammar, String[] tokenNames) {
        Set<String> keywords = new HashSet<>();
        for (RuleCall alternative : EcoreUtil2.typeSelect(grammar.getMemberAccess().getAlternatives().getElements(), RuleCall.class)) {
            AbstractRule declaration = alternative.getRule();
            Keyword first = EcoreUtil2.getAllContentsOfType(declaration.getAlternatives(), Keyword.class).get(0);
            keywords.add("'" + first.getValue() + "'");
        }
        BitSet types = new BitSet();
        for (int type = 0; type < tokenNames.length; type++) {
            if (keywords.contains(tokenNames[type])) {
                types.set(type);
            }
        }
        return types;
    }
}
