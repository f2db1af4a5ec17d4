package org.esl.cli;

import java.io.PrintStream;

import org.apache.log4j.AppenderSkeleton;
import org.apache.log4j.Level;
import org.apache.log4j.LogManager;
import org.apache.log4j.Logger;
import org.apache.log4j.spi.LoggingEvent;

/**
 * Keeps library logging off the user's terminal and out of the protocol stream. Xtext's jar carries a
 * log4j.properties that logs INFO to standard output, which would corrupt the language server's
 * JSON-RPC and clutter lint output; instead only errors reach standard error, one line each.
 */
final class Logging {

    private Logging() {
    }

    /** Must run before anything logs: it replaces log4j's automatic configuration. */
    static void configure() {
        System.setProperty("log4j.defaultInitOverride", "true");
        LogManager.resetConfiguration();
        Logger root = Logger.getRootLogger();
        root.setLevel(Level.ERROR);
        root.addAppender(new OneLineAppender(System.err));
    }

    /**
     * Writes to the standard error the process started with: the language server later replaces
     * {@code System.err} with a silent stream, and an editor shows the real one in its output view.
     */
    private static final class OneLineAppender extends AppenderSkeleton {

        private final PrintStream err;

        OneLineAppender(PrintStream err) {
            this.err = err;
        }

        @Override
        protected void append(LoggingEvent event) {
            String cause = event.getThrowableInformation() == null ? ""
                    : " (" + event.getThrowableInformation().getThrowable() + ")";
            err.println("esl: " + event.getLevel().toString().toLowerCase(java.util.Locale.ROOT) + ": "
                    + event.getRenderedMessage() + cause);
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
