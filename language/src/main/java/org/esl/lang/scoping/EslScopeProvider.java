package org.esl.lang.scoping;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.scoping.IScope;
import org.eclipse.xtext.scoping.Scopes;
import org.eclipse.xtext.scoping.impl.FilteringScope;
import org.eclipse.xtext.util.IResourceScopeCache;
import org.eclipse.xtext.util.Tuples;
import org.esl.lang.esl.Binary;
import org.esl.lang.esl.EslPackage;
import org.esl.lang.esl.Parenthesized;
import org.esl.lang.esl.Reference;
import org.esl.lang.esl.Spec;
import org.esl.lang.esl.Template;
import org.esl.lang.esl.Tool;
import org.esl.lang.esl.ToolsFrom;

import com.google.inject.Inject;

/**
 * Which names an expression sees. Everything declared in the file and in the files it imports is
 * visible, then the tools of its {@code tools from} schemas (a tool declared in the spec shadows the
 * schema's); a template's parameters only inside its body; a tool's parameters only inside the
 * argument list of a call to that tool ({@code transfer_funds(amount > 10000)}).
 */
public class EslScopeProvider extends AbstractEslScopeProvider {

    /** Declarations that are visible only in their own context, never globally. */
    private static final Set<EClass> CONTEXT_ONLY = Set.of(
            EslPackage.Literals.TOOL_PARAM, EslPackage.Literals.TEMPLATE_PARAM, EslPackage.Literals.PARAM);

    @Inject
    private ToolSchemas toolSchemas;

    @Inject
    private IResourceScopeCache cache;

    @Override
    public IScope getScope(EObject context, EReference reference) {
        if (reference != EslPackage.Literals.REFERENCE__REF) {
            return super.getScope(context, reference);
        }
        Tool calledTool = toolWhoseArgumentsContain(context);
        if (calledTool != null) {
            if (isMatchedPattern(context)) {
                // the right side of matches may also name a detector, a predicate with a pattern: body matches iban
                return Scopes.scopeFor(calledTool.getParams(), declarations(context, reference));
            }
            // in a property, `send_email(to = s)`: the tool's parameters, then the spec's variables (docs/language.md)
            return EcoreUtil2.getContainerOfType(context, org.esl.lang.esl.Property.class) == null
                    ? Scopes.scopeFor(calledTool.getParams())
                    : Scopes.scopeFor(calledTool.getParams(), new FilteringScope(declarations(context, reference),
                            description -> description.getEClass() == EslPackage.Literals.RULE_VARIABLE));
        }
        IScope declarations = declarations(context, reference);
        Template template = EcoreUtil2.getContainerOfType(context, Template.class);
        return template == null ? declarations : Scopes.scopeFor(template.getParams(), declarations);
    }

    /** Declarations of the file and its imports, then schema tools. */
    public IScope declarations(EObject context, EReference reference) {
        IScope declared = new FilteringScope(super.getScope(context, reference),
                description -> !CONTEXT_ONLY.contains(description.getEClass()));
        List<Tool> schemaTools = schemaTools(EcoreUtil2.getContainerOfType(context, Spec.class));
        return schemaTools.isEmpty() ? declared : new ShadowingScope(declared, Scopes.scopeFor(schemaTools));
    }

    /**
     * The tools of every {@code tools from} schema of a spec that could be read. Every reference asks
     * for them, so they are computed once per version of the spec's resource: looking through all members
     * for each reference made linking quadratic in the size of the spec (docs/benchmarks.md).
     */
    public List<Tool> schemaTools(Spec spec) {
        if (spec == null) {
            return List.of();
        }
        return cache.get(Tuples.pair(EslScopeProvider.class, spec), spec.eResource(), () -> readSchemaTools(spec));
    }

    private List<Tool> readSchemaTools(Spec spec) {
        List<Tool> tools = new ArrayList<>();
        for (EObject member : spec.getMembers()) {
            if (member instanceof ToolsFrom toolsFrom && toolsFrom.getPath() != null) {
                tools.addAll(toolSchemas.schemaOf(toolsFrom).tools());
            }
        }
        return tools;
    }

    /** Whether the reference is the right side of {@code matches}, in parentheses or not. */
    private static boolean isMatchedPattern(EObject reference) {
        EObject operand = reference;
        while (operand.eContainer() instanceof Parenthesized parenthesized) {
            operand = parenthesized;
        }
        return operand.eContainer() instanceof Binary test && "matches".equals(test.getOp()) && test.getRight() == operand;
    }

    /**
     * The tool when {@code context} sits in the argument list of a call to it. The reference that is
     * being linked is itself a {@link Reference}, so the search starts at its container.
     */
    private static Tool toolWhoseArgumentsContain(EObject context) {
        for (EObject child = context, parent = context.eContainer(); parent != null; child = parent, parent = parent.eContainer()) {
            if (parent instanceof Reference call && call.getArgs().contains(child)) {
                EObject callee = call.getRef();
                return callee instanceof Tool tool && !tool.eIsProxy() ? tool : null;
            }
        }
        return null;
    }
}
