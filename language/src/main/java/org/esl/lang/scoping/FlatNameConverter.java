package org.esl.lang.scoping;

import org.eclipse.xtext.naming.IQualifiedNameConverter;
import org.eclipse.xtext.naming.QualifiedName;

/**
 * ESL names are flat: a name is one segment, dots and all, so that a schema's {@code AugustSmartLock.UnlockDoor},
 * written {@code `AugustSmartLock.UnlockDoor`}, links to that tool rather than to a tool {@code UnlockDoor} in a
 * namespace {@code AugustSmartLock} (docs/language.md, "Tool names from schemas").
 */
public class FlatNameConverter extends IQualifiedNameConverter.DefaultImpl {

    @Override
    public QualifiedName toQualifiedName(String name) {
        return name == null || name.isEmpty() ? super.toQualifiedName(name) : QualifiedName.create(name);
    }
}
