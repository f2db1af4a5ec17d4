package org.esl.runtime.generate.questions;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.llm.ChatModel;
import org.esl.runtime.llm.ChatRequest;
import org.esl.runtime.llm.ModelException;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.rule.Rule;

/**
 * Asks a model the ground-truth questions, one request each, at temperature 0. The system message gives the spec's
 * rules by their descriptions, the domain knowledge the application is meant to hold, and asks for yes or no.
 */
public final class QuestionAsking {

    private final ChatModel model;
    private final String system;

    public QuestionAsking(Spec spec, ChatModel model) {
        this.model = model;
        this.system = "You answer yes-or-no questions about this domain. Its rules:\n"
                + spec.rules().stream().map(Rule::description).map(rule -> "- " + rule).collect(Collectors.joining("\n"))
                + "\nAnswer with one word: yes or no.";
    }

    /**
     * Every question with the model's answer, in order.
     *
     * @throws ModelException when the model cannot be reached within the retries and the request budget
     */
    public List<AnsweredQuestion> ask(List<GroundTruthQuestion> questions, CancelSignal signal) throws ModelException {
        List<AnsweredQuestion> answered = new ArrayList<>(questions.size());
        for (GroundTruthQuestion question : questions) {
            String answer = model.complete(new ChatRequest.Messages(system, question.question()).asText(), signal);
            answered.add(AnsweredQuestion.of(question, answer));
        }
        return answered;
    }
}
