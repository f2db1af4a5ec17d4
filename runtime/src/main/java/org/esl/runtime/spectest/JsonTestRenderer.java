package org.esl.runtime.spectest;

import java.util.List;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;

/**
 * {@code {"specs": [{"spec", "file", "tests": [{"name", "kind", "passed", "outcome", "message", "actual", "file",
 * "line", "column"}], "summary": {"passed", "failed"}}], "summary": {"passed", "failed"}}}; lines and columns are
 * 1-based and point at the test's name. {@code esl test --format json} prints it; the language server's
 * {@code esl/testResults} sends the same object with {@code "specUri"} added.
 */
public final class JsonTestRenderer implements TestRunRenderer {

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();

    private record Document(List<SpecEntry> specs, Summary summary) {
    }

    private record SpecEntry(String spec, String file, List<TestEntry> tests, Summary summary) {
    }

    private record TestEntry(String name, String kind, boolean passed, String outcome, String message,
            List<String> actual, String file, int line, int column) {
    }

    private record Summary(long passed, long failed) {
    }

    @Override
    public String render(TestRun run) {
        return GSON.toJson(document(run)) + "\n";
    }

    /** The run as JSON: what {@link #render(TestRun)} prints, for a caller that sends it on as an object (the language server). */
    public JsonObject document(TestRun run) {
        List<SpecEntry> specs = run.specs().stream()
                .map(spec -> new SpecEntry(spec.spec(), spec.file(), spec.results().stream().map(JsonTestRenderer::entry).toList(),
                        new Summary(spec.passed(), spec.failed())))
                .toList();
        return GSON.toJsonTree(new Document(specs, new Summary(run.passed(), run.failed()))).getAsJsonObject();
    }

    private static TestEntry entry(TestResult result) {
        return new TestEntry(result.name(), result.kind().eslName(), result.passed(), result.outcome().eslName(),
                result.message(), result.actual(), result.range().file(), result.range().line(), result.range().column());
    }
}
