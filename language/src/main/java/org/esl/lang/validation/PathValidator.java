package org.esl.lang.validation;

import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.regex.PatternSyntaxException;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.validation.Check;
import org.esl.lang.esl.EslPackage.Literals;
import org.esl.lang.esl.Import;
import org.esl.lang.esl.ToolsFrom;
import org.esl.lang.esl.Transcripts;
import org.esl.lang.library.StandardLibrary;
import org.esl.lang.scoping.ToolSchemas;

import com.google.inject.Inject;

/**
 * ESL018: paths a spec names that cannot be used. Imports must name readable {@code .esl} files; a
 * {@code tools from} schema must be readable and valid; a {@code transcripts} glob must be valid glob
 * syntax and its fixed base folder (the segments before the first wildcard) must exist. Relative paths
 * are resolved against the spec's folder.
 */
public class PathValidator extends EslCheck {

    private static final String WILDCARDS = "*?[{";

    @Inject
    private ToolSchemas toolSchemas;

    @Check
    public void checkImportPath(Import declaration) {
        String written = declaration.getImportURI();
        if (written == null) {
            return;
        }
        if (StandardLibrary.names(written)) {
            if (StandardLibrary.uri(written).isEmpty()) {
                report(IssueCodes.BAD_PATH, "there is no library \"" + written + "\": the library is \"esl:detectors\"",
                        declaration, Literals.IMPORT__IMPORT_URI);
            }
            return;
        }
        if (!written.endsWith(".esl")) {
            report(IssueCodes.BAD_PATH, "an import must name an .esl file, not \"" + written + "\"", declaration,
                    Literals.IMPORT__IMPORT_URI);
            return;
        }
        URI uri = Imports.uri(declaration);
        if (uri == null) {
            report(IssueCodes.BAD_PATH, "\"" + written + "\" is not a valid path", declaration, Literals.IMPORT__IMPORT_URI);
            return;
        }
        if (uri.isFile()) {
            Path file = Path.of(uri.toFileString());
            if (!Files.exists(file)) {
                report(IssueCodes.BAD_PATH, "cannot find imported file " + file, declaration, Literals.IMPORT__IMPORT_URI);
            } else if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
                report(IssueCodes.BAD_PATH, "cannot read imported file " + file, declaration, Literals.IMPORT__IMPORT_URI);
            }
        } else if (declaration.eResource().getResourceSet() != null
                && !declaration.eResource().getResourceSet().getURIConverter().exists(uri, null)) {
            report(IssueCodes.BAD_PATH, "cannot find imported file " + uri, declaration, Literals.IMPORT__IMPORT_URI);
        }
    }

    @Check
    public void checkToolsPath(ToolsFrom toolsFrom) {
        if (toolsFrom.getPath() == null) {
            return;
        }
        ToolSchemas.Schema schema = toolSchemas.schemaOf(toolsFrom);
        if (!schema.isValid()) {
            report(IssueCodes.BAD_PATH, schema.error(), toolsFrom, Literals.TOOLS_FROM__PATH);
        }
    }

    @Check
    public void checkTranscriptGlobs(Transcripts transcripts) {
        for (int i = 0; i < transcripts.getGlobs().size(); i++) {
            String glob = transcripts.getGlobs().get(i);
            String problem = globProblem(glob, transcripts.eResource());
            if (problem != null) {
                report(IssueCodes.BAD_PATH, problem, transcripts, Literals.TRANSCRIPTS__GLOBS, i);
            }
        }
    }

    /** What is wrong with a transcripts glob, or null when it can be used. */
    private static String globProblem(String glob, Resource spec) {
        if (glob.isBlank()) {
            return "a transcripts glob cannot be empty";
        }
        try {
            FileSystems.getDefault().getPathMatcher("glob:" + glob);
        } catch (PatternSyntaxException e) {
            return "bad transcripts glob \"" + glob + "\": " + globError(e) + " at position " + (e.getIndex() + 1);
        }
        Path folder = specFolder(spec);
        if (folder == null) {
            return null; // a spec that is not a file has no folder to resolve against
        }
        Path base;
        try {
            base = folder.resolve(fixedBase(glob)).normalize();
        } catch (InvalidPathException e) {
            return "bad transcripts glob \"" + glob + "\": " + e.getReason();
        }
        return Files.isDirectory(base) ? null : "the folder " + base + " of transcripts glob \"" + glob + "\" does not exist";
    }

    /** The JDK's description, lower-cased, with the closing quote its "Missing '}" lacks. */
    private static String globError(PatternSyntaxException e) {
        String description = e.getDescription();
        if (description.startsWith("Missing '") && !description.endsWith("'")) {
            description += "'";
        }
        return Character.toLowerCase(description.charAt(0)) + description.substring(1);
    }

    /**
     * The folder part of a glob that has no wildcard: "samples/railway" for "samples/railway/*.json", the
     * empty path for "*.json", and the parent folder for a glob that names one file.
     */
    public static String fixedBase(String glob) {
        String[] segments = glob.split("/", -1);
        StringBuilder base = new StringBuilder(glob.startsWith("/") ? "/" : "");
        for (int i = 0; i < segments.length - 1; i++) {
            if (segments[i].chars().anyMatch(c -> WILDCARDS.indexOf(c) >= 0)) {
                break;
            }
            if (!segments[i].isEmpty()) {
                base.append(segments[i]).append('/');
            }
        }
        return base.toString();
    }

    private static Path specFolder(Resource spec) {
        if (spec == null || spec.getURI() == null || !spec.getURI().isFile()) {
            return null;
        }
        return Path.of(spec.getURI().toFileString()).toAbsolutePath().getParent();
    }
}
