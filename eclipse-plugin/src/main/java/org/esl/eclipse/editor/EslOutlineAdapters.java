package org.esl.eclipse.editor;

import org.eclipse.core.runtime.IAdapterFactory;
import org.eclipse.jface.text.IDocument;
import org.eclipse.ui.texteditor.ITextEditor;
import org.eclipse.ui.views.contentoutline.IContentOutlinePage;

/**
 * Gives the Outline view a page for an editor of an .esl file (plugin.xml, an adapter factory of text
 * editors: the Generic Editor has no outline of its own); other editors get none from here.
 */
public final class EslOutlineAdapters implements IAdapterFactory {

    @Override
    public <T> T getAdapter(Object adaptable, Class<T> type) {
        if (type != IContentOutlinePage.class || !(adaptable instanceof ITextEditor editor) || editor.getDocumentProvider() == null) {
            return null;
        }
        IDocument document = editor.getDocumentProvider().getDocument(editor.getEditorInput());
        return document != null && DocumentFiles.uri(document) != null ? type.cast(new EslOutlinePage(editor, document)) : null;
    }

    @Override
    public Class<?>[] getAdapterList() {
        return new Class<?>[] { IContentOutlinePage.class };
    }
}
