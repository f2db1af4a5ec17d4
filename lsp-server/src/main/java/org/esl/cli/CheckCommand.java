package org.esl.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.esl.lang.run.CheckRun;
import org.esl.lang.run.RunnableSpec;
import org.esl.lang.run.SpecRuns;
import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.UncheckableSpecException;
import org.esl.runtime.check.report.FileNames;
import org.esl.runtime.check.report.HtmlReport;
import org.esl.runtime.check.report.JsonReport;
import org.esl.runtime.check.report.ReportWriter;
import org.esl.runtime.check.report.SarifReport;
import org.esl.runtime.check.report.TextReport;
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
            description = "text (default), json, jsonl (a line per transcript, then a summary line) or sarif; all go to"
                    + " standard output as the transcripts are checked.")
    private CheckFormat format;

    @Option(names = {"--failures-only", "--quiet"},
            description = "Print only the transcripts that fail (the summary still counts all).")
    private boolean failuresOnly;

    @Option(names = "--threads", paramLabel = "N",
            description = "Check on N threads (default: the number of cores); the output keeps the order the"
                    + " transcripts are read in, whatever N. With --llm the check runs on one.")
    private Integer threads;

    @Option(names = "--partial", description = "The transcripts are still going on: undecided properties are pending.")
    private boolean partial;

    @Option(names = "--recover", description = "A violated property restarts at the next step, so every violation is counted.")
    private boolean recover;

    @Mixin
    private SolverArguments solver = new SolverArguments();

    @Option(names = "--timeline", description = "Also show, for each step of each transcript, every property's verdict right after it (text, json and jsonl).")
    private boolean timeline;

    @Option(names = "--coverage", description = "After the summary, tell which properties the transcripts exercised (their"
            + " trigger occurred) and which domain rules fired, in how many transcripts (text, json and jsonl; docs/check.md).")
    private boolean coverage;

    @Option(names = "--html", paramLabel = "FILE",
            description = "Also write a self-contained HTML report into FILE: the counts, a chart of the failing results per"
                    + " rule, property and policy, the transcripts per day, the failing transcripts with their witnesses"
                    + " and timelines (docs/check.md).")
    private Path html;

    @Mixin
    private LlmArguments llm = new LlmArguments();

    @Spec
    private CommandSpec command;

    @Override
    public Integer call() {
        PrintWriter err = command.commandLine().getErr();
        Optional<String> mistake = solver.mistake();
        if (mistake.isPresent()) {
            return badInput(err, mistake.get());
        }
        if (threads != null && threads < 1) {
            return badInput(err, "--threads is a positive number, not " + threads);
        }
        Optional<RunnableSpec> opened = SpecOpening.open(SpecRuns.standalone(), specFile, "esl check", err);
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
        // the HTML report shows the failing transcripts' timelines
        CheckOptions options = new CheckOptions(solver.interpretation(), partial, recover, solver.timeout(),
                timeline || html != null, format == CheckFormat.JSON || format == CheckFormat.JSONL, coverage);
        PrintWriter out = command.commandLine().getOut();
        StreamedCheck streamed;
        CheckRun run;
        Writer htmlOut;
        try {
            htmlOut = html == null ? null : HtmlFile.open(html);
        } catch (HtmlFile.UnwritableException e) {
            return badInput(err, e.getMessage());
        }
        try (htmlOut) {
            List<ReportWriter> alongside = htmlOut == null ? List.of()
                    : List.of(HtmlReport.writer(htmlOut, spec.spec(), new FileNames(Path.of(""))));
            streamed = new StreamedCheck(writer(out, spec.spec()), alongside, spec.spec(), failuresOnly, coverage,
                    new TerminalProgress(err));
            // a run nobody cancels: Ctrl-C ends the process
            run = spec.check(files, options, llmOptions, threads == null ? Runtime.getRuntime().availableProcessors() : threads,
                    streamed, new CancelSignal());
            streamed.finish();
        } catch (UncheckableSpecException e) {
            return badInput(err, e.getMessage());
        } catch (IOException e) {
            err.println("esl check: cannot write the report: " + e.getMessage());
            return EslCommand.INTERNAL_ERROR;
        }
        out.flush();
        run.modelRequests().ifPresent(requests ->
                err.println("esl check: " + requests + " LLM requests sent to " + llmOptions.baseUrl()));
        if (streamed.summary().checked() == 0) {
            return badInput(err, "no transcript could be read" + streamed.firstError().map(error -> " (" + error + ")").orElse(""));
        }
        return streamed.summary().failing() > 0 ? EslCommand.FINDINGS : EslCommand.CLEAN;
    }

    /** The files shown relative to the working folder when they are under it, as the user would name them. */
    static List<Path> shown(List<Path> files) {
        Path workingFolder = Path.of("").toAbsolutePath();
        List<Path> shown = new ArrayList<>();
        for (Path file : files) {
            Path absolute = file.toAbsolutePath().normalize();
            shown.add(absolute.startsWith(workingFolder) ? workingFolder.relativize(absolute) : absolute);
        }
        return shown;
    }

    /** On a terminal, says which file a run of several is at, since a large run takes a while; else nothing. */
    static final class TerminalProgress {

        private final PrintWriter err;
        private final boolean shown = System.console() != null;
        private boolean cleared = true;

        TerminalProgress(PrintWriter err) {
            this.err = err;
        }

        void reading(Path file, int index, int count) {
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
    }

    private ReportWriter writer(Appendable out, org.esl.runtime.model.Spec spec) throws IOException {
        FileNames names = new FileNames(Path.of(""));
        return switch (format) {
            case TEXT -> new TextReport(names, timeline).writer(out, spec);
            case JSON -> new JsonReport(names, timeline).writer(out, spec);
            case JSONL -> new JsonReport(names, timeline).linesWriter(out, spec);
            case SARIF -> new SarifReport("esl", EslVersion.version(), Path.of("").toAbsolutePath()).writer(out, spec);
        };
    }

    private static int badInput(PrintWriter err, String reason) {
        err.println("esl check: " + reason);
        return EslCommand.BAD_INPUT;
    }
}
