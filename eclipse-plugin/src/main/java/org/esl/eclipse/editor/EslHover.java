package org.esl.eclipse.editor;

import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextHover;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.MarkedString;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.esl.eclipse.EslPlugin;
import org.esl.eclipse.server.EmbeddedServer;
import org.esl.eclipse.text.DocumentPositions;

/** Hover on .esl files (plugin.xml): the server's hover text (signatures, structured English, LTL). */
public final class EslHover implements ITextHover {

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
        return hover == null ? null : text(hover);
    }

    @Override
    public IRegion getHoverRegion(ITextViewer viewer, int offset) {
        return new Region(offset, 0);
    }

    /**
     * The hover's text, marked strings joined, as plain text: Eclipse's default hover shows text as it is, so
     * the fences of the server's markdown code blocks are left out (their content, the signature, stays).
     */
    public static String text(Hover hover) {
        Either<List<Either<String, MarkedString>>, org.eclipse.lsp4j.MarkupContent> contents = hover.getContents();
        if (contents == null) {
            return null;
        }
        String text = contents.isRight() ? contents.getRight().getValue()
                : contents.getLeft().stream().map(part -> part.isLeft() ? part.getLeft() : part.getRight().getValue())
                        .collect(Collectors.joining("\n\n"));
        String plain = text.lines().filter(line -> !line.startsWith("```")).collect(Collectors.joining("\n")).strip();
        return plain.isEmpty() ? null : plain;
    }
}
