package org.esl.lang.ide.contentassist;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;

/**
 * What a {@code transcripts "…"} line can name: for each folder at or below the spec's that holds
 * transcript files ({@code .json}, {@code .jsonl}), a glob of each kind, {@code "transcripts/*.json"},
 * with how many files it matches. Resolved against the spec's folder, as {@code esl check} resolves it.
 * Three levels down at most, and not into hidden or build folders, so that a big workspace stays quick.
 *
 * @param pattern the glob
 * @param files   how many files it matches now
 */
record TranscriptGlob(String pattern, int files) {

    private static final int DEPTH = 3;
    private static final List<String> SKIPPED = List.of("target", "node_modules", "build", "out", "dist");

    /** The globs for the spec at {@code spec}, sorted; none for a spec that is not a file. */
    static List<TranscriptGlob> beside(URI spec) {
        Optional<Path> specFolder = NeighbourFiles.folderOf(spec);
        if (specFolder.isEmpty()) {
            return List.of();
        }
        Path folder = specFolder.get();
        Map<String, Integer> counts = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(folder, DEPTH)) {
            walk.filter(file -> Files.isRegularFile(file) && !skipped(folder, file)).forEach(file -> {
                String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
                String kind = name.endsWith(".jsonl") ? "*.jsonl" : name.endsWith(".json") ? "*.json" : null;
                if (kind != null) {
                    String below = folder.relativize(file.getParent()).toString().replace('\\', '/');
                    counts.merge(below.isEmpty() ? kind : below + "/" + kind, 1, Integer::sum);
                }
            });
        } catch (IOException | UncheckedIOException unreadable) {
            return List.of(); // a folder that cannot be listed has nothing to offer
        }
        List<TranscriptGlob> globs = new ArrayList<>();
        counts.forEach((pattern, files) -> globs.add(new TranscriptGlob(pattern, files)));
        return globs;
    }

    private static boolean skipped(Path folder, Path file) {
        for (Path segment : folder.relativize(file.getParent())) {
            String name = segment.toString();
            if (name.startsWith(".") || SKIPPED.contains(name)) {
                return true;
            }
        }
        return false;
    }
}
