package org.esl.cli;

import java.nio.file.Path;

import org.esl.runtime.diagnostics.DiagnosticRenderer;
import org.esl.runtime.diagnostics.JsonRenderer;
import org.esl.runtime.diagnostics.SarifRenderer;
import org.esl.runtime.diagnostics.TextRenderer;

/** The values of {@code --format}. */
enum OutputFormat {
    TEXT, JSON, SARIF;

    DiagnosticRenderer renderer() {
        return switch (this) {
            case TEXT -> new TextRenderer();
            case JSON -> new JsonRenderer();
            case SARIF -> new SarifRenderer(new SarifRenderer.ToolInfo("esl", EslVersion.version(), null),
                    Path.of("").toAbsolutePath());
        };
    }
}
