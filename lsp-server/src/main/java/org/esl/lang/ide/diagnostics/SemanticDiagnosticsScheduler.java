package org.esl.lang.ide.diagnostics;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

import org.apache.log4j.Logger;
import org.eclipse.emf.common.util.URI;
import org.eclipse.lsp4j.DiagnosticRelatedInformation;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.xtext.ide.server.UriExtensions;
import org.eclipse.xtext.ide.server.WorkspaceManager;
import org.eclipse.xtext.ide.server.concurrent.IRequestManager;
import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.eclipse.xtext.resource.XtextResource;
import org.esl.lang.compiler.CompileException;
import org.esl.lang.compiler.SourceRanges;
import org.esl.lang.compiler.SpecCompiler;
import org.esl.lang.lint.Runnability;
import org.esl.lang.ide.settings.EslSettings;
import org.esl.lang.semantic.SemanticChecks;
import org.esl.runtime.SourceRange;
import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.model.Spec;

/**
 * The solver-backed diagnostics (ESL010-ESL015, and ESL021 for a spec that does not compile) of the open
 * specs: a lint on open and on save, on one worker thread so that the editor never waits (a Z3 context is not
 * shared between threads either). Each open document keeps its own {@link SemanticChecks}, so a lint after an
 * edit re-decides only what the edit changed. Every open, change, save and close of a document starts a new
 * generation of it; a lint of an older generation stops (its running solver call is interrupted) and its
 * findings are thrown away: the latest request wins.
 */
public final class SemanticDiagnosticsScheduler {

    private static final Logger LOG = Logger.getLogger(SemanticDiagnosticsScheduler.class);

    private final ExecutorService worker = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "esl-lint");
        thread.setDaemon(true);
        return thread;
    });
    private final Map<String, AtomicLong> generations = new ConcurrentHashMap<>();
    /** Touched only on the worker thread. */
    private final Map<String, SemanticChecks> linters = new HashMap<>();

    private final DiagnosticsMerger merger;
    private final IRequestManager requests;
    private final WorkspaceManager workspace;
    private final UriExtensions uris;
    private final Supplier<EslSettings> settings;
    /** The documents opened and not closed since, which a change of settings lints again. */
    private final Set<String> open = ConcurrentHashMap.newKeySet();

    /** @param settings the client's settings at the time of each lint */
    public SemanticDiagnosticsScheduler(DiagnosticsMerger merger, IRequestManager requests, WorkspaceManager workspace, UriExtensions uris,
            Supplier<EslSettings> settings) {
        this.merger = merger;
        this.requests = requests;
        this.workspace = workspace;
        this.uris = uris;
        this.settings = settings;
    }

    /** The text of {@code uri} changed: a lint still running on it is obsolete. */
    public void changed(String uri) {
        generation(uri).incrementAndGet();
    }

    /** Lints {@code uri} as it is once Xtext has built the latest change, replacing any lint still to come or running. */
    public void lint(String uri) {
        open.add(uri);
        long generation = generation(uri).incrementAndGet();
        worker.execute(() -> {
            try {
                run(uri, generation);
            } catch (RuntimeException | StackOverflowError e) {
                LOG.error("the solver-backed lint of " + uri + " failed", e);
            }
        });
    }

    /** The document was closed: its linter (and solver state) goes, and so do its solver-backed diagnostics. */
    public void closed(String uri) {
        open.remove(uri);
        generation(uri).incrementAndGet();
        worker.execute(() -> {
            SemanticChecks linter = linters.remove(uri);
            if (linter != null) {
                linter.close();
            }
            merger.dropSemantic(uri);
        });
    }

    /** The client's settings changed: every open spec is linted again with them (or cleared, when it turned the lints off). */
    public void relintOpen() {
        List.copyOf(open).forEach(this::lint);
    }

    /** Stops the worker, releasing every linter's solver. */
    public void shutdown() {
        generations.values().forEach(AtomicLong::incrementAndGet);
        worker.execute(() -> {
            linters.values().forEach(SemanticChecks::close);
            linters.clear();
        });
        worker.shutdown();
    }

    private AtomicLong generation(String uri) {
        return generations.computeIfAbsent(uri, key -> new AtomicLong());
    }

    /** A document's text compiled, or refused by the compiler. */
    private sealed interface Compilation {
    }

    /** A spec compiled from a document, with the language services it came from (the linter the document keeps comes from them). */
    private record Compiled(Spec spec, String file, IResourceServiceProvider language) implements Compilation {
    }

    /** A document whose text passed the static checks but does not compile: ESL021 is all there is to say about it. */
    private record Refused(Diagnostic error, String file) implements Compilation {
    }

    private void run(String uri, long generation) {
        if (generation(uri).get() != generation) {
            return;
        }
        EslSettings now = settings.get();
        if (!now.lintSolver()) {
            merger.publishSemantic(uri, List.of());
            return;
        }
        Optional<Compilation> compilation;
        try {
            compilation = requests.runRead(cancelIndicator -> workspace.doRead(uris.toUri(uri),
                    (document, resource) -> compile(uri, resource))).get();
        } catch (CancellationException | ExecutionException e) {
            return; // a newer change or save came first and brings its own lint
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        if (compilation.isEmpty()) {
            merger.publishSemantic(uri, List.of()); // the static diagnostics say why it means nothing yet
            return;
        }
        if (compilation.get() instanceof Refused refused) {
            merger.publishSemantic(uri, List.of(toLsp(refused.error(), uri, refused.file())));
            return;
        }
        Compiled compiled = (Compiled) compilation.get();
        Spec spec = compiled.spec();
        SemanticChecks linter = linters.computeIfAbsent(uri, key -> compiled.language().get(SemanticChecks.class));
        LintOptions.Cancellation obsolete = () -> generation(uri).get() != generation;
        List<Diagnostic> found = linter.lint(spec, now.lintOptions(spec.options(), obsolete));
        if (obsolete.isCancelled()) {
            return;
        }
        String file = compiled.file();
        merger.publishSemantic(uri, found.stream().filter(d -> d.range().file().equals(file))
                .map(d -> toLsp(d, uri, file)).toList());
    }

    /**
     * The document's current text compiled, read inside Xtext's read lock; nothing when the document has
     * an error that leaves it without meaning ({@link Runnability}); ESL021 when it does not compile.
     */
    private Optional<Compilation> compile(String uri, XtextResource resource) {
        if (resource == null || !resource.getErrors().isEmpty() || refused(uri)) {
            return Optional.empty();
        }
        IResourceServiceProvider language = resource.getResourceServiceProvider();
        String file = SourceRanges.fileOf(resource);
        try {
            return Optional.of(new Compiled(language.get(SpecCompiler.class).compile(resource), file, language));
        } catch (CompileException e) {
            return Optional.of(new Refused(e.diagnostic(), file));
        }
    }

    private boolean refused(String uri) {
        return merger.staticDiagnostics(uri).stream().anyMatch(d -> d.getSeverity() == DiagnosticSeverity.Error
                && d.getCode() != null && d.getCode().isLeft() && Runnability.refuses(d.getCode().getLeft()));
    }

    private org.eclipse.lsp4j.Diagnostic toLsp(Diagnostic finding, String uri, String file) {
        org.eclipse.lsp4j.Diagnostic diagnostic = new org.eclipse.lsp4j.Diagnostic(range(finding.range()), finding.message(),
                switch (finding.severity()) {
                    case ERROR -> DiagnosticSeverity.Error;
                    case WARNING -> DiagnosticSeverity.Warning;
                    case INFO -> DiagnosticSeverity.Information;
                }, "esl", finding.code().name());
        if (!finding.data().isEmpty()) {
            diagnostic.setData(finding.data().toArray(String[]::new)); // for the quick fix (Fixes)
        }
        if (!finding.related().isEmpty()) {
            diagnostic.setRelatedInformation(finding.related().stream().map(related -> new DiagnosticRelatedInformation(
                    new Location(related.range().file().equals(file) ? uri : uris.toUriString(URI.createFileURI(related.range().file())),
                            range(related.range())), related.message())).toList());
        }
        return diagnostic;
    }

    private static Range range(SourceRange range) {
        return new Range(new Position(range.line() - 1, range.column() - 1), new Position(range.endLine() - 1, range.endColumn() - 1));
    }
}
