package org.esl.runtime.check.report;

import java.util.List;
import java.util.Map;
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
import org.esl.runtime.monitor.Witness;
import org.esl.runtime.policy.ClaimResult;
import org.esl.runtime.policy.Scenario;
import org.esl.runtime.policy.TranslationGroup;
import org.esl.runtime.transcript.RawClaim;
import org.esl.runtime.transcript.Truth;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;

/**
 * The JSON contract of docs/check.md ("Output"):
 * {@code {"spec", "transcripts": [{"id", "file", "results": [{"kind", "name", "verdict", "step", "message",
 * "evidence"}]}], "summary"}}. Added fields, which the contract allows: a result's place in the
 * transcript ({@code line}, {@code column}, {@code endLine}, {@code endColumn}, 1-based) and in the spec
 * ({@code declaration}); a transcript's {@code checked} and {@code errors}; with the LLM stage its
 * {@code llm} section and a query's {@code answer}; and on request its
 * {@code timeline}: per step {@code {"step", "role", "tool" (for a tool call), "text", "line", "column",
 * "verdicts": {property: "satisfied" | "violated" | "pending"}}}, the LTL3 verdicts right after the step.
 * {@code step} is null when a result has none. What the report means, decided once in {@code org.esl.runtime.check}
 * and carried so that no reader decides it again: a result's {@code failing} and {@code outcome}
 * ({@code failing | passing | undecided}), a transcript's {@code failing}, the summary's {@code findings}, the
 * {@code headline} and the {@code tallies} per rule, property and policy.
 */
public final class JsonReport implements CheckRenderer {

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create();

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

    @Override
    public String render(CheckReport report) {
        return GSON.toJson(document(report)) + "\n";
    }

    /** The whole report as JSON: what {@link #render(CheckReport)} prints, for a caller that sends it on as an object. */
    public JsonObject document(CheckReport report) {
        JsonObject document = new JsonObject();
        document.add("spec", spec(report.spec()));
        JsonArray transcripts = new JsonArray();
        report.transcripts().forEach(transcript -> transcripts.add(transcript(transcript, report.spec())));
        document.add("transcripts", transcripts);
        document.add("summary", summary(report.summary()));
        document.addProperty("headline", report.headline());
        document.add("tallies", tallies(report.tallies()));
        return document;
    }

    private JsonObject spec(Spec spec) {
        JsonObject json = new JsonObject();
        json.addProperty("name", spec.name());
        json.addProperty("title", spec.title());
        json.addProperty("file", files.shown(spec.file()));
        return json;
    }

    /**
     * One transcript's entry of {@code "transcripts"}, on its own: what a writer that streams the reports (one JSON
     * object per transcript) prints for each.
     */
    public JsonObject transcript(TranscriptReport transcript, Spec spec) {
        JsonObject json = new JsonObject();
        json.addProperty("id", transcript.id());
        json.addProperty("file", files.shown(transcript.file()));
        json.addProperty("checked", transcript.checked());
        json.addProperty("failing", transcript.isFailing());
        JsonArray results = new JsonArray();
        transcript.results().forEach(result -> results.add(result(result, spec)));
        json.add("results", results);
        JsonArray errors = new JsonArray();
        transcript.errors().forEach(error -> errors.add(error(error)));
        json.add("errors", errors);
        transcript.model().ifPresent(model -> json.add("llm", model(model)));
        if (timeline) {
            JsonArray steps = new JsonArray();
            transcript.timeline().forEach(step -> steps.add(timelineStep(step)));
            json.add("timeline", steps);
        }
        return json;
    }

    /** What the LLM stage did: answers asked and cached, the facts it kept, the ones it dropped and why. */
    private static JsonObject model(ModelReport model) {
        JsonObject json = new JsonObject();
        json.addProperty("model", model.model());
        json.addProperty("asked", model.asked());
        json.addProperty("cached", model.cached());
        JsonArray facts = new JsonArray();
        for (ModelReport.ModelFact fact : model.facts()) {
            JsonObject entry = new JsonObject();
            entry.addProperty("step", fact.step());
            entry.addProperty("atom", fact.atom());
            entry.add("value", fact.value() == Truth.UNKNOWN ? JsonNull.INSTANCE : new JsonPrimitive(fact.value() == Truth.TRUE));
            facts.add(entry);
        }
        json.add("facts", facts);
        JsonArray hallucinated = new JsonArray();
        JsonArray unusable = new JsonArray();
        for (ModelReport.DroppedFact dropped : model.dropped()) {
            JsonObject entry = new JsonObject();
            entry.addProperty("step", dropped.step());
            entry.addProperty("atom", dropped.atom());
            entry.addProperty("message", dropped.message());
            (dropped.reason() == ModelReport.DropReason.HALLUCINATED_PREDICATE ? hallucinated : unusable).add(entry);
        }
        json.add("hallucinated", hallucinated);
        json.add("unusable", unusable);
        return json;
    }

    private static JsonObject timelineStep(TimelineStep step) {
        JsonObject json = new JsonObject();
        json.addProperty("step", step.step());
        json.addProperty("role", step.role().eslName());
        step.tool().ifPresent(tool -> json.addProperty("tool", tool));
        json.addProperty("text", step.text());
        json.addProperty("line", step.range().line());
        json.addProperty("column", step.range().column());
        JsonObject verdicts = new JsonObject();
        step.verdicts().forEach((property, verdict) -> verdicts.addProperty(property, verdict.eslName()));
        json.add("verdicts", verdicts);
        return json;
    }

    private JsonObject result(CheckResult result, Spec spec) {
        JsonObject json = new JsonObject();
        json.addProperty("kind", result.kind().eslName());
        json.addProperty("name", result.name());
        json.addProperty("verdict", result.verdict().eslName());
        json.addProperty("failing", result.isFailing());
        json.addProperty("outcome", result.verdict().outcome().eslName());
        json.add("step", step(result.step()));
        json.addProperty("message", result.message());
        json.add("evidence", evidence(result.evidence(), spec));
        result.location().ifPresent(range -> range(json, range, false));
        result.declaration().ifPresent(range -> json.add("declaration", place(range)));
        return json;
    }

    private JsonObject error(TranscriptError error) {
        JsonObject json = new JsonObject();
        json.addProperty("file", files.shown(error.file()));
        error.position().ifPresent(range -> range(json, range, false));
        json.add("step", step(error.step()));
        json.addProperty("message", error.message());
        return json;
    }

    private JsonElement evidence(Evidence evidence, Spec spec) {
        JsonObject json = new JsonObject();
        if (evidence instanceof PropertyEvidence property) {
            json.add("witness", property.witness().<JsonElement>map(JsonReport::witness).orElse(JsonNull.INSTANCE));
            if (!property.violations().isEmpty()) {
                JsonArray violations = new JsonArray();
                property.violations().forEach(witness -> violations.add(witness(witness)));
                json.add("violations", violations);
            }
        } else if (evidence instanceof RuleEvidence rule) {
            JsonObject binding = new JsonObject();
            rule.binding().forEach(assignment -> binding.addProperty(assignment.variable(), assignment.value()));
            json.add("binding", binding);
            json.addProperty("derived", rule.derived());
            json.add("chain", chain(rule.chain()));
        } else if (evidence instanceof QueryEvidence query) {
            json.addProperty("literal", query.literal());
            json.addProperty("question", query.question());
            json.addProperty("confirmingAnswer", query.confirmingAnswer());
            query.answer().ifPresent(answer -> json.addProperty("answer", answer));
            json.add("chain", chain(query.chain()));
        } else if (evidence instanceof ClaimEvidence claim) {
            JsonArray translations = new JsonArray();
            claim.translations().forEach(translation -> translations.add(translation(translation)));
            json.add("translations", translations);
            claim.result().ifPresent(result -> claimResult(json, result, spec));
            if (!claim.unusable().isEmpty()) {
                JsonArray unusable = new JsonArray();
                for (Evidence.UnusableTranslation translation : claim.unusable()) {
                    JsonObject entry = new JsonObject();
                    entry.addProperty("translation", translation.translation());
                    entry.addProperty("message", translation.message());
                    range(entry, translation.range(), false);
                    unusable.add(entry);
                }
                json.add("unusable", unusable);
            }
        }
        return json;
    }

    private static JsonObject witness(Witness witness) {
        JsonObject json = new JsonObject();
        json.addProperty("step", witness.step());
        json.addProperty("stepText", witness.stepText());
        json.addProperty("obligation", witness.obligation());
        JsonArray atoms = new JsonArray();
        witness.atoms().forEach(atom -> {
            JsonObject value = new JsonObject();
            value.addProperty("atom", atom.atom());
            value.addProperty("value", atom.value());
            atoms.add(value);
        });
        json.add("atoms", atoms);
        return json;
    }

    private JsonArray chain(List<ChainEntry> chain) {
        JsonArray json = new JsonArray();
        for (ChainEntry entry : chain) {
            JsonObject link = new JsonObject();
            link.addProperty("literal", entry.literal());
            link.addProperty("reason", entry.reason().eslName());
            entry.step().ifPresent(step -> link.addProperty("step", step));
            entry.rule().ifPresent(rule -> link.addProperty("rule", rule));
            entry.source().ifPresent(range -> link.add("source", place(range)));
            json.add(link);
        }
        return json;
    }

    private JsonObject translation(RawClaim.Translation translation) {
        JsonObject json = new JsonObject();
        json.addProperty("given", translation.given());
        json.addProperty("claim", translation.claim());
        range(json, translation.range(), false);
        return json;
    }

    /** The evidence of the solver's result: policies, scenarios, the reason it gave up, or the groups. */
    private void claimResult(JsonObject json, ClaimResult result, Spec spec) {
        if (result instanceof ClaimResult.Proved proved) {
            JsonArray policies = new JsonArray();
            for (String name : proved.policies()) {
                JsonObject policy = new JsonObject();
                policy.addProperty("name", name);
                spec.policy(name).ifPresent(declared -> range(policy, declared.range(), true));
                policies.add(policy);
            }
            json.add("policies", policies);
        } else if (result instanceof ClaimResult.Satisfiable satisfiable) {
            JsonObject scenarios = new JsonObject();
            scenarios.add("claimHolds", scenario(satisfiable.whereClaimHolds()));
            scenarios.add("claimFails", scenario(satisfiable.whereClaimFails()));
            json.add("scenarios", scenarios);
        } else if (result instanceof ClaimResult.TooComplex tooComplex) {
            json.addProperty("reason", tooComplex.reason());
        } else if (result instanceof ClaimResult.Ambiguous ambiguous) {
            JsonArray groups = new JsonArray();
            for (TranslationGroup group : ambiguous.groups()) {
                JsonObject entry = new JsonObject();
                JsonArray members = new JsonArray();
                group.translations().forEach(members::add);
                entry.add("translations", members);
                entry.addProperty("confidence", group.confidence().toString());
                entry.addProperty("finding", group.result().finding().eslName());
                claimResult(entry, group.result(), spec);
                groups.add(entry);
            }
            json.add("groups", groups);
        }
    }

    private static JsonObject scenario(Scenario scenario) {
        JsonObject json = new JsonObject();
        JsonObject values = new JsonObject();
        scenario.values().forEach(values::addProperty);
        json.add("values", values);
        if (!scenario.notes().isEmpty()) {
            JsonArray notes = new JsonArray();
            scenario.notes().forEach(notes::add);
            json.add("notes", notes);
        }
        return json;
    }

    /** The counts of {@code "summary"}, on their own: what a streaming writer prints last. */
    public static JsonObject summary(CheckSummary summary) {
        JsonObject json = new JsonObject();
        json.addProperty("transcripts", summary.transcripts());
        json.addProperty("checked", summary.checked());
        json.addProperty("failing", summary.failing());
        json.addProperty("errors", summary.errors());
        json.addProperty("findings", summary.findings());
        json.add("violations", counts(summary.violations()));
        json.add("claims", counts(summary.claims()));
        json.add("queries", counts(summary.queries()));
        return json;
    }

    /**
     * Per rule, property and policy name (in that order): {@code {"kind", "title", "failing", "failingIn"}}, for a
     * policy also {@code "claims"} and {@code "claimsIn"}, for a property {@code "satisfiedIn"} (see {@link Tally}).
     */
    public static JsonObject tallies(List<Tally> tallies) {
        JsonObject json = new JsonObject();
        for (Tally tally : tallies) {
            JsonObject entry = new JsonObject();
            entry.addProperty("kind", tally.kind().eslName());
            entry.addProperty("title", tally.title());
            entry.addProperty("failing", tally.failing());
            entry.addProperty("failingIn", tally.failingIn());
            if (tally.kind() == Tally.Kind.POLICY) {
                entry.addProperty("claims", tally.claims());
                entry.addProperty("claimsIn", tally.claimsIn());
            }
            if (tally.kind() == Tally.Kind.PROPERTY) {
                entry.addProperty("satisfiedIn", tally.satisfiedIn());
            }
            json.add(tally.name(), entry);
        }
        return json;
    }

    private static JsonObject counts(Map<String, Integer> counts) {
        JsonObject json = new JsonObject();
        counts.forEach(json::addProperty);
        return json;
    }

    private static JsonElement step(OptionalInt step) {
        return step.isPresent() ? new JsonPrimitive(step.getAsInt()) : JsonNull.INSTANCE;
    }

    private JsonObject place(SourceRange range) {
        JsonObject json = new JsonObject();
        range(json, range, true);
        return json;
    }

    private void range(JsonObject json, SourceRange range, boolean withFile) {
        if (withFile) {
            json.addProperty("file", files.shown(range.file()));
        }
        json.addProperty("line", range.line());
        json.addProperty("column", range.column());
        json.addProperty("endLine", range.endLine());
        json.addProperty("endColumn", range.endColumn());
    }
}
