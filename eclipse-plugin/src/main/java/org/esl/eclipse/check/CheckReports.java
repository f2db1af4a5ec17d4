package org.esl.eclipse.check;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

import com.google.gson.JsonObject;

/**
 * The last check report of the session ({@code esl/checkResults}, the JSON of {@code esl check --format
 * json}) and the last message of the server, for the results view, which may open after the check ran.
 */
public final class CheckReports {

    private final List<Consumer<CheckReports>> listeners = new CopyOnWriteArrayList<>();
    private volatile CheckTable last;
    private volatile String message = "";

    public void received(JsonObject report) {
        last = CheckTable.of(report);
        listeners.forEach(listener -> listener.accept(this));
    }

    public void message(String text) {
        message = text;
        listeners.forEach(listener -> listener.accept(this));
    }

    public Optional<CheckTable> last() {
        return Optional.ofNullable(last);
    }

    public String lastMessage() {
        return message;
    }

    /**
     * The results view's heading: the last report's summary and the server's last message (a refused check
     * has only the message); "No check has run yet." when there is neither.
     */
    public String heading() {
        String text = (last().map(CheckTable::summary).orElse("") + "\n" + message).strip();
        return text.isEmpty() ? "No check has run yet." : text;
    }

    public void addListener(Consumer<CheckReports> listener) {
        listeners.add(listener);
    }

    public void removeListener(Consumer<CheckReports> listener) {
        listeners.remove(listener);
    }
}
