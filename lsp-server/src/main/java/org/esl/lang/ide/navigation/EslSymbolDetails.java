package org.esl.lang.ide.navigation;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolMapper.DocumentSymbolDetailsProvider;

/** The detail an outline shows beside a declaration's name: its description (a spec's title), when it has one. */
public class EslSymbolDetails extends DocumentSymbolDetailsProvider {

    @Override
    public String getDetails(EObject object) {
        EStructuralFeature description = object.eClass().getEStructuralFeature("description");
        if (description == null) {
            description = object.eClass().getEStructuralFeature("title");
        }
        Object value = description == null ? null : object.eGet(description);
        return value instanceof String text ? text : "";
    }
}
