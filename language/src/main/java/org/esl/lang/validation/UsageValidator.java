package org.esl.lang.validation;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.xtext.validation.Check;
import org.esl.lang.esl.EnumLiteral;
import org.esl.lang.esl.EslPackage.Literals;
import org.esl.lang.esl.Function;
import org.esl.lang.esl.PolicyVar;
import org.esl.lang.esl.Predicate;
import org.esl.lang.esl.Referable;
import org.esl.lang.esl.RuleVariable;
import org.esl.lang.esl.Template;
import org.esl.lang.esl.Tool;

/**
 * ESL002 (unused rule or policy variable) and ESL003 (unused predicate, function, declared tool,
 * template or enum value). A declaration is used when anything in the loaded resources of its resource
 * set refers to it (facts, rules, properties, tests, and other files that import it); tools that come
 * from a {@code tools from} schema are not declared in the spec and so never reported.
 */
public class UsageValidator extends EslCheck {

    /** Key of the set of referenced declarations, computed once per validation of a resource. */
    private static final Object REFERENCED = new Object();

    @Check
    public void checkVariableUsed(Referable variable) {
        if ((variable instanceof RuleVariable || variable instanceof PolicyVar) && !isReferenced(variable)) {
            report(IssueCodes.UNUSED_VARIABLE, Describe.declaration(variable) + " is never used", variable,
                    Literals.REFERABLE__NAME, variable.getName());
        }
    }

    @Check
    public void checkDeclarationUsed(Referable declaration) {
        boolean checked = declaration instanceof Predicate || declaration instanceof Function || declaration instanceof Tool
                || declaration instanceof Template || declaration instanceof EnumLiteral;
        if (checked && !isReferenced(declaration)) {
            report(IssueCodes.UNUSED_DECLARATION, Describe.declaration(declaration) + " is never used", declaration,
                    Literals.REFERABLE__NAME, declaration.getName());
        }
    }

    private boolean isReferenced(Referable declaration) {
        if (declaration.getName() == null) {
            return true; // a declaration the parser could not complete
        }
        @SuppressWarnings("unchecked")
        Set<EObject> referenced = (Set<EObject>) getContext().computeIfAbsent(REFERENCED, key -> referencedIn(declaration.eResource()));
        return referenced.contains(declaration);
    }

    /**
     * Makes the validations that use {@code context} take {@code referenced} as everything the loaded resources
     * refer to, instead of collecting it themselves: a validation that checks a spec member by member (the
     * language server's, after an edit) keeps what each member refers to.
     */
    public static void assumeReferenced(Map<Object, Object> context, Set<EObject> referenced) {
        context.put(REFERENCED, referenced);
    }

    /** Everything the resources of the resource set refer to, resolving references as needed. */
    private static Set<EObject> referencedIn(Resource resource) {
        Set<EObject> referenced = Collections.newSetFromMap(new IdentityHashMap<>());
        collect(resource, referenced); // first, since it may load the files it imports
        referenced.addAll(referencedOutside(resource));
        return referenced;
    }

    /** Everything the other resources of the resource set of {@code resource} refer to, resolving references as needed. */
    public static Set<EObject> referencedOutside(Resource resource) {
        Set<EObject> referenced = Collections.newSetFromMap(new IdentityHashMap<>());
        ResourceSet set = resource.getResourceSet();
        if (set == null) {
            return referenced;
        }
        // resolving a reference may load an imported file, which appends to the list
        for (int i = 0; i < set.getResources().size(); i++) {
            if (set.getResources().get(i) != resource) {
                collect(set.getResources().get(i), referenced);
            }
        }
        return referenced;
    }

    private static void collect(Resource resource, Set<EObject> referenced) {
        for (Iterator<EObject> contents = resource.getAllContents(); contents.hasNext();) {
            for (EObject target : contents.next().eCrossReferences()) {
                if (!target.eIsProxy()) {
                    referenced.add(target);
                }
            }
        }
    }
}
