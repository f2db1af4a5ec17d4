package org.esl.audit;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.SequenceInputStream;
import java.io.Writer;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.RestartStrategyOptions;
import org.apache.flink.core.fs.FileStatus;
import org.apache.flink.core.fs.Path;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.esl.cli.EslCommand;
import org.esl.cli.EslVersion;
import org.esl.cli.HtmlFile;
import org.esl.cli.SolverArguments;
import org.esl.cli.SpecOpening;
import org.esl.lang.run.RunnableSpec;
import org.esl.lang.run.SpecRuns;
import org.esl.runtime.check.report.HtmlReport;
import org.esl.runtime.check.report.ResultsFile.MalformedResultsException;
import org.esl.runtime.transcript.TranscriptException;
import org.esl.runtime.transcript.TranscriptFiles;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code esl audit SPEC INPUT... --out DIR}: checks transcripts at any scale as a Flink job, on an embedded local
 * cluster by default or on a Flink cluster ({@code --flink-master}); writes {@code DIR/results.jsonl} and
 * {@code DIR/summary.json} (docs/audit.md).
 */
@Command(name = "audit", mixinStandardHelpOptions = true, versionProvider = EslVersion.class,
        description = {
                "Checks JSON Lines transcripts against a spec as a Flink job, from any file system Flink reads (local, HDFS,"
                        + " S3): a line per transcript in DIR/results.jsonl (as esl check --format jsonl writes them) and the"
                        + " counts in DIR/summary.json.",
                "With --kafka and --topic, reads agents' events from Kafka instead and monitors each conversation as it"
                        + " goes: verdicts in DIR/verdicts/ as soon as they are fixed, each ended conversation's results in"
                        + " DIR/conversations/ (docs/audit.md).",
                "Exit status: 0 clean, 1 findings, 2 bad usage, an unreadable or refused spec, a missing input or no"
                        + " transcript that could be read, 3 the job failed." })
final class AuditCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "SPEC", description = "The spec file.")
    private java.nio.file.Path specFile;

    @Parameters(index = "1..*", arity = "0..*", paramLabel = "INPUT",
            description = "Transcript files (.jsonl, .json), folders or globs on this machine, or files and folders on"
                    + " a file system of Flink's (hdfs://, s3://, file://), read recursively.")
    private List<String> inputs = new ArrayList<>();

    @Option(names = "--out", required = true, paramLabel = "DIR", description = "The folder for results.jsonl and summary.json.")
    private String out;

    @Option(names = "--parallelism", paramLabel = "N", description = "Tasks that check transcripts (default: the cores"
            + " of this machine, or the cluster's default).")
    private Integer parallelism;

    @Option(names = "--flink-master", paramLabel = "HOST:PORT",
            description = "Run on this Flink cluster (its REST address) instead of a local one in this process.")
    private String master;

    @Option(names = "--recover", description = "A violated property restarts at the next step, so every violation is counted.")
    private boolean recover;

    @Mixin
    private SolverArguments solver = new SolverArguments();

    @Option(names = "--timeline", description = "Each transcript's results also give every property's verdict after each step.")
    private boolean timeline;

    @Option(names = "--html", paramLabel = "FILE", description = "Also write a self-contained HTML report of the results"
            + " into FILE on this machine, as esl report does; with --kafka, of a run with --until-latest (docs/audit.md).")
    private java.nio.file.Path html;

    @Option(names = "--kafka", paramLabel = "BOOTSTRAP", description = "Read agents' events from this Kafka cluster"
            + " (its bootstrap servers, HOST:PORT[,HOST:PORT...]) instead of files; with --topic.")
    private String kafka;

    @Option(names = "--topic", paramLabel = "TOPIC", split = ",", description = "The Kafka topics of the events (with --kafka).")
    private List<String> topics = new ArrayList<>();

    @Option(names = "--group", paramLabel = "GROUP", defaultValue = "esl-audit", description = "The Kafka consumer group,"
            + " whose committed offsets a new run goes on from (default: ${DEFAULT-VALUE}).")
    private String group;

    @Option(names = "--idle-timeout", paramLabel = "SECONDS", defaultValue = "300", description = "A conversation without"
            + " an event for this long has ended (default: ${DEFAULT-VALUE}).")
    private long idleSeconds;

    @Option(names = "--until-latest", description = "Stop at the offsets that are the latest when the audit starts, ending"
            + " every conversation still open, instead of reading on.")
    private boolean untilLatest;

    @Option(names = "--checkpoint-interval", paramLabel = "SECONDS", defaultValue = "10", description = "How often the"
            + " streaming audit checkpoints and commits its output files (default: ${DEFAULT-VALUE}).")
    private long checkpointSeconds;

    @Spec
    private CommandSpec command;

    @Override
    public Integer call() {
        PrintWriter err = command.commandLine().getErr();
        Optional<String> mistake = solver.mistake();
        if (mistake.isPresent()) {
            return badInput(err, mistake.get());
        }
        if (parallelism != null && parallelism < 1) {
            return badInput(err, "--parallelism is a positive number, not " + parallelism);
        }
        if (master != null && !master.matches("[^:\\s]+:\\d{1,5}")) {
            return badInput(err, "--flink-master is HOST:PORT, the cluster's REST address, not " + master);
        }
        Optional<String> misuse = kafka == null ? fileMisuse() : kafkaMisuse();
        if (misuse.isPresent()) {
            return badInput(err, misuse.get());
        }
        if (!isUri(out) && Files.exists(java.nio.file.Path.of(out)) && !Files.isDirectory(java.nio.file.Path.of(out))) {
            return badInput(err, "--out names the folder for the results, but " + out + " is a file");
        }
        Optional<RunnableSpec> opened = SpecOpening.open(SpecRuns.standalone(), specFile, "esl audit", err);
        if (opened.isEmpty()) {
            return EslCommand.BAD_INPUT;
        }
        RunnableSpec spec = opened.get();
        java.nio.file.Path cwd = java.nio.file.Path.of("").toAbsolutePath();
        if (kafka != null) {
            return streamFromKafka(spec, settings(spec, cwd));
        }
        List<Path> paths = new ArrayList<>();
        Map<String, String> names = new HashMap<>();
        Map<String, Integer> order = new HashMap<>();
        for (String input : inputs) {
            try {
                if (isUri(input)) {
                    Path path = new Path(input);
                    if (!path.getFileSystem().exists(path)) {
                        return badInput(err, input + ": no such file or folder");
                    }
                    paths.add(path);
                    continue;
                }
                for (java.nio.file.Path file : TranscriptFiles.expand(cwd, List.of(input))) {
                    java.nio.file.Path absolute = file.toAbsolutePath().normalize();
                    Path path = new Path(absolute.toUri());
                    names.put(TranscriptFormat.key(path), absolute.startsWith(cwd) ? cwd.relativize(absolute).toString() : absolute.toString());
                    order.putIfAbsent(TranscriptFormat.key(path), order.size());
                    paths.add(path);
                }
            } catch (TranscriptException e) {
                return badInput(err, e.getMessage());
            } catch (IOException | IllegalArgumentException e) {
                return badInput(err, input + ": " + e.getMessage());
            }
        }
        AuditSettings settings = settings(spec, cwd);
        Path folder = outputFolder();
        // opened before the job, so that a file that cannot be written is said before the transcripts are checked
        Writer htmlOut;
        try {
            htmlOut = html == null ? null : HtmlFile.open(html);
        } catch (HtmlFile.UnwritableException e) {
            return badInput(err, e.getMessage());
        }
        JsonObject summary;
        try (htmlOut) {
            AuditOutput output = new AuditOutput(folder);
            output.prepare();
            StreamExecutionEnvironment env = environment();
            if (parallelism != null) {
                env.setParallelism(parallelism);
            }
            AuditJob.define(env, settings, paths, names, order, folder);
            env.execute("esl audit " + spec.spec().name());
            summary = output.finish();
            if (htmlOut != null) {
                writeHtml(output, summary, htmlOut);
            }
        } catch (MalformedResultsException e) {
            err.println("esl audit: the job wrote results that cannot be read back: " + e.getMessage());
            return EslCommand.INTERNAL_ERROR;
        } catch (Exception e) {
            return failed(err, e);
        }
        return report(summary, folder);
    }

    private AuditSettings settings(RunnableSpec spec, java.nio.file.Path cwd) {
        return new AuditSettings(SpecBundle.of(spec), solver.interpretation().orElse(0), recover, solver.timeout().orElse(0),
                timeline, cwd.toString());
    }

    private Path outputFolder() {
        return isUri(out) ? new Path(out) : new Path(java.nio.file.Path.of(out).toAbsolutePath().normalize().toUri());
    }

    /** What is wrong with the options of an audit of files, if anything. */
    private Optional<String> fileMisuse() {
        if (inputs.isEmpty()) {
            return Optional.of("name the transcripts to audit (INPUT...), or a Kafka topic with --kafka and --topic");
        }
        if (!topics.isEmpty() || untilLatest) {
            return Optional.of((untilLatest ? "--until-latest" : "--topic") + " reads from Kafka: give --kafka BOOTSTRAP too");
        }
        return Optional.empty();
    }

    /** What is wrong with the options of an audit of a Kafka topic, if anything. */
    private Optional<String> kafkaMisuse() {
        if (!inputs.isEmpty()) {
            return Optional.of("--kafka reads the events from Kafka: give no INPUT files with it, not " + inputs.get(0));
        }
        if (topics.isEmpty()) {
            return Optional.of("--kafka needs --topic TOPIC, the topic of the agents' events");
        }
        if (html != null && !untilLatest) {
            return Optional.of("--html writes its report when the audit ends: with --kafka, give --until-latest too");
        }
        if (idleSeconds < 1 || checkpointSeconds < 1) {
            return Optional.of((idleSeconds < 1 ? "--idle-timeout" : "--checkpoint-interval") + " is a positive number of seconds");
        }
        return Optional.empty();
    }

    /**
     * The streaming audit: runs until stopped, or with {@code --until-latest} until the events there were when it
     * started are monitored, then prints how many conversations ended and how many fail.
     */
    private int streamFromKafka(RunnableSpec spec, AuditSettings settings) {
        PrintWriter err = command.commandLine().getErr();
        Path folder = outputFolder();
        Writer htmlOut;
        try {
            htmlOut = html == null ? null : HtmlFile.open(html);
        } catch (HtmlFile.UnwritableException e) {
            return badInput(err, e.getMessage());
        }
        try (htmlOut) {
            AuditOutput output = new AuditOutput(folder);
            Path reports = new Path(folder, StreamingAuditJob.CONVERSATIONS);
            Path summaries = new Path(folder, StreamingAuditJob.SUMMARY);
            // the files of earlier runs stay: a run goes on from the offsets the last one committed
            List<FileStatus> earlier = output.committed(reports);
            List<FileStatus> earlierSummaries = output.committed(summaries);
            StreamExecutionEnvironment env = environment();
            if (parallelism != null) {
                env.setParallelism(parallelism);
            }
            StreamingAuditJob.define(env, settings, new KafkaInput(kafka, topics, group, untilLatest),
                    Duration.ofSeconds(idleSeconds), Duration.ofSeconds(checkpointSeconds), folder);
            env.execute("esl audit " + spec.spec().name() + " from Kafka");
            List<FileStatus> written = since(earlier, output.committed(reports));
            int ended = 0;
            int failing = 0;
            try (BufferedReader lines = linesOf(written)) {
                for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                    ended++;
                    failing += JsonParser.parseString(line).getAsJsonObject().get("failing").getAsBoolean() ? 1 : 0;
                }
            }
            if (htmlOut != null) {
                List<FileStatus> summary = since(earlierSummaries, output.committed(summaries));
                if (summary.size() != 1) {
                    throw new IOException("the job wrote " + summary.size() + " summaries instead of one");
                }
                JsonObject counts;
                try (BufferedReader in = linesOf(summary)) {
                    counts = JsonParser.parseString(in.readLine()).getAsJsonObject();
                }
                try (BufferedReader in = linesOf(written)) {
                    HtmlReport.of(in, StreamingAuditJob.CONVERSATIONS, Optional.of(counts)).write(htmlOut);
                }
            }
            PrintWriter stdout = command.commandLine().getOut();
            stdout.println(ended + " conversations ended, " + failing + " failing; results in " + reports + ", verdicts in "
                    + new Path(folder, StreamingAuditJob.VERDICTS));
            stdout.flush();
            return failing > 0 ? EslCommand.FINDINGS : EslCommand.CLEAN;
        } catch (MalformedResultsException e) {
            err.println("esl audit: the job wrote results that cannot be read back: " + e.getMessage());
            return EslCommand.INTERNAL_ERROR;
        } catch (Exception e) {
            return failed(err, e);
        }
    }

    /** The files committed now that were not before this run. */
    private static List<FileStatus> since(List<FileStatus> before, List<FileStatus> now) {
        return now.stream().filter(part -> before.stream().noneMatch(earlier -> earlier.getPath().equals(part.getPath()))).toList();
    }

    /** The lines of the files, one after the other. */
    private static BufferedReader linesOf(List<FileStatus> parts) throws IOException {
        List<InputStream> streams = new ArrayList<>();
        for (FileStatus part : parts) {
            streams.add(part.getPath().getFileSystem().open(part.getPath()));
        }
        return new BufferedReader(new InputStreamReader(new SequenceInputStream(Collections.enumeration(streams)),
                StandardCharsets.UTF_8));
    }

    /** The job failed, or its output could not be written: one line that says why, exit status 3. */
    private int failed(PrintWriter err, Exception e) {
        err.println(e instanceof IOException ? "esl audit: cannot write to " + out + ": " + e.getMessage()
                : "esl audit: the job failed: " + rootCause(e));
        return EslCommand.INTERNAL_ERROR;
    }

    /** The HTML report of the results just written, read back one line at a time as {@code esl report} reads them. */
    private static void writeHtml(AuditOutput output, JsonObject summary, Writer out) throws IOException, MalformedResultsException {
        try (BufferedReader in = output.results()) {
            HtmlReport.of(in, AuditOutput.RESULTS, Optional.of(summary)).write(out);
        }
    }

    /** Prints the transcripts' errors (the first ones) and the headline; the exit status. */
    private int report(JsonObject summary, Path folder) {
        PrintWriter err = command.commandLine().getErr();
        JsonObject counts = summary.getAsJsonObject("summary");
        int errors = counts.get("errors").getAsInt();
        for (JsonElement error : summary.getAsJsonArray("errors")) {
            err.println("esl audit: " + error.getAsString());
        }
        int shown = summary.getAsJsonArray("errors").size();
        if (errors > shown) {
            err.println("esl audit: … and " + (errors - shown) + " more transcript errors, in " + AuditOutput.RESULTS);
        }
        PrintWriter out = command.commandLine().getOut();
        out.println(summary.get("headline").getAsString() + "; results in " + new Path(folder, AuditOutput.RESULTS)
                + ", summary in " + new Path(folder, AuditOutput.SUMMARY));
        out.flush();
        if (counts.get("checked").getAsInt() == 0) {
            return badInput(err, "no transcript could be read");
        }
        return counts.get("failing").getAsInt() > 0 ? EslCommand.FINDINGS : EslCommand.CLEAN;
    }

    /**
     * A local cluster in this process, or the one {@code flink run} runs this in, or the one named: its own jar is the
     * job's code. A task that fails is run again, up to three times, before the job fails.
     */
    private StreamExecutionEnvironment environment() throws URISyntaxException {
        Configuration configuration = new Configuration();
        configuration.set(RestartStrategyOptions.RESTART_STRATEGY, "fixed-delay");
        configuration.set(RestartStrategyOptions.RESTART_STRATEGY_FIXED_DELAY_ATTEMPTS, 3);
        configuration.set(RestartStrategyOptions.RESTART_STRATEGY_FIXED_DELAY_DELAY, java.time.Duration.ofSeconds(1));
        if (master == null) {
            return StreamExecutionEnvironment.getExecutionEnvironment(configuration);
        }
        int colon = master.lastIndexOf(':');
        // run from its classes rather than its jar (a test, an IDE), the code is already on the cluster's class path
        File code = new File(AuditCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        String[] jars = code.isFile() ? new String[] {code.getPath()} : new String[0];
        return StreamExecutionEnvironment.createRemoteEnvironment(master.substring(0, colon),
                Integer.parseInt(master.substring(colon + 1)), configuration, jars);
    }

    private static boolean isUri(String name) {
        try {
            URI uri = new URI(name);
            return uri.getScheme() != null && uri.getScheme().length() > 1; // C:\ is a path
        } catch (URISyntaxException e) {
            return false;
        }
    }

    private static String rootCause(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        return cause.getMessage() == null ? cause.toString() : cause.getMessage();
    }

    private static int badInput(PrintWriter err, String reason) {
        err.println("esl audit: " + reason);
        return EslCommand.BAD_INPUT;
    }
}
