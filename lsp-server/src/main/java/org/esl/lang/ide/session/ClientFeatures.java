package org.esl.lang.ide.session;

import java.util.Optional;

import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.InitializeParams;
import org.esl.lang.ide.commands.EslProtocol;
import org.esl.lang.ide.settings.EslSettings;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * What the client said it can do, at {@code initialize}: the LSP capabilities ESL's features depend on and
 * the client-side commands it announced in {@code initializationOptions.clientCommands}.
 *
 * @param pickTranscript   it runs {@link EslProtocol#PICK_TRANSCRIPT} (asks the user for a transcript)
 * @param workDoneProgress it shows progress the server creates ({@code window.workDoneProgress})
 * @param codeLensRefresh  it re-asks for code lenses on {@code workspace/codeLens/refresh}
 * @param configuration    it answers {@code workspace/configuration}
 */
public record ClientFeatures(boolean pickTranscript, boolean workDoneProgress, boolean codeLensRefresh, boolean configuration) {

    /** A client that announced nothing. */
    public static final ClientFeatures NONE = new ClientFeatures(false, false, false, false);

    public static ClientFeatures of(InitializeParams params) {
        Optional<ClientCapabilities> capabilities = Optional.ofNullable(params.getCapabilities());
        var workspace = capabilities.map(ClientCapabilities::getWorkspace);
        boolean progress = capabilities.map(ClientCapabilities::getWindow).map(window -> Boolean.TRUE.equals(window.getWorkDoneProgress()))
                .orElse(false);
        boolean refresh = workspace.map(w -> w.getCodeLens()).map(lens -> Boolean.TRUE.equals(lens.getRefreshSupport())).orElse(false);
        boolean configuration = workspace.map(w -> Boolean.TRUE.equals(w.getConfiguration())).orElse(false);
        return new ClientFeatures(announced(EslSettings.json(params.getInitializationOptions()), EslProtocol.PICK_TRANSCRIPT), progress,
                refresh, configuration);
    }

    /** Whether {@code initializationOptions.clientCommands} names {@code command}. */
    private static boolean announced(JsonElement options, String command) {
        if (!options.isJsonObject() || !options.getAsJsonObject().has("clientCommands")
                || !options.getAsJsonObject().get("clientCommands").isJsonArray()) {
            return false;
        }
        JsonObject json = options.getAsJsonObject();
        for (JsonElement element : json.getAsJsonArray("clientCommands")) {
            if (element.isJsonPrimitive() && command.equals(element.getAsString())) {
                return true;
            }
        }
        return false;
    }
}
