package org.esl.lang.validation;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.esl.lang.esl.EnumLiteral;
import org.esl.lang.esl.EnumType;
import org.esl.lang.esl.Function;
import org.esl.lang.esl.Policy;
import org.esl.lang.esl.PolicyVar;
import org.esl.lang.esl.Predicate;
import org.esl.lang.esl.Property;
import org.esl.lang.esl.Referable;
import org.esl.lang.esl.Rule;
import org.esl.lang.esl.RuleVariable;
import org.esl.lang.esl.Template;
import org.esl.lang.esl.TemplateParam;
import org.esl.lang.esl.Test;
import org.esl.lang.esl.Tool;
import org.esl.lang.esl.ToolParam;

/** How messages name declarations and quote expressions. */
final class Describe {

    private static final int LONGEST_QUOTE = 40;

    private Describe() {
    }

    /** The kind of a declaration as users call it: "predicate", "rule variable", ... */
    static String kind(EObject declaration) {
        if (declaration instanceof Predicate) {
            return "predicate";
        } else if (declaration instanceof Function) {
            return "function";
        } else if (declaration instanceof Tool) {
            return "tool";
        } else if (declaration instanceof ToolParam) {
            return "tool parameter";
        } else if (declaration instanceof Template) {
            return "template";
        } else if (declaration instanceof TemplateParam) {
            return "template parameter";
        } else if (declaration instanceof RuleVariable) {
            return "rule variable";
        } else if (declaration instanceof PolicyVar) {
            return "policy variable";
        } else if (declaration instanceof EnumLiteral) {
            return "enum value";
        } else if (declaration instanceof EnumType) {
            return "type";
        } else if (declaration instanceof Rule) {
            return "rule";
        } else if (declaration instanceof Property) {
            return "property";
        } else if (declaration instanceof Policy) {
            return "policy";
        } else if (declaration instanceof Test) {
            return "test";
        }
        return "declaration";
    }

    /** The declared name, or null for an object without one. */
    static String name(EObject declaration) {
        if (declaration instanceof Referable referable) {
            return referable.getName();
        } else if (declaration instanceof EnumType type) {
            return type.getName();
        } else if (declaration instanceof Test test) {
            return test.getName();
        }
        return null;
    }

    /** "predicate 'ChewGum'". */
    static String declaration(EObject declaration) {
        return kind(declaration) + " '" + name(declaration) + "'";
    }

    /** The source text of an object, shortened for a message and quoted unless it is a string literal. */
    static String quote(EObject object) {
        ICompositeNode node = NodeModelUtils.findActualNodeFor(object);
        String text = node == null ? "" : NodeModelUtils.getTokenText(node);
        if (text.length() > LONGEST_QUOTE) {
            text = text.substring(0, LONGEST_QUOTE - 1) + "…";
        }
        return text.startsWith("\"") ? text : "'" + text + "'";
    }

    /** Where a declaration is: "at line 3" in the same file as {@code from}, else "in common.esl at line 3". */
    static String location(EObject declaration, EObject from) {
        ICompositeNode node = NodeModelUtils.findActualNodeFor(declaration);
        String line = node == null ? "" : "at line " + node.getStartLine();
        if (declaration.eResource() == from.eResource() || declaration.eResource() == null) {
            return line;
        }
        return "in " + declaration.eResource().getURI().lastSegment() + (line.isEmpty() ? "" : " " + line);
    }
}
