package org.esl.eclipse.editor;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

import org.eclipse.core.commands.common.NotDefinedException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.codemining.AbstractCodeMining;
import org.eclipse.jface.text.codemining.AbstractCodeMiningProvider;
import org.eclipse.jface.text.codemining.ICodeMining;
import org.eclipse.jface.text.codemining.LineEndCodeMining;
import org.eclipse.jface.text.codemining.LineHeaderCodeMining;
import org.eclipse.jface.text.source.ISourceViewerExtension5;
import org.eclipse.lsp4j.CodeLensParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.swt.events.MouseEvent;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.texteditor.ITextEditor;
import org.esl.eclipse.EslPlugin;
import org.esl.eclipse.check.CheckReports;
import org.esl.eclipse.check.CheckResultsView;
import org.esl.eclipse.editor.Lenses.Mining;
import org.esl.eclipse.server.EmbeddedServer;
import org.esl.eclipse.server.ServerCommands;
import org.esl.lang.ide.commands.EslProtocol;

/**
 * The code lenses of an .esl file as code minings (plugin.xml, a code mining provider of text editors on .esl
 * files): at the end of the spec's header line, above each test, and after a check above each tallied
 * declaration. Clicking one runs
 * what the editor's context menu runs: Check N transcripts is <b>Check the spec's transcripts</b>, a tally
 * opens the ESL Check Results view, Run test and Run all tests save the spec and run the tests (their results
 * head that view). The minings are read again after each pause in typing and after each check.
 */
public final class EslCodeMinings extends AbstractCodeMiningProvider {

    private static final String CHECK_ALL_TRANSCRIPTS = "org.esl.eclipse.checkAllTranscripts";

    private final Consumer<CheckReports> checked = reports -> update();
    private volatile ITextViewer viewer;

    @Override
    public CompletableFuture<List<? extends ICodeMining>> provideCodeMinings(ITextViewer textViewer, IProgressMonitor monitor) {
        if (viewer == null) {
            EslPlugin.get().checkReports().addListener(checked);
        }
        viewer = textViewer;
        IDocument document = textViewer.getDocument();
        String uri = document == null ? null : DocumentFiles.uri(document);
        if (uri == null) {
            return CompletableFuture.completedFuture(List.of());
        }
        EmbeddedServer server = EslPlugin.get().server();
        server.documents().edited(uri, document.get());
        return server.textDocuments().codeLens(new CodeLensParams(new TextDocumentIdentifier(uri)))
                .<List<? extends ICodeMining>>thenApply(lenses -> minings(Lenses.of(lenses), document))
                .exceptionally(failure -> List.of()); // no answer: no minings, as a failed hover shows nothing
    }

    /** The minings as Eclipse draws them: at the end of their line or above it ({@link Mining#atLineEnd()}). */
    List<ICodeMining> minings(List<Mining> minings, IDocument document) {
        List<ICodeMining> shown = new ArrayList<>();
        for (Mining mining : minings) {
            Consumer<MouseEvent> click = event -> run(mining);
            try {
                AbstractCodeMining drawn = mining.atLineEnd() ? new LineEndCodeMining(document, mining.line(), this) {
                    @Override
                    public Consumer<MouseEvent> getAction() {
                        return click; // LineEndCodeMining takes no action of its own
                    }
                } : new LineHeaderCodeMining(mining.line(), document, this, click) {
                };
                drawn.setLabel(mining.title());
                shown.add(drawn);
            } catch (BadLocationException e) {
                // the lens is of a text that has changed since: the next pause in typing reads them again
            }
        }
        return shown;
    }

    private void run(Mining mining) {
        ITextEditor editor = getAdapter(ITextEditor.class);
        IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        try {
            switch (mining.command()) {
                case EslProtocol.CHECK_TRANSCRIPTS -> PlatformUI.getWorkbench().getService(IHandlerService.class)
                        .executeCommand(CHECK_ALL_TRANSCRIPTS, null);
                case EslProtocol.RUN_TEST, EslProtocol.RUN_ALL_TESTS -> {
                    if (editor != null && editor.isDirty()) {
                        editor.doSave(null);
                    }
                    ServerCommands.execute(mining.command(), mining.arguments().toArray(String[]::new));
                    page.showView(CheckResultsView.ID);
                }
                case EslProtocol.SHOW_RESULTS -> page.showView(CheckResultsView.ID);
                default -> ServerCommands.execute(mining.command(), mining.arguments().toArray(String[]::new));
            }
        } catch (PartInitException | NotDefinedException | org.eclipse.core.commands.ExecutionException
                | org.eclipse.core.commands.NotEnabledException | org.eclipse.core.commands.NotHandledException e) {
            ILog.of(EslCodeMinings.class).error("ESL could not run '" + mining.title() + "': " + e.getMessage(), e);
        }
    }

    /** After a check the tallies have changed. */
    private void update() {
        ITextViewer shown = viewer;
        if (shown instanceof ISourceViewerExtension5 minings && shown.getTextWidget() != null && !shown.getTextWidget().isDisposed()) {
            shown.getTextWidget().getDisplay().asyncExec(() -> {
                if (shown.getTextWidget() != null && !shown.getTextWidget().isDisposed()) {
                    minings.updateCodeMinings();
                }
            });
        }
    }

    @Override
    public void dispose() {
        EslPlugin.get().checkReports().removeListener(checked);
        viewer = null;
        super.dispose();
    }
}
