package org.esl.lang.ide.server;

import java.util.IdentityHashMap;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.esl.lang.linking.EslResource;
import org.esl.lang.linking.ObjectPaths;

/**
 * The resource of a spec in the language server. A spec changed on disk, or one that depends on a changed
 * file, is unloaded before the build loads it again: every object becomes a proxy whose URI fragment is its
 * path from the root ({@code //@members.1234/@body}). EMF computes each path from the object up, with
 * {@code indexOf} in each containing list, n² for a spec of n declarations (15% of an edit of the
 * 1,500-rule spec before edits were made in place, docs/benchmarks.md); here the paths come from one walk
 * ({@link ObjectPaths}). A tree replaced by a parse is unloaded the same way by the language's
 * {@code PathsFirstUnloader}.
 */
public class QuickUnloadResource extends EslResource {

    /** The path of every object while the resource unloads; null otherwise. */
    private Map<EObject, String> unloading;

    @Override
    protected void doUnload() {
        unloading = paths();
        try {
            super.doUnload();
        } finally {
            unloading = null;
        }
    }

    @Override
    public String getURIFragment(EObject object) {
        Map<EObject, String> paths = unloading;
        String path = paths == null ? null : paths.get(object);
        return path != null ? path : super.getURIFragment(object);
    }

    private Map<EObject, String> paths() {
        Map<EObject, String> paths = new IdentityHashMap<>();
        for (EObject root : getContents()) {
            paths.putAll(ObjectPaths.below(root, super.getURIFragment(root)));
        }
        return paths;
    }
}
