package org.esl.audit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ListState;
import org.apache.flink.api.common.state.ListStateDescriptor;
import org.apache.flink.api.common.state.MapState;
import org.apache.flink.api.common.state.MapStateDescriptor;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.TimeDomain;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;
import org.apache.flink.util.OutputTag;
import org.esl.lang.run.CheckSession;
import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.ResultKind;
import org.esl.runtime.check.StepwiseCheck;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.check.report.JsonReport;
import org.esl.runtime.llm.LlmSettings;
import org.esl.runtime.model.Spec;
import org.esl.runtime.transcript.TranscriptException;
import org.esl.runtime.transcript.TranscriptResult;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * The streaming audit's monitor of one conversation at a time, keyed by conversation id (docs/audit.md, "Streaming
 * from Kafka"). Flink's keyed state holds what the conversation said so far: its messages, the first event's other
 * members, the properties whose verdict was already emitted. Each event's messages are added to the state and read by
 * the conversation's live check ({@link StepwiseCheck}, kept in this task's memory with the conversation's knowledge
 * base, and rebuilt from the state by one replay of its messages when missing), which fixes the exact LTL3 verdicts
 * ({@code satisfied} or {@code violated}: no continuation can change them) that {@code esl check --partial} gives the
 * conversation so far, its first event's facts included (read once every step they and its claims name has come:
 * until then that check refuses the conversation and fixes nothing); where a message changed an earlier message's
 * labels, after which the live check is no longer {@link StepwiseCheck#exact()}, the conversation so far is checked
 * whole instead, with the run service ({@link CheckSession}). A verdict just fixed is emitted at once on
 * {@link #VERDICTS}. The claims fix no property: the check of the finished conversation decides them. When the conversation
 * ends (an event with {@code "end": true}, no event for the idle time-out, or the end of a bounded input) it is
 * checked as a finished transcript and its report, the line {@code esl check --format jsonl} writes for it, is emitted;
 * its state is cleared.
 */
final class ConversationMonitor extends KeyedProcessFunction<String, ConversationEvent, String> {

    private static final long serialVersionUID = 1L;

    /** Each verdict as soon as it is fixed, a JSON line. */
    static final OutputTag<String> VERDICTS = new OutputTag<>("verdicts", Types.STRING);

    /** What each report emitted counts, for the summary of a bounded run ({@link ConversationTotals}). */
    static final OutputTag<SummaryPart> COUNTED = new OutputTag<>("counted", TypeInformation.of(SummaryPart.class));

    /** The event-time timer of every open conversation, which only the end of a bounded input reaches. */
    private static final long END_OF_INPUT = Long.MAX_VALUE;

    /**
     * How many conversations' live checks a task keeps in memory; the one unused longest is dropped beyond that, and
     * rebuilt from the keyed state if its conversation goes on.
     */
    static final int LIVE_CHECKS = 10_000;

    private final AuditSettings settings;
    private final long idleMillis;

    private transient ValueState<String> header;
    private transient ValueState<String> topic;
    private transient ListState<String> messages;
    private transient ValueState<Integer> messageCount;
    private transient MapState<String, Boolean> emitted;
    private transient ValueState<Long> deadline;
    /**
     * Whether the conversation is checked whole at every event: the spec cannot be checked a step at a time, or a
     * message changed an earlier message's labels.
     */
    private transient ValueState<Boolean> whole;
    private transient Spec spec;
    private transient CheckSession ongoing;
    private transient CheckSession finished;
    private transient JsonReport json;
    /** Whether the spec's verdicts can be fixed a step at a time ({@link CheckSession#stepwise()}). */
    private transient boolean stepwise;
    /** The live check of each open conversation checked a step at a time, by id, the one used longest ago first. */
    private transient Map<String, LiveCheck> live;

    ConversationMonitor(AuditSettings settings, long idleMillis) {
        this.settings = settings;
        this.idleMillis = idleMillis;
    }

    @Override
    public void open(OpenContext context) throws Exception {
        header = getRuntimeContext().getState(new ValueStateDescriptor<>("header", Types.STRING));
        topic = getRuntimeContext().getState(new ValueStateDescriptor<>("topic", Types.STRING));
        messages = getRuntimeContext().getListState(new ListStateDescriptor<>("messages", Types.STRING));
        messageCount = getRuntimeContext().getState(new ValueStateDescriptor<>("message-count", Types.INT));
        emitted = getRuntimeContext().getMapState(new MapStateDescriptor<>("emitted", Types.STRING, Types.BOOLEAN));
        deadline = getRuntimeContext().getState(new ValueStateDescriptor<>("deadline", Types.LONG));
        whole = getRuntimeContext().getState(new ValueStateDescriptor<>("whole", Types.BOOLEAN));
        SpecBundle.Opened opened = settings.spec().open();
        spec = opened.spec().spec();
        CheckOptions options = settings.options();
        // the verdicts of a conversation that goes on: LTL3, each property's fixed verdict with its step
        CheckOptions partial = new CheckOptions(options.interpretation(), true, false, options.timeoutMillis(), false, false);
        ongoing = opened.spec().openCheck(partial, LlmSettings.NONE.resolve(), new CancelSignal());
        finished = opened.spec().openCheck(options, LlmSettings.NONE.resolve(), new CancelSignal());
        json = settings.json(opened);
        stepwise = ongoing.stepwise().isPresent();
        live = new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<String, LiveCheck> eldest) {
                return size() > LIVE_CHECKS;
            }
        };
    }

    @Override
    public void processElement(ConversationEvent event, Context context, Collector<String> out) throws Exception {
        String id = context.getCurrentKey();
        JsonObject read;
        try {
            read = event.text == null ? null : readEvent(event.text);
        } catch (IllegalArgumentException e) {
            read = null;
            event.error = e.getMessage();
        }
        if (read == null) {
            // a report of its own, as esl check reports a line it cannot read; the conversation goes on without it
            emit(finished.check(new TranscriptResult.Failed(TranscriptException.ofFile(event.place, event.error))), event.topic,
                    context, out);
            return;
        }
        boolean ends = read.has("end") && read.get("end").isJsonPrimitive() && read.get("end").getAsBoolean();
        List<JsonElement> added = read.has("messages") ? read.getAsJsonArray("messages").asList() : List.of();
        if (header.value() == null) {
            if (added.isEmpty() && ends) {
                return; // the end of a conversation that has already ended (by its idle time-out)
            }
            JsonObject first = read.deepCopy();
            first.remove("messages");
            first.remove("end");
            first.addProperty("id", id);
            header.update(first.toString());
            whole.update(!stepwise);
            topic.update(event.topic);
            messageCount.update(0);
            context.timerService().registerEventTimeTimer(END_OF_INPUT);
        }
        int before = messageCount.value();
        List<String> texts = added.stream().map(JsonElement::toString).toList();
        messages.addAll(texts);
        messageCount.update(before + added.size());
        if (ends) {
            end(id, context, out);
            context.timerService().deleteEventTimeTimer(END_OF_INPUT);
            return;
        }
        emit(id, event, fixed(id, before, texts), context);
        Long previous = deadline.value();
        if (previous != null) {
            context.timerService().deleteProcessingTimeTimer(previous);
        }
        long next = context.timerService().currentProcessingTime() + idleMillis;
        context.timerService().registerProcessingTimeTimer(next);
        deadline.update(next);
    }

    @Override
    public void onTimer(long timestamp, OnTimerContext context, Collector<String> out) throws Exception {
        boolean idle = context.timeDomain() == TimeDomain.PROCESSING_TIME;
        if (header.value() == null || idle && deadline.value() != null && deadline.value() != timestamp) {
            return; // a timer of a conversation that has already ended, or was set before its last event
        }
        if (idle) {
            context.timerService().deleteEventTimeTimer(END_OF_INPUT);
        }
        end(context.getCurrentKey(), context, out);
    }

    /**
     * The event's JSON object: {@code messages} an array (or missing), {@code end} a boolean (or missing).
     *
     * @throws IllegalArgumentException saying what is wrong with it
     */
    private static JsonObject readEvent(String text) {
        JsonElement element;
        try {
            element = JsonParser.parseString(text);
        } catch (JsonParseException e) {
            throw new IllegalArgumentException("invalid JSON: " + rootMessage(e));
        }
        if (!element.isJsonObject()) {
            throw new IllegalArgumentException("an event is a JSON object with the conversation's id and its messages");
        }
        JsonObject event = element.getAsJsonObject();
        if (event.has("messages") && !event.get("messages").isJsonArray()) {
            throw new IllegalArgumentException("the event's messages are not an array");
        }
        if (event.has("end") && !(event.get("end").isJsonPrimitive() && event.get("end").getAsJsonPrimitive().isBoolean())) {
            throw new IllegalArgumentException("the event's end is not true or false");
        }
        return event;
    }

    private static String rootMessage(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause.getMessage() == null ? cause.toString() : cause.getMessage();
    }

    /**
     * The properties whose verdict is fixed now that the conversation's messages after the first {@code before} are
     * {@code added}: with a live check that reads only those ({@link StepwiseCheck}), or, when the spec or a message
     * that changed an earlier message's labels needs the whole conversation (docs/audit.md), by checking all its
     * messages so far.
     */
    private List<StepwiseCheck.Fixed> fixed(String id, int before, List<String> added) throws Exception {
        if (!Boolean.FALSE.equals(whole.value())) { // none: state written before it was kept
            return fixedInWhole(id);
        }
        LiveCheck check = live.get(id);
        if (check == null || check.messages() != before) { // restored from a checkpoint, or dropped: read it again
            check = LiveCheck.start(ongoing, new ConversationStart(header.value(), topic.value(), id));
            List<String> earlier = new ArrayList<>();
            messages.get().forEach(earlier::add);
            check = check.add(earlier.subList(0, before)).check();
        }
        LiveCheck.Added next = check.add(added);
        if (!next.check().exact()) {
            // these messages changed an earlier message's labels: from now on each event checks the conversation whole
            whole.update(true);
            live.remove(id);
            return fixedInWhole(id);
        }
        live.put(id, next.check());
        return next.fixed();
    }

    /** The properties whose verdict the check of the whole conversation so far fixes. */
    private List<StepwiseCheck.Fixed> fixedInWhole(String id) throws Exception {
        return ongoing.check(conversation(id)).results().stream()
                .filter(result -> result.kind() == ResultKind.PROPERTY && result.step().isPresent())
                .map(result -> new StepwiseCheck.Fixed(result.name(), result.verdict(), result.step().getAsInt(), result.message()))
                .toList();
    }

    /** The verdicts just fixed, each emitted once per conversation. */
    private void emit(String id, ConversationEvent event, List<StepwiseCheck.Fixed> fixed, Context context) throws Exception {
        int count = messageCount.value();
        for (StepwiseCheck.Fixed result : fixed) {
            if (emitted.contains(result.property())) {
                continue;
            }
            emitted.put(result.property(), true);
            JsonObject verdict = new JsonObject();
            verdict.addProperty("conversation", id);
            verdict.addProperty("property", result.property());
            verdict.addProperty("verdict", result.verdict().eslName());
            verdict.addProperty("step", result.step());
            verdict.addProperty("messages", count);
            verdict.addProperty("event", event.place);
            verdict.addProperty("message", result.message());
            context.output(VERDICTS, verdict.toString());
        }
    }

    /** Checks the conversation as a finished transcript, emits its report and forgets it. */
    private void end(String id, Context context, Collector<String> out) throws Exception {
        emit(finished.check(conversation(id)), topic.value(), context, out);
        Long previous = deadline.value();
        if (previous != null) {
            context.timerService().deleteProcessingTimeTimer(previous);
        }
        live.remove(id);
        header.clear();
        topic.clear();
        messages.clear();
        messageCount.clear();
        emitted.clear();
        deadline.clear();
        whole.clear();
    }

    /** Emits a report as its line of {@code DIR/conversations/}, and what it counts. */
    private void emit(TranscriptReport report, String file, Context context, Collector<String> out) {
        out.collect(json.line(report, spec));
        CheckedTranscript place = new CheckedTranscript();
        place.file = file;
        context.output(COUNTED, SummaryPart.of(report, spec, place, json.fileNames()));
    }

    /**
     * The conversation as one transcript, one line of JSON: the first event's members and every message so far, in
     * order; its file is the topic it was read from.
     */
    private TranscriptResult conversation(String id) throws Exception {
        List<String> all = new ArrayList<>();
        messages.get().forEach(all::add);
        return new ConversationStart(header.value(), topic.value(), id).transcript(all);
    }

    @Override
    public void close() throws Exception {
        if (ongoing != null) {
            ongoing.close();
        }
        if (finished != null) {
            finished.close();
        }
        super.close();
    }
}
