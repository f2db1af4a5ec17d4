package org.esl.lang.ide.contentassist;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;

/**
 * The files beside a spec, for the strings that name one: {@code import "…"} takes another spec,
 * {@code tools from "…"} a JSON tools schema. Both are resolved against the spec's folder.
 */
final class NeighbourFiles {

    private NeighbourFiles() {
    }

    /** The names of the files with {@code extension} in the folder of the spec at {@code spec}, sorted, the spec itself left out; none for a spec that is not a file. */
    static List<String> of(URI spec, String extension) {
        Optional<Path> folder = folderOf(spec);
        if (folder.isEmpty()) {
            return List.of();
        }
        Path self = Path.of(spec.toFileString()).toAbsolutePath();
        try (Stream<Path> files = Files.list(folder.get())) {
            return files.filter(file -> !file.equals(self) && Files.isRegularFile(file))
                    .map(file -> file.getFileName().toString()).filter(name -> name.endsWith(extension)).sorted().toList();
        } catch (IOException | UncheckedIOException unreadable) {
            return List.of(); // a folder that cannot be listed has nothing to offer
        }
    }

    /** The folder of the spec at {@code spec}, against which the strings that name a file resolve; none for a spec that is not a file. */
    static Optional<Path> folderOf(URI spec) {
        return spec == null || !spec.isFile() ? Optional.empty() : Optional.of(Path.of(spec.toFileString()).toAbsolutePath().getParent());
    }
}
