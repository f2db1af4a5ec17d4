package org.esl.eclipse.editor;

import java.util.List;

import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.text.hyperlink.AbstractHyperlinkDetector;
import org.eclipse.jface.text.hyperlink.IHyperlink;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.esl.eclipse.EslPlugin;
import org.esl.eclipse.editor.Definitions.Target;
import org.esl.eclipse.server.EmbeddedServer;
import org.esl.eclipse.text.DocumentPositions;

/**
 * Open Declaration (F3) and Ctrl+click on a name of an .esl file (plugin.xml, a hyperlink detector of the
 * Generic Editor): the server's definition, in this spec, an imported one, or the tool schema a tool comes from.
 */
public final class EslHyperlinks extends AbstractHyperlinkDetector {

    @Override
    public IHyperlink[] detectHyperlinks(ITextViewer viewer, IRegion region, boolean canShowMultipleHyperlinks) {
        IDocument document = viewer.getDocument();
        String uri = DocumentFiles.uri(document);
        if (uri == null) {
            return null;
        }
        EmbeddedServer server = EslPlugin.get().server();
        server.documents().edited(uri, document.get());
        List<Target> targets = Definitions.of(EmbeddedServer.answer(server.textDocuments().definition(
                new DefinitionParams(new TextDocumentIdentifier(uri), new DocumentPositions(document).position(region.getOffset())))));
        IRegion name = name(document.get(), region.getOffset());
        if (targets.isEmpty() || name.getLength() == 0) {
            return null;
        }
        IHyperlink[] links = targets.stream().map(target -> link(name, target)).toArray(IHyperlink[]::new);
        return canShowMultipleHyperlinks ? links : new IHyperlink[] { links[0] };
    }

    /** The name around {@code offset}: what is underlined. */
    static IRegion name(String text, int offset) {
        int start = Math.min(offset, text.length());
        int end = start;
        while (start > 0 && isNamePart(text.charAt(start - 1))) {
            start--;
        }
        while (end < text.length() && isNamePart(text.charAt(end))) {
            end++;
        }
        return new Region(start, end - start);
    }

    private static boolean isNamePart(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '.';
    }

    private static IHyperlink link(IRegion name, Target target) {
        return new IHyperlink() {
            @Override
            public IRegion getHyperlinkRegion() {
                return name;
            }

            @Override
            public String getTypeLabel() {
                return "Open Declaration";
            }

            @Override
            public String getHyperlinkText() {
                return "Open Declaration in " + java.nio.file.Path.of(target.file()).getFileName();
            }

            @Override
            public void open() {
                IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
                try {
                    FileEditors.open(page, target.file(), target.range());
                } catch (CoreException e) {
                    ILog.of(EslHyperlinks.class).log(e.getStatus());
                }
            }
        };
    }
}
