package org.esl.lang.incremental;

import java.util.BitSet;
import java.util.HashSet;
import java.util.Set;

import org.eclipse.xtext.AbstractRule;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.RuleCall;
import org.esl.lang.services.EslGrammarAccess;

/**
 * The keywords that start a declaration ({@code rule}, {@code predicate}, ...), read from the grammar's Member
 * rule. Every declaration starts with one of its own, so the parser can tell where one starts from its first
 * token alone: after text that starts no declaration it skips to the next of these, and a re-parse of some
 * declarations ({@link DeclarationReparser}) is back in step with the rest of the file where one starts.
 */
final class DeclarationKeywords {

    private DeclarationKeywords() {
    }

    /** The token types of the keywords, given the parser's token names (a keyword's name is its text in quotes). */
    static BitSet tokenTypes(EslGrammarAccess grammar, String[] tokenNames) {
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
