package org.esl.eclipse.builder;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.Status;

/** The workspace's .esl files as the server knows them: by URI, with the text saved on disk. */
public final class SpecFiles {

    private SpecFiles() {
    }

    public static boolean isSpec(IResource resource) {
        return resource.getType() == IResource.FILE && "esl".equals(resource.getFileExtension());
    }

    /** The URI the server names the file by (and publishes its diagnostics under). */
    public static String uri(IFile file) {
        return java.nio.file.Path.of(file.getLocationURI()).toUri().toString();
    }

    /** The text saved in the file (not an editor's unsaved text). */
    public static String contents(IFile file) throws CoreException {
        try (InputStream in = file.getContents(true)) {
            return new String(in.readAllBytes(), Charset.forName(file.getCharset()));
        } catch (IOException e) {
            throw new CoreException(Status.error(file.getFullPath() + " cannot be read: " + e.getMessage(), e));
        }
    }
}
