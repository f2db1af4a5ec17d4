package org.esl.runtime.transcript;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * Turns what a user names, on the command line or in a spec's {@code transcripts "…"}, into transcript
 * files: a file stands for itself; a folder for the {@code .json} and {@code .jsonl} files directly in
 * it; a glob ({@link Glob}) for the {@code .json} and {@code .jsonl} files it matches. The LLM stage's answer
 * caches ({@value #ANSWER_CACHE_SUFFIX}) sit beside the transcripts but are not transcripts: folders and globs
 * leave them out, and naming one is an error. Relative names are taken from a base folder. Each name's files come sorted by path, names in the order given, every file
 * once. A name that gives no file is an error, so a typo never passes as "nothing to check".
 */
public final class TranscriptFiles {

    /** The end of an answer cache's name: the transcript file's name plus this. */
    public static final String ANSWER_CACHE_SUFFIX = ".esl-cache.json";

    private TranscriptFiles() {
    }

    public static List<Path> expand(Path base, List<String> names) throws TranscriptException {
        Set<Path> files = new LinkedHashSet<>();
        for (String name : names) {
            files.addAll(Glob.isGlob(name) ? matching(base, name) : named(base, name));
        }
        return List.copyOf(files);
    }

    private static List<Path> named(Path base, String name) throws TranscriptException {
        Path path = base.resolve(name).normalize();
        if (Files.isRegularFile(path)) {
            if (isAnswerCache(path)) {
                throw TranscriptException.ofFile(name, "an answer cache of the LLM stage, not a transcript");
            }
            return List.of(path);
        }
        if (!Files.isDirectory(path)) {
            throw TranscriptException.ofFile(name, Files.exists(path)
                    ? "neither a file nor a folder (a device, a pipe or a socket holds no transcripts)"
                    : "no such file or folder");
        }
        List<Path> files = list(name, path, 1, file -> true);
        if (files.isEmpty()) {
            throw TranscriptException.ofFile(name, "the folder has no .json or .jsonl files");
        }
        return files;
    }

    private static List<Path> matching(Path base, String pattern) throws TranscriptException {
        // The folders before the first glob character are walked from; the rest is matched below them.
        String[] segments = pattern.split("/", -1);
        int firstGlob = 0;
        while (!Glob.isGlob(segments[firstGlob])) {
            firstGlob++;
        }
        String folder = String.join("/", List.of(segments).subList(0, firstGlob));
        String rest = String.join("/", List.of(segments).subList(firstGlob, segments.length));
        Glob glob;
        try {
            glob = Glob.compile(rest);
        } catch (IllegalArgumentException e) {
            throw TranscriptException.ofFile(pattern, "bad pattern: " + e.getMessage());
        }
        Path root = base.resolve(folder.isEmpty() && pattern.startsWith("/") ? "/" : folder).normalize();
        int depth = rest.contains("**") ? Integer.MAX_VALUE : segments.length - firstGlob;
        List<Path> files = Files.isDirectory(root)
                ? list(pattern, root, depth, file -> glob.matches(relative(root, file)))
                : List.of();
        if (files.isEmpty()) {
            throw TranscriptException.ofFile(pattern, "no .json or .jsonl file matches this pattern");
        }
        return files;
    }

    /** The .json and .jsonl files below a folder, down to a depth, that a selection includes, sorted. */
    private static List<Path> list(String name, Path folder, int depth, Predicate<Path> selection) throws TranscriptException {
        try (Stream<Path> walk = Files.walk(folder, depth)) {
            List<Path> files = new ArrayList<>();
            walk.filter(file -> isTranscriptFile(file) && Files.isRegularFile(file) && selection.test(file))
                    .sorted(Comparator.comparing(file -> relative(folder, file)))
                    .forEach(files::add);
            return files;
        } catch (IOException e) {
            throw cannotList(name, folder, e);
        } catch (UncheckedIOException e) {
            throw cannotList(name, folder, e.getCause());
        }
    }

    private static TranscriptException cannotList(String name, Path folder, IOException e) {
        String reason = e instanceof AccessDeniedException ? "permission denied at " + e.getMessage() : e.getMessage();
        return TranscriptException.ofFile(name, "cannot list the folder " + folder + ": " + reason);
    }

    private static boolean isTranscriptFile(Path file) {
        String name = lowerCaseName(file);
        return (name.endsWith(".json") || name.endsWith(".jsonl")) && !isAnswerCache(file);
    }

    private static boolean isAnswerCache(Path file) {
        return lowerCaseName(file).endsWith(ANSWER_CACHE_SUFFIX);
    }

    private static String lowerCaseName(Path file) {
        return file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
    }

    private static String relative(Path folder, Path file) {
        List<String> names = new ArrayList<>();
        folder.relativize(file).forEach(name -> names.add(name.toString()));
        return String.join("/", names);
    }
}
