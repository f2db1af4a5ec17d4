package org.esl.cli;

import java.io.PrintStream;
import java.util.function.Consumer;

import org.apache.log4j.AppenderSkeleton;
import org.apache.log4j.Level;
import org.apache.log4j.LogManager;
import org.apache.log4j.Logger;
import org.apache.log4j.spi.LoggingEvent;

/**
 * Keeps library logging off the user's terminal and out of the protocol stream. Xtext's jar carries a
 * log4j.properties that logs INFO to standard output, which would corrupt the language server's
 * JSON-RPC and clutter lint output; instead only errors reach standard error, one line each. An error of
 * the Java VM (out of memory, a stack overflow) that a library caught and logged also goes to a handler: the
 * library went on, but what it computes after it cannot be trusted.
 */
final class Logging {

    private Logging() {
    }

    /**
     * Must run before anything logs: it replaces log4j's automatic configuration.
     *
     * @param swallowed called with an error of the VM a library logged, after its line is written
     */
    static void configure(Consumer<VirtualMachineError> swallowed) {
        System.setProperty("log4j.defaultInitOverride", "true");
        LogManager.resetConfiguration();
        Logger root = Logger.getRootLogger();
        root.setLevel(Level.ERROR);
        root.addAppender(new OneLineAppender(System.err, swallowed));
    }

    /**
     * Writes to the standard error the process started with: the language server later replaces
     * {@code System.err} with a silent stream, and an editor shows the real one in its output view.
     */
    private static final class OneLineAppender extends AppenderSkeleton {

        private final PrintStream err;
        private final Consumer<VirtualMachineError> swallowed;

        OneLineAppender(PrintStream err, Consumer<VirtualMachineError> swallowed) {
            this.err = err;
            this.swallowed = swallowed;
        }

        @Override
        protected void append(LoggingEvent event) {
            Throwable thrown = event.getThrowableInformation() == null ? null : event.getThrowableInformation().getThrowable();
            VirtualMachineError failure = virtualMachineError(thrown);
            String cause = thrown == null ? "" : " (" + (failure != null ? failure : thrown) + ")";
            String level = failure != null ? "internal error, please report it" : event.getLevel().toString().toLowerCase(java.util.Locale.ROOT);
            err.println("esl: " + level + ": " + event.getRenderedMessage() + cause);
            if (failure != null) {
                swallowed.accept(failure);
            }
        }

        private static VirtualMachineError virtualMachineError(Throwable thrown) {
            for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
                if (cause instanceof VirtualMachineError error) {
                    return error;
                }
            }
            return null;
        }

        @Override
        public boolean requiresLayout() {
            return false;
        }

        @Override
        public void close() {
            // the process's standard error is not ours to close
        }
    }
}
