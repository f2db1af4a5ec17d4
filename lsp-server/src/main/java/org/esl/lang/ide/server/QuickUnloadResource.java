package org.esl.lang.ide.server;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.esl.lang.linking.EslResource;

/**
 * The resource of a spec in the language server. Each edit unloads the spec's previous resource, which
 * turns every object into a proxy whose URI fragment is its path from the root ({@code //@members.1234/@body});
 * EMF finds each step of a path with {@code indexOf} in the containing list, so unloading a spec of n
 * declarations took time in n² (15% of an edit of the 1,500-rule spec, docs/benchmarks.md). Here the paths
 * of all objects are computed in one walk over the tree before unloading, with the same segments EMF
 * writes ({@code @feature.index} in a list, {@code @feature} otherwise: ESL's model has no keys or ids).
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
            String path = super.getURIFragment(root);
            paths.put(root, path);
            addChildren(root, path, paths);
        }
        return paths;
    }

    private static void addChildren(EObject parent, String path, Map<EObject, String> paths) {
        for (EReference containment : parent.eClass().getEAllContainments()) {
            if (!parent.eIsSet(containment)) {
                continue;
            }
            Object value = parent.eGet(containment, false);
            if (containment.isMany()) {
                int index = 0;
                for (Object child : (List<?>) value) {
                    add((EObject) child, path + "/@" + containment.getName() + "." + index++, paths);
                }
            } else {
                add((EObject) value, path + "/@" + containment.getName(), paths);
            }
        }
    }

    private static void add(EObject child, String path, Map<EObject, String> paths) {
        paths.put(child, path);
        addChildren(child, path, paths);
    }
}
