package org.esl.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.Callable;

import org.esl.lang.lint.SpecLoader.RefusedSpecException;
import org.esl.lang.lint.UnreadableInputException;
import org.esl.lang.run.CheckListener;
import org.esl.lang.run.CollectedCheck;
import org.esl.lang.run.RunnableSpec;
import org.esl.lang.run.SpecRuns;
import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.CheckReport;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.check.UncheckableSpecException;
import org.esl.runtime.check.report.CheckRenderer;
import org.esl.runtime.check.report.FileNames;
import org.esl.runtime.check.report.JsonReport;
import org.esl.runtime.check.report.SarifReport;
import org.esl.runtime.check.report.TextReport;
import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.LlmSettings.InvalidSettingsException;
import org.esl.runtime.transcript.TranscriptException;

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
        Optional<RunnableSpec> opened = open(specFile, err, "esl check");
        if (opened.isEmpty()) {
            return EslCommand.BAD_INPUT;
        }
        RunnableSpec spec = opened.get();
        List<Path> files;
        try {
            files = shown(spec.transcriptFiles(Path.of("").toAbsolutePath(), transcripts));
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
        CollectedCheck check;
        try {
            // a run nobody cancels: Ctrl-C ends the process
            TerminalProgress progress = new TerminalProgress(err);
            check = spec.checkAll(files, options, llmOptions, progress, new CancelSignal());
            progress.end();
        } catch (UncheckableSpecException e) {
            return badInput(err, e.getMessage());
        }
        check.run().modelRequests().ifPresent(requests ->
                err.println("esl check: " + requests + " LLM requests sent to " + llmOptions.baseUrl()));
        CheckReport report = check.report();
        PrintWriter out = command.commandLine().getOut();
        out.print(renderer().render(report));
        out.flush();
        if (report.nothingChecked()) {
            return badInput(err, "no transcript could be read" + report.transcripts().stream().findFirst()
                    .flatMap(first -> first.errors().stream().findFirst()).map(error -> " (" + error + ")").orElse(""));
        }
        return report.isFailing() ? EslCommand.FINDINGS : EslCommand.CLEAN;
    }

    /** The files shown relative to the working folder when they are under it, as the user would name them. */
    private static List<Path> shown(List<Path> files) {
        Path workingFolder = Path.of("").toAbsolutePath();
        List<Path> shown = new ArrayList<>();
        for (Path file : files) {
            Path absolute = file.toAbsolutePath().normalize();
            shown.add(absolute.startsWith(workingFolder) ? workingFolder.relativize(absolute) : absolute);
        }
        return shown;
    }

    /** On a terminal, says which file a run of several is at, since a large run takes a while; else nothing. */
    private static final class TerminalProgress implements CheckListener {

        private final PrintWriter err;
        private final boolean shown = System.console() != null;
        private boolean cleared = true;

        TerminalProgress(PrintWriter err) {
            this.err = err;
        }

        @Override
        public void reading(Path file, int index, int count) {
            if (shown && count > 1) {
                err.print("\resl check: " + (index + 1) + "/" + count + " " + file + "\u001b[K");
                err.flush();
                cleared = false;
            }
        }

        /** Clears the progress line, so that what comes next starts on a clean one. */
        void end() {
            if (!cleared) {
                err.print("\r\u001b[K");
                err.flush();
                cleared = true;
            }
        }

        @Override
        public void checked(TranscriptReport report) {
        }
    }

    private CheckRenderer renderer() {
        return switch (format) {
            case TEXT -> new TextReport(new FileNames(Path.of("")), timeline);
            case JSON -> new JsonReport(new FileNames(Path.of("")), timeline);
            case SARIF -> new SarifReport("esl", EslVersion.version(), Path.of("").toAbsolutePath());
        };
    }

    /**
     * Opens the spec a command runs, or says why it cannot: one line for an unreadable file, else the spec's errors
     * as {@code esl lint} lists them and then the reason, each line of {@code command}'s.
     */
    static Optional<RunnableSpec> open(Path specFile, PrintWriter err, String command) {
        try {
            return Optional.of(SpecRuns.standalone().open(specFile));
        } catch (UnreadableInputException e) {
            err.println(command + ": " + e.getMessage());
        } catch (RefusedSpecException e) {
            for (Diagnostic error : e.errors()) {
                err.println(error.range() + ": " + error.severity().label() + " " + error.code() + ": " + error.message());
            }
            err.println(command + ": " + e.getMessage());
        }
        return Optional.empty();
    }

    private static int badInput(PrintWriter err, String reason) {
        err.println("esl check: " + reason);
        return EslCommand.BAD_INPUT;
    }
}
