package org.esl.runtime.policy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * Z3's native libraries from a folder outside the jar, named by the system property {@value #FOLDER_PROPERTY}.
 *
 * <p>The VS Code extension's platform packages ship the server jar without them: the jar is unpacked on the first
 * start before the server can be started, the 35 MB of native code after it, while the server starts, so that the
 * start does not wait for it. Once unpacked, the folder stays, and no server copies Z3 to a temporary folder on its
 * first solver question, as Z3's loader (tools.aqua z3-turnkey) otherwise does each time. The folder holds the
 * libraries and the {@code turnkey.xml} they came with, whose load commands give the order to load them in; the
 * jar's own {@code turnkey.xml} lists none, so that Z3's loader loads nothing itself. The folder appears whole (it is
 * renamed into place), so its list's presence means the libraries are there.
 */
final class Z3Natives {

    static final String FOLDER_PROPERTY = "esl.z3.natives";

    /** How long a first solver question waits for a folder still being unpacked (it takes well under a second). */
    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final long POLL_MILLIS = 20;
    private static final String LIST = "turnkey.xml";
    private static final String LOAD_COMMAND = "load-commands.";

    private static boolean loaded;
    /** Whether a question has waited already: once the folder failed to appear, later questions only look for it. */
    private static boolean waited;

    private Z3Natives() {
    }

    /**
     * Loads the libraries of the folder the system property names, once per process; nothing when it names none
     * (the libraries are in the jar, and Z3's loader unpacks them).
     *
     * @throws SolverException when the folder does not appear in time (the first question waits for it, later ones
     *         only look) or its libraries do not load
     */
    static synchronized void load() throws SolverException {
        String folder = System.getProperty(FOLDER_PROPERTY);
        if (loaded || folder == null) {
            return;
        }
        Path natives = Path.of(folder).toAbsolutePath();
        Duration wait = waited ? Duration.ZERO : WAIT;
        waited = true;
        for (Path library : awaitLibraries(natives, wait)) {
            try {
                System.load(library.toString());
            } catch (UnsatisfiedLinkError e) {
                throw notLoaded("library " + library, e);
            }
        }
        loaded = true;
    }

    /** Z3's native {@code what} (a library, or the libraries in the folder) did not load: what a user can do. */
    static SolverException notLoaded(String what, LinkageError e) {
        return new SolverException("Z3's native " + what + " could not be loaded (" + e
                + "); reinstall the extension, or remove that folder to have it unpacked again", e);
    }

    /**
     * The libraries of {@code natives} in their load order, once its list is there; waits at most {@code wait}.
     *
     * @throws SolverException when the list does not appear in time, cannot be read, or names no library
     */
    static List<Path> awaitLibraries(Path natives, Duration wait) throws SolverException {
        Path list = natives.resolve(LIST);
        long deadline = System.nanoTime() + wait.toNanos();
        while (!Files.isRegularFile(list)) {
            if (System.nanoTime() - deadline > 0) {
                throw new SolverException("Z3's native libraries are not in " + natives + " (it has no " + LIST
                        + "); the extension unpacks them there on its first start: see its output", null);
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SolverException("cancelled while waiting for Z3's native libraries in " + natives, e);
            }
        }
        Properties commands = new Properties();
        try (InputStream in = Files.newInputStream(list)) {
            commands.loadFromXML(in);
        } catch (IOException e) {
            throw new SolverException("Z3's list of native libraries " + list + " cannot be read: " + e.getMessage(), e);
        }
        List<Path> libraries = new ArrayList<>();
        for (int i = 0; commands.getProperty(LOAD_COMMAND + i) != null; i++) {
            libraries.add(natives.resolve(commands.getProperty(LOAD_COMMAND + i)));
        }
        if (libraries.isEmpty()) {
            throw new SolverException("Z3's list of native libraries " + list + " names none to load", null);
        }
        return libraries;
    }
}
