package org.esl.lang.linking;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.resource.EObjectAtOffsetHelper;
import org.eclipse.xtext.resource.XtextResource;

/**
 * Xtext's finder of the element at an offset, which asks the element under a name for its name attribute without
 * checking that there is an element: in text the parser made nothing of (half a character where the spec's name
 * goes, as a damaged paste leaves) there is none, and go to definition, find references and rename failed there with
 * a NullPointerException.
 */
public class ElementAtOffset extends EObjectAtOffsetHelper {

    @Override
    public EObject getElementWithNameAt(XtextResource resource, int offset) {
        if (resource == null || offset < 0 || resolveElementAt(resource, offset) == null) {
            return null;
        }
        return super.getElementWithNameAt(resource, offset);
    }
}
