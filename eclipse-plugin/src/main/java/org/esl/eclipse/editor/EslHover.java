package org.esl.eclipse.editor;

import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.text.DefaultInformationControl;
import org.eclipse.jface.text.IInformationControlCreator;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.ITextHoverExtension;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.TextPresentation;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.MarkedString;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.graphics.Drawable;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.editors.text.EditorsUI;
import org.esl.eclipse.EslPlugin;
import org.esl.eclipse.server.EmbeddedServer;
import org.esl.eclipse.text.DocumentPositions;

/** Hover on .esl files (plugin.xml): the server's hover (signatures, structured English, LTL), its Markdown styled. */
public final class EslHover implements ITextHover, ITextHoverExtension {

    @Override
    public String getHoverInfo(ITextViewer viewer, IRegion region) {
        String uri = DocumentFiles.uri(viewer.getDocument());
        if (uri == null) {
            return null;
        }
        EmbeddedServer server = EslPlugin.get().server();
        server.documents().edited(uri, viewer.getDocument().get());
        Hover hover = EmbeddedServer.answer(server.textDocuments().hover(new HoverParams(new TextDocumentIdentifier(uri),
                new DocumentPositions(viewer.getDocument()).position(region.getOffset()))));
        return hover == null ? null : markdown(hover);
    }

    @Override
    public IRegion getHoverRegion(ITextViewer viewer, int offset) {
        return new Region(offset, 0);
    }

    /** Shows the hover's Markdown styled ({@link HoverMarkdown}) rather than as its raw text. */
    @Override
    public IInformationControlCreator getHoverControlCreator() {
        return parent -> new DefaultInformationControl(parent, EditorsUI.getTooltipAffordanceString(), new MarkdownPresenter());
    }

    /** The hover's Markdown, marked strings joined by blank lines; null when there is none. */
    public static String markdown(Hover hover) {
        Either<List<Either<String, MarkedString>>, org.eclipse.lsp4j.MarkupContent> contents = hover.getContents();
        if (contents == null) {
            return null;
        }
        String text = contents.isRight() ? contents.getRight().getValue()
                : contents.getLeft().stream().map(part -> part.isLeft() ? part.getLeft() : part.getRight().getValue())
                        .collect(Collectors.joining("\n\n"));
        return text.isBlank() ? null : text.strip();
    }

    private static final class MarkdownPresenter
            implements DefaultInformationControl.IInformationPresenter, DefaultInformationControl.IInformationPresenterExtension {
        /** The form of the method before {@link Drawable}s; Eclipse calls the other. */
        @Override
        @Deprecated
        public String updatePresentation(Display display, String hoverInfo, TextPresentation presentation, int maxWidth, int maxHeight) {
            return updatePresentation((Drawable) display, hoverInfo, presentation, maxWidth, maxHeight);
        }

        @Override
        public String updatePresentation(Drawable drawable, String hoverInfo, TextPresentation presentation, int maxWidth, int maxHeight) {
            HoverMarkdown shown = HoverMarkdown.render(hoverInfo);
            for (HoverMarkdown.Span span : shown.spans()) {
                StyleRange style = new StyleRange(span.offset(), span.length(), null, null);
                switch (span.look()) {
                    case CODE -> style.font = JFaceResources.getTextFont();
                    case BOLD -> style.fontStyle = SWT.BOLD;
                    case QUOTE -> style.fontStyle = SWT.ITALIC;
                }
                presentation.mergeStyleRange(style);
            }
            return shown.text();
        }
    }
}
