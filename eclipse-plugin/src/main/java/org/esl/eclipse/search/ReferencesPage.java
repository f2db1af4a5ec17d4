package org.esl.eclipse.search;

import java.net.URI;
import java.nio.file.Path;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.Region;
import org.eclipse.jface.viewers.AbstractTreeViewer;
import org.eclipse.jface.viewers.ITreeContentProvider;
import org.eclipse.jface.viewers.LabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TreeViewer;
import org.eclipse.search.ui.text.AbstractTextSearchViewPage;
import org.eclipse.search.ui.text.Match;
import org.eclipse.swt.graphics.Image;
import org.eclipse.ui.ISharedImages;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.esl.eclipse.editor.FileEditors;

/**
 * The Search view's page for a {@link ReferencesResult} (plugin.xml, org.eclipse.search.searchResultViewPages):
 * the files with references, each with its lines; opening a line (double-click, Enter, the view's next and
 * previous buttons) opens the file with the reference selected.
 */
public final class ReferencesPage extends AbstractTextSearchViewPage {

    public ReferencesPage() {
        super(FLAG_LAYOUT_TREE);
    }

    @Override
    protected void configureTreeViewer(TreeViewer viewer) {
        viewer.setUseHashlookup(true);
        viewer.setAutoExpandLevel(AbstractTreeViewer.ALL_LEVELS); // a name has a few references: all lines in view at once
        viewer.setContentProvider(new FilesAndLines());
        viewer.setLabelProvider(new Labels());
    }

    /** Never called: the page has the tree layout only ({@link #FLAG_LAYOUT_TREE}). */
    @Override
    protected void configureTableViewer(TableViewer viewer) {
        throw new UnsupportedOperationException("the references are shown as a tree");
    }

    @Override
    protected void elementsChanged(Object[] elements) {
        getViewer().refresh();
    }

    @Override
    protected void clear() {
        getViewer().refresh();
    }

    @Override
    protected void showMatch(Match match, int offset, int length, boolean activate) throws PartInitException {
        ReferenceLine line = (ReferenceLine) match.getElement();
        try {
            FileEditors.open(getSite().getPage(), line.file(), document -> new Region(offset, length));
        } catch (CoreException e) {
            throw new PartInitException("cannot open " + line.file() + ": " + e.getMessage(), e);
        }
    }

    private ReferencesResult result() {
        return (ReferencesResult) getInput();
    }

    /** The files, then the lines of each. */
    private final class FilesAndLines implements ITreeContentProvider {

        @Override
        public Object[] getElements(Object input) {
            return input instanceof ReferencesResult references ? references.files().toArray() : new Object[0];
        }

        @Override
        public Object[] getChildren(Object parent) {
            return parent instanceof URI file && result() != null ? result().lines(file).toArray() : new Object[0];
        }

        @Override
        public Object getParent(Object element) {
            return element instanceof ReferenceLine line ? line.file() : null;
        }

        @Override
        public boolean hasChildren(Object element) {
            return element instanceof URI;
        }
    }

    /** A file by its name and folder (in the workspace if it is there), a line by its number and text. */
    private final class Labels extends LabelProvider {

        @Override
        public String getText(Object element) {
            if (element instanceof ReferenceLine line) {
                return line.label();
            }
            URI file = (URI) element;
            IFile[] inWorkspace = ResourcesPlugin.getWorkspace().getRoot().findFilesForLocationURI(file);
            String folder = inWorkspace.length > 0 ? inWorkspace[0].getParent().getFullPath().makeRelative().toString()
                    : String.valueOf(Path.of(file).getParent());
            return result() == null ? folder : result().fileLabel(file, folder);
        }

        @Override
        public Image getImage(Object element) {
            return element instanceof URI ? PlatformUI.getWorkbench().getSharedImages().getImage(ISharedImages.IMG_OBJ_FILE) : null;
        }
    }
}
