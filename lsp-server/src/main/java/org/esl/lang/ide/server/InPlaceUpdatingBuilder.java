package org.esl.lang.ide.server;

import java.io.IOException;
import java.io.InputStream;

import org.apache.log4j.Logger;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.build.BuildRequest;
import org.eclipse.xtext.build.IncrementalBuilder;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.LazyStringInputStream;
import org.esl.lang.linking.EslResource;

/**
 * Xtext's build, except that a changed spec open in the editor is brought to its new text in place
 * ({@link EslResource#updateTo}) instead of being unloaded and loaded again. Xtext then parses again only
 * the part of the file around the change, and an edit inside one declaration relinks that declaration
 * only; validation still covers the whole file. On the 1,500-rule spec this is most of an edit's time
 * (docs/benchmarks.md, language server latency). Anything else (a file changed on disk, a deleted file,
 * a file that depends on the changed one) is unloaded as Xtext does.
 */
public class InPlaceUpdatingBuilder extends IncrementalBuilder.InternalStatefulIncrementalBuilder {

    private static final Logger LOG = Logger.getLogger(InPlaceUpdatingBuilder.class);

    @Override
    protected void unloadResource(URI uri) {
        BuildRequest request = getRequest();
        boolean changedInEditor = request.getDirtyFiles().contains(uri) && !request.getDeletedFiles().contains(uri);
        if (!changedInEditor || !updatedInPlace(request.getResourceSet(), uri)) {
            super.unloadResource(uri);
        }
    }

    private static boolean updatedInPlace(XtextResourceSet resources, URI uri) {
        Resource resource = resources.getResource(uri, false);
        if (!(resource instanceof EslResource spec) || !spec.isLoaded() || spec.getParseResult() == null) {
            return false;
        }
        String text = openDocument(resources, uri);
        if (text == null) {
            return false;
        }
        try {
            spec.updateTo(text);
            return true;
        } catch (RuntimeException e) {
            // The resource may be half updated: the caller unloads it and the build loads the text afresh.
            LOG.warn(uri.lastSegment() + ": updating in place failed, loading the file again", e);
            return false;
        }
    }

    /** The text of a document open in the editor (Xtext serves it as a string), null for a file on disk. */
    private static String openDocument(XtextResourceSet resources, URI uri) {
        try (InputStream in = resources.getURIConverter().createInputStream(uri)) {
            return in instanceof LazyStringInputStream document ? document.getString() : null;
        } catch (IOException e) {
            return null;
        }
    }
}
