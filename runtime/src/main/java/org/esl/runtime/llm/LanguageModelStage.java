package org.esl.runtime.llm;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.FollowUpAnswer;
import org.esl.runtime.check.ModelReport;
import org.esl.runtime.check.ModelStage;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.Spec;
import org.esl.runtime.perception.ExpressionParser;
import org.esl.runtime.perception.Observations;
import org.esl.runtime.transcript.RawClaim;
import org.esl.runtime.transcript.TranscriptStep;
import org.esl.runtime.transcript.Transcript;

/**
 * The LLM stage of {@code esl check} behind an OpenAI-compatible endpoint: per transcript, perception when
 * the file carries no {@code facts} ({@link ModelPerception}), a yes/no answer to each follow-up question,
 * and k translations of each assistant answer at a step the file gives no claim for
 * ({@link ClaimTranslation}). Independent requests (questions, samples) run in parallel, at most
 * {@link LlmOptions#concurrency()} at a time; every answer goes through the cache beside the transcript
 * file. What could not be asked is reported by the session, never thrown. Close it to stop its threads.
 */
public final class LanguageModelStage implements ModelStage, AutoCloseable {

    private final Spec spec;
    private final LlmOptions options;
    private final ChatModel client;
    /** The model that answers follow-up questions: {@link #client} unless the options name another (the target). */
    private final ChatModel target;
    private final ModelPerception perception;
    private final String variables;
    private final String vocabulary;
    private final ExecutorService workers;
    private final Map<Path, AnswerCache> caches = new ConcurrentHashMap<>();

    /**
     * @param interpretation the forward-chaining level of the check; at 2 perception also asks for objects
     *                       that complete rule premises
     */
    public LanguageModelStage(Spec spec, ExpressionParser parser, LlmOptions options, ChatModel client, int interpretation) {
        this(spec, parser, options, client, client, interpretation);
    }

    /**
     * @param target the model that answers follow-up questions; the other requests go to {@code client}
     */
    public LanguageModelStage(Spec spec, ExpressionParser parser, LlmOptions options, ChatModel client, ChatModel target,
            int interpretation) {
        this.spec = spec;
        this.options = options;
        this.client = client;
        this.target = target;
        this.variables = PromptMaterial.variables(spec);
        this.vocabulary = PromptMaterial.predicates(spec.predicates()) + "\n" + variables;
        this.perception = new ModelPerception(spec.predicates(), spec.rules(), spec.facts(), parser,
                interpretation == 2);
        this.workers = Executors.newFixedThreadPool(options.concurrency(), runnable -> {
            Thread thread = new Thread(runnable, "esl-llm");
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * The stage as the command line and the language server run it: a {@link ChatClient} on the options'
     * endpoint with the key from the environment variable they name, and another on the target's when the
     * options give one (each with the run's request budget).
     */
    public static LanguageModelStage fromEnvironment(Spec spec, ExpressionParser parser, LlmOptions options, int interpretation) {
        ChatClient client = ChatClient.fromEnvironment(options);
        ChatModel target = options.separateTarget() ? ChatClient.fromEnvironment(options.target()) : client;
        return new LanguageModelStage(spec, parser, options, client, target, interpretation);
    }

    /** The HTTP requests the run has sent so far, retries included, to both models. */
    public int requestsSent() {
        return client.requestsSent() + (target == client ? 0 : target.requestsSent());
    }

    @Override
    public Session open(Transcript transcript, CancelSignal signal) {
        return new TranscriptSession(transcript, answers(client, transcript, signal),
                target == client ? null : answers(target, transcript, signal));
    }

    private ModelAnswers answers(ChatModel model, Transcript transcript, CancelSignal signal) {
        AnswerCache cache = caches.computeIfAbsent(Path.of(transcript.file()), AnswerCache::of);
        return new ModelAnswers(model, cache, vocabulary, transcript.id(), PromptMaterial.conversation(transcript),
                options.refresh(), signal);
    }

    @Override
    public void close() {
        workers.shutdownNow();
    }

    private final class TranscriptSession implements Session {

        private final Transcript transcript;
        private final ModelAnswers answers;
        /** The target's answers to follow-up questions; null when the perception model answers them too. */
        private final ModelAnswers targetAnswers;
        private final Set<String> failures = new LinkedHashSet<>();
        private ModelPerception.Result perceived = ModelPerception.Result.NONE;

        TranscriptSession(Transcript transcript, ModelAnswers answers, ModelAnswers targetAnswers) {
            this.transcript = transcript;
            this.answers = answers;
            this.targetAnswers = targetAnswers;
        }

        private ModelAnswers followUps() {
            return targetAnswers == null ? answers : targetAnswers;
        }

        @Override
        public Observations perceive() {
            try {
                perceived = perception.perceive(transcript, answers);
            } catch (ModelException e) {
                failures.add("LLM perception: " + e.getMessage());
            }
            return new Observations(perceived.literals(), List.of());
        }

        @Override
        public List<FollowUpAnswer> ask(List<String> questions) {
            String conversation = PromptMaterial.conversation(transcript);
            List<Future<FollowUpAnswer>> pending = new ArrayList<>();
            for (String question : questions) {
                ChatRequest request = Prompt.FOLLOW_UP.render(Map.of("conversation", conversation, "question", question)).asText();
                pending.add(workers.submit(() -> FollowUpAnswer.parse(
                        followUps().ask("follow-up", Prompt.FOLLOW_UP, request, 0, answer -> answer))));
            }
            List<FollowUpAnswer> result = new ArrayList<>();
            for (Future<FollowUpAnswer> answer : pending) {
                try {
                    result.add(answer.get());
                } catch (ExecutionException e) {
                    failures.add("LLM follow-up question: " + e.getCause().getMessage());
                    result.add(new FollowUpAnswer.Unavailable(e.getCause().getMessage()));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    result.add(new FollowUpAnswer.Unavailable("interrupted"));
                }
            }
            return result;
        }

        @Override
        public List<RawClaim> translate() {
            if (spec.policyVariables().isEmpty()) {
                return List.of();
            }
            Set<Integer> claimed = new HashSet<>();
            transcript.claims().forEach(claim -> claimed.add(claim.step()));
            List<TranscriptStep> answered = transcript.steps().stream()
                    .filter(step -> step.role() == Role.ASSISTANT && step.toolCall().isEmpty() && !step.text().isBlank()
                            && !claimed.contains(step.index()))
                    .toList();
            List<List<Future<List<ClaimTranslation.Pair>>>> pending = new ArrayList<>();
            for (TranscriptStep step : answered) {
                ChatRequest request = ClaimTranslation.request(variables, transcript, step);
                String upToTheAnswer = PromptMaterial.conversation(transcript, step.index());
                List<Future<List<ClaimTranslation.Pair>>> samples = new ArrayList<>();
                for (int sample = 0; sample < options.samples(); sample++) {
                    int number = sample;
                    Callable<List<ClaimTranslation.Pair>> ask = () -> answers.ask("translation", Prompt.TRANSLATION, request,
                            number, ClaimTranslation::read, upToTheAnswer);
                    samples.add(workers.submit(ask));
                }
                pending.add(samples);
            }
            List<RawClaim> claims = new ArrayList<>();
            for (int i = 0; i < answered.size(); i++) {
                List<List<ClaimTranslation.Pair>> samples = new ArrayList<>();
                for (Future<List<ClaimTranslation.Pair>> sample : pending.get(i)) {
                    try {
                        samples.add(sample.get());
                    } catch (ExecutionException e) {
                        failures.add("LLM claim translation: " + e.getCause().getMessage());
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                claims.addAll(ClaimTranslation.claims(answered.get(i), samples));
            }
            return claims;
        }

        @Override
        public Optional<ModelReport> finish() {
            try {
                caches.get(Path.of(transcript.file())).save();
            } catch (IOException e) {
                failures.add("the LLM answers could not be cached beside " + transcript.file() + ": " + e.getMessage());
            }
            int asked = answers.asked() + (targetAnswers == null ? 0 : targetAnswers.asked());
            int cached = answers.cached() + (targetAnswers == null ? 0 : targetAnswers.cached());
            if (asked + cached == 0 && failures.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(new ModelReport(options.model(), asked, cached, perceived.facts(),
                    perceived.dropped(), List.copyOf(failures)));
        }
    }
}
