package org.esl.lang.ide.session;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;

import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.services.LanguageClient;
import org.esl.lang.ide.diagnostics.DiagnosticsMerger;
import org.esl.lang.ide.settings.EslSettings;
import org.esl.runtime.CancelSignal;

import com.google.inject.Singleton;

/**
 * What the server knows about its client across requests, shared by the server and the language's
 * services (commands, lenses): the client's settings and features, the last check's tallies per spec, the
 * progress runs the client may cancel. The server connects it at {@code initialize}; a caller in the same
 * process that never does (an IDE plugin calling the services) gets the defaults.
 */
@Singleton
public class EslSession {

    private volatile EslSettings settings = EslSettings.DEFAULT;
    private volatile ClientFeatures features = ClientFeatures.NONE;
    private volatile DiagnosticsMerger merger;
    private volatile UnaryOperator<String> uriKey = UnaryOperator.identity();
    /** Per spec (by {@link #key}): per declaration name, the lens title of the last check. */
    private final Map<String, Map<String, String>> tallies = new ConcurrentHashMap<>();
    /** Per progress token of a run: how the client cancels it. */
    private final Map<String, CancelSignal> runs = new ConcurrentHashMap<>();

    /**
     * @param merger where diagnostics of checks go, merged with the other kinds of their document
     * @param uriKey a URI as the server publishes it, so that all kinds of diagnostics of a document meet
     */
    public void connect(DiagnosticsMerger merger, UnaryOperator<String> uriKey, ClientFeatures features) {
        this.merger = merger;
        this.uriKey = uriKey;
        this.features = features;
        tallies.clear();
        runs.clear();
    }

    public void configure(EslSettings settings) {
        this.settings = settings;
    }

    public EslSettings settings() {
        return settings;
    }

    public ClientFeatures features() {
        return features;
    }

    /** A document's URI as the server publishes it (Xtext writes {@code file:///...}). */
    public String key(String uri) {
        try {
            return uriKey.apply(uri);
        } catch (RuntimeException e) {
            return uri; // not a URI Xtext reads; it is then the client's own spelling that counts
        }
    }

    /** Replaces the diagnostics of the last check on {@code uri}, keeping the document's other diagnostics. */
    public void publishCheck(LanguageClient client, String uri, List<Diagnostic> diagnostics) {
        DiagnosticsMerger connected = merger;
        if (connected != null) {
            connected.publishCheck(key(uri), diagnostics);
        } else {
            client.publishDiagnostics(new PublishDiagnosticsParams(uri, diagnostics));
        }
    }

    /** Replaces the tallies of a spec after a check: per rule, property and policy name, its lens title. */
    public void recordTallies(String specUri, Map<String, String> titles) {
        tallies.put(key(specUri), Map.copyOf(titles));
    }

    /** The last check's tally of the declaration {@code name} in the spec, if it was checked. */
    public Optional<String> tally(String specUri, String name) {
        return Optional.ofNullable(tallies.getOrDefault(key(specUri), Map.of()).get(name));
    }

    /**
     * A run that reports progress under {@code token} starts; the client may cancel it, which the returned
     * signal tells the run (interrupting a solver call it is in).
     */
    public CancelSignal started(String token) {
        CancelSignal signal = new CancelSignal();
        runs.put(token, signal);
        return signal;
    }

    /** The client cancelled the progress {@code token} (ignored when no such run is going on). */
    public void cancel(String token) {
        CancelSignal signal = runs.get(token);
        if (signal != null) {
            signal.cancel();
        }
    }

    public void ended(String token) {
        runs.remove(token);
    }
}
