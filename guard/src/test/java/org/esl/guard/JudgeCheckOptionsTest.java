package org.esl.guard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.esl.lang.run.RunnableSpec;
import org.esl.lang.run.SpecRuns;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.CheckResult;
import org.esl.runtime.check.ModelStage;
import org.esl.runtime.check.TimelineStep;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The guard's lean check ({@link Judge#checkOptions}: satisfied properties not explained) decides exactly as the full
 * check {@code esl check} runs: the shipped examples' conversations replayed message by message, each assistant
 * message judged as the answer to the messages before it, give the same findings, the same owed properties, the same
 * verdicts and steps of every result, and the same timeline verdicts with both.
 */
class JudgeCheckOptionsTest {

    private static final CheckOptions FULL = new CheckOptions(OptionalInt.empty(), false, false, OptionalLong.empty());

    @ParameterizedTest(name = "{0} with {1}")
    @CsvSource({
        "banking.esl, transcripts/banking-ok.json",
        "banking.esl, transcripts/banking-unsafe.json",
        "park.esl, transcripts/park-claims.json",
        "railway.esl, transcripts/railway-dog.json",
        "railway.esl, transcripts/railway-gum.json",
        "trac/airline.esl, trac/transcripts/cancel-confirmed.json",
        "trac/airline.esl, trac/transcripts/cancel-unconfirmed.json",
        "guardrails/invariant-mail.esl, guardrails/transcripts/mail-injected.json",
    })
    void everyAnswerOfAShippedConversationIsJudgedAsTheFullCheckJudgesIt(String spec, String transcript) throws Exception {
        Path examples = Path.of("..", "examples");
        RunnableSpec runnable = SpecRuns.standalone().open(examples.resolve(spec));
        JsonArray messages = JsonParser.parseString(Files.readString(examples.resolve(transcript))).getAsJsonObject()
                .getAsJsonArray("messages");
        int judged = 0;
        try (Judge full = new Judge(runnable, FULL, ModelStage.NONE, "guard.jsonl", 1);
                Judge lean = new Judge(runnable, Judge.checkOptions(OptionalInt.empty(), OptionalLong.empty()),
                        ModelStage.NONE, "guard.jsonl", 1)) {
            for (int i = 1; i < messages.size(); i++) {
                JsonObject answer = messages.get(i).getAsJsonObject();
                if (!answer.get("role").getAsString().equals("assistant")) {
                    continue;
                }
                JsonObject request = new JsonObject();
                request.addProperty("model", "app-model");
                JsonArray before = new JsonArray();
                messages.asList().subList(0, i).forEach(before::add);
                request.add("messages", before);
                ChatCall call = ChatCall.read(request.toString(), name -> null);
                Judgement expected = full.judge(full.conversation(call), answer);
                Judgement actual = lean.judge(lean.conversation(call), answer);
                String where = transcript + ", answer at message " + i;
                assertEquals(decided(expected), decided(actual), where);
                judged++;
            }
        }
        assertTrue(judged >= 1, "the conversation has an answer to judge");
    }

    /** What the guard decides from a judgement, and every verdict the report gives. */
    private static List<String> decided(Judgement judgement) {
        List<String> decided = new ArrayList<>();
        judgement.findings().forEach(finding -> decided.add("finding " + finding.json()));
        judgement.owed().forEach(owed -> decided.add("owed " + owed));
        judgement.report().ifPresent(report -> {
            for (CheckResult result : report.results()) {
                decided.add(result.kind() + " " + result.name() + " " + result.verdict() + " " + result.step()
                        + (result.isFailing() ? " " + result.message() : ""));
            }
            for (TimelineStep step : report.timeline()) {
                decided.add("step " + step.step() + " " + step.verdicts());
            }
            report.errors().forEach(error -> decided.add("error " + error.message()));
        });
        return decided;
    }
}
