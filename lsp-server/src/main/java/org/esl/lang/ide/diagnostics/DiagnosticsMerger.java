package org.esl.lang.ide.diagnostics;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.services.LanguageClient;

/**
 * Keeps, per document URI, the latest diagnostics of each kind and publishes their union: Xtext's static
 * ones (published on every change), the solver-backed ones (published when a lint on open or save ends)
 * and those of the last check (the findings on a transcript, the summary on its spec). A client holds one
 * list per URI, so any kind published alone would wipe out the others.
 */
public final class DiagnosticsMerger {

    private final LanguageClient client;
    private final Map<String, List<Diagnostic>> staticByUri = new HashMap<>();
    private final Map<String, List<Diagnostic>> semanticByUri = new HashMap<>();
    private final Map<String, List<Diagnostic>> checkByUri = new HashMap<>();

    private DiagnosticsMerger(LanguageClient client) {
        this.client = client;
    }

    /** A merger that publishes to the real {@code client}. */
    public static DiagnosticsMerger around(LanguageClient client) {
        return new DiagnosticsMerger(client);
    }

    /**
     * The client to hand to Xtext: the real client with all its interfaces (ESL's notifications too),
     * except that the diagnostics published through it become the static list of their URI.
     */
    public LanguageClient staticSide() {
        InvocationHandler handler = (proxy, method, args) -> {
            if (isPublishDiagnostics(method)) {
                publishStatic((PublishDiagnosticsParams) args[0]);
                return null;
            }
            if (method.getDeclaringClass() == Object.class) {
                return switch (method.getName()) {
                    case "equals" -> proxy == args[0];
                    case "hashCode" -> System.identityHashCode(proxy);
                    default -> "diagnostics-merging " + client;
                };
            }
            try {
                return method.invoke(client, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        };
        return (LanguageClient) Proxy.newProxyInstance(getClass().getClassLoader(), interfacesOf(client.getClass()), handler);
    }

    private static Class<?>[] interfacesOf(Class<?> type) {
        List<Class<?>> interfaces = new ArrayList<>();
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            for (Class<?> i : c.getInterfaces()) {
                if (!interfaces.contains(i)) {
                    interfaces.add(i);
                }
            }
        }
        if (interfaces.stream().noneMatch(LanguageClient.class::isAssignableFrom)) {
            interfaces.add(LanguageClient.class);
        }
        return interfaces.toArray(Class<?>[]::new);
    }

    private static boolean isPublishDiagnostics(Method method) {
        return method.getName().equals("publishDiagnostics") && method.getParameterCount() == 1
                && method.getParameterTypes()[0] == PublishDiagnosticsParams.class;
    }

    private synchronized void publishStatic(PublishDiagnosticsParams params) {
        staticByUri.put(params.getUri(), List.copyOf(params.getDiagnostics()));
        publish(params.getUri(), params.getVersion());
    }

    /** Replaces the solver-backed diagnostics of {@code uri} and publishes the union. */
    public synchronized void publishSemantic(String uri, List<Diagnostic> diagnostics) {
        semanticByUri.put(uri, List.copyOf(diagnostics));
        publish(uri, null);
    }

    /** Replaces the diagnostics the last check left on {@code uri} and publishes the union. */
    public synchronized void publishCheck(String uri, List<Diagnostic> diagnostics) {
        checkByUri.put(uri, List.copyOf(diagnostics));
        publish(uri, null);
    }

    /** Forgets the solver-backed diagnostics of a closed document and publishes what is left. */
    public synchronized void dropSemantic(String uri) {
        if (semanticByUri.remove(uri) != null) {
            publish(uri, null);
        }
    }

    /** The latest static diagnostics of {@code uri}, as Xtext published them. */
    public synchronized List<Diagnostic> staticDiagnostics(String uri) {
        return staticByUri.getOrDefault(uri, List.of());
    }

    private void publish(String uri, Integer version) {
        List<Diagnostic> union = new ArrayList<>(staticByUri.getOrDefault(uri, List.of()));
        union.addAll(semanticByUri.getOrDefault(uri, List.of()));
        union.addAll(checkByUri.getOrDefault(uri, List.of()));
        PublishDiagnosticsParams params = new PublishDiagnosticsParams(uri, union);
        params.setVersion(version);
        client.publishDiagnostics(params);
    }
}
