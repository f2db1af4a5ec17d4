package org.esl.lang.linking;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.conversion.IValueConverterService;
import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.diagnostics.DiagnosticMessage;
import org.eclipse.xtext.linking.impl.IllegalNodeException;
import org.eclipse.xtext.linking.impl.LinkingDiagnosticMessageProvider;
import org.eclipse.xtext.resource.IEObjectDescription;
import org.eclipse.xtext.scoping.IScopeProvider;
import org.esl.lang.esl.Binary;
import org.esl.lang.esl.BuiltinType;
import org.esl.lang.esl.EslPackage.Literals;
import org.esl.lang.esl.Reference;
import org.esl.lang.esl.Spec;
import org.esl.lang.esl.Tool;
import org.esl.lang.esl.ToolsFrom;
import org.esl.lang.scoping.ToolSchemas;
import org.esl.lang.validation.ClosestName;
import org.esl.lang.validation.Operators;
import org.esl.lang.validation.IssueCodes;
import org.esl.lang.validation.Place;

import com.google.inject.Inject;

/**
 * ESL001 for a name that does not resolve: says what kind of name the place expects and suggests the
 * closest name visible there (asked of the scope provider), e.g. "unknown predicate or tool 'ChewGun';
 * did you mean 'ChewGum'?". The suggestion is the issue's data, for a quick fix. In a spec whose tool schema
 * cannot be read (ESL018), a name where a tool may go is not reported: it may be one of the schema's tools.
 */
public class EslLinkingDiagnosticMessages extends LinkingDiagnosticMessageProvider {

    /** What a place expects: how a message names it, and which declarations a suggestion may be. */
    private record Expected(String noun, Set<EClass> kinds) {
    }

    private static final Expected TYPE = new Expected("type", Set.of(Literals.ENUM_TYPE));
    private static final Expected RULE = new Expected("rule", Set.of(Literals.RULE));
    private static final Expected PROPERTY = new Expected("property", Set.of(Literals.PROPERTY));
    private static final Expected RULE_ATOM = new Expected("predicate or function",
            Set.of(Literals.PREDICATE, Literals.FUNCTION));
    private static final Expected RULE_TERM = new Expected("rule variable or predicate",
            Set.of(Literals.RULE_VARIABLE, Literals.PREDICATE, Literals.ENUM_LITERAL));
    private static final Expected TEMPORAL = new Expected("predicate or tool",
            Set.of(Literals.PREDICATE, Literals.TOOL, Literals.TEMPLATE, Literals.TEMPLATE_PARAM));
    private static final Expected POLICY = new Expected("policy variable or enum value",
            Set.of(Literals.POLICY_VAR, Literals.ENUM_LITERAL));
    private static final Expected ANY = new Expected("name", Set.of());

    @Inject
    private IScopeProvider scopeProvider;

    @Inject
    private ToolSchemas toolSchemas;

    @Inject
    private IValueConverterService names;

    @Override
    public DiagnosticMessage getUnresolvedProxyMessage(ILinkingDiagnosticContext context) {
        String written;
        try {
            written = context.getLinkText();
        } catch (IllegalNodeException e) {
            written = e.getNode().getText();
        }
        EObject source = context.getContext();
        EReference reference = context.getReference();
        if (constrainsAnUnknownCall(source)) {
            return null; // a parameter of a misspelt tool: the tool's own ESL001 is the one mistake
        }
        Tool calledTool = calledTool(source);
        Expected expected = calledTool != null ? new Expected("parameter", Set.of(Literals.TOOL_PARAM)) : expected(source, reference);
        if (expected == TEMPORAL && readsAnUnreadableSchema(source)) {
            return null; // the name may well be one of the schema's tools: its ESL018 is the one mistake
        }
        Optional<String> closest = ClosestName.to(written, candidates(source, reference, expected))
                .flatMap(name -> BuiltinType.get(name) != null ? Optional.of(name) : asWritten(name)); // Bool is a keyword, not a name
        String unknown = calledTool != null
                ? "tool '" + calledTool.getName() + "' has no parameter '" + written + "'"
                : "unknown " + expected.noun() + " '" + written + "'";
        // a name in backquotes is quoted already
        String message = unknown + closest.map(name -> "; did you mean " + (name.startsWith("`") ? name : "'" + name + "'") + "?")
                .orElse("");
        return new DiagnosticMessage(message, IssueCodes.defaultSeverity(IssueCodes.UNDECLARED_NAME),
                IssueCodes.UNDECLARED_NAME, closest.stream().toArray(String[]::new));
    }

    private static Expected expected(EObject source, EReference reference) {
        if (reference == Literals.TYPE_REF__ENUM_TYPE) {
            return TYPE;
        } else if (reference == Literals.VIOLATED_EXPECTATION__RULES) {
            return RULE;
        } else if (reference == Literals.TRACE_EXPECTATION__PROPERTIES) {
            return PROPERTY;
        } else if (reference != Literals.REFERENCE__REF) {
            return ANY;
        }
        Place place = Place.of(source);
        if (place == null) {
            return ANY;
        }
        return switch (place.style()) {
            case RULES -> source instanceof Reference call && call.isCall() ? RULE_ATOM : RULE_TERM;
            case TEMPORAL -> TEMPORAL;
            case POLICY -> POLICY;
        };
    }

    /** The names visible at the place that are of a kind the place expects; built-in types count as types. */
    private List<String> candidates(EObject source, EReference reference, Expected expected) {
        List<String> names = new ArrayList<>();
        for (IEObjectDescription description : scopeProvider.getScope(source, reference).getAllElements()) {
            if (expected.kinds().isEmpty() || expected.kinds().contains(description.getEClass())) {
                names.add(description.getName().toString());
            }
        }
        if (expected == TYPE) {
            BuiltinType.VALUES.forEach(builtin -> names.add(builtin.getLiteral()));
        }
        return names;
    }

    /** A name as ESL writes it, {@code `send-record`} in backquotes, so that the quick fix writes it so; none if it cannot be. */
    private Optional<String> asWritten(String name) {
        try {
            return Optional.of(names.toString(name, "ID"));
        } catch (ValueConverterException unwritable) {
            return Optional.empty();
        }
    }

    /** Whether the spec of {@code source} has a {@code tools from} whose schema cannot be read. */
    private boolean readsAnUnreadableSchema(EObject source) {
        Spec spec = EcoreUtil2.getContainerOfType(source, Spec.class);
        return spec != null && spec.getMembers().stream().anyMatch(member -> member instanceof ToolsFrom toolsFrom
                && toolsFrom.getPath() != null && !toolSchemas.schemaOf(toolsFrom).isValid());
    }

    /** Whether {@code source} is a side of a comparison in the argument list of a call that did not resolve. */
    private static boolean constrainsAnUnknownCall(EObject source) {
        return source.eContainer() instanceof Binary comparison
                && Operators.isComparison(comparison.getOp())
                && comparison.eContainer() instanceof Reference call && call.getArgs().contains(comparison)
                && call.getRef() != null && call.getRef().eIsProxy();
    }

    /** The tool whose argument list holds {@code source}, where only that tool's parameters are visible. */
    private static Tool calledTool(EObject source) {
        for (EObject child = source, parent = source.eContainer(); parent != null; child = parent, parent = parent.eContainer()) {
            if (parent instanceof Reference call && call.getArgs().contains(child)) {
                return call.getRef() instanceof Tool tool && !tool.eIsProxy() ? tool : null;
            }
        }
        return null;
    }
}
