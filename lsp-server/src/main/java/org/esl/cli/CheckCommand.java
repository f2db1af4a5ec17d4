package org.esl.cli;

import java.io.Console;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.Callable;

import org.esl.lang.lint.SpecLoader;
import org.esl.lang.lint.SpecLoader.LoadedSpec;
import org.esl.lang.lint.SpecLoader.RefusedSpecException;
import org.esl.lang.lint.UnreadableInputException;
import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.CheckReport;
import org.esl.runtime.check.ModelStage;
import org.esl.runtime.check.SpecChecker;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.check.UncheckableSpecException;
import org.esl.runtime.check.report.CheckRenderer;
import org.esl.runtime.check.report.FileNames;
import org.esl.runtime.check.report.JsonReport;
import org.esl.runtime.check.report.SarifReport;
import org.esl.runtime.check.report.TextReport;
import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.llm.LanguageModelStage;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.LlmSettings.InvalidSettingsException;
import org.esl.runtime.perception.PatternPerception;
import org.esl.runtime.perception.TranscriptFacts;
import org.esl.runtime.transcript.TranscriptException;
import org.esl.runtime.transcript.TranscriptFiles;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code esl check SPEC [TRANSCRIPT|DIR|GLOB]...}: checks transcripts against a spec's rules, properties and policies. */
@Command(name = "check", mixinStandardHelpOptions = true, versionProvider = EslVersion.class,
        description = {
                "Checks transcripts against a spec: temporal properties on the steps, domain rules by forward chaining"
                        + " over the perceived facts, and the transcripts' claims against the policies.",
                "Exit status: 0 clean, 1 violations, invalid or impossible claims, contradicted queries or transcript"
                        + " errors, 2 bad usage, an unreadable or refused spec, or no transcript that could be read." })
class CheckCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "SPEC", description = "The spec file.")
    private Path specFile;

    @Parameters(index = "1..*", paramLabel = "TRANSCRIPT|DIR|GLOB",
            description = "Transcript files (.json, .jsonl), folders of them, or globs; default: the spec's `transcripts` globs.")
    private List<String> transcripts = new ArrayList<>();

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text",
            description = "text (default), json or sarif; all go to standard output.")
    private OutputFormat format;

    @Option(names = "--interpretation", paramLabel = "1|2",
            description = "How rules are bound: 1 complete bindings only, 2 partial ones completed too; default: the spec's option.")
    private Integer interpretation;

    @Option(names = "--partial", description = "The transcripts are still going on: undecided properties are pending.")
    private boolean partial;

    @Option(names = "--recover", description = "A violated property restarts at the next step, so every violation is counted.")
    private boolean recover;

    @Option(names = "--timeout", paramLabel = "MS",
            description = "Time limit of each solver call in milliseconds; default: the spec's smt.timeout.")
    private Long timeout;

    @Option(names = "--timeline", description = "Also show, for each step of each transcript, every property's verdict right after it (text and json).")
    private boolean timeline;

    @Mixin
    private LlmArguments llm = new LlmArguments();

    @Spec
    private CommandSpec command;

    @Override
    public Integer call() {
        PrintWriter err = command.commandLine().getErr();
        if (interpretation != null && interpretation != 1 && interpretation != 2) {
            return badInput(err, "--interpretation is 1 or 2, not " + interpretation);
        }
        if (timeout != null && timeout <= 0) {
            return badInput(err, "--timeout is a positive number of milliseconds, not " + timeout);
        }
        LoadedSpec loaded;
        try {
            loaded = SpecLoader.standalone().load(specFile);
        } catch (UnreadableInputException e) {
            return badInput(err, e.getMessage());
        } catch (RefusedSpecException e) {
            for (Diagnostic error : e.errors()) {
                err.println(error.range() + ": " + error.severity().label() + " " + error.code() + ": " + error.message());
            }
            return badInput(err, e.getMessage());
        }
        List<Path> files;
        try {
            files = transcriptFiles(loaded);
        } catch (TranscriptException e) {
            return badInput(err, e.getMessage());
        }
        if (files.isEmpty()) {
            return badInput(err, "no transcripts to check: name them after the spec, or declare"
                    + " `transcripts \"GLOB\"` in " + specFile);
        }
        LlmOptions llmOptions;
        try {
            llmOptions = llm.options(specFile);
        } catch (InvalidSettingsException e) {
            return badInput(err, e.getMessage());
        }
        CheckOptions options = new CheckOptions(interpretation == null ? OptionalInt.empty() : OptionalInt.of(interpretation),
                partial, recover, timeout == null ? OptionalLong.empty() : OptionalLong.of(timeout));
        CheckReport report;
        int level = interpretation != null ? interpretation : loaded.spec().options().interpretation();
        // a null resource is skipped by try-with-resources: no stage without --llm; a run nobody cancels (Ctrl-C ends the process)
        try (LanguageModelStage model = llmOptions.enabled()
                ? LanguageModelStage.fromEnvironment(loaded.spec(), loaded.expressions(), llmOptions, level) : null;
                SpecChecker checker = SpecChecker.open(loaded.spec(), loaded.expressions(),
                        List.of(new TranscriptFacts(loaded.expressions()), new PatternPerception(loaded.spec().predicates())),
                        options, model == null ? ModelStage.NONE : model, new CancelSignal())) {
            report = CheckReport.of(loaded.spec(), checkAll(checker, files, err));
            if (model != null) {
                err.println("esl check: " + model.requestsSent() + " LLM requests sent to " + llmOptions.baseUrl());
            }
        } catch (UncheckableSpecException e) {
            return badInput(err, e.getMessage());
        }
        PrintWriter out = command.commandLine().getOut();
        out.print(renderer().render(report));
        out.flush();
        if (report.nothingChecked()) {
            return badInput(err, "no transcript could be read (" + report.transcripts().get(0).errors().get(0) + ")");
        }
        return report.isFailing() ? EslCommand.FINDINGS : EslCommand.CLEAN;
    }

    /** The files named on the command line, else the spec's globs; shown relative to the working folder. */
    private List<Path> transcriptFiles(LoadedSpec loaded) throws TranscriptException {
        Path workingFolder = Path.of("").toAbsolutePath();
        List<String> names = transcripts.isEmpty() ? loaded.spec().transcriptGlobs() : transcripts;
        List<Path> files = new ArrayList<>();
        for (Path file : TranscriptFiles.expand(workingFolder, names)) {
            Path absolute = file.toAbsolutePath().normalize();
            files.add(absolute.startsWith(workingFolder) ? workingFolder.relativize(absolute) : absolute);
        }
        return files;
    }

    /** Checks file after file; on a terminal, says how far it got, since a large run takes a while. */
    private static List<TranscriptReport> checkAll(SpecChecker checker, List<Path> files, PrintWriter err) {
        Console console = System.console();
        List<TranscriptReport> reports = new ArrayList<>();
        for (int i = 0; i < files.size(); i++) {
            if (console != null && files.size() > 1) {
                err.print("\resl check: " + (i + 1) + "/" + files.size() + " " + files.get(i) + "\u001b[K");
                err.flush();
            }
            reports.addAll(checker.check(files.get(i)));
        }
        if (console != null && files.size() > 1) {
            err.print("\r\u001b[K");
            err.flush();
        }
        return reports;
    }

    private CheckRenderer renderer() {
        return switch (format) {
            case TEXT -> new TextReport(new FileNames(Path.of("")), timeline);
            case JSON -> new JsonReport(new FileNames(Path.of("")), timeline);
            case SARIF -> new SarifReport("esl", EslVersion.version(), Path.of("").toAbsolutePath());
        };
    }

    private static int badInput(PrintWriter err, String reason) {
        err.println("esl check: " + reason);
        return EslCommand.BAD_INPUT;
    }
}
