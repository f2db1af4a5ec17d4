package org.esl.runtime.llm;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.model.Declaration;
import org.esl.runtime.model.Spec;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code esl draft}'s question to the model ({@link #PROMPT}): k independent samples of ESL declarations that encode
 * lines of a document, each citing the lines it encodes. The answers go through the cache beside the document, as a
 * check's go beside its transcript, so a second run asks nothing; what the declarations mean and which are kept is
 * decided by the caller, which parses, compares and lints them against the spec.
 */
public final class DeclarationDrafting {

    /** Declarations that encode a document's lines. */
    public static final Prompt PROMPT = Prompt.load("drafting-v1");

    /** {@code {"declarations": [{"esl": string, "source": {"file": string, "lines": [int, int]}}]}}. */
    static final JsonObject SCHEMA = JsonParser.parseString("""
            {"type": "object", "additionalProperties": false, "required": ["declarations"],
             "properties": {"declarations": {"type": "array", "items": {"type": "object", "additionalProperties": false,
               "required": ["esl", "source"],
               "properties": {"esl": {"type": "string"},
                 "source": {"type": "object", "additionalProperties": false, "required": ["file", "lines"],
                   "properties": {"file": {"type": "string"},
                     "lines": {"type": "array", "items": {"type": "integer"}, "minItems": 2, "maxItems": 2}}}}}}}}
            """).getAsJsonObject();

    /**
     * The lines of a document to draft from.
     *
     * @param document where the document is; its answers are cached beside it
     * @param citedAs  its path as the draft's {@code source} clauses write it, relative to the spec's folder
     * @param first    the first line drafted from, 1-based
     * @param lines    the text of lines {@code first}, {@code first + 1}, …
     */
    public record Excerpt(Path document, String citedAs, int first, List<String> lines) {
        public Excerpt {
            Objects.requireNonNull(document, "document");
            Objects.requireNonNull(citedAs, "citedAs");
            lines = List.copyOf(lines);
            if (first < 1 || lines.isEmpty()) {
                throw new IllegalArgumentException("an excerpt is one or more lines from line 1 on");
            }
        }

        public int last() {
            return first + lines.size() - 1;
        }

        /** {@code 15| No person shall …}, one line each, as the prompt shows them. */
        String numbered() {
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < lines.size(); i++) {
                text.append(first + i).append("| ").append(lines.get(i)).append('\n');
            }
            return text.toString();
        }
    }

    /**
     * One declaration a sample proposes, as the model wrote it.
     *
     * @param sample 1 for the first sample
     */
    public record Proposal(int sample, String esl, String file, int first, int last) {
        public Proposal {
            Objects.requireNonNull(esl, "esl");
            Objects.requireNonNull(file, "file");
        }
    }

    private DeclarationDrafting() {
    }

    /**
     * The proposals of {@code samples} independent answers, sample by sample.
     *
     * @param vocabulary what the spec declares already ({@link #vocabulary}), empty without one
     * @throws ModelException when an answer could not be had, or did not read twice
     * @throws IOException    when the cache beside the document cannot be written
     */
    public static List<List<Proposal>> ask(ChatModel model, Excerpt excerpt, String vocabulary, int samples, boolean refresh,
            CancelSignal signal) throws ModelException, IOException {
        AnswerCache cache = AnswerCache.of(excerpt.document());
        ModelAnswers answers = new ModelAnswers(model, cache, vocabulary, excerpt.citedAs(), excerpt.numbered(), refresh, signal);
        ChatRequest request = PROMPT.render(Map.of("file", excerpt.citedAs(),
                "vocabulary", vocabulary.isBlank() ? "(none yet)" : vocabulary,
                "first", Integer.toString(excerpt.first()), "last", Integer.toString(excerpt.last()), "text", excerpt.numbered()))
                .asJson("declarations", SCHEMA, ClaimTranslation.SAMPLE_TEMPERATURE);
        List<List<Proposal>> proposals = new ArrayList<>();
        try {
            for (int sample = 1; sample <= samples; sample++) {
                int number = sample;
                proposals.add(answers.ask("draft", PROMPT, request, sample - 1, answer -> read(number, answer)));
            }
        } finally {
            cache.save();
        }
        return proposals;
    }

    /** What the spec declares, as the prompt shows it: one line per predicate, function, tool, variable and name in use. */
    public static String vocabulary(Spec spec) {
        List<String> lines = new ArrayList<>();
        if (!spec.predicates().isEmpty()) {
            lines.add(PromptMaterial.predicates(spec.predicates()));
        }
        spec.functions().forEach(f -> lines.add("- function " + f.name() + ": " + f.description()));
        spec.tools().forEach(t -> lines.add("- tool " + t.name() + ": " + t.description()));
        if (!spec.policyVariables().isEmpty()) {
            lines.add(PromptMaterial.variables(spec));
        }
        String named = java.util.stream.Stream.of(spec.rules(), spec.properties(), spec.policies(), spec.tests())
                .flatMap(List::stream).map(Declaration::name).collect(Collectors.joining(", "));
        if (!named.isEmpty()) {
            lines.add("- names of rules, properties, policies and tests in use: " + named);
        }
        return String.join("\n", lines);
    }

    static List<Proposal> read(int sample, String answer) throws ModelAnswers.UnreadableAnswer {
        JsonElement declarations = JsonAnswers.object(answer).get("declarations");
        if (declarations == null || !declarations.isJsonArray()) {
            throw new ModelAnswers.UnreadableAnswer("it has no \"declarations\" array");
        }
        List<Proposal> proposals = new ArrayList<>();
        for (JsonElement element : declarations.getAsJsonArray()) {
            proposals.add(proposal(sample, element));
        }
        return proposals;
    }

    private static Proposal proposal(int sample, JsonElement element) throws ModelAnswers.UnreadableAnswer {
        ModelAnswers.UnreadableAnswer unreadable = new ModelAnswers.UnreadableAnswer("a declaration is not"
                + " {\"esl\": \"…\", \"source\": {\"file\": \"…\", \"lines\": [first, last]}}: " + JsonAnswers.excerpt(element.toString()));
        if (!element.isJsonObject()) {
            throw unreadable;
        }
        JsonObject declaration = element.getAsJsonObject();
        JsonElement esl = declaration.get("esl");
        JsonElement source = declaration.get("source");
        if (esl == null || !esl.isJsonPrimitive() || source == null || !source.isJsonObject()) {
            throw unreadable;
        }
        JsonElement file = source.getAsJsonObject().get("file");
        JsonElement lines = source.getAsJsonObject().get("lines");
        if (file == null || !file.isJsonPrimitive() || lines == null || !lines.isJsonArray() || lines.getAsJsonArray().size() != 2) {
            throw unreadable;
        }
        JsonArray range = lines.getAsJsonArray();
        try {
            return new Proposal(sample, esl.getAsString(), file.getAsString(), range.get(0).getAsInt(), range.get(1).getAsInt());
        } catch (NumberFormatException | IllegalStateException | UnsupportedOperationException e) {
            throw unreadable;
        }
    }
}
