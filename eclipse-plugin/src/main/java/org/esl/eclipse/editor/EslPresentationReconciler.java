package org.esl.eclipse.editor;

import java.util.Set;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.TextAttribute;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.jface.text.rules.EndOfLineRule;
import org.eclipse.jface.text.rules.IRule;
import org.eclipse.jface.text.rules.IToken;
import org.eclipse.jface.text.rules.MultiLineRule;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.rules.SingleLineRule;
import org.eclipse.jface.text.rules.Token;
import org.eclipse.jface.text.rules.WordRule;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.esl.eclipse.EslPlugin;

/**
 * The lexical colouring of .esl files (plugin.xml): comments, strings and the grammar's keywords, which come
 * from the language itself ({@link EslKeywords}), so a new keyword is coloured without touching the plugin.
 * Names are coloured on top by {@link SemanticHighlighting}.
 */
public final class EslPresentationReconciler extends PresentationReconciler {

    public EslPresentationReconciler() {
        RuleBasedScanner scanner = new RuleBasedScanner();
        scanner.setRules(rules(EslPlugin.get().server().keywords()));
        DefaultDamagerRepairer repairer = new DefaultDamagerRepairer(scanner);
        setDamager(repairer, IDocument.DEFAULT_CONTENT_TYPE);
        setRepairer(repairer, IDocument.DEFAULT_CONTENT_TYPE);
    }

    private static IRule[] rules(Set<String> keywords) {
        IToken comment = token(TokenStyles.COMMENT);
        IToken string = token(TokenStyles.STRING);
        WordRule words = new WordRule(new EslWords());
        IToken keyword = token(TokenStyles.KEYWORD);
        keywords.forEach(word -> words.addWord(word, keyword));
        return new IRule[] { new EndOfLineRule("//", comment), new MultiLineRule("/*", "*/", comment),
                new SingleLineRule("\"", "\"", string, '\\'), words };
    }

    private static IToken token(TokenStyles.Style style) {
        int font = (style.bold() ? SWT.BOLD : SWT.NORMAL) | (style.italic() ? SWT.ITALIC : SWT.NORMAL);
        return new Token(new TextAttribute(new Color(style.color()), null, font));
    }

    /** Identifiers as the grammar's ID terminal has them. */
    private static final class EslWords implements org.eclipse.jface.text.rules.IWordDetector {
        @Override
        public boolean isWordStart(char c) {
            return Character.isLetter(c) || c == '_';
        }

        @Override
        public boolean isWordPart(char c) {
            return Character.isLetterOrDigit(c) || c == '_';
        }
    }
}
