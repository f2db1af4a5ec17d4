package org.esl.eclipse.check;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * The last check report of the session ({@code esl/checkResults}, the JSON of {@code esl check --format
 * json}) and the last error the server gave instead of a report, for the results view, which may open after
 * the check ran.
 */
public final class CheckReports {

    private final List<Consumer<CheckReports>> listeners = new CopyOnWriteArrayList<>();
    private volatile CheckTable last;
    private volatile String error = "";
    private volatile String tests = "";

    /** A new report: an error of an earlier check no longer applies. */
    public void received(JsonObject report) {
        last = CheckTable.of(report);
        error = "";
        tests = "";
        listeners.forEach(listener -> listener.accept(this));
    }

    /**
     * A message of the server. Only an error is kept: it says why a check was refused or could not run. The
     * server's other messages sum up the check just reported in the same words as the report's summary,
     * which the heading already shows.
     */
    public void message(MessageParams message) {
        if (message.getType() != MessageType.Error) {
            return;
        }
        error = message.getMessage();
        listeners.forEach(listener -> listener.accept(this));
    }

    /**
     * A test run ({@code esl/testResults}, from the Run test and Run all tests code minings): its summary and
     * each failing test with its message head the view until the next check or run.
     */
    public void testsRan(JsonObject results) {
        StringBuilder text = new StringBuilder();
        for (JsonElement spec : results.getAsJsonArray("specs")) {
            JsonObject summary = spec.getAsJsonObject().getAsJsonObject("summary");
            text.append("Tests of ").append(spec.getAsJsonObject().get("file").getAsString()).append(": ")
                    .append(summary.get("passed").getAsInt()).append(" passed, ").append(summary.get("failed").getAsInt()).append(" failed");
            for (JsonElement test : spec.getAsJsonObject().getAsJsonArray("tests")) {
                if (!test.getAsJsonObject().get("passed").getAsBoolean()) {
                    text.append("\n  ").append(test.getAsJsonObject().get("name").getAsString()).append(" failed: ")
                            .append(test.getAsJsonObject().get("message").getAsString());
                }
            }
        }
        tests = text.toString();
        error = "";
        listeners.forEach(listener -> listener.accept(this));
    }

    public Optional<CheckTable> last() {
        return Optional.ofNullable(last);
    }

    /**
     * The results view's heading: the last report's summary, a later test run's and the error of a later check (a refused check
     * has only the error); "No check has run yet." when there is neither.
     */
    public String heading() {
        String text = (last().map(CheckTable::summary).orElse("") + "\n" + tests + "\n" + error).strip();
        return text.isEmpty() ? "No check has run yet." : text;
    }

    public void addListener(Consumer<CheckReports> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<CheckReports> listener) {
        listeners.remove(listener);
    }
}
