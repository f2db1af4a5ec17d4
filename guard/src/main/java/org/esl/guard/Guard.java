package org.esl.guard;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.esl.runtime.check.CheckResult;
import org.esl.runtime.check.TranscriptError;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.model.Spec;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

/**
 * One chat-completions request through the guard, protocol-free (docs/guard.md): the upstream proposes an answer,
 * the {@link Judge} looks one step ahead, with {@code --samples} the upstream's other samples estimate the
 * probability of a violation (TRAC), and an answer that would break the spec is blocked or replaced by the
 * intervention its findings ask for ({@link InterventionChoice}); the answer that goes out carries the verdict, and
 * the exchange is written to the {@link AuditLog}. Thread-safe: the server calls it from many threads at once.
 */
public final class Guard implements AutoCloseable {

    /** The verdict of an exchange, in the {@code X-ESL-Verdict} header and the {@code esl} member. */
    public enum Verdict {
        /** the answer went out as proposed, and nothing is owed */
        PASS,
        /** the answer went out as proposed, and the conversation still owes a property something */
        PENDING,
        /** the answer was replaced by one that says what it would have broken */
        BLOCKED,
        /** an intervention got an answer that passes, and it went out instead */
        REVISED;

        public String eslName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** What the client gets: a status, headers and a JSON body, to be sent as events when {@code stream}. */
    public record Reply(int status, Map<String, String> headers, JsonObject body, boolean stream) {

        public Reply {
            headers = Map.copyOf(headers);
        }
    }

    public static final String VERDICT_HEADER = "X-ESL-Verdict";
    /** A resample asks at least this temperature, so that a model asked at 0 does not answer the same again. */
    private static final double RESAMPLE_TEMPERATURE = 1.0;

    private final Judge judge;
    private final Upstream upstream;
    private final AuditLog log;
    private final GuardOptions options;
    private final InterventionChoice choice;
    private final Feedback feedback;
    private final ExecutorService samplers = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "esl-guard-sample");
        thread.setDaemon(true);
        return thread;
    });

    public Guard(Spec spec, Judge judge, Upstream upstream, AuditLog log, GuardOptions options) {
        this.judge = judge;
        this.upstream = upstream;
        this.log = log;
        this.options = options;
        this.choice = InterventionChoice.of(spec, options.intervention());
        this.feedback = new Feedback(spec);
    }

    public Upstream upstream() {
        return upstream;
    }

    /** What the guard spent on one exchange: its interventions, and the time spent waiting for the upstream. */
    private static final class Trail {
        final JsonArray interventions = new JsonArray();
        long upstreamNanos;

        Upstream.Completion ask(Upstream upstream, JsonObject body, Map<String, String> headers) throws UpstreamFailure {
            long start = System.nanoTime();
            try {
                return upstream.complete(body, headers);
            } finally {
                upstreamNanos += System.nanoTime() - start;
            }
        }
    }

    /** An answer that goes out: the completion it came in, its judgement. */
    private record Chosen(Upstream.Completion completion, Judgement judgement) {
    }

    /** How an exchange was decided. */
    private record Decision(Verdict verdict, List<Finding> findings, List<String> properties, Chosen chosen,
            Optional<JsonObject> replacement, Optional<Prediction> prediction) {
    }

    /** Serves one request; the client's mistakes and the upstream's faults become OpenAI-style errors. */
    public Reply chat(ChatCall call) {
        long start = System.nanoTime();
        Conversation conversation;
        try {
            conversation = judge.conversation(call);
        } catch (BadRequestException e) {
            return error(400, e.getMessage(), "invalid_request_error", Map.of());
        }
        Trail trail = new Trail();
        try {
            JsonObject body = call.upstreamBody();
            if (options.samples() > 0) {
                body.addProperty("n", options.samples());
            }
            Upstream.Completion first = trail.ask(upstream, body, call.forwarded());
            Judgement proposal = judge.judge(conversation, first.messages().get(0));
            Optional<Prediction> prediction = options.samples() > 0
                    ? Optional.of(predict(conversation, call, first, proposal)) : Optional.empty();
            Decision decision = decide(conversation, call, new Chosen(first, proposal), prediction, trail);
            JsonObject esl = esl(call, decision, trail);
            write(decision.chosen().judgement(), logged(esl, decision, trail, start), decision.chosen().judgement().report());
            return new Reply(200, Map.of(VERDICT_HEADER, decision.verdict().eslName()), response(decision, esl), call.stream());
        } catch (UpstreamFailure failure) {
            JsonObject esl = new JsonObject();
            esl.addProperty("verdict", "error");
            esl.addProperty("conversation", call.conversation());
            esl.addProperty("status", failure.status());
            esl.addProperty("error", failure.getMessage());
            esl.add("interventions", trail.interventions);
            timing(esl, trail, start);
            JsonObject line = conversation.with(null);
            line.add("esl", esl);
            log.write(new AuditLog.Exchange(line, Optional.empty()));
            return error(failure.status(), failure.getMessage(), "upstream_error", failure.headers());
        }
    }

    private Decision decide(Conversation conversation, ChatCall call, Chosen proposed, Optional<Prediction> prediction,
            Trail trail) {
        Judgement proposal = proposed.judgement();
        List<Finding> findings = proposal.findings();
        boolean predicted = false;
        if (findings.isEmpty() && prediction.isPresent() && prediction.get().probability() > options.threshold()) {
            findings = prediction.get().findings();
            predicted = true;
        }
        if (findings.isEmpty()) {
            return new Decision(proposal.owed().isEmpty() ? Verdict.PASS : Verdict.PENDING, List.of(), proposal.owed(),
                    proposed, Optional.empty(), prediction);
        }
        Intervention how = choice.of(findings);
        if (how.asksAgain()) {
            Optional<Chosen> revised = intervene(how, conversation, call, proposal, findings, trail);
            if (revised.isPresent()) {
                return new Decision(Verdict.REVISED, findings, names(findings), revised.get(), Optional.empty(), prediction);
            }
        }
        JsonObject entry = new JsonObject();
        entry.addProperty("intervention", Intervention.BLOCK.eslName());
        entry.add("properties", json(names(findings)));
        if (predicted) {
            entry.addProperty("predicted", true);
        }
        trail.interventions.add(entry);
        JsonObject blocked = new JsonObject();
        blocked.addProperty("role", "assistant");
        blocked.addProperty("content", feedback.blocked(findings, predicted));
        return new Decision(Verdict.BLOCKED, findings, names(findings), proposed, Optional.of(blocked), prediction);
    }

    /**
     * Asks again as {@code how} says, up to {@code --tries} times, until an answer passes the lookahead; every answer
     * is judged as the next message of the client's conversation. Empty when none passed, or the upstream failed.
     */
    private Optional<Chosen> intervene(Intervention how, Conversation conversation, ChatCall call, Judgement proposal,
            List<Finding> findings, Trail trail) {
        List<Finding> known = new ArrayList<>(findings);
        Judgement last = proposal;
        for (int attempt = 1; attempt <= options.tries(); attempt++) {
            JsonObject entry = new JsonObject();
            entry.addProperty("intervention", how.eslName());
            entry.addProperty("attempt", attempt);
            if (how == Intervention.SWITCH) {
                entry.addProperty("model", options.fallbackModel().orElseThrow());
            }
            Upstream.Completion answer;
            try {
                answer = trail.ask(upstream, again(how, call, last, known), call.forwarded());
            } catch (UpstreamFailure failure) {
                entry.addProperty("outcome", "failed");
                entry.addProperty("message", failure.getMessage());
                trail.interventions.add(entry);
                return Optional.empty();
            }
            Judgement judged = judge.judge(conversation, answer.messages().get(0));
            entry.addProperty("outcome", judged.passes() ? "accepted" : "rejected");
            entry.add("properties", json(names(judged.findings())));
            trail.interventions.add(entry);
            if (judged.passes()) {
                return Optional.of(new Chosen(answer, judged));
            }
            for (Finding finding : judged.findings()) {
                if (known.stream().noneMatch(k -> k.kind().equals(finding.kind()) && k.name().equals(finding.name()))) {
                    known.add(finding);
                }
            }
            last = judged;
        }
        return Optional.empty();
    }

    /** The request an intervention sends: the client's, one answer, not streamed, changed as {@code how} says. */
    private JsonObject again(Intervention how, ChatCall call, Judgement last, List<Finding> known) {
        JsonObject body = single(call);
        JsonArray messages = body.getAsJsonArray("messages");
        switch (how) {
            case RESAMPLE -> {
                JsonElement asked = body.get("temperature");
                double temperature = asked != null && asked.isJsonPrimitive() && asked.getAsJsonPrimitive().isNumber()
                        ? Math.max(asked.getAsDouble(), RESAMPLE_TEMPERATURE) : RESAMPLE_TEMPERATURE;
                body.addProperty("temperature", temperature);
            }
            case CONSTRAIN -> messages.add(message("system", feedback.constraint(known)));
            case SWITCH -> body.addProperty("model", options.fallbackModel().orElseThrow(() ->
                    new IllegalStateException("the command line requires --fallback-model for switch")));
            case REVISE -> {
                messages.add(message("assistant", Feedback.quoted(last.answer())));
                messages.add(message("user", feedback.revision(last.findings())));
            }
            case BLOCK -> throw new IllegalArgumentException("block asks nothing");
        }
        return body;
    }

    /** The client's request for one whole answer: {@code n} and streaming off. */
    private static JsonObject single(ChatCall call) {
        JsonObject body = call.upstreamBody();
        body.remove("n");
        body.remove("stream_options"); // only allowed with stream: true
        body.addProperty("stream", false);
        return body;
    }

    /**
     * Judges the {@code --samples} answers: the first completion's choices (the first is the proposal, judged already),
     * and as many more single answers, asked in parallel, as the upstream did not give (it may ignore {@code n}).
     * A sample the upstream fails to give is left out of the estimate.
     */
    private Prediction predict(Conversation conversation, ChatCall call, Upstream.Completion first, Judgement proposal) {
        List<JsonObject> answers = first.messages();
        List<Future<Judgement>> pending = new ArrayList<>();
        for (int i = 1; i < Math.min(answers.size(), options.samples()); i++) {
            JsonObject answer = answers.get(i);
            pending.add(samplers.submit(() -> judge.judge(conversation, answer)));
        }
        for (int i = answers.size(); i < options.samples(); i++) {
            pending.add(samplers.submit(() -> judge.judge(conversation,
                    upstream.complete(single(call), call.forwarded()).messages().get(0))));
        }
        List<Judgement> samples = new ArrayList<>(List.of(proposal));
        for (Future<Judgement> sample : pending) {
            try {
                samples.add(sample.get());
            } catch (ExecutionException e) {
                if (!(e.getCause() instanceof UpstreamFailure)) {
                    throw new IllegalStateException("a sample could not be judged: " + e.getCause(), e.getCause());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while sampling", e);
            }
        }
        return Prediction.of(samples);
    }

    /** The {@code esl} member of the response: verdict, conversation, the names that decided it, interventions, estimate. */
    private static JsonObject esl(ChatCall call, Decision decision, Trail trail) {
        JsonObject esl = new JsonObject();
        esl.addProperty("verdict", decision.verdict().eslName());
        esl.addProperty("conversation", call.conversation());
        esl.add("properties", json(decision.properties()));
        esl.add("interventions", trail.interventions.deepCopy());
        decision.prediction().ifPresent(prediction -> esl.addProperty("probability", prediction.probability()));
        return esl;
    }

    /** The response: the chosen completion with its first choice's message (or the block's), and the esl member. */
    private static JsonObject response(Decision decision, JsonObject esl) {
        JsonObject response = decision.chosen().completion().response().deepCopy();
        JsonObject choice = response.getAsJsonArray("choices").get(0).getAsJsonObject().deepCopy();
        choice.addProperty("index", 0);
        decision.replacement().ifPresent(replacement -> {
            choice.add("message", replacement);
            choice.addProperty("finish_reason", "stop");
            choice.remove("logprobs");
        });
        JsonArray choices = new JsonArray();
        choices.add(choice);
        response.add("choices", choices);
        response.add("esl", esl);
        return response;
    }

    /** The log's {@code esl} member: the response's, and what the check found, what went out instead, the timing. */
    private static JsonObject logged(JsonObject responseEsl, Decision decision, Trail trail, long start) {
        JsonObject esl = responseEsl.deepCopy();
        JsonArray findings = new JsonArray();
        decision.findings().forEach(finding -> findings.add(finding.json()));
        esl.add("findings", findings);
        decision.prediction().ifPresent(prediction -> {
            esl.addProperty("samples", prediction.samples());
            esl.addProperty("violatingSamples", prediction.violating());
        });
        decision.replacement().ifPresent(replacement -> esl.add("delivered", replacement));
        Optional<TranscriptReport> report = decision.chosen().judgement().report();
        report.ifPresent(checked -> {
            JsonArray results = new JsonArray();
            for (CheckResult result : checked.results()) {
                JsonObject entry = new JsonObject();
                entry.addProperty("kind", result.kind().eslName());
                entry.addProperty("name", result.name());
                entry.addProperty("verdict", result.verdict().eslName());
                result.step().ifPresent(step -> entry.addProperty("step", step));
                results.add(entry);
            }
            esl.add("results", results);
            JsonArray errors = new JsonArray();
            checked.errors().stream().map(TranscriptError::message).forEach(errors::add);
            esl.add("errors", errors);
        });
        timing(esl, trail, start);
        return esl;
    }

    private static void timing(JsonObject esl, Trail trail, long start) {
        esl.addProperty("time", Instant.now().toString());
        JsonObject nanos = new JsonObject();
        nanos.addProperty("total", System.nanoTime() - start);
        nanos.addProperty("upstream", trail.upstreamNanos);
        esl.add("nanos", nanos);
    }

    private void write(Judgement decided, JsonObject esl, Optional<TranscriptReport> report) {
        JsonObject line = decided.transcript().deepCopy();
        line.add("esl", esl);
        log.write(new AuditLog.Exchange(line, report));
    }

    private static Reply error(int status, String message, String type, Map<String, String> headers) {
        return new Reply(status, headers, OpenAiErrors.of(message, type), false);
    }

    private static JsonObject message(String role, String content) {
        JsonObject message = new JsonObject();
        message.addProperty("role", role);
        message.addProperty("content", content);
        return message;
    }

    /** The names that decided: each finding's declarations (all the policies of a claim's proof), else its name. */
    private static List<String> names(List<Finding> findings) {
        return findings.stream().flatMap(finding -> finding.declarations().isEmpty() ? java.util.stream.Stream.of(finding.name())
                : finding.declarations().stream()).distinct().toList();
    }

    private static JsonArray json(List<String> names) {
        JsonArray array = new JsonArray();
        names.stream().map(JsonPrimitive::new).forEach(array::add);
        return array;
    }

    /** Stops the sampling threads; the judge and the log are their owners' to close. */
    @Override
    public void close() {
        samplers.shutdownNow();
    }
}
