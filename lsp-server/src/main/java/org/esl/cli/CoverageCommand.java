package org.esl.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.esl.lang.compiler.CompileException;
import org.esl.lang.esl.Spec;
import org.esl.lang.run.RunnableSpec;
import org.esl.lang.run.SpecRuns;
import org.esl.lang.sources.Coverage;
import org.esl.lang.sources.CoverageRendering;
import org.esl.lang.sources.SourceDocument.UnreadableDocumentException;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code esl coverage SPEC}: which paragraphs of the documents a spec cites its declarations encode, and which not. */
@Command(name = "coverage", mixinStandardHelpOptions = true, versionProvider = EslVersion.class,
        description = {
                "For each document the spec's declarations cite (source \"FILE\" lines A-B): its paragraphs, the"
                        + " declarations that cite each and the paragraphs none cites; then the declarations that cite nothing.",
                "Exit status: 0 shown, 2 bad usage or an unreadable or refused spec." })
class CoverageCommand implements Callable<Integer> {

    /** The values of {@code --format}. */
    enum Format {
        TEXT, JSON, HTML
    }

    @Parameters(index = "0", paramLabel = "SPEC", description = "The spec file.")
    private Path specFile;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", description = "text (default), json, or html (a self-contained page with a chart), to standard output.")
    private Format format;

    @picocli.CommandLine.Spec
    private CommandSpec command;

    @Override
    public Integer call() {
        PrintWriter err = command.commandLine().getErr();
        Optional<RunnableSpec> opened = SpecOpening.open(SpecRuns.standalone(), specFile, "esl coverage", err);
        if (opened.isEmpty()) {
            return EslCommand.BAD_INPUT;
        }
        Coverage coverage;
        try {
            coverage = Coverage.of((Spec) opened.get().loaded().resource().getContents().get(0));
        } catch (UnreadableDocumentException | CompileException e) {
            err.println("esl coverage: " + e.getMessage());
            return EslCommand.BAD_INPUT;
        }
        Path folder = specFile.toAbsolutePath().normalize().getParent();
        PrintWriter out = command.commandLine().getOut();
        out.print(switch (format) {
            case TEXT -> CoverageRendering.text(coverage, folder);
            case JSON -> CoverageRendering.json(coverage, folder);
            case HTML -> CoverageRendering.html(coverage, folder, specFile.getFileName().toString());
        });
        out.flush();
        return EslCommand.CLEAN;
    }
}
