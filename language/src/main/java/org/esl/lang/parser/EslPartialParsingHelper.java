package org.esl.lang.parser;

import org.eclipse.xtext.nodemodel.impl.NodeModelBuilder;
import org.eclipse.xtext.parser.IParseResult;
import org.eclipse.xtext.parser.IParser;
import org.eclipse.xtext.parser.antlr.IReferableElementsUnloader;
import org.eclipse.xtext.parser.impl.PartialParsingHelper;
import org.eclipse.xtext.util.ReplaceRegion;
import org.esl.lang.services.EslGrammarAccess;

import com.google.inject.Inject;

/**
 * Xtext's partial parser, which re-parses the smallest part of a file an edit allows, with one more step
 * before it parses the whole file: re-parsing the declarations around the edit ({@link DeclarationReparser}).
 */
public class EslPartialParsingHelper extends PartialParsingHelper {

    private DeclarationReparser declarations;

    @Inject
    void setUp(EslGrammarAccess grammar, IReferableElementsUnloader unloader, NodeModelBuilder nodes) {
        declarations = new DeclarationReparser(grammar, unloader, nodes);
    }

    @Override
    protected IParseResult fullyReparse(IParser parser, IParseResult previousParseResult, ReplaceRegion replaceRegion) {
        IParseResult reparsed = declarations.reparse(parser, previousParseResult, replaceRegion);
        return reparsed != null ? reparsed : super.fullyReparse(parser, previousParseResult, replaceRegion);
    }
}
