package org.esl.lang.validation;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.EcoreUtil2;
import org.esl.lang.esl.Import;
import org.esl.lang.esl.Spec;
import org.esl.lang.library.StandardLibrary;

/** The files an {@code import} names, resolved the way the global scope resolves them. */
final class Imports {

    private Imports() {
    }

    /** The absolute URI an import names, or null when the text is not a URI at all. */
    static URI uri(Import declaration) {
        if (declaration.getImportURI() == null || declaration.getImportURI().isBlank()) {
            return null;
        }
        try {
            URI written = URI.createURI(StandardLibrary.resolve(declaration.getImportURI()));
            URI base = declaration.eResource() == null ? null : declaration.eResource().getURI();
            return written.isRelative() && base != null && base.isHierarchical() && !base.isRelative()
                    ? written.resolve(base)
                    : written;
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    /** The spec an import names, loaded into the importing spec's resource set; null when it cannot be read. */
    static Spec spec(Import declaration) {
        URI uri = uri(declaration);
        Resource importing = declaration.eResource();
        if (uri == null || importing == null || importing.getResourceSet() == null || !EcoreUtil2.isValidUri(importing, uri)) {
            return null;
        }
        Resource imported = EcoreUtil2.getResource(importing, uri.toString());
        return imported != null && !imported.getContents().isEmpty() && imported.getContents().get(0) instanceof Spec spec
                ? spec
                : null;
    }
}
