package org.esl.lang.ide.hover;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.EcoreUtil2;
import org.esl.lang.compiler.CompileException;
import org.esl.lang.compiler.SpecCompiler;
import org.esl.lang.esl.Binary;
import org.esl.lang.esl.EnumLiteral;
import org.esl.lang.esl.EnumType;
import org.esl.lang.esl.Expr;
import org.esl.lang.esl.Function;
import org.esl.lang.esl.Param;
import org.esl.lang.esl.Policy;
import org.esl.lang.esl.PolicyVar;
import org.esl.lang.esl.Predicate;
import org.esl.lang.esl.Property;
import org.esl.lang.esl.Reference;
import org.esl.lang.esl.Rule;
import org.esl.lang.esl.RuleVariable;
import org.esl.lang.esl.Template;
import org.esl.lang.esl.TemplateParam;
import org.esl.lang.esl.Tool;
import org.esl.lang.esl.ToolParam;
import org.esl.lang.esl.TypeRef;

import com.google.inject.Inject;

/**
 * What a hover says about a declaration, as Markdown: its signature and description; for a rule,
 * property or policy what it says in {@link StructuredEnglish}; for a property also the LTL formula the
 * monitor runs, with templates and Dwyer patterns expanded (the compiled model's own rendering).
 * Protocol-free: it takes the element, the hover service places it.
 */
public class Explanations {

    private final SpecCompiler compiler;

    @Inject
    public Explanations(SpecCompiler compiler) {
        this.compiler = compiler;
    }

    /**
     * The explanation of a declaration, then the text its {@code source} clauses cite; empty for anything that is
     * not one (keywords, operators).
     */
    public Optional<String> of(EObject element) {
        return explained(element).map(text -> text + CitedText.of(element));
    }

    private Optional<String> explained(EObject element) {
        if (element instanceof Predicate predicate) {
            return Optional.of(declared("predicate", predicate.getName() + params(predicate.getParams()), predicate.getDescription())
                    + (predicate.getPattern() == null ? "" : "\n\nPerceived when "
                            + (predicate.getRole() == null ? "a message" : "a message of " + predicate.getRole())
                            + " matches `" + predicate.getPattern() + "`"));
        } else if (element instanceof Function function) {
            return Optional.of(declared("function", function.getName() + params(function.getParams())
                    + (function.getType() == null ? "" : ": " + type(function.getType())), function.getDescription()));
        } else if (element instanceof Tool tool) {
            return Optional.of(declared("tool", tool.getName() + "(" + tool.getParams().stream()
                    .map(param -> param.getName() + ": " + type(param.getType())).collect(Collectors.joining(", ")) + ")",
                    tool.getDescription()));
        } else if (element instanceof ToolParam param) {
            Tool tool = (Tool) param.eContainer();
            return Optional.of(declared("parameter", param.getName() + ": " + type(param.getType()),
                    tool == null ? null : "of tool `" + tool.getName() + "`"));
        } else if (element instanceof Template template) {
            return Optional.of(declared("template", template.getName() + "(" + template.getParams().stream()
                    .map(TemplateParam::getName).collect(Collectors.joining(", ")) + ")", template.getDescription())
                    + "\n\nStands for:\n\n" + code(StructuredEnglish.written(template.getBody())));
        } else if (element instanceof TemplateParam param) {
            return Optional.of(declared("template parameter", param.getName(), null));
        } else if (element instanceof RuleVariable variable) {
            return Optional.of(declared("rule variable", variable.getName(),
                    "stands for any value in a rule; in a property, for every value the transcript shows"));
        } else if (element instanceof PolicyVar variable) {
            return Optional.of(declared("var", variable.getName() + ": " + type(variable.getType()), variable.getDescription()));
        } else if (element instanceof EnumType type) {
            return Optional.of(declared("type", type.getName() + " { " + type.getLiterals().stream().map(EnumLiteral::getName)
                    .collect(Collectors.joining(", ")) + " }", type.getDescription()));
        } else if (element instanceof EnumLiteral literal) {
            EnumType type = (EnumType) literal.eContainer();
            return Optional.of(declared("value", literal.getName() + " of type " + type.getName(), literal.getDescription()));
        } else if (element instanceof Rule rule) {
            return Optional.of(declared("rule", rule.getName(), rule.getDescription()) + said(rule.getBody()));
        } else if (element instanceof Policy policy) {
            return Optional.of(declared("policy", policy.getName(), policy.getDescription()) + said(policy.getFormula()));
        } else if (element instanceof Property property) {
            return Optional.of(declared("property", property.getName(), property.getDescription())
                    + (property.getFormula() == null ? "" : "\n\n" + StructuredEnglish.propertySentence(property.getFormula()))
                    + expanded(property).map(formula -> "\n\nLTL, templates and patterns expanded:\n\n" + code(formula)).orElse(""));
        }
        return Optional.empty();
    }

    /**
     * A variable where the cursor is in a property: universally quantified over the values the transcript shows, and
     * the atoms that bind it (docs/language.md, "Variables in properties"); anywhere else, as {@link #of}.
     */
    public Optional<String> ofVariable(RuleVariable variable, Optional<Property> within) {
        if (within.isEmpty() || within.get().getFormula() == null) {
            return of(variable);
        }
        Property property = within.get();
        List<String> atoms = bindingAtoms(variable, property.getFormula());
        return Optional.of(declared("variable", variable.getName(), null) + "\n\nUniversally quantified in property `"
                + property.getName() + "`: the property holds when it holds for every value of " + variable.getName()
                + " that the transcript shows (and for the values it does not show, where every atom with "
                + variable.getName() + " is false)."
                + (atoms.isEmpty() ? "" : "\n\nBound by " + atoms.stream().map(atom -> "`" + atom + "`")
                        .collect(Collectors.joining(", ")) + "."));
    }

    /**
     * The atoms of a formula that bind the variable, as written: a tool call comparing an argument or result path to it
     * with {@code =}, a predicate taking it as an argument.
     */
    private static List<String> bindingAtoms(RuleVariable variable, Expr formula) {
        Set<String> atoms = new LinkedHashSet<>();
        List<Reference> references = new ArrayList<>(EcoreUtil2.eAllOfType(formula, Reference.class));
        if (formula instanceof Reference reference) {
            references.add(0, reference);
        }
        for (Reference reference : references) {
            boolean binds = reference.getRef() instanceof Predicate
                    ? reference.getArgs().stream().anyMatch(argument -> names(argument, variable))
                    : reference.getRef() instanceof Tool && reference.getArgs().stream().anyMatch(argument -> argument instanceof Binary
                            binary && "=".equals(binary.getOp()) && (names(binary.getLeft(), variable) || names(binary.getRight(), variable)));
            if (binds) {
                atoms.add(StructuredEnglish.written(reference));
            }
        }
        return List.copyOf(atoms);
    }

    private static boolean names(Expr expr, RuleVariable variable) {
        return expr instanceof Reference reference && reference.getRef() == variable;
    }

    private static String declared(String kind, String signature, String description) {
        return code(kind + " " + signature) + (description == null || description.isBlank() ? "" : "\n\n" + description);
    }

    /** A Markdown code block that editors colour as ESL. */
    private static String code(String text) {
        return "```esl\n" + text + "\n```";
    }

    private static String said(org.esl.lang.esl.Expr formula) {
        return formula == null ? "" : "\n\n" + StructuredEnglish.sentence(formula);
    }

    private static String params(List<Param> params) {
        if (params.isEmpty()) {
            return "";
        }
        return "(" + params.stream().map(param -> param.getName() + (param.getType() == null ? "" : ": " + type(param.getType())))
                .collect(Collectors.joining(", ")) + ")";
    }

    private static String type(TypeRef type) {
        if (type == null) {
            return "?";
        } else if (type.getEnumType() != null && !type.getEnumType().eIsProxy()) {
            return type.getEnumType().getName();
        }
        return type.getEnumType() != null ? "?" : type.getBuiltin().getLiteral();
    }

    /**
     * The formula the monitor runs for a property, when its file compiles: a file with syntax errors or
     * names that do not resolve has no compiled model to show.
     */
    private Optional<String> expanded(Property property) {
        Resource resource = property.eResource();
        if (resource == null || !resource.getErrors().isEmpty() || !EcoreUtil.UnresolvedProxyCrossReferencer.find(resource).isEmpty()) {
            return Optional.empty();
        }
        try {
            return compiler.compile(resource).property(property.getName()).map(compiled -> compiled.formula().toString());
        } catch (CompileException e) {
            return Optional.empty(); // the file's diagnostics already say why
        }
    }
}
