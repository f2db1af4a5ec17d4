package org.esl.eclipse.editor;

import java.net.URI;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Range;

/** The server's references of a name as the rows of the results list: where each one is, and its line. */
public final class References {

    /** A use (or the declaration) of the name: its file, its range there, and the text of its line. */
    public record Place(URI file, Range range, String lineText) {
        /** {@code railway.esl:24: InTrain(x) => not EatOrDrink(x)}, lines counted from 1. */
        public String label() {
            return Path.of(file).getFileName() + ":" + (range.getStart().getLine() + 1) + ": " + lineText.strip();
        }
    }

    private References() {
    }

    /**
     * The places in the order of the files and, in each, of the text; {@code texts} gives a file's text (the
     * editor's for the open spec, which the server answered on).
     */
    public static List<Place> of(List<? extends Location> locations, Function<URI, String> texts) {
        if (locations == null) {
            return List.of();
        }
        return locations.stream().map(location -> {
            URI file = URI.create(location.getUri());
            List<String> lines = texts.apply(file).lines().toList();
            int line = location.getRange().getStart().getLine();
            return new Place(file, location.getRange(), line < lines.size() ? lines.get(line) : "");
        }).sorted(Comparator.comparing((Place place) -> place.file().toString())
                .thenComparingInt(place -> place.range().getStart().getLine())
                .thenComparingInt(place -> place.range().getStart().getCharacter())).toList();
    }
}
