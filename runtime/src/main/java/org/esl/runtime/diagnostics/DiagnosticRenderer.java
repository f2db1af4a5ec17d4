package org.esl.runtime.diagnostics;

/** Turns a report into the text one output format prints (`esl lint --format text|json|sarif`). */
public sealed interface DiagnosticRenderer permits TextRenderer, JsonRenderer, SarifRenderer {

    String render(DiagnosticReport report);
}
