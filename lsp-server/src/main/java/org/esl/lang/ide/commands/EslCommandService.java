package org.esl.lang.ide.commands;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticRelatedInformation;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.MessageType;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.xtext.ide.server.ILanguageServerAccess;
import org.eclipse.xtext.ide.server.commands.IExecutableCommandService;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.LineAndColumn;
import org.esl.lang.compiler.CompileException;
import org.esl.lang.esl.EslPackage;
import org.esl.lang.ide.session.EslSession;
import org.esl.lang.ide.settings.EslSettings;
import org.esl.lang.lint.SpecLoader.LoadedSpec;
import org.esl.lang.lint.SpecLoader.RefusedSpecException;
import org.esl.lang.lint.UnreadableInputException;
import org.esl.lang.run.CheckListener;
import org.esl.lang.run.CollectedCheck;
import org.esl.lang.run.RunnableSpec;
import org.esl.lang.run.SpecRuns;
import org.esl.lang.sources.SourceDocument.UnreadableDocumentException;
import org.esl.runtime.SourceRange;
import org.esl.runtime.Wording;
import org.esl.runtime.check.CheckReport;
import org.esl.runtime.check.CheckResult;
import org.esl.runtime.check.Tally;
import org.esl.runtime.check.TranscriptError;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.check.UncheckableSpecException;
import org.esl.runtime.check.report.FileNames;
import org.esl.runtime.check.report.JsonReport;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.LlmSettings.InvalidSettingsException;
import org.esl.runtime.model.test.SpecTest;
import org.esl.runtime.spectest.JsonTestRenderer;
import org.esl.runtime.spectest.SpecTestReport;
import org.esl.runtime.spectest.TestRun;
import org.esl.runtime.transcript.TranscriptException;

import com.google.gson.JsonObject;
import com.google.inject.Inject;
import com.google.inject.Singleton;

/**
 * workspace/executeCommand for the code lenses: runs a spec's tests or checks its transcripts, or one transcript,
 * on the saved file, through the run service every front end shares ({@link SpecRuns}), off the request thread on one
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
    private SpecRuns runs;

    @Inject
    private EslSession session;

    @Inject
    private com.google.inject.Provider<org.esl.lang.draft.Drafting> drafting;

    @Override
    public List<String> initialize() {
        return List.of(EslProtocol.RUN_TEST, EslProtocol.RUN_ALL_TESTS, EslProtocol.CHECK_TRANSCRIPTS, EslProtocol.CHECK_TRANSCRIPT,
                EslProtocol.COVERAGE, EslProtocol.DRAFT);
    }

    /** Starts the run and answers at once; the results come as notifications. */
    @Override
    public Object execute(ExecuteCommandParams params, ILanguageServerAccess access, CancelIndicator cancelIndicator) {
        List<String> arguments = params.getArguments() == null ? List.of()
                : params.getArguments().stream().map(EslCommandService::text).toList();
        if (arguments.isEmpty()) {
            throw badArguments(params.getCommand() + " needs the URI of a spec as its first argument");
        }
        String specUri = arguments.get(0);
        Path spec = path(specUri);
        if (params.getCommand().equals(EslProtocol.COVERAGE)) {
            return coverage(spec);
        }
        if (params.getCommand().equals(EslProtocol.DRAFT)) {
            if (arguments.size() < 3) {
                throw badArguments(EslProtocol.DRAFT + " needs the URI of a document and its first and last line");
            }
            int first = lineNumber(arguments.get(1));
            int last = lineNumber(arguments.get(2));
            try (org.esl.lang.draft.Drafting fresh = drafting.get()) { // its solvers are not shared between threads
                return DraftRequest.answer(fresh, session.settings(), spec, first, last,
                        arguments.size() > 3 ? Optional.of(path(arguments.get(3))) : Optional.empty());
            }
        }
        LanguageClient client = access.getLanguageClient();
        Runnable run = switch (params.getCommand()) {
            case EslProtocol.RUN_TEST -> () -> runTests(specUri, spec, arguments.size() > 1 ? arguments.get(1) : null, client);
            case EslProtocol.RUN_ALL_TESTS -> () -> runTests(specUri, spec, null, client);
            case EslProtocol.CHECK_TRANSCRIPTS -> () -> check(specUri, spec, Optional.empty(), client);
            case EslProtocol.CHECK_TRANSCRIPT -> {
                if (arguments.size() < 2) {
                    throw badArguments(EslProtocol.CHECK_TRANSCRIPT + " needs the URIs of a spec and of a transcript");
                }
                Path transcript = path(arguments.get(1));
                yield () -> check(specUri, spec, Optional.of(transcript), client);
            }
            default -> throw badArguments("unknown command " + params.getCommand());
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
     * {@code esl/testResults} is the JSON of {@code esl test --format json} ({@link JsonTestRenderer}) plus
     * {@code "specUri"}, files named relative to the spec's folder.
     */
    private void runTests(String specUri, Path specFile, String only, LanguageClient client) {
        RunnableSpec spec = open(specFile, client);
        if (spec == null) {
            return;
        }
        List<SpecTest> tests = spec.tests().stream().filter(test -> only == null || test.name().equals(only)).toList();
        if (only != null && tests.isEmpty()) {
            client.showMessage(new MessageParams(MessageType.Error, specFile.getFileName() + ": no test named " + only
                    + " in the saved file"));
            return;
        }
        RunProgress progress = RunProgress.begin(client, session,
                only == null ? "Running the tests of " + specFile.getFileName() : "Running test " + only);
        SpecTestReport report = spec.test(tests, session.settings().solverLimits(spec.spec().options()),
                (test, index, count) -> progress.report((index + 1) + "/" + count + " " + test.name(), 100 * index / count),
                progress.signal());
        if (progress.isCancelled()) {
            progress.end("cancelled after " + report.results().size() + " of " + Wording.count(tests.size(), "test"));
            return;
        }
        TestRun run = new TestRun(List.of(report.shownAs(specFile.getFileName().toString())));
        if (client instanceof EslLanguageClient esl) {
            JsonObject json = new JsonTestRenderer().document(run);
            json.addProperty("specUri", specUri);
            esl.testResults(json);
        }
        String summary = only != null && report.results().size() == 1
                ? "test " + only + (run.allPassed() ? " passed" : " failed: " + report.results().get(0).message())
                : run.passed() + " passed, " + run.failed() + " failed";
        progress.end(summary);
        client.showMessage(new MessageParams(run.allPassed() ? MessageType.Info : MessageType.Warning,
                specFile.getFileName() + ": " + summary));
    }

    /**
     * Checks the transcripts of the spec's globs, or only {@code one}, reporting progress per transcript file;
     * a cancelled check stops inside the transcript it is in (between steps and claims, interrupting the
     * solver call or model requests running then) and reports nothing. With the LLM stage enabled (the
     * client's {@code llm} settings over the {@code esl.json} beside the spec), one stage serves the whole run,
     * its key read from the server's environment.
     */
    private void check(String specUri, Path specFile, Optional<Path> one, LanguageClient client) {
        RunnableSpec spec = open(specFile, client);
        if (spec == null) {
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
        Path folder = specFile.toAbsolutePath().getParent();
        List<Path> files;
        try {
            files = one.isPresent() ? List.of(one.get()) : spec.transcriptFiles(folder, List.of());
        } catch (TranscriptException e) {
            client.showMessage(new MessageParams(MessageType.Error, specFile.getFileName() + ": " + e.getMessage()));
            return;
        }
        RunProgress progress = RunProgress.begin(client, session, "Checking " + Wording.count(files.size(), "transcript"));
        CollectedCheck check;
        try {
            check = spec.checkAll(files, settings.checkOptions(), llm, new CheckListener() {
                @Override
                public void reading(Path file, int index, int count) {
                    progress.report((index + 1) + "/" + count + " " + file.getFileName(), 100 * index / count);
                }

                @Override
                public void checked(TranscriptReport report) {
                }
            }, progress.signal());
        } catch (UncheckableSpecException e) {
            progress.end(e.getMessage());
            client.showMessage(new MessageParams(MessageType.Error, specFile.getFileName() + ": " + e.getMessage()));
            return;
        } catch (RuntimeException e) {
            progress.end("failed: " + e); // the worker tells the user; the editor's progress must not run on
            throw e;
        }
        if (check.run().cancelled()) { // a check that finished all its transcripts reports them
            progress.end("cancelled after " + check.run().filesChecked() + " of " + files.size());
            return;
        }
        CheckReport report = check.report();
        boolean allVerdicts = settings.allVerdicts();
        for (Path file : files) {
            session.publishCheck(client, file.toUri().toString(), diagnostics(file, report.transcripts(), allVerdicts));
        }
        String summary = report.headline();
        session.publishCheck(client, specUri, allVerdicts ? List.of(summaryDiagnostic(spec.loaded(), summary)) : List.of());
        session.recordTallies(specUri, report.tallies().stream().collect(Collectors.toMap(Tally::name, Tally::title)));
        if (session.features().codeLensRefresh()) {
            client.refreshCodeLenses();
        }
        if (client instanceof EslLanguageClient esl) {
            JsonObject json = new JsonReport(new FileNames(folder), true).document(report);
            json.addProperty("specUri", specUri);
            esl.checkResults(json);
        }
        String asked = check.run().modelRequests().stream()
                .mapToObj(requests -> ", " + Wording.count(requests, "LLM request") + " sent to " + llm.baseUrl()).findFirst().orElse("");
        progress.end(summary);
        client.showMessage(new MessageParams(report.isFailing() ? MessageType.Warning : MessageType.Info,
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


    /**
     * The results and errors of the transcripts read from {@code file}, where they happened: by default the
     * failing verdicts and the errors, with {@code allVerdicts} every verdict. One scheme for every front end
     * (the results views show the same): a failing verdict and an error are an Error, every other verdict
     * Information. A result's message names its kind, name and verdict already; it is the diagnostic's whole
     * message, the verdict its code.
     */
    private static List<Diagnostic> diagnostics(Path file, List<TranscriptReport> reports, boolean allVerdicts) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        for (TranscriptReport transcript : reports) {
            if (!Path.of(transcript.file()).toAbsolutePath().normalize().equals(file.toAbsolutePath().normalize())) {
                continue;
            }
            for (CheckResult result : transcript.results()) {
                if (result.isFailing() || allVerdicts) {
                    result.location().ifPresent(range -> diagnostics.add(diagnostic(range,
                            result.isFailing() ? DiagnosticSeverity.Error : DiagnosticSeverity.Information, result.message(),
                            result.verdict().eslName())));
                }
            }
            for (TranscriptError error : transcript.errors()) {
                Diagnostic diagnostic = diagnostic(error.position().orElse(SourceRange.at(transcript.file(), 1, 1)),
                        DiagnosticSeverity.Error, error.message(), "error");
                // the spec's declaration the error is about (a fact the transcript contradicts), one click away
                error.declaration().ifPresent(declaration -> diagnostic.setRelatedInformation(List.of(
                        new DiagnosticRelatedInformation(new Location(Path.of(declaration.file()).toUri().toString(),
                                range(declaration)), "the spec's declaration"))));
                diagnostics.add(diagnostic);
            }
        }
        return diagnostics;
    }

    private static Diagnostic diagnostic(SourceRange range, DiagnosticSeverity severity, String message, String code) {
        return new Diagnostic(range(range), message, severity, "esl check", code);
    }

    private static Range range(SourceRange range) {
        return new Range(new Position(range.line() - 1, range.column() - 1), new Position(range.endLine() - 1, range.endColumn() - 1));
    }

    /** The coverage of the saved spec's documents ({@link SpecCoverage}), or why there is none. */
    private JsonObject coverage(Path specFile) {
        try {
            return SpecCoverage.json((org.esl.lang.esl.Spec) runs.open(specFile).loaded().resource().getContents().get(0));
        } catch (UnreadableInputException | RefusedSpecException | UnreadableDocumentException | CompileException e) {
            JsonObject error = new JsonObject();
            error.addProperty("error", e.getMessage());
            return error;
        }
    }

    /** The spec, ready to run, or null after telling the user why it cannot run. */
    private RunnableSpec open(Path specFile, LanguageClient client) {
        try {
            return runs.open(specFile);
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
            throw badArguments("not the URI of a file: " + uri);
        }
    }

    private static int lineNumber(String argument) {
        try {
            return Integer.parseInt(argument.strip());
        } catch (NumberFormatException e) {
            throw badArguments(EslProtocol.DRAFT + " needs line numbers, but was given '" + argument + "'");
        }
    }

    /** The answer to a command sent with arguments it cannot take: the client's fault, said in words, not a Java exception. */
    private static ResponseErrorException badArguments(String message) {
        return new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams, message, null));
    }

    /** A command argument: a string from an in-process caller, a JSON string from a client. */
    private static String text(Object argument) {
        return argument instanceof com.google.gson.JsonPrimitive primitive ? primitive.getAsString() : String.valueOf(argument);
    }
}
