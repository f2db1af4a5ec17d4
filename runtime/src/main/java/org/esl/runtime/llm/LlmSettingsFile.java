package org.esl.runtime.llm;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;

import org.esl.runtime.SourceRange;
import org.esl.runtime.llm.LlmSettings.InvalidSettingsException;
import org.esl.runtime.transcript.JsonTree;
import org.esl.runtime.transcript.JsonTree.Node;
import org.esl.runtime.transcript.JsonTree.ObjectNode;

/**
 * Reads the {@code "llm"} settings of an {@code esl.json} strictly, as {@code esl eval} reads its labels: the first
 * mistake stops the run with the file, line and column of the value at fault. A key the file misspells
 * ({@code "modle"}) is a mistake too, since ignoring it would run the stage with a setting its author did not choose.
 */
final class LlmSettingsFile {

    private static final String SECTION = "llm";

    private LlmSettingsFile() {
    }

    static LlmSettings read(Path file) throws InvalidSettingsException {
        Node root;
        try {
            root = JsonTree.readFile(file, file.toString());
        } catch (JsonTree.UnreadableFile e) {
            throw new InvalidSettingsException(e.getMessage());
        }
        if (!(root instanceof ObjectNode top)) {
            throw mistake(root.range(), LlmSettings.FILE_NAME + " is a JSON object, not " + root.describe());
        }
        for (Map.Entry<String, Node> member : top.members().entrySet()) {
            if (!member.getKey().equals(SECTION)) {
                throw mistake(member.getValue().range(), "unknown member " + JsonTree.quote(member.getKey())
                        + "; expected \"" + SECTION + "\"");
            }
        }
        Node section = top.get(SECTION);
        if (section == null) {
            return LlmSettings.NONE;
        }
        if (!(section instanceof ObjectNode settings)) {
            throw mistake(section.range(), "\"" + SECTION + "\" is an object of settings, not " + section.describe());
        }
        Map<LlmSetting, Object> values = new EnumMap<>(LlmSetting.class);
        for (Map.Entry<String, Node> member : settings.members().entrySet()) {
            Node value = member.getValue();
            LlmSetting setting = LlmSetting.named(member.getKey()).orElseThrow(() -> mistake(value.range(),
                    "unknown setting " + JsonTree.quote(member.getKey()) + "; the settings are " + LlmSetting.keys()));
            try {
                setting.read(value.value()).ifPresent(read -> values.put(setting, read));
            } catch (LlmSetting.WrongValue e) {
                throw mistake(value.range(), JsonTree.quote(setting.key) + " " + e.getMessage());
            }
        }
        return LlmSettings.of(values);
    }

    private static InvalidSettingsException mistake(SourceRange where, String reason) {
        return new InvalidSettingsException(where + ": " + reason);
    }
}
