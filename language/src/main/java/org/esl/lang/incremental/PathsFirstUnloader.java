package org.esl.lang.incremental;

import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.InternalEObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.parser.antlr.IReferableElementsUnloader;

/**
 * Unloads a tree a parse has replaced (all of a spec, or the part an edit re-parsed) as Xtext's
 * {@code GenericUnloader} does: adapters removed top-down, then every object a proxy to its own path, so
 * that references to it from elsewhere find its successor. The paths come from one walk
 * ({@link ObjectPaths}) instead of one walk up per object, which on the 1,500-rule spec was a quarter of an
 * edit that breaks the syntax (docs/benchmarks.md).
 */
public class PathsFirstUnloader implements IReferableElementsUnloader {

    /**
     * After a parse of the whole text Xtext unloads the old tree twice (the partial parser as it gives up,
     * then the resource as it drops the old root); the second time there is nothing left to do.
     */
    @Override
    public void unloadRoot(EObject root) {
        if (root.eIsProxy()) {
            return;
        }
        URI uri = EcoreUtil.getURI(root);
        Map<EObject, String> paths = ObjectPaths.below(root, uri.fragment());
        URI file = uri.trimFragment();
        paths.keySet().forEach(object -> object.eAdapters().clear());
        paths.forEach((object, path) -> ((InternalEObject) object).eSetProxyURI(file.appendFragment(path)));
    }
}
