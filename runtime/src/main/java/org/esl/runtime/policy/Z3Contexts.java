package org.esl.runtime.policy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import com.microsoft.z3.Context;
import com.microsoft.z3.Params;
import com.microsoft.z3.Z3Exception;

/** Z3 contexts that produce models and unsat cores, with a message a user can act on when Z3 cannot start. */
public final class Z3Contexts {

    private Z3Contexts() {
    }

    /**
     * Loads Z3 (its native library is unpacked into {@code java.io.tmpdir}, or is in the folder {@link Z3Natives}
     * names) and opens a context.
     */
    public static Context open() throws SolverException {
        Z3Natives.load();
        String tmpdir = System.getProperty("java.io.tmpdir");
        if (!Files.isDirectory(Path.of(tmpdir)) || !Files.isWritable(Path.of(tmpdir))) {
            throw new SolverException("Z3 cannot start: its native library is unpacked into java.io.tmpdir (" + tmpdir
                    + "), which is not a writable directory; run Java with -Djava.io.tmpdir=<a writable directory>", null);
        }
        try {
            return new Context(Map.of("model", "true", "unsat_core", "true"));
        } catch (LinkageError e) {
            // first failure: ExceptionInInitializerError or UnsatisfiedLinkError; every later one: NoClassDefFoundError
            String natives = System.getProperty(Z3Natives.FOLDER_PROPERTY);
            if (natives != null) {
                throw Z3Natives.notLoaded("libraries in " + natives, e);
            }
            throw new SolverException("Z3's native library could not be loaded (" + e + "); it is unpacked into java.io.tmpdir ("
                    + tmpdir + "), which must be writable and allow executing files: run Java with "
                    + "-Djava.io.tmpdir=<such a directory>", e);
        }
    }

    /** Solver parameters of {@code context} that hold every check to {@code limits}. */
    static Params limited(Context context, SolverLimits limits) {
        Params params = context.mkParams();
        params.add("timeout", limits.timeoutMillis());
        params.add("rlimit", limits.resourceLimit());
        return params;
    }

    /** Something built over a context of its own, which it closes. */
    @FunctionalInterface
    interface OverContext<T> {
        T build(Context context);
    }

    /**
     * Opens a context and builds {@code what} over it, closing the context when building fails.
     *
     * @throws SolverException when Z3 cannot start or rejects the policy model
     */
    static <T> T build(OverContext<T> what) throws SolverException {
        Context context = open();
        try {
            return what.build(context);
        } catch (Z3Exception e) {
            context.close();
            throw new SolverException("Z3 rejected the policy model: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            context.close();
            throw e;
        }
    }
}
