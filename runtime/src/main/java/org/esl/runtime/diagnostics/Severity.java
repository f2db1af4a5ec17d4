package org.esl.runtime.diagnostics;

/** How serious a diagnostic is; errors make `esl lint` exit with 1. */
public enum Severity {
    ERROR, WARNING, INFO;

    /** The lower-case word used in text and JSON output. */
    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }
}
