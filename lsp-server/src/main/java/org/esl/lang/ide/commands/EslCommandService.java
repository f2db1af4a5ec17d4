package org.esl.lang.ide.commands;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.xtext.ide.server.ILanguageServerAccess;
import org.eclipse.xtext.ide.server.commands.IExecutableCommandService;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.util.LineAndColumn;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.util.CancelIndicator;
import org.esl.lang.esl.EslPackage;
import org.esl.lang.ide.session.EslSession;
import org.esl.lang.ide.settings.EslSettings;
import org.esl.lang.lint.SpecLoader;
import org.esl.lang.lint.SpecLoader.LoadedSpec;
import org.esl.lang.lint.SpecLoader.RefusedSpecException;
import org.esl.lang.lint.UnreadableInputException;
import org.esl.runtime.SourceRange;
import org.esl.runtime.Wording;
import org.esl.runtime.check.CheckCancelledException;
import org.esl.runtime.check.CheckReport;
import org.esl.runtime.check.CheckResult;
import org.esl.runtime.check.ModelStage;
import org.esl.runtime.check.SpecChecker;
import org.esl.runtime.check.TranscriptError;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.check.UncheckableSpecException;
import org.esl.runtime.check.report.FileNames;
import org.esl.runtime.check.report.JsonReport;
import org.esl.runtime.llm.LanguageModelStage;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.LlmSettings.InvalidSettingsException;
import org.esl.runtime.perception.PatternPerception;
import org.esl.runtime.perception.TranscriptFacts;
import org.esl.runtime.model.test.SpecTest;
import org.esl.runtime.spectest.SpecTestReport;
import org.esl.runtime.spectest.SpecTestRunner;
import org.esl.runtime.spectest.TestResult;
import org.esl.runtime.transcript.TranscriptException;
import org.esl.runtime.transcript.TranscriptFiles;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.inject.Inject;
import com.google.inject.Singleton;

/**
 * workspace/executeCommand for the code lenses: runs a spec's tests ({@link SpecTestRunner}) or checks its
 * transcripts, or one transcript ({@link SpecChecker}), on the saved file, off the request thread on one
 * worker (a Z3 context is not shared between threads), with the client's settings ({@link EslSession}), and
 * reports: {@code esl/testResults} or {@code esl/checkResults}, a summary message, window/workDoneProgress
 * (cancellable: between tests, and between the steps and claims of a transcript, interrupting the solver call
 * or model requests running then), and for a check diagnostics on the transcript files at the offending message
 * or tool call (Warning for a failing verdict, Information otherwise, Error for a transcript that cannot be
 * read), a summary diagnostic on the spec's header and the tallies of its lenses.
 */
@Singleton
public class EslCommandService implements IExecutableCommandService {

    private final ExecutorService worker = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "esl-runs");
        thread.setDaemon(true);
        return thread;
    });

    @Inject
    private SpecLoader loader;

    @Inject
    private EslSession session;

    @Override
    public List<String> initialize() {
        return List.of(EslProtocol.RUN_TEST, EslProtocol.RUN_ALL_TESTS, EslProtocol.CHECK_TRANSCRIPTS, EslProtocol.CHECK_TRANSCRIPT);
    }

    /** Starts the run and answers at once; the results come as notifications. */
    @Override
    public Object execute(ExecuteCommandParams params, ILanguageServerAccess access, CancelIndicator cancelIndicator) {
        List<String> arguments = params.getArguments().stream().map(EslCommandService::text).toList();
        if (arguments.isEmpty()) {
            throw new IllegalArgumentException(params.getCommand() + " needs the URI of a spec as its first argument");
        }
        String specUri = arguments.get(0);
        Path spec = path(specUri);
        LanguageClient client = access.getLanguageClient();
        Runnable run = switch (params.getCommand()) {
            case EslProtocol.RUN_TEST -> () -> runTests(spec, arguments.size() > 1 ? arguments.get(1) : null, client);
            case EslProtocol.RUN_ALL_TESTS -> () -> runTests(spec, null, client);
            case EslProtocol.CHECK_TRANSCRIPTS -> () -> check(specUri, spec, Optional.empty(), client);
            case EslProtocol.CHECK_TRANSCRIPT -> {
                if (arguments.size() < 2) {
                    throw new IllegalArgumentException(EslProtocol.CHECK_TRANSCRIPT + " needs the URIs of a spec and of a transcript");
                }
                Path transcript = path(arguments.get(1));
                yield () -> check(specUri, spec, Optional.of(transcript), client);
            }
            default -> throw new IllegalArgumentException("unknown command " + params.getCommand());
        };
        worker.execute(() -> {
            try {
                run.run();
            } catch (RuntimeException e) {
                client.showMessage(new MessageParams(MessageType.Error, spec.getFileName() + ": the run failed: " + e));
            }
        });
        return "started";
    }

    /**
     * Runs the spec's tests, or only the test {@code only}, one at a time, reporting progress per test; a
     * cancelled run stops before its next test, interrupting the solver call it is in, and reports nothing.
     */
    private void runTests(Path specFile, String only, LanguageClient client) {
        LoadedSpec loaded = load(specFile, client);
        if (loaded == null) {
            return;
        }
        List<SpecTest> tests = SpecTestRunner.ownTests(loaded.spec()).stream()
                .filter(test -> only == null || test.name().equals(only)).toList();
        if (only != null && tests.isEmpty()) {
            client.showMessage(new MessageParams(MessageType.Error, specFile.getFileName() + ": no test named " + only
                    + " in the saved file"));
            return;
        }
        RunProgress progress = RunProgress.begin(client, session,
                only == null ? "Running the tests of " + specFile.getFileName() : "Running test " + only);
        SpecTestReport report = SpecTestRunner.run(loaded.spec(), tests, session.settings().solverLimits(loaded.spec().options()),
                progress.signal(), (test, index, count) -> progress.report((index + 1) + "/" + count + " " + test.name(), 100 * index / count));
        if (progress.isCancelled()) {
            progress.end("cancelled after " + report.results().size() + " of " + Wording.count(tests.size(), "test"));
            return;
        }
        List<TestResult> results = report.results();
        JsonObject json = new JsonObject();
        json.addProperty("spec", specFile.toUri().toString());
        json.addProperty("passed", results.stream().filter(TestResult::passed).count());
        json.addProperty("failed", results.stream().filter(result -> !result.passed()).count());
        JsonArray array = new JsonArray();
        for (TestResult result : results) {
            JsonObject entry = new JsonObject();
            entry.addProperty("name", result.name());
            entry.addProperty("outcome", result.outcome().name().toLowerCase(java.util.Locale.ROOT));
            entry.addProperty("message", result.message());
            entry.addProperty("line", result.range().line());
            array.add(entry);
        }
        json.add("results", array);
        if (client instanceof EslLanguageClient esl) {
            esl.testResults(json);
        }
        long failed = results.stream().filter(result -> !result.passed()).count();
        String summary = only != null && results.size() == 1
                ? "test " + only + (failed == 0 ? " passed" : " failed: " + results.get(0).message())
                : (results.size() - failed) + " passed, " + failed + " failed";
        progress.end(summary);
        client.showMessage(new MessageParams(failed == 0 ? MessageType.Info : MessageType.Warning,
                specFile.getFileName() + ": " + summary));
    }

    /**
     * Checks the transcripts of the spec's globs, or only {@code one}, reporting progress per transcript;
     * a cancelled check stops inside the transcript it is in (between steps and claims, interrupting the
     * solver call or model requests running then) and reports nothing. With the LLM stage enabled (the
     * client's {@code llm} settings over the {@code esl.json} beside the spec), one stage serves the whole run,
     * its key read from the server's environment.
     */
    private void check(String specUri, Path specFile, Optional<Path> one, LanguageClient client) {
        LoadedSpec loaded = load(specFile, client);
        if (loaded == null) {
            return;
        }
        EslSettings settings = session.settings();
        LlmOptions llm;
        try {
            llm = settings.llmOptions(specFile);
        } catch (InvalidSettingsException e) {
            client.showMessage(new MessageParams(MessageType.Error, specFile.getFileName() + ": " + e.getMessage()));
            return;
        }
        int level = settings.checkOptions().interpretation().orElse(loaded.spec().options().interpretation());
        Path folder = specFile.toAbsolutePath().getParent();
        List<Path> files;
        try {
            files = one.isPresent() ? List.of(one.get()) : TranscriptFiles.expand(folder, loaded.spec().transcriptGlobs());
        } catch (TranscriptException e) {
            client.showMessage(new MessageParams(MessageType.Error, specFile.getFileName() + ": " + e.getMessage()));
            return;
        }
        List<TranscriptReport> reports = new ArrayList<>();
        RunProgress progress = RunProgress.begin(client, session, "Checking " + Wording.count(files.size(), "transcript"));
        int checked = 0;
        String asked = "";
        // a null resource is skipped by try-with-resources: no stage unless the settings enable it
        try (LanguageModelStage model = llm.enabled()
                ? LanguageModelStage.fromEnvironment(loaded.spec(), loaded.expressions(), llm, level) : null;
                SpecChecker checker = SpecChecker.open(loaded.spec(), loaded.expressions(),
                        List.of(new TranscriptFacts(loaded.expressions()), new PatternPerception(loaded.spec().predicates())),
                        settings.checkOptions(), model == null ? ModelStage.NONE : model, progress.signal())) {
            for (; checked < files.size() && !progress.isCancelled(); checked++) {
                progress.report((checked + 1) + "/" + files.size() + " " + files.get(checked).getFileName(),
                        100 * checked / files.size());
                reports.addAll(checker.check(files.get(checked)));
            }
            if (model != null) {
                asked = ", " + Wording.count(model.requestsSent(), "LLM request") + " sent to " + llm.baseUrl();
            }
        } catch (CheckCancelledException e) {
            // the transcript it was in is not counted: what its check found by then is no verdict
        } catch (UncheckableSpecException e) {
            progress.end(e.getMessage());
            client.showMessage(new MessageParams(MessageType.Error, specFile.getFileName() + ": " + e.getMessage()));
            return;
        } catch (RuntimeException e) {
            progress.end("failed: " + e); // the worker tells the user; the editor's progress must not run on
            throw e;
        }
        if (checked < files.size()) { // cancelled: a check that finished all its transcripts reports them
            progress.end("cancelled after " + checked + " of " + files.size());
            return;
        }
        CheckReport report = CheckReport.of(loaded.spec(), reports);
        for (Path file : files) {
            session.publishCheck(client, file.toUri().toString(), diagnostics(file, reports));
        }
        String summary = report.headline();
        session.publishCheck(client, specUri, List.of(summaryDiagnostic(loaded, summary)));
        session.recordTallies(specUri, Tallies.of(loaded.spec(), reports));
        if (session.features().codeLensRefresh()) {
            client.refreshCodeLenses();
        }
        if (client instanceof EslLanguageClient esl) {
            JsonObject json = JsonParser.parseString(new JsonReport(new FileNames(folder), true).render(report)).getAsJsonObject();
            json.addProperty("specUri", specUri);
            esl.checkResults(json);
        }
        progress.end(summary);
        client.showMessage(new MessageParams(report.summary().failing() == 0 ? MessageType.Info : MessageType.Warning,
                specFile.getFileName() + ": " + summary + asked));
    }

    /** One Information on the spec's header that sums the check up, e.g. "2 transcripts checked, 1 failing, 4 findings". */
    private static Diagnostic summaryDiagnostic(LoadedSpec loaded, String summary) {
        Range header = new Range(new Position(0, 0), new Position(0, 0));
        if (!loaded.resource().getContents().isEmpty()) {
            EObject spec = loaded.resource().getContents().get(0);
            ICompositeNode node = NodeModelUtils.findActualNodeFor(spec);
            List<INode> name = NodeModelUtils.findNodesForFeature(spec, EslPackage.Literals.SPEC__NAME);
            if (node != null && !name.isEmpty()) {
                header = new Range(position(node, node.getOffset()), position(node, name.get(0).getEndOffset()));
            }
        }
        return new Diagnostic(header, summary, DiagnosticSeverity.Information, "esl check", EslProtocol.CHECK_SUMMARY);
    }

    private static Position position(INode node, int offset) {
        LineAndColumn at = NodeModelUtils.getLineAndColumn(node, offset);
        return new Position(at.getLine() - 1, at.getColumn() - 1);
    }


    /** The results and errors of the transcripts read from {@code file}, where they happened. */
    private static List<Diagnostic> diagnostics(Path file, List<TranscriptReport> reports) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        for (TranscriptReport transcript : reports) {
            if (!Path.of(transcript.file()).toAbsolutePath().normalize().equals(file.toAbsolutePath().normalize())) {
                continue;
            }
            for (CheckResult result : transcript.results()) {
                result.location().ifPresent(range -> diagnostics.add(diagnostic(range,
                        result.isFailing() ? DiagnosticSeverity.Warning : DiagnosticSeverity.Information,
                        result.kind().name().toLowerCase(java.util.Locale.ROOT) + " " + result.name() + " "
                                + result.verdict().eslName() + ": " + result.message(), result.verdict().eslName())));
            }
            for (TranscriptError error : transcript.errors()) {
                diagnostics.add(diagnostic(error.position().orElse(SourceRange.at(transcript.file(), 1, 1)),
                        DiagnosticSeverity.Error, error.message(), "error"));
            }
        }
        return diagnostics;
    }

    private static Diagnostic diagnostic(SourceRange range, DiagnosticSeverity severity, String message, String code) {
        Diagnostic diagnostic = new Diagnostic(new Range(new Position(range.line() - 1, range.column() - 1),
                new Position(range.endLine() - 1, range.endColumn() - 1)), message, severity, "esl check", code);
        return diagnostic;
    }

    /** The spec, ready to run, or null after telling the user why it cannot run. */
    private LoadedSpec load(Path specFile, LanguageClient client) {
        try {
            return loader.load(specFile);
        } catch (UnreadableInputException | RefusedSpecException e) {
            client.showMessage(new MessageParams(MessageType.Error, e.getMessage()));
            return null;
        }
    }

    /** A file URI a client sent, as a path; anything else is a bad argument, which the client is told about. */
    private static Path path(String uri) {
        try {
            return Path.of(java.net.URI.create(uri));
        } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            throw new IllegalArgumentException("not the URI of a file: " + uri, e);
        }
    }

    /** A command argument: a string from an in-process caller, a JSON string from a client. */
    private static String text(Object argument) {
        return argument instanceof com.google.gson.JsonPrimitive primitive ? primitive.getAsString() : String.valueOf(argument);
    }
}
