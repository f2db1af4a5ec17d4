package org.esl.lang.scoping;

import java.util.Optional;

import org.eclipse.emf.common.notify.impl.AdapterImpl;
import org.eclipse.emf.ecore.EObject;
import org.esl.runtime.SourceRange;

/**
 * Marks a tool or tool parameter read from a {@code tools from} schema with where the JSON file writes its
 * name. Such an element is no part of any spec: an editor goes to that place for its definition, and
 * refuses to rename it (the schema is the tool's contract with the application, often generated from its
 * code; see docs/language-server.md).
 */
public final class SchemaDeclaration extends AdapterImpl {

    private final SourceRange name;

    private SchemaDeclaration(SourceRange name) {
        this.name = name;
    }

    static void mark(EObject element, SourceRange name) {
        element.eAdapters().add(new SchemaDeclaration(name));
    }

    /** Where the schema writes the name of {@code element}, if it is a tool or parameter of a schema. */
    public static Optional<SourceRange> of(EObject element) {
        if (element == null) {
            return Optional.empty();
        }
        for (Object adapter : element.eAdapters()) {
            if (adapter instanceof SchemaDeclaration declaration) {
                return Optional.of(declaration.name);
            }
        }
        return Optional.empty();
    }

    @Override
    public boolean isAdapterForType(Object type) {
        return type == SchemaDeclaration.class;
    }
}
