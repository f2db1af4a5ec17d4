package org.esl.lang.ide.commands;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

import org.esl.lang.draft.DraftRendering;
import org.esl.lang.draft.Drafting;
import org.esl.lang.draft.Drafting.Context;
import org.esl.lang.draft.Drafting.UnusableSpecException;
import org.esl.lang.ide.settings.EslSettings;
import org.esl.lang.sources.SourceDocument;
import org.esl.lang.sources.SourceDocument.UnreadableDocumentException;
import org.esl.runtime.CancelSignal;
import org.esl.runtime.llm.ChatClient;
import org.esl.runtime.llm.LlmOptions;
import org.esl.runtime.llm.LlmSettings.InvalidSettingsException;
import org.esl.runtime.llm.ModelException;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The answer of {@link EslProtocol#DRAFT}: {@code esl draft} from the editor, with the client's LLM settings over the
 * {@code esl.json} beside the spec (docs/drafting.md). The answer is the JSON of {@code esl draft --format json}, which
 * the client shows as an edit to review before it applies it, or {@code {"error": "…"}}.
 */
final class DraftRequest {

    private DraftRequest() {
    }

    /**
     * @param spec the spec drafted into; empty drafts beside the document
     * @param first the first line, 1-based
     */
    static JsonObject answer(Drafting drafting, EslSettings settings, Path document, int first, int last, Optional<Path> spec) {
        try {
            LlmOptions options = settings.llmOptions(spec.orElse(document));
            if (!options.enabled()) {
                return error("drafting needs a language model: set esl.llm.enabled and esl.llm.model (and esl.llm.baseUrl"
                        + " for a local server such as Ollama), or \"llm\" in the esl.json beside the spec");
            }
            SourceDocument text = SourceDocument.read(document);
            if (first < 1 || first > last || last > text.count()) {
                return error("lines " + first + "-" + last + " are not within " + document.getFileName() + " ("
                        + text.count() + " lines)");
            }
            Context context = spec.isPresent() ? drafting.context(spec.get()) : drafting.emptyContext(document.getParent());
            return JsonParser.parseString(DraftRendering.json(drafting.draft(context, text, first, last,
                    ChatClient.fromEnvironment(options), options.samples(), options.refresh(), new CancelSignal())))
                    .getAsJsonObject();
        } catch (InvalidSettingsException | UnreadableDocumentException | UnusableSpecException e) {
            return error(e.getMessage());
        } catch (ModelException e) {
            return error("the model could not be asked: " + e.getMessage());
        } catch (IOException e) {
            return error("cannot write the answers' cache beside " + document.getFileName() + ": " + e.getMessage());
        }
    }

    private static JsonObject error(String message) {
        JsonObject error = new JsonObject();
        error.addProperty("error", message);
        return error;
    }
}
