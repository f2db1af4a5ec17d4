package org.esl.lang.ide.codeaction;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.esl.lang.esl.ClaimTest;
import org.esl.lang.esl.ConsistentExpectation;
import org.esl.lang.esl.EslPackage;
import org.esl.lang.esl.FactsExpectation;
import org.esl.lang.esl.FactsTest;
import org.esl.lang.esl.Finding;
import org.esl.lang.esl.Test;
import org.esl.lang.esl.TraceExpectation;
import org.esl.lang.esl.TraceTest;
import org.esl.lang.esl.Verdict;
import org.esl.lang.esl.ViolatedExpectation;
import org.esl.lang.ide.codeaction.Fix.TextChange;

/**
 * ESL015: a failing test expects what its run got instead. The diagnostic's data is what the test could expect to
 * pass, each item as written after {@code expect} (the runtime's {@code TestResult.expectable}), present only when
 * that is exact: a claim gets the finding the solver got ({@code valid}); facts get their outcome ({@code consistent},
 * or {@code violated R} per violated rule) in place of their {@code expect violated} and {@code expect consistent}
 * lines, their {@code expect inferred} lines kept; a trace gets one item per property its expectations name, in their
 * order ({@code violated p}), and its expectation lines are rewritten with each property under that verdict.
 */
final class ExpectationFixes {

    private ExpectationFixes() {
    }

    static List<Fix> of(Test test, List<String> expectable) {
        if (test == null || expectable.isEmpty()) {
            return List.of();
        } else if (test.getBody() instanceof ClaimTest claim) {
            return claim(claim, expectable.get(0));
        } else if (test.getBody() instanceof FactsTest facts) {
            return facts(facts, expectable);
        } else if (test.getBody() instanceof TraceTest trace) {
            return trace(trace, expectable);
        }
        return List.of();
    }

    private static List<Fix> claim(ClaimTest claim, String finding) {
        Finding found = Finding.get(finding);
        List<INode> expected = NodeModelUtils.findNodesForFeature(claim, EslPackage.Literals.CLAIM_TEST__EXPECTED);
        if (found == null || expected.isEmpty()) {
            return List.of();
        }
        INode written = expected.get(0);
        return List.of(Fix.of("Expect " + found.getLiteral(), new TextChange(written.getOffset(), written.getLength(), found.getLiteral())));
    }

    /** The first {@code expect violated} or {@code expect consistent} line becomes the outcome; the others of the kind go. */
    private static List<Fix> facts(FactsTest test, List<String> outcome) {
        String expected = factsExpectation(outcome);
        List<FactsExpectation> all = test.getExpectations();
        List<FactsExpectation> replaced = all.stream()
                .filter(expectation -> expectation instanceof ViolatedExpectation || expectation instanceof ConsistentExpectation).toList();
        if (expected == null || replaced.isEmpty()) {
            return List.of();
        }
        List<TextChange> changes = new ArrayList<>();
        ICompositeNode first = NodeModelUtils.findActualNodeFor(replaced.get(0));
        changes.add(new TextChange(first.getOffset(), first.getLength(), "expect " + expected));
        for (FactsExpectation expectation : replaced.subList(1, replaced.size())) {
            int end = NodeModelUtils.findActualNodeFor(expectation).getEndOffset();
            int start = NodeModelUtils.findActualNodeFor(all.get(all.indexOf(expectation) - 1)).getEndOffset();
            changes.add(new TextChange(start, end - start, ""));
        }
        return List.of(new Fix("Expect " + expected, changes));
    }

    /** {@code consistent}, or {@code violated a, b} for the items {@code violated a} and {@code violated b}; null for anything else. */
    private static String factsExpectation(List<String> outcome) {
        if (outcome.equals(List.of("consistent"))) {
            return outcome.get(0);
        }
        List<String> rules = new ArrayList<>();
        for (String item : outcome) {
            String[] words = item.split(" ", 2);
            if (words.length != 2 || !words[0].equals("violated")) {
                return null;
            }
            rules.add(words[1]);
        }
        return "violated " + String.join(", ", rules);
    }

    /** All expectation lines become one line per verdict, each listing its properties in the order they were named. */
    private static List<Fix> trace(TraceTest test, List<String> verdicts) {
        List<String> named = new ArrayList<>();
        for (TraceExpectation expectation : test.getExpectations()) {
            written(expectation).forEach(named::add);
        }
        if (verdicts.size() != named.size()) { // the test was edited since the lint ran
            return List.of();
        }
        Map<String, Set<String>> byVerdict = new LinkedHashMap<>();
        for (int i = 0; i < verdicts.size(); i++) {
            String[] words = verdicts.get(i).split(" ", 2);
            if (words.length != 2 || Verdict.get(words[0]) == null || !words[1].equals(named.get(i))) {
                return List.of();
            }
            byVerdict.computeIfAbsent(words[0], verdict -> new LinkedHashSet<>()).add(words[1]);
        }
        List<String> lines = byVerdict.entrySet().stream().map(entry -> entry.getKey() + " " + String.join(", ", entry.getValue())).toList();
        List<TraceExpectation> all = test.getExpectations();
        ICompositeNode first = NodeModelUtils.findActualNodeFor(all.get(0));
        int end = NodeModelUtils.findActualNodeFor(all.get(all.size() - 1)).getEndOffset();
        String text = "expect " + String.join(separator(first) + "expect ", lines);
        return List.of(Fix.of("Expect " + String.join("; ", lines), new TextChange(first.getOffset(), end - first.getOffset(), text)));
    }

    /** The property names an expectation lists, as written. */
    private static List<String> written(EObject expectation) {
        return NodeModelUtils.findNodesForFeature(expectation, EslPackage.Literals.TRACE_EXPECTATION__PROPERTIES).stream()
                .map(node -> NodeModelUtils.getTokenText(node)).toList();
    }

    /** Between two expectations: a line break and the first one's indentation when it starts its line, else a space. */
    private static String separator(INode first) {
        String text = first.getRootNode().getText();
        String before = text.substring(text.lastIndexOf('\n', first.getOffset() - 1) + 1, first.getOffset());
        return before.isBlank() ? "\n" + before : " ";
    }
}
