package org.esl.eclipse.editor;

import java.util.List;

import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IDocumentListener;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.views.contentoutline.ContentOutlinePage;
import org.esl.eclipse.EslPlugin;
import org.esl.eclipse.editor.Outline.Node;
import org.esl.eclipse.server.EmbeddedServer;
import org.esl.eclipse.text.DocumentPositions;

/**
 * The Outline view of an .esl editor: the spec's declarations as a tree from the server's document symbols,
 * read again after each pause in typing; selecting one selects its name in the editor.
 */
final class EslOutlinePage extends ContentOutlinePage {

    /** The pause in typing after which the tree is read again, as the other features of the editor wait. */
    private static final int DELAY_MS = 500;

    private final ITextEditor editor;
    private final IDocument document;
    private final IDocumentListener edits = new IDocumentListener() {
        @Override
        public void documentAboutToBeChanged(DocumentEvent event) {
        }

        @Override
        public void documentChanged(DocumentEvent event) {
            refreshLater();
        }
    };
    private boolean refreshPending;

    EslOutlinePage(ITextEditor editor, IDocument document) {
        this.editor = editor;
        this.document = document;
    }

    @Override
    public void createControl(Composite parent) {
        super.createControl(parent);
        TreeViewer tree = getTreeViewer();
        tree.setContentProvider(new ITreeContentProvider() {
            @Override
            public Object[] getElements(Object input) {
                return ((List<?>) input).toArray();
            }

            @Override
            public Object[] getChildren(Object parent) {
                return ((Node) parent).children().toArray();
            }

            @Override
            public Object getParent(Object element) {
                return null;
            }

            @Override
            public boolean hasChildren(Object element) {
                return !((Node) element).children().isEmpty();
            }
        });
        tree.setLabelProvider(new LabelProvider() {
            @Override
            public String getText(Object element) {
                return ((Node) element).entry().label();
            }
        });
        refresh();
        document.addDocumentListener(edits);
    }

    /** Typing changes the document many times a second: the tree is read once the typing pauses. */
    private void refreshLater() {
        if (refreshPending || getControl() == null || getControl().isDisposed()) {
            return;
        }
        refreshPending = true;
        getControl().getDisplay().asyncExec(() -> getControl().getDisplay().timerExec(DELAY_MS, () -> {
            refreshPending = false;
            if (!getControl().isDisposed()) {
                refresh();
            }
        }));
    }

    private void refresh() {
        String uri = DocumentFiles.uri(document);
        if (uri == null) {
            return;
        }
        EmbeddedServer server = EslPlugin.get().server();
        server.documents().edited(uri, document.get());
        var symbols = EmbeddedServer.answer(server.textDocuments().documentSymbol(new DocumentSymbolParams(new TextDocumentIdentifier(uri))));
        if (symbols == null) {
            return; // no answer in time: the tree of the last answer stays
        }
        getTreeViewer().setInput(Outline.tree(Outline.of(symbols)));
        getTreeViewer().expandAll();
    }

    @Override
    public void selectionChanged(SelectionChangedEvent event) {
        super.selectionChanged(event);
        if (event.getSelection() instanceof IStructuredSelection picked && picked.getFirstElement() instanceof Node node) {
            int[] offsets = new DocumentPositions(document).offsets(node.entry().selection());
            editor.selectAndReveal(offsets[0], offsets[1] - offsets[0]);
        }
    }

    @Override
    public void dispose() {
        document.removeDocumentListener(edits);
        super.dispose();
    }
}
