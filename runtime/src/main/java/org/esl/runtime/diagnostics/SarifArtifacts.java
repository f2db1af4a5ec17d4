package org.esl.runtime.diagnostics;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;

/**
 * How every SARIF report of ESL names files: relative to the working directory when the file lies under
 * it, resolved through the {@code %SRCROOT%} base id (so the same report points at the same lines on
 * every checkout), and as an absolute file URI otherwise.
 */
public final class SarifArtifacts {

    /** The base id of the working directory. */
    public static final String SOURCE_ROOT = "%SRCROOT%";

    /** SARIF's {@code artifactLocation}: a URI, relative to {@code uriBaseId} when that is set. */
    public record ArtifactLocation(String uri, String uriBaseId) {
    }

    private SarifArtifacts() {
    }

    /** The {@code originalUriBaseIds} entry for {@link #SOURCE_ROOT}. */
    public static ArtifactLocation sourceRoot(Path workingDirectory) {
        // SARIF wants a base URI to end with a slash; Path.toUri() adds one only for a directory that exists
        String uri = workingDirectory.toUri().toString();
        return new ArtifactLocation(uri.endsWith("/") ? uri : uri + "/", null);
    }

    /** A file as the report names it, {@code file} being relative to the working directory or absolute. */
    public static ArtifactLocation of(Path workingDirectory, String file) {
        Path absolute = workingDirectory.resolve(file).normalize();
        if (!absolute.startsWith(workingDirectory)) {
            return new ArtifactLocation(absolute.toUri().toString(), null);
        }
        String relative = workingDirectory.relativize(absolute).toString().replace('\\', '/');
        try {
            return new ArtifactLocation(new URI(null, null, relative, null).toASCIIString(), SOURCE_ROOT);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("cannot write the path " + file + " as a URI: " + e.getMessage(), e);
        }
    }
}
