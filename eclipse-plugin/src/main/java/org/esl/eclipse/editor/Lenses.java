package org.esl.eclipse.editor;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;

import org.eclipse.lsp4j.CodeLens;

import com.google.gson.JsonPrimitive;

/**
 * The server's code lenses as the code minings above the lines: "▶ Run all tests" and "▶ Check N transcripts"
 * over the spec's header, "▶ Run test" over each test, and after a check the tally of each rule, property and
 * policy. Each keeps the server's command, which a click runs ({@link EslCodeMinings}).
 */
public final class Lenses {

    /** A mining: the 0-based line it stands above, its title, and the server's command with its arguments. */
    public record Mining(int line, String title, String command, List<String> arguments) {
        public Mining {
            arguments = List.copyOf(arguments);
        }
    }

    private Lenses() {
    }

    /** The minings in the order of the lines; those of one line in the server's order. A lens without a command has none. */
    public static List<Mining> of(List<? extends CodeLens> lenses) {
        if (lenses == null) {
            return List.of();
        }
        return lenses.stream().filter(lens -> lens.getCommand() != null)
                .map(lens -> new Mining(lens.getRange().getStart().getLine(), lens.getCommand().getTitle(), lens.getCommand().getCommand(),
                        lens.getCommand().getArguments() == null ? List.of()
                                : lens.getCommand().getArguments().stream().map(Lenses::text).toList()))
                .sorted(Comparator.comparingInt(Mining::line)).toList();
    }

    /** An argument as a string: in process the server's own string; over JSON a JSON string. */
    private static String text(Object argument) {
        return argument instanceof JsonPrimitive json ? json.getAsString() : Objects.toString(argument);
    }
}
