package org.esl.lang.ide.navigation;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.lsp4j.SymbolKind;
import org.eclipse.xtext.ide.server.symbol.DocumentSymbolMapper.DocumentSymbolKindProvider;
import org.esl.lang.esl.EslPackage;

/**
 * The kind of each ESL declaration in the outline and in workspace symbols, close to its colour
 * (semantic tokens): a predicate is a function, a tool an event, a template an interface that properties
 * implement, a policy a boolean constraint, a rule an operator that derives, a test a class of cases.
 */
public class EslSymbolKinds extends DocumentSymbolKindProvider {

    private static final EslPackage ESL = EslPackage.eINSTANCE;

    @Override
    protected SymbolKind getSymbolKind(EClass kind) {
        if (kind == ESL.getSpec()) {
            return SymbolKind.Namespace;
        } else if (kind == ESL.getPredicate()) {
            return SymbolKind.Function;
        } else if (kind == ESL.getFunction()) {
            return SymbolKind.Method;
        } else if (kind == ESL.getTool()) {
            return SymbolKind.Event;
        } else if (kind == ESL.getParam() || kind == ESL.getToolParam() || kind == ESL.getTemplateParam()) {
            return SymbolKind.TypeParameter;
        } else if (kind == ESL.getTemplate()) {
            return SymbolKind.Interface;
        } else if (kind == ESL.getRuleVariable() || kind == ESL.getPolicyVar()) {
            return SymbolKind.Variable;
        } else if (kind == ESL.getEnumType()) {
            return SymbolKind.Enum;
        } else if (kind == ESL.getEnumLiteral()) {
            return SymbolKind.EnumMember;
        } else if (kind == ESL.getRule()) {
            return SymbolKind.Operator;
        } else if (kind == ESL.getPolicy()) {
            return SymbolKind.Boolean;
        } else if (kind == ESL.getTest()) {
            return SymbolKind.Class;
        }
        return SymbolKind.Property; // a property, and whatever else has a name
    }
}
