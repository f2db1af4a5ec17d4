package org.esl.eclipse.editor;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import org.eclipse.lsp4j.CodeLens;
import org.esl.lang.ide.commands.EslProtocol;

import com.google.gson.JsonPrimitive;

/**
 * The server's code lenses as code minings: "▶ Run all tests" and "▶ Check N transcripts" at the end of the
 * spec's header line, "▶ Run test" above each test, and after a check the tally of each rule, property and
 * policy above it. Each keeps the server's command, which a click runs ({@link EslCodeMinings}).
 */
public final class Lenses {

    /** A mining: the 0-based line it belongs to, its title, and the server's command with its arguments. */
    public record Mining(int line, String title, String command, List<String> arguments) {
        public Mining {
            arguments = List.copyOf(arguments);
        }

        /**
         * Whether it stands at the end of its line rather than above it: the spec's own minings do. The server
         * puts them on the {@code spec} header, most often the first line, and Eclipse opens an editor with the
         * text of line 1 at the top, so a mining above it is out of view until one scrolls up.
         */
        public boolean atLineEnd() {
            return SPEC_COMMANDS.contains(command);
        }
    }

    /** The commands of the lenses on the spec's header: they act on the whole spec. */
    private static final Set<String> SPEC_COMMANDS = Set.of(EslProtocol.RUN_ALL_TESTS, EslProtocol.CHECK_TRANSCRIPTS,
            EslProtocol.PICK_TRANSCRIPT);

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
