package org.esl.lang.ide.contentassist;

import java.util.Arrays;

import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.contentassist.ContentAssistService;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;

/**
 * Xtext's completion, with the document's lines found once per request: Xtext turns a request's position into an
 * offset, and each proposal's offsets into positions, by counting lines from the start of the file every time,
 * which on a 10,000-line spec was a third of a completion's time near its end (docs/benchmarks.md).
 */
public class EslContentAssistService extends ContentAssistService {

    @Override
    public CompletionList createCompletionList(Document document, XtextResource resource, CompletionParams params,
            CancelIndicator cancelIndicator) {
        return super.createCompletionList(new LineIndexedDocument(document), resource, params, cancelIndicator);
    }

    /**
     * A document that knows where each of its lines starts, and so converts between offsets and positions as Xtext's
     * does (a line ends at {@code \n}) without counting. Whatever Xtext's rejects, it passes to Xtext's, to fail alike.
     */
    static final class LineIndexedDocument extends Document {

        private final int[] lineStarts;

        LineIndexedDocument(Document document) {
            super(document.getVersion(), document.getContents(), document.isPrintSourceOnError());
            this.lineStarts = lineStarts(document.getContents());
        }

        private static int[] lineStarts(String text) {
            int[] starts = new int[16];
            int lines = 1;
            for (int newline = text.indexOf('\n'); newline >= 0; newline = text.indexOf('\n', newline + 1)) {
                if (lines == starts.length) {
                    starts = Arrays.copyOf(starts, lines * 2);
                }
                starts[lines++] = newline + 1;
            }
            return Arrays.copyOf(starts, lines);
        }

        @Override
        public Position getPosition(int offset) {
            if (offset < 0 || offset > getContents().length()) {
                return super.getPosition(offset);
            }
            int line = Arrays.binarySearch(lineStarts, offset);
            if (line < 0) {
                line = -line - 2; // the line whose start comes last before the offset
            }
            return new Position(line, offset - lineStarts[line]);
        }

        @Override
        public int getOffSet(Position position) {
            int line = position.getLine();
            if (line < 0 || line >= lineStarts.length || position.getCharacter() < 0) {
                return super.getOffSet(position);
            }
            int end = line + 1 < lineStarts.length ? lineStarts[line + 1] - 1 : getContents().length();
            int offset = lineStarts[line] + position.getCharacter();
            return offset <= end ? offset : super.getOffSet(position);
        }
    }
}
