package org.esl.lang.ide.commands;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.xtext.ide.server.ILanguageServerAccess;
import org.eclipse.xtext.ide.server.commands.IExecutableCommandService;
import org.eclipse.xtext.util.CancelIndicator;
import org.esl.lang.lint.SpecLoader;
import org.esl.lang.lint.SpecLoader.LoadedSpec;
import org.esl.lang.lint.SpecLoader.RefusedSpecException;
import org.esl.lang.lint.UnreadableInputException;
import org.esl.runtime.SourceRange;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.CheckReport;
import org.esl.runtime.check.CheckResult;
import org.esl.runtime.check.SpecChecker;
import org.esl.runtime.check.TranscriptError;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.check.UncheckableSpecException;
import org.esl.runtime.check.report.FileNames;
import org.esl.runtime.check.report.JsonReport;
import org.esl.runtime.perception.PatternPerception;
import org.esl.runtime.perception.TranscriptFacts;
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
 * transcripts ({@link SpecChecker}) on the saved file, off the request thread on one worker (a Z3 context
 * is not shared between threads), and reports: {@code esl/testResults} or {@code esl/checkResults}, a
 * summary message, and for a check diagnostics on the transcript files at the offending message or tool
 * call (Warning for a failing verdict, Information otherwise, Error for a transcript that cannot be read).
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

    @Override
    public List<String> initialize() {
        return List.of(EslProtocol.RUN_TEST, EslProtocol.RUN_ALL_TESTS, EslProtocol.CHECK_TRANSCRIPTS);
    }

    /** Starts the run and answers at once; the results come as notifications. */
    @Override
    public Object execute(ExecuteCommandParams params, ILanguageServerAccess access, CancelIndicator cancelIndicator) {
        List<String> arguments = params.getArguments().stream().map(EslCommandService::text).toList();
        if (arguments.isEmpty()) {
            throw new IllegalArgumentException(params.getCommand() + " needs the URI of a spec as its first argument");
        }
        Path spec = Path.of(java.net.URI.create(arguments.get(0)));
        LanguageClient client = access.getLanguageClient();
        Runnable run = switch (params.getCommand()) {
            case EslProtocol.RUN_TEST -> () -> runTests(spec, arguments.size() > 1 ? arguments.get(1) : null, client);
            case EslProtocol.RUN_ALL_TESTS -> () -> runTests(spec, null, client);
            case EslProtocol.CHECK_TRANSCRIPTS -> () -> check(spec, client);
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

    private void runTests(Path specFile, String only, LanguageClient client) {
        LoadedSpec loaded = load(specFile, client);
        if (loaded == null) {
            return;
        }
        SpecTestReport report = SpecTestRunner.run(loaded.spec());
        List<TestResult> results = report.results().stream().filter(result -> only == null || result.name().equals(only)).toList();
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
        client.showMessage(new MessageParams(failed == 0 ? MessageType.Info : MessageType.Warning, specFile.getFileName() + ": " + summary));
    }

    private void check(Path specFile, LanguageClient client) {
        LoadedSpec loaded = load(specFile, client);
        if (loaded == null) {
            return;
        }
        Path folder = specFile.toAbsolutePath().getParent();
        List<TranscriptReport> reports = new ArrayList<>();
        List<Path> files;
        try (SpecChecker checker = SpecChecker.open(loaded.spec(), loaded.expressions(),
                List.of(new TranscriptFacts(loaded.expressions()), new PatternPerception(loaded.spec().predicates())),
                new CheckOptions(OptionalInt.empty(), false, false, OptionalLong.empty()))) {
            files = TranscriptFiles.expand(folder, loaded.spec().transcriptGlobs());
            for (Path file : files) {
                reports.addAll(checker.check(file));
            }
        } catch (UncheckableSpecException | TranscriptException e) {
            client.showMessage(new MessageParams(MessageType.Error, specFile.getFileName() + ": " + e.getMessage()));
            return;
        }
        CheckReport report = CheckReport.of(loaded.spec(), reports);
        for (Path file : files) {
            client.publishDiagnostics(new PublishDiagnosticsParams(file.toUri().toString(), diagnostics(file, reports)));
        }
        if (client instanceof EslLanguageClient esl) {
            esl.checkResults(JsonParser.parseString(new JsonReport(new FileNames(folder)).render(report)).getAsJsonObject());
        }
        long findings = reports.stream().flatMap(transcript -> transcript.results().stream()).filter(CheckResult::isFailing).count();
        String summary = files.size() + (files.size() == 1 ? " transcript" : " transcripts") + " checked, "
                + report.summary().failing() + " failing, " + findings + (findings == 1 ? " finding" : " findings");
        client.showMessage(new MessageParams(report.summary().failing() == 0 ? MessageType.Info : MessageType.Warning,
                specFile.getFileName() + ": " + summary));
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

    /** A command argument: a string from an in-process caller, a JSON string from a client. */
    private static String text(Object argument) {
        return argument instanceof com.google.gson.JsonPrimitive primitive ? primitive.getAsString() : String.valueOf(argument);
    }
}
