package org.esl.lang.draft;

import org.esl.lang.draft.Drafting.Draft;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/**
 * A draft as {@code esl draft} prints it (docs/drafting.md): ESL text that can be pasted at the end of the spec, each
 * declaration after a comment with the samples' agreement, the proposals not offered listed in comments at the end;
 * or JSON for editors.
 */
public final class DraftRendering {

    private DraftRendering() {
    }

    public static String text(Draft draft) {
        StringBuilder text = new StringBuilder();
        text.append("// Drafted by esl draft from ").append(draft.excerpt().citedAs()).append(" lines ")
                .append(draft.excerpt().first()).append('-').append(draft.excerpt().last()).append(", ")
                .append(draft.samples()).append(draft.samples() == 1 ? " sample" : " samples")
                .append(": review every declaration against the lines it cites before keeping it.\n");
        draft.unfinished().ifPresent(why -> text.append("// Not fully linted: ").append(why).append('\n'));
        if (!draft.variables().isEmpty()) {
            text.append('\n').append(draft.variables()).append('\n');
        }
        for (Kept kept : draft.kept()) {
            text.append("\n// agreement ").append(kept.agreement()).append('\n').append(kept.esl()).append('\n');
        }
        if (!draft.dropped().isEmpty()) {
            text.append("\n// Not offered:\n");
            for (Dropped dropped : draft.dropped()) {
                text.append("// - sample ").append(dropped.sample()).append(": ").append(dropped.esl()).append("\n//   ")
                        .append(dropped.reason()).append('\n');
            }
        }
        return text.toString();
    }

    /**
     * {@code {"file", "lines": [a, b], "samples", "variables", "declarations": [{"kind", "name", "esl", "agreement"}],
     * "dropped": [{"sample", "esl", "reason"}]}}, and {@code "unfinished"} when the solver-backed lint did not finish.
     */
    public static String json(Draft draft) {
        JsonObject root = new JsonObject();
        root.addProperty("file", draft.excerpt().citedAs());
        JsonArray lines = new JsonArray();
        lines.add(draft.excerpt().first());
        lines.add(draft.excerpt().last());
        root.add("lines", lines);
        root.addProperty("samples", draft.samples());
        root.addProperty("variables", draft.variables());
        draft.unfinished().ifPresent(why -> root.addProperty("unfinished", why));
        JsonArray declarations = new JsonArray();
        for (Kept kept : draft.kept()) {
            JsonObject declaration = new JsonObject();
            declaration.addProperty("kind", kept.kind());
            declaration.addProperty("name", kept.name());
            declaration.addProperty("esl", kept.esl());
            declaration.addProperty("agreement", kept.agreement());
            declarations.add(declaration);
        }
        root.add("declarations", declarations);
        JsonArray dropped = new JsonArray();
        for (Dropped one : draft.dropped()) {
            JsonObject entry = new JsonObject();
            entry.addProperty("sample", one.sample());
            entry.addProperty("esl", one.esl());
            entry.addProperty("reason", one.reason());
            dropped.add(entry);
        }
        root.add("dropped", dropped);
        return new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(root) + "\n";
    }
}
