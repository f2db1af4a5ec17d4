package org.esl.lang.ide.formatting;

import java.util.List;

import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentRangeFormattingParams;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.formatting.FormattingService;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;

/**
 * textDocument/formatting with {@link CanonicalFormatter}: one edit replacing the whole document, or none
 * when the text is already canonical or does not parse. Range formatting answers nothing: the canonical
 * layout of a part depends on the declarations around it.
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
        return List.of();
    }
}
