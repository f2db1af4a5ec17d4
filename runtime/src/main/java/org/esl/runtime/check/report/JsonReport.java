package org.esl.runtime.check.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import org.esl.runtime.SourceRange;
import org.esl.runtime.check.CheckReport;
import org.esl.runtime.check.CheckResult;
import org.esl.runtime.check.CheckSummary;
import org.esl.runtime.check.Evidence;
import org.esl.runtime.check.Evidence.ChainEntry;
import org.esl.runtime.check.Evidence.ClaimEvidence;
import org.esl.runtime.check.Evidence.PropertyEvidence;
import org.esl.runtime.check.Evidence.QueryEvidence;
import org.esl.runtime.check.Evidence.RuleEvidence;
import org.esl.runtime.check.ModelReport;
import org.esl.runtime.check.Tally;
import org.esl.runtime.check.TimelineStep;
import org.esl.runtime.check.TranscriptError;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.temporal.Enforcement;
import org.esl.runtime.monitor.Binding;
import org.esl.runtime.monitor.Witness;
import org.esl.runtime.policy.ClaimResult;
import org.esl.runtime.policy.Scenario;
import org.esl.runtime.policy.TranslationGroup;
import org.esl.runtime.transcript.RawClaim;
import org.esl.runtime.transcript.Truth;

import com.google.gson.FormattingStyle;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.stream.JsonWriter;

/**
 * The JSON contract of docs/check.md ("Output"):
 * {@code {"spec", "transcripts": [{"id", "file", "results": [{"kind", "name", "verdict", "step", "message",
 * "evidence"}]}], "summary"}}. Added fields, which the contract allows: a result's place in the
 * transcript ({@code line}, {@code column}, {@code endLine}, {@code endColumn}, 1-based) and in the spec
 * ({@code declaration}); a transcript's {@code checked} and {@code errors}, and its {@code time} (ISO-8601, UTC)
 * when its file says when it took place; with the LLM stage its
 * {@code llm} section and a query's {@code answer}; and on request its
 * {@code timeline}: per step {@code {"step", "role", "tool" (for a tool call), "text", "line", "column",
 * "verdicts": {property: "satisfied" | "violated" | "pending"}, "bindings": {property: {variable: value}}}}, the LTL3
 * verdicts right after the step and, for a property with variables, the binding of the instance each comes from (a
 * witness has its {@code binding} too).
 * {@code step} is null when a result has none. What the report means, decided once in {@code org.esl.runtime.check}
 * and carried so that no reader decides it again: a result's {@code failing} and {@code outcome}
 * ({@code failing | passing | undecided}), a transcript's {@code failing}, the summary's {@code findings}, the
 * {@code headline} and the {@code tallies} per rule, property and policy.
 *
 * <p>Everything is written with a streaming writer, one transcript at a time: {@link #writer} writes the document as a
 * check runs, {@link #linesWriter} the same objects as JSON Lines ({@code esl check --format jsonl}), and
 * {@link #render(CheckReport)} is the document of a report held in memory, byte for byte what the writer writes.
 */
public final class JsonReport implements CheckRenderer {

    /** The document's pretty printing; a transcript's entry sits two levels deep, in {@code "transcripts"}. */
    private static final String ENTRY_INDENT = "\n    ";

    private final FileNames files;
    private final boolean timeline;

    public JsonReport(FileNames files) {
        this(files, false);
    }

    /** @param timeline whether each transcript carries its timeline ({@code esl check --timeline}, the language server) */
    public JsonReport(FileNames files, boolean timeline) {
        this.files = files;
        this.timeline = timeline;
    }

    /** How this report names files, for what is said beside it of the same transcripts (an audit's summary). */
    public FileNames fileNames() {
        return files;
    }

    @Override
    public String render(CheckReport report) {
        return ReportWriter.written(report, out -> writer(out, report.spec()));
    }

    /** The whole report as JSON: what {@link #render(CheckReport)} prints, for a caller that sends it on as an object. */
    public JsonObject document(CheckReport report) {
        return JsonParser.parseString(render(report)).getAsJsonObject();
    }

    /**
     * The document {@code {"spec", "transcripts": [...], "summary", "headline", "tallies"}} written to {@code out} as the
     * check runs: the spec now, each transcript's entry when it is written, the counts at the end.
     */
    public ReportWriter writer(Appendable out, Spec spec) throws IOException {
        out.append("{\n  \"spec\": ").append(pretty(json -> spec(json, spec)).replace("\n", "\n  ")).append(",\n  \"transcripts\": [");
        return new ReportWriter() {
            private boolean any;

            @Override
            public String render(TranscriptReport report) {
                return pretty(json -> transcript(json, report, spec)).replace("\n", ENTRY_INDENT);
            }

            @Override
            public void write(TranscriptReport report, String rendered) throws IOException {
                out.append(any ? "," : "").append(ENTRY_INDENT).append(rendered);
                any = true;
            }

            @Override
            public void finish(CheckSummary summary, List<Tally> tallies) throws IOException {
                out.append(any ? "\n  ]" : "]");
                out.append(",\n  \"summary\": ").append(pretty(json -> summary(json, summary)).replace("\n", "\n  "));
                out.append(",\n  \"headline\": ").append(pretty(json -> json.value(summary.headline())));
                out.append(",\n  \"tallies\": ").append(pretty(json -> tallies(json, tallies)).replace("\n", "\n  "));
                out.append("\n}\n");
            }
        };
    }

    /**
     * JSON Lines ({@code esl check --format jsonl}): one line per transcript, the object the document has in its
     * {@code "transcripts"}, then one last line {@code {"spec", "summary", "headline", "tallies"}}, the document
     * without its transcripts.
     */
    public ReportWriter linesWriter(Appendable out, Spec spec) {
        return new ReportWriter() {
            @Override
            public String render(TranscriptReport report) {
                return line(report, spec);
            }

            @Override
            public void write(TranscriptReport report, String rendered) throws IOException {
                out.append(rendered).append('\n');
            }

            @Override
            public void finish(CheckSummary summary, List<Tally> tallies) throws IOException {
                out.append(summaryLine(spec, summary, tallies)).append('\n');
            }
        };
    }

    /** One transcript's object on one line: a line of {@link #linesWriter}. */
    public String line(TranscriptReport transcript, Spec spec) {
        return compact(json -> transcript(json, transcript, spec));
    }

    /** The last line of {@link #linesWriter}: {@code {"spec", "summary", "headline", "tallies"}}. */
    public String summaryLine(Spec spec, CheckSummary summary, List<Tally> tallies) {
        return compact(json -> {
            json.beginObject();
            json.name("spec");
            spec(json, spec);
            json.name("summary");
            summary(json, summary);
            json.name("headline").value(summary.headline());
            json.name("tallies");
            tallies(json, tallies);
            json.endObject();
        });
    }

    /**
     * One transcript's entry of {@code "transcripts"}, on its own: what a writer that streams the reports (one JSON
     * object per transcript) prints for each.
     */
    public JsonObject transcript(TranscriptReport transcript, Spec spec) {
        return JsonParser.parseString(line(transcript, spec)).getAsJsonObject();
    }

    /** The counts of {@code "summary"}, on their own: what a streaming writer prints last. */
    public static JsonObject summary(CheckSummary summary) {
        return JsonParser.parseString(compact(json -> summary(json, summary))).getAsJsonObject();
    }

    /**
     * Per rule, property and policy name (in that order): {@code {"kind", "title", "failing", "failingIn"}}, for a
     * policy also {@code "claims"} and {@code "claimsIn"}, for a property {@code "satisfiedIn"} (see {@link Tally}).
     */
    public static JsonObject tallies(List<Tally> tallies) {
        return JsonParser.parseString(compact(json -> tallies(json, tallies))).getAsJsonObject();
    }

    @FunctionalInterface
    private interface Json {
        void write(JsonWriter json) throws IOException;
    }

    private static String pretty(Json json) {
        return written(json, FormattingStyle.PRETTY);
    }

    private static String compact(Json json) {
        return written(json, FormattingStyle.COMPACT);
    }

    /** What {@code json} writes, with Gson's formatting (as Gson prints a tree): nulls written, no HTML escapes. */
    private static String written(Json json, FormattingStyle style) {
        Text out = new Text();
        JsonWriter writer = new JsonWriter(out);
        writer.setFormattingStyle(style);
        writer.setHtmlSafe(false);
        writer.setSerializeNulls(true);
        try {
            json.write(writer);
            writer.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringBuilder does not fail
        }
        return out.text.toString();
    }

    /**
     * The JSON's text as the writer writes it. A {@code StringWriter} appends to a {@code StringBuffer}, which takes
     * its lock at every token, hundreds of times per transcript; the text belongs to one thread, so no lock is needed.
     * It starts at 4 KB, about one transcript's line, so that it seldom grows.
     */
    private static final class Text extends Writer {
        private final StringBuilder text = new StringBuilder(4096);

        @Override
        public void write(int c) {
            text.append((char) c);
        }

        @Override
        public void write(char[] chars, int offset, int length) {
            text.append(chars, offset, length);
        }

        @Override
        public void write(String string, int offset, int length) {
            text.append(string, offset, offset + length);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    private void spec(JsonWriter json, Spec spec) throws IOException {
        json.beginObject();
        json.name("name").value(spec.name());
        json.name("title").value(spec.title());
        json.name("file").value(files.shown(spec.file()));
        json.endObject();
    }

    private void transcript(JsonWriter json, TranscriptReport transcript, Spec spec) throws IOException {
        json.beginObject();
        json.name("id").value(transcript.id());
        json.name("file").value(files.shown(transcript.file()));
        if (transcript.time().isPresent()) {
            json.name("time").value(transcript.time().get().toString());
        }
        json.name("checked").value(transcript.checked());
        json.name("failing").value(transcript.isFailing());
        json.name("results").beginArray();
        for (CheckResult result : transcript.results()) {
            result(json, result, spec);
        }
        json.endArray();
        json.name("errors").beginArray();
        for (TranscriptError error : transcript.errors()) {
            error(json, error);
        }
        json.endArray();
        if (transcript.model().isPresent()) {
            json.name("llm");
            model(json, transcript.model().get());
        }
        if (timeline) {
            json.name("timeline").beginArray();
            for (TimelineStep step : transcript.timeline()) {
                timelineStep(json, step);
            }
            json.endArray();
        }
        json.endObject();
    }

    /** What the LLM stage did: answers asked and cached, the facts it kept, the ones it dropped and why. */
    private static void model(JsonWriter json, ModelReport model) throws IOException {
        json.beginObject();
        json.name("model").value(model.model());
        json.name("asked").value(model.asked());
        json.name("cached").value(model.cached());
        json.name("facts").beginArray();
        for (ModelReport.ModelFact fact : model.facts()) {
            json.beginObject();
            json.name("step").value(fact.step());
            json.name("atom").value(fact.atom());
            json.name("value");
            if (fact.value() == Truth.UNKNOWN) {
                json.nullValue();
            } else {
                json.value(fact.value() == Truth.TRUE);
            }
            json.endObject();
        }
        json.endArray();
        for (boolean hallucinated : new boolean[] {true, false}) {
            json.name(hallucinated ? "hallucinated" : "unusable").beginArray();
            for (ModelReport.DroppedFact dropped : model.dropped()) {
                if ((dropped.reason() == ModelReport.DropReason.HALLUCINATED_PREDICATE) == hallucinated) {
                    json.beginObject();
                    json.name("step").value(dropped.step());
                    json.name("atom").value(dropped.atom());
                    json.name("message").value(dropped.message());
                    json.endObject();
                }
            }
            json.endArray();
        }
        json.endObject();
    }

    private static void timelineStep(JsonWriter json, TimelineStep step) throws IOException {
        json.beginObject();
        json.name("step").value(step.step());
        json.name("role").value(step.role().eslName());
        if (step.tool().isPresent()) {
            json.name("tool").value(step.tool().get());
        }
        json.name("text").value(step.text());
        json.name("line").value(step.range().line());
        json.name("column").value(step.range().column());
        json.name("verdicts").beginObject();
        for (var verdict : step.verdicts().entrySet()) {
            json.name(verdict.getKey()).value(verdict.getValue().eslName());
        }
        json.endObject();
        if (!step.bindings().isEmpty()) {
            json.name("bindings").beginObject();
            for (var binding : step.bindings().entrySet()) {
                json.name(binding.getKey());
                binding(json, binding.getValue());
            }
            json.endObject();
        }
        json.endObject();
    }

    /** {@code {"s": "\"bob@x.com\""}}: each variable's value in ESL syntax, null for the values not shown. */
    private static void binding(JsonWriter json, Binding binding) throws IOException {
        json.beginObject();
        for (String variable : binding.variables()) {
            json.name(variable);
            if (binding.binds(variable)) {
                json.value(binding.values().get(variable).toEsl());
            } else {
                json.nullValue();
            }
        }
        json.endObject();
    }

    private void result(JsonWriter json, CheckResult result, Spec spec) throws IOException {
        json.beginObject();
        json.name("kind").value(result.kind().eslName());
        json.name("name").value(result.name());
        json.name("verdict").value(result.verdict().eslName());
        json.name("failing").value(result.isFailing());
        json.name("outcome").value(result.verdict().outcome().eslName());
        json.name("step");
        step(json, result.step());
        json.name("message").value(result.message());
        json.name("evidence");
        evidence(json, result.evidence(), spec);
        Optional<Enforcement> hint = result.onViolation(spec);
        if (hint.isPresent()) {
            json.name("onViolation").beginObject().name("action").value(hint.get().action().eslName());
            if (hint.get().message().isPresent()) {
                json.name("message").value(hint.get().message().get());
            }
            json.endObject();
        }
        if (result.location().isPresent()) {
            range(json, result.location().get(), false);
        }
        if (result.declaration().isPresent()) {
            json.name("declaration");
            place(json, result.declaration().get());
        }
        json.endObject();
    }

    private void error(JsonWriter json, TranscriptError error) throws IOException {
        json.beginObject();
        json.name("file").value(files.shown(error.file()));
        if (error.position().isPresent()) {
            range(json, error.position().get(), false);
        }
        json.name("step");
        step(json, error.step());
        json.name("message").value(error.message());
        if (error.declaration().isPresent()) {
            json.name("declaration");
            place(json, error.declaration().get());
        }
        json.endObject();
    }

    private void evidence(JsonWriter json, Evidence evidence, Spec spec) throws IOException {
        json.beginObject();
        if (evidence instanceof PropertyEvidence property) {
            json.name("witness");
            if (property.witness().isPresent()) {
                witness(json, property.witness().get());
            } else {
                json.nullValue();
            }
            if (!property.violations().isEmpty()) {
                json.name("violations").beginArray();
                for (Witness witness : property.violations()) {
                    witness(json, witness);
                }
                json.endArray();
            }
        } else if (evidence instanceof RuleEvidence rule) {
            json.name("binding").beginObject();
            for (Evidence.Assignment assignment : rule.binding()) {
                json.name(assignment.variable()).value(assignment.value());
            }
            json.endObject();
            json.name("derived").value(rule.derived());
            json.name("chain");
            chain(json, rule.chain());
        } else if (evidence instanceof QueryEvidence query) {
            json.name("literal").value(query.literal());
            json.name("question").value(query.question());
            json.name("confirmingAnswer").value(query.confirmingAnswer());
            if (query.answer().isPresent()) {
                json.name("answer").value(query.answer().get());
            }
            json.name("chain");
            chain(json, query.chain());
        } else if (evidence instanceof ClaimEvidence claim) {
            json.name("translations").beginArray();
            for (RawClaim.Translation translation : claim.translations()) {
                translation(json, translation);
            }
            json.endArray();
            if (claim.result().isPresent()) {
                claimResult(json, claim.result().get(), spec);
            }
            if (!claim.unusable().isEmpty()) {
                json.name("unusable").beginArray();
                for (Evidence.UnusableTranslation translation : claim.unusable()) {
                    json.beginObject();
                    json.name("translation").value(translation.translation());
                    json.name("message").value(translation.message());
                    range(json, translation.range(), false);
                    json.endObject();
                }
                json.endArray();
            }
        }
        json.endObject();
    }

    private static void witness(JsonWriter json, Witness witness) throws IOException {
        json.beginObject();
        json.name("step").value(witness.step());
        json.name("stepText").value(witness.stepText());
        json.name("obligation").value(witness.obligation());
        if (witness.binding().isPresent()) {
            json.name("binding");
            binding(json, witness.binding().get());
            if (witness.binding().get().others() > 0) {
                json.name("otherBindings").value(witness.binding().get().others());
            }
        }
        json.name("atoms").beginArray();
        for (var atom : witness.atoms()) {
            json.beginObject();
            json.name("atom").value(atom.atom());
            json.name("value").value(atom.value());
            json.endObject();
        }
        json.endArray();
        json.endObject();
    }

    private void chain(JsonWriter json, List<ChainEntry> chain) throws IOException {
        json.beginArray();
        for (ChainEntry entry : chain) {
            json.beginObject();
            json.name("literal").value(entry.literal());
            json.name("reason").value(entry.reason().eslName());
            if (entry.step().isPresent()) {
                json.name("step").value(entry.step().getAsInt());
            }
            if (entry.rule().isPresent()) {
                json.name("rule").value(entry.rule().get());
            }
            if (entry.source().isPresent()) {
                json.name("source");
                place(json, entry.source().get());
            }
            json.endObject();
        }
        json.endArray();
    }

    private void translation(JsonWriter json, RawClaim.Translation translation) throws IOException {
        json.beginObject();
        json.name("given").value(translation.given());
        json.name("claim").value(translation.claim());
        range(json, translation.range(), false);
        json.endObject();
    }

    /** The evidence of the solver's result: policies, scenarios, the reason it gave up, or the groups. */
    private void claimResult(JsonWriter json, ClaimResult result, Spec spec) throws IOException {
        if (result instanceof ClaimResult.Proved proved) {
            json.name("policies").beginArray();
            for (String name : proved.policies()) {
                json.beginObject();
                json.name("name").value(name);
                if (spec.policy(name).isPresent()) {
                    range(json, spec.policy(name).get().range(), true);
                }
                json.endObject();
            }
            json.endArray();
        } else if (result instanceof ClaimResult.Satisfiable satisfiable) {
            json.name("scenarios").beginObject();
            json.name("claimHolds");
            scenario(json, satisfiable.whereClaimHolds());
            json.name("claimFails");
            scenario(json, satisfiable.whereClaimFails());
            json.endObject();
        } else if (result instanceof ClaimResult.TooComplex tooComplex) {
            json.name("reason").value(tooComplex.reason());
        } else if (result instanceof ClaimResult.Ambiguous ambiguous) {
            json.name("groups").beginArray();
            for (TranslationGroup group : ambiguous.groups()) {
                json.beginObject();
                json.name("translations").beginArray();
                for (int member : group.translations()) {
                    json.value(member);
                }
                json.endArray();
                json.name("confidence").value(group.confidence().toString());
                json.name("finding").value(group.result().finding().eslName());
                claimResult(json, group.result(), spec);
                json.endObject();
            }
            json.endArray();
        }
    }

    private static void scenario(JsonWriter json, Scenario scenario) throws IOException {
        json.beginObject();
        json.name("values").beginObject();
        for (var value : scenario.values().entrySet()) {
            json.name(value.getKey()).value(value.getValue());
        }
        json.endObject();
        if (!scenario.notes().isEmpty()) {
            json.name("notes").beginArray();
            for (String note : scenario.notes()) {
                json.value(note);
            }
            json.endArray();
        }
        json.endObject();
    }

    private static void summary(JsonWriter json, CheckSummary summary) throws IOException {
        json.beginObject();
        json.name("transcripts").value(summary.transcripts());
        json.name("checked").value(summary.checked());
        json.name("failing").value(summary.failing());
        json.name("errors").value(summary.errors());
        json.name("findings").value(summary.findings());
        json.name("violations");
        counts(json, summary.violations());
        json.name("claims");
        counts(json, summary.claims());
        json.name("queries");
        counts(json, summary.queries());
        if (summary.coverage().isPresent()) {
            json.name("coverage").beginObject();
            json.name("properties");
            counts(json, summary.coverage().get().properties());
            json.name("rules");
            counts(json, summary.coverage().get().rules());
            json.endObject();
        }
        json.endObject();
    }

    private static void tallies(JsonWriter json, List<Tally> tallies) throws IOException {
        json.beginObject();
        for (Tally tally : tallies) {
            json.name(tally.name()).beginObject();
            json.name("kind").value(tally.kind().eslName());
            json.name("title").value(tally.title());
            json.name("failing").value(tally.failing());
            json.name("failingIn").value(tally.failingIn());
            if (tally.kind() == Tally.Kind.POLICY) {
                json.name("claims").value(tally.claims());
                json.name("claimsIn").value(tally.claimsIn());
            }
            if (tally.kind() == Tally.Kind.PROPERTY) {
                json.name("satisfiedIn").value(tally.satisfiedIn());
            }
            json.endObject();
        }
        json.endObject();
    }

    private static void counts(JsonWriter json, Map<String, Integer> counts) throws IOException {
        json.beginObject();
        for (var count : counts.entrySet()) {
            json.name(count.getKey()).value(count.getValue());
        }
        json.endObject();
    }

    private static void step(JsonWriter json, OptionalInt step) throws IOException {
        if (step.isPresent()) {
            json.value(step.getAsInt());
        } else {
            json.nullValue();
        }
    }

    private void place(JsonWriter json, SourceRange range) throws IOException {
        json.beginObject();
        range(json, range, true);
        json.endObject();
    }

    private void range(JsonWriter json, SourceRange range, boolean withFile) throws IOException {
        if (withFile) {
            json.name("file").value(files.shown(range.file()));
        }
        json.name("line").value(range.line());
        json.name("column").value(range.column());
        json.name("endLine").value(range.endLine());
        json.name("endColumn").value(range.endColumn());
    }
}
