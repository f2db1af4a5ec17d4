package org.esl.lang.ide.formatting;

import java.io.StringReader;
import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentRangeFormattingParams;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.formatting.FormattingService;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.parser.IParseResult;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.esl.lang.esl.Spec;

/**
 * textDocument/formatting with {@link CanonicalFormatter}: one edit replacing the whole document, or none
 * when the text is already canonical or does not parse. textDocument/rangeFormatting formats only the
 * declarations the range touches: the whole text is laid out canonically (the layout of a declaration
 * depends on its neighbours only through the blank lines between them, which stay outside), then the
 * touched run of declarations is replaced by its canonical text.
 */
public class EslFormattingService extends FormattingService {

    @Override
    public List<? extends TextEdit> format(Document document, XtextResource resource, DocumentFormattingParams params,
            CancelIndicator cancelIndicator) {
        String text = document.getContents();
        return CanonicalFormatter.format(resource.getParseResult())
                .filter(formatted -> !formatted.equals(text))
                .map(formatted -> List.of(toTextEdit(document, formatted, 0, text.length())))
                .orElse(List.of());
    }

    @Override
    public List<? extends TextEdit> format(Document document, XtextResource resource, DocumentRangeFormattingParams params,
            CancelIndicator cancelIndicator) {
        String text = document.getContents();
        Optional<String> canonical = CanonicalFormatter.format(resource.getParseResult()).filter(formatted -> !formatted.equals(text));
        if (canonical.isEmpty() || !(resource.getParseResult().getRootASTElement() instanceof Spec before)) {
            return List.of();
        }
        IParseResult reparsed = resource.getParser().parse(new StringReader(canonical.get()));
        if (!(reparsed.getRootASTElement() instanceof Spec after) || after.getMembers().size() != before.getMembers().size()) {
            return List.of(); // the formatter keeps every token, so this does not happen; if it did, better do nothing
        }
        int from = document.getOffSet(params.getRange().getStart());
        int to = document.getOffSet(params.getRange().getEnd());
        int first = -1;
        int last = -1;
        for (int i = 0; i < before.getMembers().size(); i++) {
            INode node = NodeModelUtils.findActualNodeFor(before.getMembers().get(i));
            if (node != null && node.getOffset() <= to && node.getEndOffset() >= from) {
                first = first < 0 ? i : first;
                last = i;
            }
        }
        if (first < 0) {
            return List.of();
        }
        int start = lineStart(text, node(before, first).getOffset());
        int end = node(before, last).getEndOffset();
        String replacement = canonical.get().substring(lineStart(canonical.get(), node(after, first).getOffset()), node(after, last).getEndOffset());
        return replacement.equals(text.substring(start, end)) ? List.of() : List.of(toTextEdit(document, replacement, start, end - start));
    }

    private static INode node(Spec spec, int member) {
        EObject declaration = spec.getMembers().get(member);
        return NodeModelUtils.findActualNodeFor(declaration);
    }

    /** Where the line of {@code offset} starts, when only spaces come before it there (a declaration's indentation is formatted too). */
    private static int lineStart(String text, int offset) {
        int start = offset;
        while (start > 0 && (text.charAt(start - 1) == ' ' || text.charAt(start - 1) == '\t')) {
            start--;
        }
        return start == 0 || text.charAt(start - 1) == '\n' ? start : offset;
    }
}
