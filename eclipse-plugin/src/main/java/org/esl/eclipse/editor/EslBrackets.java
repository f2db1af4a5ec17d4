package org.esl.eclipse.editor;

import org.eclipse.jface.text.source.DefaultCharacterPairMatcher;

/**
 * Bracket matching in .esl files (plugin.xml): the bracket beside the caret and its partner are framed, and
 * Ctrl+Shift+P jumps between them: ( ) of calls and formulas, [ ] of pattern arguments, { } of types and of
 * the placeholders in descriptions.
 */
public final class EslBrackets extends DefaultCharacterPairMatcher {

    public EslBrackets() {
        super(new char[] { '(', ')', '[', ']', '{', '}' });
    }
}
