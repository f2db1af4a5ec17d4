package org.esl.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.esl.runtime.check.report.HtmlReport;
import org.esl.runtime.check.report.ResultsFile.MalformedResultsException;
import org.esl.runtime.report.html.HtmlPage;

import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code esl report RESULTS.jsonl --html FILE}: the HTML report of results already written. */
@Command(name = "report", mixinStandardHelpOptions = true, versionProvider = EslVersion.class,
        description = {
                "Renders the results of esl check --format jsonl, or an audit's results.jsonl (with the summary.json"
                        + " beside it), into a self-contained HTML report that works offline.",
                "Exit status: 0 written, 2 bad usage or a results file that cannot be read, 3 the report cannot be written." })
final class ReportCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "RESULTS", description = "The results: esl check --format jsonl's output, or an audit's results.jsonl.")
    private Path results;

    @Option(names = "--html", required = true, paramLabel = "FILE", description = "The HTML file to write.")
    private Path html;

    @Spec
    private CommandSpec command;

    @Override
    public Integer call() {
        PrintWriter err = command.commandLine().getErr();
        HtmlPage page;
        try (BufferedReader in = Files.newBufferedReader(results, StandardCharsets.UTF_8)) {
            page = HtmlReport.of(in, results.toString(), auditSummary(results));
        } catch (NoSuchFileException e) {
            return badInput(err, results + ": no such file");
        } catch (MalformedResultsException e) {
            return badInput(err, e.getMessage());
        } catch (IOException e) {
            return badInput(err, results + ": " + e.getMessage());
        }
        try (Writer out = HtmlFile.open(html)) {
            page.write(out);
        } catch (HtmlFile.UnwritableException e) {
            return badInput(err, e.getMessage());
        } catch (IOException e) {
            err.println("esl report: cannot write " + html + ": " + e.getMessage());
            return EslCommand.INTERNAL_ERROR;
        }
        return EslCommand.CLEAN;
    }

    /** The {@code summary.json} an audit writes beside its {@code results.jsonl}, if there is one. */
    private static Optional<JsonObject> auditSummary(Path results) throws MalformedResultsException, IOException {
        Path summary = results.toAbsolutePath().resolveSibling("summary.json");
        if (!Files.isRegularFile(summary)) {
            return Optional.empty();
        }
        try {
            return Optional.of(JsonParser.parseString(Files.readString(summary, StandardCharsets.UTF_8)).getAsJsonObject());
        } catch (JsonParseException | IllegalStateException e) {
            throw new MalformedResultsException(summary + ": not the summary an audit writes");
        }
    }

    private static int badInput(PrintWriter err, String reason) {
        err.println("esl report: " + reason);
        return EslCommand.BAD_INPUT;
    }
}
