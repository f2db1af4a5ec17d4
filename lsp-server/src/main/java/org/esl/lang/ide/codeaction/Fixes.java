package org.esl.lang.ide.codeaction;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.esl.lang.esl.EnumLiteral;
import org.esl.lang.esl.EnumType;
import org.esl.lang.esl.Function;
import org.esl.lang.esl.Member;
import org.esl.lang.esl.Param;
import org.esl.lang.esl.Policy;
import org.esl.lang.esl.PolicyVar;
import org.esl.lang.esl.Predicate;
import org.esl.lang.esl.Property;
import org.esl.lang.esl.Referable;
import org.esl.lang.esl.Reference;
import org.esl.lang.esl.Rule;
import org.esl.lang.esl.RuleVariable;
import org.esl.lang.esl.Spec;
import org.esl.lang.esl.Template;
import org.esl.lang.esl.Test;
import org.esl.lang.esl.Tool;
import org.esl.lang.esl.Variables;
import org.esl.lang.ide.codeaction.Fix.TextChange;
import org.esl.lang.sources.Citation;
import org.esl.lang.validation.IssueCodes;
import org.esl.lang.validation.Place;

/**
 * The quick fixes for a diagnostic, keyed on its ESL code, computed on the parsed file (protocol-free):
 * ESL001 "did you mean" (the suggestion is the diagnostic's data) and "declare …" with a description
 * to fill in; ESL002/ESL003 remove the unused declaration; ESL006 rewrite the rule into deductive normal
 * form ({@link DenfRewrite}); ESL007 add a description; from the solver-backed lint, ESL011/ESL012/ESL014
 * remove the rule, policy or property that never applies, is redundant or holds on every trace, ESL010 removes
 * any one member of a contradiction, and ESL015 rewrites a failing test's expectations to what its run got
 * ({@link ExpectationFixes}); ESL025 writes the cited text's current pin into a {@code source} clause's {@code sha}.
 */
public class Fixes {

    /**
     * @param offset where the diagnostic starts in the file's text
     * @param data   the diagnostic's data (for ESL001: the closest visible name, if any; for ESL011, ESL012 and
     *               ESL014: the label of the member, e.g. "rule no_gum"; for ESL010: the labels of the contradiction's
     *               members, the marked one first; for ESL015: what the failing test could expect instead; for ESL025: the cited text's current pin)
     */
    public List<Fix> of(XtextResource resource, String code, int offset, List<String> data) {
        INode root = resource.getParseResult() == null ? null : resource.getParseResult().getRootNode();
        ILeafNode leaf = root == null ? null : NodeModelUtils.findLeafNodeAtOffset(root, offset);
        if (leaf == null) {
            return List.of();
        }
        EObject element = NodeModelUtils.findActualSemanticObjectFor(leaf);
        return switch (code == null ? "" : code) {
            case IssueCodes.UNDECLARED_NAME -> undeclared(leaf, element, data);
            case IssueCodes.UNUSED_VARIABLE, IssueCodes.UNUSED_DECLARATION -> unused(element);
            case IssueCodes.MISSING_DESCRIPTION -> describe(element);
            case IssueCodes.NOT_DENF -> denf(EcoreUtil2.getContainerOfType(element, Rule.class));
            case IssueCodes.NEVER_APPLIES -> removeDecided(element, data, label -> "Remove " + label + " that can never apply");
            case IssueCodes.REDUNDANT -> removeDecided(element, data, label -> "Remove redundant " + label);
            case IssueCodes.VACUOUS_PROPERTY -> removeDecided(element, data, label -> "Remove " + label + " that holds on every trace");
            case IssueCodes.CONTRADICTION -> removeContradicting(element, data);
            case IssueCodes.FAILED_TEST -> ExpectationFixes.of(EcoreUtil2.getContainerOfType(element, Test.class), data);
            case IssueCodes.CHANGED_SOURCE -> data.isEmpty() ? List.of()
                    : List.of(Fix.of("Pin the cited text as it is now", new TextChange(leaf.getOffset(), leaf.getLength(), "\"" + data.get(0) + "\"")));
            default -> List.of();
        };
    }

    private static List<Fix> undeclared(ILeafNode leaf, EObject element, List<String> data) {
        List<Fix> fixes = new ArrayList<>();
        String written = leaf.getText();
        if (!data.isEmpty()) {
            fixes.add(Fix.of("Change to '" + data.get(0) + "'", new TextChange(leaf.getOffset(), leaf.getLength(), data.get(0))));
        }
        Member member = EcoreUtil2.getContainerOfType(element, Member.class);
        Place place = element == null ? null : Place.of(element);
        if (member == null || place == null || !(element instanceof Reference reference) || !written.matches("\\w+")) {
            return fixes;
        }
        int before = lineStart(NodeModelUtils.findActualNodeFor(member));
        List<String> params = new ArrayList<>();
        for (int i = 0; i < reference.getArgs().size(); i++) {
            params.add(reference.getArgs().size() == 1 ? "x" : "x" + (i + 1));
        }
        String signature = written + (params.isEmpty() ? "" : "(" + String.join(", ", params) + ")");
        String mentions = params.stream().map(param -> " {" + param + "}").collect(Collectors.joining(","));
        switch (place.style()) {
            case RULES, TEMPORAL -> fixes.add(Fix.of("Declare predicate '" + written + "'", new TextChange(before, 0,
                    "predicate " + signature + " \"TODO: describe" + mentions + "\"\n\n")));
            case POLICY -> fixes.add(Fix.of("Declare var '" + written + "'", new TextChange(before, 0,
                    "var " + written + ": Bool \"TODO: describe " + written + "\"\n\n")));
        }
        if (place.style() == Place.Style.TEMPORAL) {
            fixes.add(Fix.of("Declare tool '" + written + "'", new TextChange(before, 0,
                    "tool " + written + " \"TODO: describe what the tool does\"\n\n")));
        }
        return fixes;
    }

    private static List<Fix> unused(EObject element) {
        if (element instanceof RuleVariable variable && variable.eContainer() instanceof Variables list) {
            return List.of(removeFromList("Remove unused rule variable '" + variable.getName() + "'", variable, list.getVariables(), list));
        } else if (element instanceof EnumLiteral literal && literal.eContainer() instanceof EnumType type && type.getLiterals().size() > 1) {
            return List.of(removeFromList("Remove unused value '" + literal.getName() + "'", literal, type.getLiterals(), null));
        } else if (element instanceof Member member && element instanceof Referable declaration && element.eContainer() instanceof Spec) {
            return List.of(removeLines("Remove unused " + kind(member) + " '" + declaration.getName() + "'", member));
        }
        return List.of();
    }

    /** Removes an item of a comma-separated list with its comma; the whole declaration if it was the only item. */
    private static Fix removeFromList(String title, EObject item, List<? extends EObject> items, Member whole) {
        if (items.size() == 1 && whole != null) {
            return removeLines(title, whole);
        }
        int index = items.indexOf(item);
        ICompositeNode node = NodeModelUtils.findActualNodeFor(item);
        ICompositeNode neighbour = NodeModelUtils.findActualNodeFor(items.get(index == 0 ? 1 : index - 1));
        int start = index == 0 ? node.getOffset() : neighbour.getEndOffset();
        int end = index == 0 ? neighbour.getOffset() : node.getEndOffset();
        return Fix.of(title, new TextChange(start, end - start, ""));
    }

    /**
     * Removes a rule, policy or property that the solver showed to change nothing: one that never applies, is
     * implied by the others, or holds on every trace. Only a decided finding carries the member's label (the
     * diagnostic's data).
     */
    private static List<Fix> removeDecided(EObject element, List<String> data, UnaryOperator<String> title) {
        if (data.isEmpty()) {
            return List.of();
        }
        return removal(EcoreUtil2.getContainerOfType(element, Member.class), title.apply(data.get(0)));
    }

    /**
     * One fix per member of a contradiction (the data: the labels of its members, the marked one first), each
     * removing that member: without any one of them the rest can hold, and which to drop is the author's choice.
     * Members this file does not declare (an imported rule, a fact) are not offered.
     */
    private static List<Fix> removeContradicting(EObject element, List<String> labels) {
        Spec spec = EcoreUtil2.getContainerOfType(element, Spec.class);
        List<Fix> fixes = new ArrayList<>();
        for (String label : labels) {
            List<String> others = labels.stream().filter(other -> !other.equals(label)).toList();
            String title = "Remove " + label + (others.isEmpty() ? " that can never hold" : " that contradicts " + join(others));
            spec.getMembers().stream().filter(member -> label.equals(label(member))).findFirst()
                    .ifPresent(member -> fixes.addAll(removal(member, title)));
        }
        return fixes;
    }

    /** "rule no_gum" or "policy fee_floor", as the lint labels the members it checks; null for other declarations. */
    private static String label(Member member) {
        if (member instanceof Rule rule) {
            return "rule " + rule.getName();
        } else if (member instanceof Policy policy) {
            return "policy " + policy.getName();
        }
        return null;
    }

    /** Joins with commas, the last pair with "and", as the diagnostics' messages do. */
    private static String join(List<String> items) {
        return items.size() < 2 ? String.join("", items)
                : String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    /**
     * Removes a rule, policy or property declared at the top of the spec, unless something in the file refers to it
     * (a test that expects a rule violated, say): removing it would break that reference.
     */
    private static List<Fix> removal(Member member, String title) {
        if (!(member instanceof Rule || member instanceof Policy || member instanceof Property)
                || !(member.eContainer() instanceof Spec) || !EcoreUtil.UsageCrossReferencer.find(member, member.eResource()).isEmpty()) {
            return List.of();
        }
        return List.of(removeLines(title, member));
    }

    /**
     * Removes the lines a declaration spans, and the blank line after it when one comes before it too, so that
     * one blank line still separates its neighbours; the last declaration of a file goes with the blank line
     * before it, so that the file does not end in an empty line.
     */
    private static Fix removeLines(String title, EObject declaration) {
        ICompositeNode node = NodeModelUtils.findActualNodeFor(declaration);
        int start = lineStart(node);
        String text = node.getRootNode().getText();
        int end = lineEnd(text, node.getEndOffset());
        boolean blankBefore = start == 0 || text.substring(lineStart(text, start - 1), start).isBlank();
        if (text.substring(end).isBlank()) {
            end = text.length();
            while (start > 0 && text.substring(lineStart(text, start - 1), start).isBlank()) {
                start = lineStart(text, start - 1);
            }
        } else if (blankBefore && text.substring(end, lineEnd(text, end)).isBlank()) {
            end = lineEnd(text, end);
        }
        return Fix.of(title, new TextChange(start, end - start, ""));
    }

    /** Where the line holding {@code offset} ends, after its line break. */
    private static int lineEnd(String text, int offset) {
        int end = text.indexOf('\n', offset);
        return end < 0 ? text.length() : end + 1;
    }

    private static int lineStart(String text, int offset) {
        return text.lastIndexOf('\n', offset - 1) + 1;
    }

    /** Replaces the rule's body by its deductive normal form, where {@link DenfRewrite} can rewrite it. */
    private static List<Fix> denf(Rule rule) {
        if (rule == null || rule.getBody() == null) {
            return List.of();
        }
        ICompositeNode body = NodeModelUtils.findActualNodeFor(rule.getBody());
        return DenfRewrite.of(rule).map(text -> List.of(Fix.of("Rewrite into DeNF", new TextChange(body.getOffset(), body.getLength(), text))))
                .orElse(List.of());
    }

    private static List<Fix> describe(EObject element) {
        ICompositeNode node = NodeModelUtils.findActualNodeFor(element);
        if (node == null) {
            return List.of();
        }
        String placeholder = "TODO: describe";
        // the description comes before any `source` clause, and a predicate's before its `when`
        String following = !Citation.clausesOf(element).isEmpty() ? "source"
                : element instanceof Predicate predicate && predicate.getPattern() != null ? "when" : null;
        if (element instanceof Predicate predicate) {
            placeholder += mentions(predicate.getParams());
        } else if (element instanceof Function function) {
            placeholder += mentions(function.getParams());
        } else if (!(element instanceof Tool || element instanceof PolicyVar)) {
            return List.of();
        }
        return List.of(Fix.of("Add a description", following == null
                ? new TextChange(node.getEndOffset(), 0, " \"" + placeholder + "\"")
                : new TextChange(keyword(node, following).getOffset(), 0, "\"" + placeholder + "\" ")));
    }

    private static String mentions(List<Param> params) {
        return params.stream().map(param -> " {" + param.getName() + "}").collect(Collectors.joining(","));
    }

    private static ILeafNode keyword(ICompositeNode node, String keyword) {
        for (ILeafNode leaf : node.getLeafNodes()) {
            if (!leaf.isHidden() && leaf.getText().equals(keyword)) {
                return leaf;
            }
        }
        throw new IllegalStateException("no '" + keyword + "' in " + node.getText());
    }

    private static int lineStart(INode node) {
        return lineStart(node.getRootNode().getText(), node.getOffset());
    }

    private static String kind(Member member) {
        if (member instanceof Predicate) {
            return "predicate";
        } else if (member instanceof Function) {
            return "function";
        } else if (member instanceof Tool) {
            return "tool";
        } else if (member instanceof Template) {
            return "template";
        } else if (member instanceof PolicyVar) {
            return "var";
        }
        return "declaration";
    }
}
