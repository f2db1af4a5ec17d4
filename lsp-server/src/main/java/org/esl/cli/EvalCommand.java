package org.esl.cli;

import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.Callable;

import org.esl.lang.run.CollectedCheck;
import org.esl.lang.run.RunnableSpec;
import org.esl.lang.run.SpecRuns;
import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.CheckOptions;
import org.esl.runtime.check.UncheckableSpecException;
import org.esl.runtime.eval.EvalInputException;
import org.esl.runtime.eval.EvalHtmlReport;
import org.esl.runtime.eval.EvalJsonReport;
import org.esl.runtime.eval.EvalReport;
import org.esl.runtime.eval.EvalTextReport;
import org.esl.runtime.eval.Evaluation;
import org.esl.runtime.eval.ItemScore;
import org.esl.runtime.eval.Labels;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.LlmSettings.InvalidSettingsException;
import org.esl.runtime.transcript.TranscriptException;

import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/** {@code esl eval SPEC [TRANSCRIPT|DIR|GLOB]... --labels FILE}: how well a spec's check agrees with labelled transcripts. */
@Command(name = "eval", mixinStandardHelpOptions = true, versionProvider = EslVersion.class,
        description = {
                "Checks labelled transcripts against a spec and scores the verdicts against the labels: per property,"
                        + " rule and for the claims, true and false positives and negatives, precision, recall, F1,"
                        + " false-positive rate and the confusion matrix; for claims also the soundness of 'valid'.",
                "Exit status: 0 scored (and no item below --min-f1 / --min-precision), 1 an item below a threshold,"
                        + " 2 bad usage, an unreadable or refused spec, malformed labels, or labels that do not fit the"
                        + " transcripts." })
class EvalCommand implements Callable<Integer> {

    /** The values of {@code --format}. */
    enum Format {
        TEXT, JSON, HTML
    }

    @Parameters(index = "0", paramLabel = "SPEC", description = "The spec file.")
    private Path specFile;

    @Parameters(index = "1..*", paramLabel = "TRANSCRIPT|DIR|GLOB",
            description = "Transcript files (.json, .jsonl), folders of them, or globs; default: the spec's `transcripts` globs.")
    private List<String> transcripts = new ArrayList<>();

    @Option(names = "--labels", paramLabel = "FILE", required = true,
            description = "The labels: per transcript id, the verdict each property, rule and claim must get (docs/eval.md).")
    private Path labelsFile;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", description = "text (default), json, or html (a self-contained page with a chart), to standard output.")
    private Format format;

    @Option(names = "--min-f1", paramLabel = "X", converter = Threshold.class,
            description = "Exit 1 when an item's F1 is below X (0 to 1).")
    private BigDecimal minF1;

    @Option(names = "--min-precision", paramLabel = "X", converter = Threshold.class,
            description = "Exit 1 when an item's precision is below X (0 to 1).")
    private BigDecimal minPrecision;

    @Option(names = "--timeout", paramLabel = "MS",
            description = "Time limit of each solver call in milliseconds; default: the spec's smt.timeout.")
    private Long timeout;

    @Mixin
    private LlmArguments llm = new LlmArguments();

    @Spec
    private CommandSpec command;

    @Override
    public Integer call() {
        PrintWriter err = command.commandLine().getErr();
        if (timeout != null && timeout <= 0) {
            return badInput(err, "--timeout is a positive number of milliseconds, not " + timeout);
        }
        Labels labels;
        try {
            labels = Labels.read(labelsFile, labelsFile.toString());
        } catch (EvalInputException e) {
            return badInput(err, e.getMessage());
        }
        Optional<RunnableSpec> opened = SpecOpening.open(SpecRuns.standalone(), specFile, "esl eval", err);
        if (opened.isEmpty()) {
            return EslCommand.BAD_INPUT;
        }
        RunnableSpec spec = opened.get();
        List<Path> files;
        LlmOptions llmOptions;
        try {
            files = CheckCommand.shown(spec.transcriptFiles(Path.of("").toAbsolutePath(), transcripts));
            llmOptions = llm.options(specFile);
        } catch (TranscriptException | InvalidSettingsException e) {
            return badInput(err, e.getMessage());
        }
        if (files.isEmpty()) {
            return badInput(err, "no transcripts to score: name them after the spec, or declare `transcripts \"GLOB\"` in " + specFile);
        }
        CheckOptions options = new CheckOptions(OptionalInt.empty(), false, false,
                timeout == null ? OptionalLong.empty() : OptionalLong.of(timeout));
        EvalReport report;
        try {
            // the one run service checks the transcripts, exactly as `esl check` would; a run nobody cancels
            CollectedCheck check = spec.checkAll(files, options, llmOptions, result -> { }, new CancelSignal());
            report = Evaluation.of(spec.spec(), labels, check.report().transcripts());
        } catch (UncheckableSpecException | EvalInputException e) {
            return badInput(err, e.getMessage());
        }
        PrintWriter out = command.commandLine().getOut();
        out.print(switch (format) {
            case TEXT -> new EvalTextReport().render(report);
            case JSON -> new EvalJsonReport().render(report);
            case HTML -> new EvalHtmlReport().render(report).html();
        });
        out.flush();
        List<ItemScore> below = report.below(Optional.ofNullable(minF1), Optional.ofNullable(minPrecision));
        if (!below.isEmpty()) {
            err.println("esl eval: " + EvalTextReport.below(below, thresholds()));
            return EslCommand.FINDINGS;
        }
        return EslCommand.CLEAN;
    }

    /**
     * A threshold read as written, exactly (scores are exact fractions, so 0.1 must not become a nearby binary
     * fraction), from 0 to 1; anything else is refused in words rather than with the parser's exception.
     */
    static final class Threshold implements ITypeConverter<BigDecimal> {
        @Override
        public BigDecimal convert(String value) {
            BigDecimal threshold;
            try {
                threshold = new BigDecimal(value.strip());
            } catch (NumberFormatException e) {
                throw new TypeConversionException("'" + value + "' is not a number from 0 to 1");
            }
            if (threshold.signum() < 0 || threshold.compareTo(BigDecimal.ONE) > 0) {
                throw new TypeConversionException("a threshold is from 0 to 1, not " + value);
            }
            return threshold;
        }
    }

    private String thresholds() {
        List<String> named = new ArrayList<>();
        if (minF1 != null) {
            named.add("--min-f1 " + minF1.toPlainString());
        }
        if (minPrecision != null) {
            named.add("--min-precision " + minPrecision.toPlainString());
        }
        return String.join(" or ", named);
    }

    private static int badInput(PrintWriter err, String reason) {
        err.println("esl eval: " + reason);
        return EslCommand.BAD_INPUT;
    }
}
