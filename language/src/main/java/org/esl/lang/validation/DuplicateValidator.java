package org.esl.lang.validation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.validation.Check;
import org.esl.lang.esl.EnumType;
import org.esl.lang.esl.EslPackage.Literals;
import org.esl.lang.esl.Import;
import org.esl.lang.esl.Referable;
import org.esl.lang.esl.Spec;
import org.esl.lang.esl.Test;
import org.esl.lang.esl.Variables;

/**
 * ESL009: a name declared twice. ESL names are flat, so every declaration of a spec, of the files it
 * imports (transitively) and every enum value share one namespace. The imported declarations come first,
 * then the file's own in order; every declaration after the first of its name is marked, with where the
 * first is. A clash between two imported files is marked on the import that brings the second.
 */
public class DuplicateValidator extends EslCheck {

    /** A declaration and the top-level import that made it visible (null for the spec's own). */
    private record Visible(EObject declaration, Import via) {
    }

    @Check
    public void checkUniqueDeclarations(Spec spec) {
        List<Visible> visible = new ArrayList<>();
        Set<Resource> seen = new HashSet<>();
        seen.add(spec.eResource());
        for (EObject member : spec.getMembers()) {
            if (member instanceof Import declaration) {
                Spec imported = Imports.spec(declaration);
                if (imported != null) {
                    collectImported(imported, declaration, seen, visible);
                }
            }
        }
        declarationsOf(spec).forEach(declaration -> visible.add(new Visible(declaration, null)));

        Map<String, Visible> first = new HashMap<>();
        Set<String> reportedOnImports = new HashSet<>();
        for (Visible current : visible) {
            String name = Describe.name(current.declaration());
            if (name == null) {
                continue;
            }
            Visible earlier = first.putIfAbsent(name, current);
            if (earlier == null) {
                continue;
            }
            if (current.via() == null) {
                report(IssueCodes.DUPLICATE_DECLARATION, "'" + name + "' is already declared "
                        + Describe.location(earlier.declaration(), spec), current.declaration(),
                        nameFeature(current.declaration()), name);
            } else if (earlier.via() != null && reportedOnImports.add(name)) {
                report(IssueCodes.DUPLICATE_DECLARATION, "'" + name + "' is declared both "
                        + Describe.location(earlier.declaration(), spec) + " and "
                        + Describe.location(current.declaration(), spec), current.via(), Literals.IMPORT__IMPORT_URI, name);
            }
        }
    }

    @Check
    public void checkUniqueParameters(Referable declaration) {
        Set<String> names = new HashSet<>();
        for (EObject param : Declarations.params(declaration)) {
            String name = Declarations.paramName(param);
            if (name != null && !names.add(name)) {
                report(IssueCodes.DUPLICATE_DECLARATION, "parameter '" + name + "' is declared twice in '"
                        + declaration.getName() + "'", param, Declarations.paramNameFeature(param), name);
            }
        }
    }

    private static void collectImported(Spec spec, Import via, Set<Resource> seen, List<Visible> visible) {
        if (!seen.add(spec.eResource())) {
            return;
        }
        for (EObject member : spec.getMembers()) {
            if (member instanceof Import declaration) {
                Spec imported = Imports.spec(declaration);
                if (imported != null) {
                    collectImported(imported, via, seen, visible);
                }
            }
        }
        declarationsOf(spec).forEach(declaration -> visible.add(new Visible(declaration, via)));
    }

    /** The named declarations of one file, in order; enum values follow their type. */
    private static List<EObject> declarationsOf(Spec spec) {
        List<EObject> declarations = new ArrayList<>();
        for (EObject member : spec.getMembers()) {
            if (member instanceof Variables variables) {
                declarations.addAll(variables.getVariables());
            } else if (member instanceof EnumType type) {
                declarations.add(type);
                declarations.addAll(type.getLiterals());
            } else if (member instanceof Referable || member instanceof Test) {
                declarations.add(member);
            }
        }
        return declarations;
    }

    private static EStructuralFeature nameFeature(EObject declaration) {
        if (declaration instanceof EnumType) {
            return Literals.ENUM_TYPE__NAME;
        } else if (declaration instanceof Test) {
            return Literals.TEST__NAME;
        }
        return Literals.REFERABLE__NAME;
    }
}
