package org.esl.runtime.generate.questions;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.esl.runtime.chaining.ChainLink;
import org.esl.runtime.chaining.Justification;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/** The questions file (one JSON object a line) and the text report of a model's answers (docs/generate.md). */
public final class QuestionsRendering {

    private QuestionsRendering() {
    }

    /** One line per question; with answers, each line also has the model's {@code answer} and whether it is {@code correct}. */
    public static String jsonLines(List<GroundTruthQuestion> questions, Optional<List<AnsweredQuestion>> answers) {
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < questions.size(); i++) {
            GroundTruthQuestion question = questions.get(i);
            JsonObject line = new JsonObject();
            line.addProperty("id", question.id());
            line.addProperty("variant", question.variant());
            line.addProperty("hops", question.hops());
            JsonArray given = new JsonArray();
            question.given().forEach(given::add);
            line.add("given", given);
            line.addProperty("question", question.question());
            line.addProperty("literal", question.literal().toString());
            line.addProperty("expected", question.expectedAnswer());
            JsonArray chain = new JsonArray();
            for (ChainLink link : question.chain()) {
                JsonObject entry = new JsonObject();
                entry.addProperty("literal", link.literal().toString());
                entry.addProperty("why", why(link.justification()));
                chain.add(entry);
            }
            line.add("chain", chain);
            int index = i;
            answers.ifPresent(answered -> {
                line.addProperty("answer", answered.get(index).answer());
                line.addProperty("correct", answered.get(index).correct());
            });
            lines.append(line).append('\n');
        }
        return lines.toString();
    }

    /** Why a link of a chain holds, as the questions file and the report say it. */
    static String why(Justification justification) {
        if (justification instanceof Justification.Perceived) {
            return "given";
        }
        if (justification instanceof Justification.Fact fact) {
            return "fact at " + fact.range();
        }
        if (justification instanceof Justification.Inferred inferred) {
            return "rule " + inferred.rule().name() + ": " + inferred.clause() + " with " + inferred.binding();
        }
        return "evaluated";
    }

    /**
     * The score as text: accuracy overall, per variant and per hop count, then each wrong answer with its chain.
     */
    public static String text(String model, QuestionScore score) {
        StringBuilder text = new StringBuilder();
        text.append("asked ").append(score.overall().asked()).append(" questions of ").append(model).append(": ")
                .append(score.overall()).append(" answered right\n");
        text.append("by variant:\n");
        score.byVariant().forEach((variant, tally) -> text.append("  ").append(variant).append(": ").append(tally).append('\n'));
        text.append("by hops:\n");
        for (Map.Entry<Integer, QuestionScore.Tally> entry : score.byHops().entrySet()) {
            text.append("  ").append(entry.getKey()).append(entry.getKey() == 1 ? " rule: " : " rules: ")
                    .append(entry.getValue()).append('\n');
        }
        if (score.wrong().isEmpty()) {
            text.append("no wrong answers\n");
            return text.toString();
        }
        text.append(score.wrong().size()).append(score.wrong().size() == 1 ? " wrong answer" : " wrong answers")
                .append(" (fact-conflicting hallucinations):\n");
        for (AnsweredQuestion wrong : score.wrong()) {
            GroundTruthQuestion question = wrong.question();
            text.append("  ").append(question.id()).append(" (").append(question.variant()).append(", ")
                    .append(question.hops()).append(question.hops() == 1 ? " hop" : " hops").append("): ")
                    .append(question.question()).append('\n');
            text.append("    expected ").append(question.expectedAnswer()).append(", answered ")
                    .append(oneLine(wrong.answer())).append('\n');
            question.chain().forEach(link -> text.append("      ").append(link.literal()).append("  [")
                    .append(why(link.justification())).append("]\n"));
        }
        return text.toString();
    }

    private static String oneLine(String answer) {
        String line = answer.strip().replaceAll("\\s+", " ");
        return line.isEmpty() ? "(nothing)" : line.length() > 80 ? line.substring(0, 77) + "..." : line;
    }
}
