package org.esl.lang.ide.contentassist;

import java.util.HashMap;
import java.util.Map;

import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.contentassist.ContentAssistService;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;

/**
 * Xtext's completion, with the positions of the proposals' edits computed once per offset: Xtext turns
 * each proposal's offsets into line and column by counting lines from the start of the file, twice per
 * proposal, which on a 10,000-line spec was a third of a completion's time (docs/benchmarks.md), while
 * the proposals of one request share one or two offsets.
 */
public class EslContentAssistService extends ContentAssistService {

    @Override
    public CompletionList createCompletionList(Document document, XtextResource resource, CompletionParams params,
            CancelIndicator cancelIndicator) {
        return super.createCompletionList(new PositionMemo(document), resource, params, cancelIndicator);
    }

    /** The document of one request, remembering the position of every offset asked for. */
    private static final class PositionMemo extends Document {

        private final Map<Integer, Position> positions = new HashMap<>();

        PositionMemo(Document document) {
            super(document.getVersion(), document.getContents(), document.isPrintSourceOnError());
        }

        @Override
        public Position getPosition(int offset) {
            Position known = positions.computeIfAbsent(offset, super::getPosition);
            return new Position(known.getLine(), known.getCharacter()); // a caller may change the one it gets
        }
    }
}
