package org.esl.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.esl.lang.draft.DraftRendering;
import org.esl.lang.draft.Drafting;
import org.esl.lang.draft.Drafting.Context;
import org.esl.lang.draft.Drafting.Draft;
import org.esl.lang.draft.Drafting.UnusableSpecException;
import org.esl.lang.sources.SourceDocument;
import org.esl.lang.sources.SourceDocument.UnreadableDocumentException;
import org.esl.runtime.CancelSignal;
import org.esl.runtime.llm.ChatClient;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.LlmSettings;
import org.esl.runtime.llm.LlmSettings.InvalidSettingsException;
import org.esl.runtime.llm.ModelException;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code esl draft DOC}: declarations a language model proposes for a document's lines, judged and linted, for review. */
@Command(name = "draft", mixinStandardHelpOptions = true, versionProvider = EslVersion.class,
        description = {
                "Ask a language model for ESL declarations that encode the document (or --lines of it), each citing the"
                        + " lines it encodes; keep those a majority of --llm-samples propose and that lint clean in the"
                        + " spec (--into), and print them for review. Nothing is written.",
                "Exit status: 0 declarations drafted, 1 none kept or the model could not be asked, 2 bad usage, an"
                        + " unreadable or empty document, a spec with errors or no model configured." })
class DraftCommand implements Callable<Integer> {

    private static final Pattern LINES = Pattern.compile("(\\d+)(?:-(\\d+))?");

    /** The values of {@code --format}. */
    enum Format {
        TEXT, JSON
    }

    @Parameters(index = "0", paramLabel = "DOC", description = "The document (UTF-8 text or Markdown).")
    private Path document;

    @Option(names = "--into", paramLabel = "SPEC",
            description = "The spec the declarations are for: they reuse its names and are linted in it (the output is"
                    + " text to append to it). Without it, they are linted in an empty spec beside the document.")
    private Path into;

    @Option(names = "--lines", paramLabel = "A-B", description = "Only these lines of the document (A-B or N); default all.")
    private String lines;

    @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "text", description = "text (default) or json.")
    private Format format;

    @Option(names = "--llm", negatable = true,
            description = "Ask the language model (OpenAI-compatible endpoint) for the declarations; drafting needs it,"
                    + " here or as \"enabled\" in esl.json.")
    private Boolean llm;

    @Mixin
    private LlmEndpointArguments endpoint = new LlmEndpointArguments();

    @Option(names = "--llm-samples", paramLabel = "K",
            description = "Drafts to ask for; a declaration is kept when most of them propose it; default 3.")
    private Integer samples;

    @Option(names = "--refresh", description = "Ask the model again even when its answer is cached beside the document.")
    private Boolean refresh;

    @Spec
    private CommandSpec command;

    @Override
    public Integer call() {
        PrintWriter err = command.commandLine().getErr();
        SourceDocument text;
        try {
            text = SourceDocument.read(document.toAbsolutePath().normalize());
        } catch (UnreadableDocumentException e) {
            return badInput(err, e.getMessage());
        }
        if (text.count() == 0) {
            return badInput(err, document + " is empty: there is nothing to draft from");
        }
        LlmOptions options;
        try {
            options = endpoint.options(settings(), into != null ? into : document.toAbsolutePath(), LlmSettings.NONE);
        } catch (InvalidSettingsException e) {
            return badInput(err, e.getMessage());
        }
        if (!options.enabled()) {
            return badInput(err, "drafting needs a language model: give --llm --llm-model NAME (and --llm-base-url URL for"
                    + " a local server such as Ollama), or \"llm\": {\"enabled\": true, \"model\": \"NAME\"} in the esl.json"
                    + " beside " + (into != null ? "the spec" : "the document") + " (docs/llm.md)");
        }
        int[] range = range(text.count());
        if (range.length == 0) {
            return badInput(err, "--lines is A-B or N with 1 <= A <= B <= " + text.count() + " (the lines of "
                    + document + "), not " + lines);
        }
        try (Drafting drafting = Drafting.standalone()) {
            Context context = into != null ? drafting.context(into)
                    : drafting.emptyContext(document.toAbsolutePath().normalize().getParent());
            ChatClient client = ChatClient.fromEnvironment(options);
            Draft draft;
            try {
                draft = drafting.draft(context, text, range[0], range[1], client, options.samples(), options.refresh(),
                        new CancelSignal());
            } catch (ModelException e) {
                err.println("esl draft: the model could not be asked: " + e.getMessage());
                return EslCommand.FINDINGS;
            } finally {
                err.println("esl draft: " + client.requestsSent() + " LLM requests sent to " + options.baseUrl());
            }
            PrintWriter out = command.commandLine().getOut();
            out.print(format == Format.JSON ? DraftRendering.json(draft) : DraftRendering.text(draft));
            out.flush();
            return draft.kept().isEmpty() ? EslCommand.FINDINGS : EslCommand.CLEAN;
        } catch (UnusableSpecException e) {
            return badInput(err, e.getMessage());
        } catch (IOException e) {
            err.println("esl draft: cannot write the answers' cache beside " + document + ": " + e.getMessage());
            return EslCommand.INTERNAL_ERROR;
        }
    }

    /** This command's own LLM settings; {@link LlmEndpointArguments} gives those of the endpoint. */
    private LlmSettings settings() {
        return new LlmSettings(Optional.ofNullable(llm), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.ofNullable(samples), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.ofNullable(refresh));
    }

    /** The lines drafted from, {@code {first, last}}, or an empty array when {@code --lines} is not within the document. */
    private int[] range(int count) {
        if (lines == null) {
            return new int[] { 1, count };
        }
        Matcher matcher = LINES.matcher(lines.strip());
        if (!matcher.matches()) {
            return new int[0];
        }
        try {
            int first = Integer.parseInt(matcher.group(1));
            int last = matcher.group(2) == null ? first : Integer.parseInt(matcher.group(2));
            return first >= 1 && first <= last && last <= count ? new int[] { first, last } : new int[0];
        } catch (NumberFormatException e) {
            return new int[0];
        }
    }

    private static int badInput(PrintWriter err, String message) {
        err.println("esl draft: " + message);
        return EslCommand.BAD_INPUT;
    }
}
