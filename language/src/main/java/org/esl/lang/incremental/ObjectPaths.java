package org.esl.lang.incremental;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;

/**
 * The URI fragments of a tree of objects, computed in one walk down from its root. EMF computes an
 * object's fragment from the object up, finding each step with {@code indexOf} in the containing list: for
 * every object of a spec with n members that is a search among n, n² for the whole tree. The segments are
 * the ones EMF writes ({@code @feature.index} in a list, {@code @feature} otherwise), which is what a
 * spec's objects have: ESL's model has no keys or ids.
 */
final class ObjectPaths {

    private ObjectPaths() {
    }

    /** The fragment of the root and of everything below it, parents before children. */
    static Map<EObject, String> below(EObject root, String rootFragment) {
        Map<EObject, String> paths = new LinkedHashMap<>();
        add(root, rootFragment, paths);
        return paths;
    }

    private static void add(EObject object, String path, Map<EObject, String> paths) {
        paths.put(object, path);
        for (EReference containment : object.eClass().getEAllContainments()) {
            if (!object.eIsSet(containment)) {
                continue;
            }
            Object value = object.eGet(containment, false);
            if (containment.isMany()) {
                List<?> children = (List<?>) value;
                for (int i = 0; i < children.size(); i++) {
                    add((EObject) children.get(i), path + "/@" + containment.getName() + "." + i, paths);
                }
            } else {
                add((EObject) value, path + "/@" + containment.getName(), paths);
            }
        }
    }
}
