package org.esl.audit;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.esl.lang.esl.Member;
import org.esl.lang.esl.Source;
import org.esl.lang.esl.Spec;
import org.esl.lang.esl.ToolsFrom;
import org.esl.lang.esl.Transcripts;
import org.esl.lang.lint.SpecLoader.RefusedSpecException;
import org.esl.lang.lint.UnreadableInputException;
import org.esl.lang.run.RunnableSpec;
import org.esl.lang.run.SpecRuns;
import org.esl.lang.scoping.ToolSchemas;
import org.esl.lang.validation.PathValidator;

/**
 * A spec as it travels to the tasks of a job: the text of its file and of every file it reads (the specs it imports,
 * its tool schemas, the documents its {@code source} clauses cite), relative to the folder that holds them all, and
 * the folders its {@code transcripts} globs name (which must exist for the spec to load). A task writes them into a
 * folder of its own and opens the spec there once per process ({@link #open()}), so every task checks with the same
 * compiled spec as {@code esl check} would, whatever file system the job reads its transcripts from. The spec is
 * never serialized as a model: its ESL text is what every task compiles, with the same compiler.
 */
final class SpecBundle implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The specs opened in this process, by bundle: a task manager's tasks share one, as the threads of esl check do. */
    private static final Map<String, Opened> OPENED = new ConcurrentHashMap<>();

    /** A bundle opened here: the spec, and the folder its copy is in. */
    record Opened(RunnableSpec spec, Path copy) {
    }

    /** Relative path (with {@code /}) to contents, sorted: specs and schemas, and cited documents (a PDF, too). */
    private final TreeMap<String, byte[]> files;
    private final List<String> folders;
    private final String specPath;
    /** The folder of the files on the machine that made the bundle: files of the copy are named after it. */
    private final String originalRoot;
    private final String digest;

    private SpecBundle(TreeMap<String, byte[]> files, List<String> folders, String specPath, String originalRoot) {
        this.files = files;
        this.folders = folders;
        this.specPath = specPath;
        this.originalRoot = originalRoot;
        this.digest = digest(files, folders, specPath);
    }

    /** The files of a spec opened here, to open it again on the tasks. */
    static SpecBundle of(RunnableSpec spec) {
        List<Path> sources = new ArrayList<>();
        List<Path> folders = new ArrayList<>();
        for (Resource resource : spec.loaded().resource().getResourceSet().getResources()) {
            if (resource.getURI() == null || !resource.getURI().isFile() || resource.getContents().isEmpty()
                    || !(resource.getContents().get(0) instanceof Spec model)) {
                continue;
            }
            Path file = Path.of(resource.getURI().toFileString()).toAbsolutePath().normalize();
            sources.add(file);
            for (Member member : model.getMembers()) {
                if (member instanceof ToolsFrom tools && tools.getPath() != null) {
                    sources.add(file.getParent().resolve(tools.getPath()).normalize());
                } else if (member instanceof Transcripts transcripts) {
                    transcripts.getGlobs().forEach(glob -> folders.add(file.getParent().resolve(PathValidator.fixedBase(glob)).normalize()));
                }
            }
            // the documents its source clauses cite, which the spec does not load without
            for (Iterator<EObject> contents = model.eAllContents(); contents.hasNext();) {
                if (contents.next() instanceof Source source) {
                    Path cited = ToolSchemas.resolve(resource, source.getPath());
                    if (cited != null && Files.isRegularFile(cited)) {
                        sources.add(cited);
                    }
                }
            }
        }
        Path specFile = Path.of(spec.loaded().resource().getURI().toFileString()).toAbsolutePath().normalize();
        Path root = specFile.getParent();
        for (Path path : Stream.concat(sources.stream(), folders.stream()).toList()) {
            while (!path.startsWith(root)) {
                root = root.getParent();
            }
        }
        TreeMap<String, byte[]> texts = new TreeMap<>();
        for (Path source : sources) {
            try {
                texts.put(relative(root, source), Files.readAllBytes(source));
            } catch (IOException e) {
                throw new UncheckedIOException(e); // the spec was just loaded from these files
            }
        }
        Path from = root;
        return new SpecBundle(texts, folders.stream().map(folder -> relative(from, folder)).distinct().toList(),
                relative(root, specFile), root.toString());
    }

    /**
     * The spec, loaded and compiled from a copy of the files once per process; later calls with an equal bundle give
     * the same spec.
     *
     * @throws IllegalStateException when the copy cannot be written or the spec does not load from it, which the
     *                               machine that made the bundle has just done
     */
    Opened open() {
        return OPENED.computeIfAbsent(digest, key -> {
            try {
                Path copy = Files.createTempDirectory("esl-audit-spec-");
                for (Map.Entry<String, byte[]> file : files.entrySet()) {
                    Path target = copy.resolve(file.getKey());
                    Files.createDirectories(target.getParent());
                    Files.write(target, file.getValue());
                }
                for (String folder : folders) {
                    Files.createDirectories(copy.resolve(folder));
                }
                Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(copy)));
                return new Opened(SpecRuns.standalone().open(copy.resolve(specPath)), copy);
            } catch (IOException e) {
                throw new IllegalStateException("cannot write the spec's files for the task: " + e.getMessage(), e);
            } catch (UnreadableInputException | RefusedSpecException e) {
                throw new IllegalStateException("the spec does not load on the task: " + e.getMessage(), e);
            }
        });
    }

    /** Where the user keeps the files that a task checks copies of. */
    Path originalRoot() {
        return Path.of(originalRoot);
    }

    private static String relative(Path root, Path file) {
        return root.relativize(file).toString().replace('\\', '/');
    }

    private static String digest(Map<String, byte[]> files, List<String> folders, String specPath) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            sha.update(specPath.getBytes(StandardCharsets.UTF_8));
            for (Map.Entry<String, byte[]> file : files.entrySet()) {
                sha.update((file.getKey() + "\0" + file.getValue().length + "\0").getBytes(StandardCharsets.UTF_8));
                sha.update(file.getValue());
            }
            folders.forEach(folder -> sha.update((folder + "\0").getBytes(StandardCharsets.UTF_8)));
            return HexFormat.of().formatHex(sha.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e); // every Java has SHA-256
        }
    }

    private static void delete(Path folder) {
        try (Stream<Path> walk = Files.walk(folder)) {
            walk.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException e) {
            // a temporary folder left behind is no reason to fail the end of the process
        }
    }
}
