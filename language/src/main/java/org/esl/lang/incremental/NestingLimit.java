package org.esl.lang.incremental;

import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.antlr.runtime.Token;

/**
 * How deeply ESL reads expressions (docs/language.md, "Lexical rules"). The parser, the checks and the solvers
 * follow an expression by recursion, one level per parenthesis or operator, so a text nested a thousand levels
 * deep would exhaust the stack. Counted on the tokens before parsing: a declaration whose expressions go deeper
 * than the limits is skipped with one syntax error at the first token beyond them, and the rest of the file is
 * read as usual.
 */
public final class NestingLimit {

    /** Parentheses open at once: each costs the parser a dozen nested calls. */
    static final int MAX_PARENTHESES = 200;
    /** Parentheses and operators around a point: {@code a and b and c} puts {@code a} two operators deep. */
    static final int MAX_DEPTH = 500;

    /** The tokens that nest what follows them: every prefix and binary operator. */
    private static final Set<String> OPERATORS = Set.of("'not'", "'always'", "'eventually'", "'next'", "'once'",
            "'historically'", "'previously'", "'weak'", "'if'", "'then'", "'else'", "'->'", "'=>'", "'<=>'", "'or'", "'and'",
            "'until'", "'unless'", "'releases'", "'since'", "'<'", "'<='", "'='", "'!='", "'>='", "'>'", "'+'", "'-'", "'*'",
            "'/'");

    private final BitSet declarationStarts;
    private final BitSet operators = new BitSet();
    /** {@code (} and {@code count(}, which opens a parenthesis too. */
    private final BitSet opens = new BitSet();
    private final int close;

    NestingLimit(BitSet declarationStarts, String[] tokenNames) {
        this.declarationStarts = declarationStarts;
        int closeType = -1;
        for (int type = 0; type < tokenNames.length; type++) {
            String name = tokenNames[type];
            if (OPERATORS.contains(name)) {
                operators.set(type);
            } else if ("'('".equals(name) || "RULE_COUNT_OPEN".equals(name)) {
                opens.set(type);
            } else if ("')'".equals(name)) {
                closeType = type;
            }
        }
        this.close = closeType;
    }

    /**
     * For each declaration that nests too deeply, by the index of its first token (0 for the header), the first
     * token beyond the limits.
     */
    Map<Integer, Token> tooDeep(List<? extends Token> tokens) {
        Map<Integer, Token> found = new HashMap<>();
        int declaration = 0;
        // the operators seen inside each open parenthesis, innermost first; they nest no deeper once it closes
        Deque<Integer> operatorsPerParenthesis = new ArrayDeque<>();
        int depth = 0;
        for (Token token : tokens) {
            if (token.getChannel() != Token.DEFAULT_CHANNEL) {
                continue;
            }
            int type = token.getType();
            if (type >= 0 && declarationStarts.get(type)) {
                declaration = token.getTokenIndex();
                operatorsPerParenthesis.clear();
                depth = 0;
            } else if (type >= 0 && opens.get(type)) {
                operatorsPerParenthesis.push(0);
                depth++;
            } else if (type == close && !operatorsPerParenthesis.isEmpty()) {
                depth -= operatorsPerParenthesis.pop() + 1;
            } else if (type >= 0 && operators.get(type)) {
                if (!operatorsPerParenthesis.isEmpty()) {
                    operatorsPerParenthesis.push(operatorsPerParenthesis.pop() + 1);
                }
                depth++;
            }
            if (operatorsPerParenthesis.size() > MAX_PARENTHESES || depth > MAX_DEPTH) {
                found.putIfAbsent(declaration, token);
            }
        }
        return found;
    }

    /** The message of the syntax error at the first token beyond the limits. */
    public static String message() {
        return "the expression nests too deeply here: ESL reads at most " + MAX_PARENTHESES
                + " parentheses inside one another and " + MAX_DEPTH + " operators around a term";
    }
}
