package org.esl.lang.parser;

import org.eclipse.xtext.parser.antlr.XtextTokenStream;
import org.esl.lang.parser.antlr.internal.InternalEslParser;

/** The ESL parser with recovery between declarations (see {@link DeclarationRecoveringParser}). */
public class RecoveringEslParser extends org.esl.lang.parser.antlr.EslParser {

    @Override
    protected InternalEslParser createParser(XtextTokenStream stream) {
        return new DeclarationRecoveringParser(stream, getGrammarAccess());
    }
}
