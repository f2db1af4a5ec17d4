package org.esl.guard;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.esl.runtime.model.Spec;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.model.temporal.Enforcement;
import org.esl.runtime.model.temporal.FormulaAtoms;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.esl.runtime.model.temporal.ToolAtom;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * The texts an intervention sends, rendered from the spec's own words (docs/guard.md, "Interventions"): the answer a
 * blocked client gets, the constraint prompt, and the findings a revision sends back to the model.
 */
final class Feedback {

    private final Spec spec;

    Feedback(Spec spec) {
        this.spec = spec;
    }

    /** The content of the answer that replaces a blocked one: what it would break, each in the spec's words. */
    String blocked(List<Finding> findings, boolean predicted) {
        StringBuilder text = new StringBuilder(predicted
                ? "esl guard blocked this answer: answers like it would likely break "
                : "esl guard blocked this answer: it would break ");
        text.append(findings.size() == 1 ? "" : "these rules of the application:");
        for (Finding finding : findings) {
            text.append(findings.size() == 1 ? "" : "\n- ").append(finding.kind()).append(' ').append(finding.name())
                    .append(": ").append(blockedWords(finding));
        }
        return text.toString();
    }

    /**
     * What a blocked answer says of one finding: the property's own words for it ({@code on violation block "…"}), a
     * request to confirm ({@code ask_user}), else what the finding breaks.
     */
    private static String blockedWords(Finding finding) {
        Optional<Enforcement> hint = finding instanceof Finding.BrokenProperty broken ? broken.property().onViolation()
                : Optional.empty();
        if (hint.isPresent() && hint.get().message().isPresent()) {
            return hint.get().message().get();
        }
        if (hint.isPresent() && hint.get().action() == Enforcement.Action.ASK_USER) {
            return finding.words() + ". Please confirm that you want this done, and ask again";
        }
        return finding.words();
    }

    /**
     * The constraint prompt: the broken declarations' descriptions, then what the tools and predicates they mention
     * mean, from the spec's and the tool schema's descriptions.
     */
    String constraint(List<Finding> findings) {
        StringBuilder text = new StringBuilder("The answer you were about to give was not delivered: it would break the"
                + " application's rules. Answer again, and keep to every one of these:");
        Map<String, String> terms = new LinkedHashMap<>();
        for (Finding finding : findings) {
            text.append("\n- ").append(finding.words()).append(" (").append(finding.kind()).append(' ')
                    .append(finding.name()).append(')');
            terms(finding, terms);
        }
        if (!terms.isEmpty()) {
            text.append("\nWhat the terms mean:");
            terms.forEach((term, meaning) -> text.append("\n- ").append(term).append(": ").append(meaning));
        }
        return text.toString();
    }

    /** What a revision sends back after the rejected answer: each finding as the check states it. */
    String revision(List<Finding> findings) {
        StringBuilder text = new StringBuilder("Your answer above was checked against the application's rules and policies,"
                + " and it cannot be given:");
        for (Finding finding : findings) {
            text.append("\n- ").append(finding.message());
            if (!finding.words().equals(finding.message())) {
                text.append("\n  ").append(finding instanceof Finding.RefutedClaim ? "The policies say: " : "It says: ")
                        .append(finding.words());
            }
        }
        text.append("\nRevise your answer so that it agrees with them, and give only the revised answer.");
        return text.toString();
    }

    /**
     * A rejected answer as the text of an assistant message, for a revision: tool calls sent back as calls would
     * need their results, so they are written out.
     */
    static String quoted(JsonObject answer) {
        StringBuilder text = new StringBuilder();
        JsonElement content = answer.get("content");
        if (content != null && content.isJsonPrimitive()) {
            text.append(content.getAsString());
        }
        JsonElement calls = answer.get("tool_calls");
        if (calls != null && calls.isJsonArray()) {
            for (JsonElement call : calls.getAsJsonArray()) {
                JsonObject function = call.getAsJsonObject().getAsJsonObject("function");
                if (function != null) {
                    text.append(text.length() == 0 ? "" : "\n").append("(calls ").append(function.get("name").getAsString())
                            .append(' ').append(function.has("arguments") ? function.get("arguments").getAsString() : "{}").append(')');
                }
            }
        }
        return text.toString();
    }

    private void terms(Finding finding, Map<String, String> terms) {
        if (finding instanceof Finding.BrokenProperty broken) {
            for (TemporalFormula atom : FormulaAtoms.of(broken.property().formula())) {
                if (atom instanceof ToolAtom tool) {
                    String described = spec.tool(tool.tool()).map(t -> t.description()).filter(d -> !d.isBlank())
                            .map(d -> ": " + d).orElse("");
                    terms.putIfAbsent(tool.tool(), "a call of the tool " + tool.tool() + described);
                } else if (atom instanceof PredicateAtom predicate) {
                    predicate(predicate.predicate(), terms);
                }
            }
        } else if (finding instanceof Finding.BrokenRule broken) {
            for (List<List<Literal>> side : List.of(broken.rule().lhs(), broken.rule().rhs())) {
                side.stream().flatMap(List::stream).forEach(literal -> {
                    if (literal instanceof AtomLiteral atom) {
                        predicate(atom.atom().predicate(), terms);
                    }
                });
            }
        }
    }

    private void predicate(String name, Map<String, String> terms) {
        spec.predicate(name).ifPresent(predicate -> terms.putIfAbsent(name, predicate.description()));
    }
}
