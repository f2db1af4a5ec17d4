package org.esl.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.SimpleFormatter;

import org.apache.log4j.AppenderSkeleton;
import org.apache.log4j.Level;
import org.apache.log4j.LogManager;
import org.apache.log4j.Logger;
import org.apache.log4j.spi.LoggingEvent;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;

/**
 * Keeps library logging off the user's terminal and out of the protocol stream. Xtext's jar carries a
 * log4j.properties that logs INFO to standard output, which would corrupt the language server's
 * JSON-RPC and clutter lint output; lsp4j logs through {@code java.util.logging}, whose console handler
 * writes two lines per record. Instead every record of either becomes one line on standard error,
 * {@code esl: LEVEL: message (cause)}, with a level that means something: {@code error} for a failure,
 * {@code warning}, {@code info}, and {@code debug} for what only someone debugging the server needs (an
 * editor shows debug lines only when asked to). The language server also writes the stack trace of a
 * failure, each line at {@code debug}; the command line never does. An error of the Java VM (out of memory,
 * a stack overflow) that a library caught and logged also goes to a handler: the library went on, but what
 * it computes after it cannot be trusted.
 */
final class Logging {

    private static final String DEBUG = "debug";

    private Logging() {
    }

    /**
     * Must run before anything logs: it replaces log4j's automatic configuration and the console handler of
     * {@code java.util.logging}.
     *
     * @param swallowed called with an error of the VM a library logged, after its line is written
     * @param server    whether this is the language server, whose standard error an editor shows by level
     */
    static void configure(Consumer<VirtualMachineError> swallowed, boolean server) {
        Lines lines = new Lines(System.err, swallowed, server);
        System.setProperty("log4j.defaultInitOverride", "true");
        LogManager.resetConfiguration();
        Logger root = Logger.getRootLogger();
        root.setLevel(Level.ERROR);
        root.addAppender(new Log4jLines(lines));
        java.util.logging.Logger julRoot = java.util.logging.LogManager.getLogManager().getLogger("");
        for (Handler handler : julRoot.getHandlers()) {
            julRoot.removeHandler(handler);
        }
        julRoot.setLevel(java.util.logging.Level.WARNING);
        julRoot.addHandler(new JulLines(lines));
    }

    /**
     * The lines one record becomes: {@code esl: LEVEL: message (cause)}, then, when {@code traces}, the stack
     * trace at debug level. A {@link ResponseErrorException} is an answer the server chose to give (a refused
     * rename), not a failure: one debug line with its message.
     */
    static List<String> lines(String level, String message, Throwable thrown, boolean traces) {
        List<String> lines = new ArrayList<>();
        if (answer(thrown) instanceof ResponseErrorException answer) {
            lines.add("esl: " + DEBUG + ": " + message + " (answered with an error: " + answer.getMessage() + ")");
            return lines;
        }
        VirtualMachineError failure = virtualMachineError(thrown);
        String cause = thrown == null ? "" : " (" + (failure != null ? failure : thrown) + ")";
        lines.add("esl: " + (failure != null ? "internal error, please report it" : level) + ": " + message.strip() + cause);
        if (traces && thrown != null) {
            StringWriter trace = new StringWriter();
            thrown.printStackTrace(new PrintWriter(trace));
            trace.toString().lines().forEach(line -> lines.add("esl: " + DEBUG + ": " + line));
        }
        return lines;
    }

    /** What was thrown, out of the wrappers of a future that ran it (a rename runs in one). */
    static Throwable answer(Throwable thrown) {
        Throwable answer = thrown;
        while ((answer instanceof CompletionException || answer instanceof ExecutionException) && answer.getCause() != null) {
            answer = answer.getCause();
        }
        return answer;
    }

    static VirtualMachineError virtualMachineError(Throwable thrown) {
        for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
            if (cause instanceof VirtualMachineError error) {
                return error;
            }
        }
        return null;
    }

    /**
     * Writes to the standard error the process started with: the language server later replaces
     * {@code System.err} with a silent stream, and an editor shows the real one in its output view.
     */
    private record Lines(PrintStream err, Consumer<VirtualMachineError> swallowed, boolean server) {
        void write(String level, String message, Throwable thrown) {
            List<String> lines = lines(level, message == null ? "" : message, thrown, server);
            synchronized (err) {
                // a terminal shows every line it gets: the command line leaves out what is for debugging
                lines.stream().filter(line -> server || !line.startsWith("esl: " + DEBUG + ":")).forEach(err::println);
            }
            VirtualMachineError failure = virtualMachineError(thrown);
            if (failure != null) {
                swallowed.accept(failure);
            }
        }
    }

    /** Xtext's and EMF's log4j records. */
    private static final class Log4jLines extends AppenderSkeleton {
        private final Lines lines;

        Log4jLines(Lines lines) {
            this.lines = lines;
        }

        @Override
        protected void append(LoggingEvent event) {
            Throwable thrown = event.getThrowableInformation() == null ? null : event.getThrowableInformation().getThrowable();
            Level level = event.getLevel();
            String name = level.isGreaterOrEqual(Level.ERROR) ? "error" : level.isGreaterOrEqual(Level.WARN) ? "warning"
                    : level.isGreaterOrEqual(Level.INFO) ? "info" : DEBUG;
            lines.write(name, event.getRenderedMessage(), thrown);
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

    /** lsp4j's {@code java.util.logging} records. */
    private static final class JulLines extends Handler {
        private final Lines lines;
        private final SimpleFormatter formatter = new SimpleFormatter();

        JulLines(Lines lines) {
            this.lines = lines;
        }

        @Override
        public void publish(LogRecord record) {
            String message = formatter.formatMessage(record);
            lines.write(level(record, message), message, record.getThrown());
        }

        /**
         * lsp4j warns of a cancel that arrives after its request was answered, which is routine (an editor
         * cancels hovers and completions as the user types on): that is debug level.
         */
        private static String level(LogRecord record, String message) {
            int value = record.getLevel().intValue();
            if (message.startsWith("Unmatched cancel notification")) {
                return DEBUG;
            }
            return value >= java.util.logging.Level.SEVERE.intValue() ? "error"
                    : value >= java.util.logging.Level.WARNING.intValue() ? "warning"
                    : value >= java.util.logging.Level.INFO.intValue() ? "info" : DEBUG;
        }

        @Override
        public void flush() {
            // each line is written at once
        }

        @Override
        public void close() {
            // the process's standard error is not ours to close
        }
    }
}
