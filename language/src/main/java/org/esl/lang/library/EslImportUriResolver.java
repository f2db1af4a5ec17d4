package org.esl.lang.library;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.scoping.impl.ImportUriResolver;

/** Imports for the global scope, with {@code esl:NAME} read as the library of that name ({@link StandardLibrary}). */
public class EslImportUriResolver extends ImportUriResolver {

    @Override
    public String resolve(EObject object) {
        return StandardLibrary.resolve(super.resolve(object));
    }
}
