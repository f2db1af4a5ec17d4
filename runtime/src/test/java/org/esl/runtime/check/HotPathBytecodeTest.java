package org.esl.runtime.check;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.esl.runtime.check.report.TextReport;
import org.esl.runtime.model.temporal.TemporalSyntax;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.perception.ToolCallCheck;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The runtime is compiled with string concatenation as {@code StringBuilder} calls ({@code -XDstringConcat=inline} in
 * its pom): {@code esl check} builds messages and witnesses on every transcript, and the JIT compiles concatenation by
 * {@code invokedynamic} in more CPU (docs/benchmarks.md, "Two threads: the JIT's share"). A class of the checking's
 * hot path that links {@code StringConcatFactory} means the option was lost.
 */
class HotPathBytecodeTest {

    @ParameterizedTest
    @ValueSource(classes = {SpecChecker.class, StepExcerpt.class, ToolCall.class, TemporalSyntax.class, TextReport.class,
            ToolCallCheck.class})
    void concatenatesWithoutInvokedynamic(Class<?> hot) throws IOException {
        String name = hot.getSimpleName() + ".class";
        try (InputStream bytes = hot.getResourceAsStream(name)) {
            assertNotNull(bytes, name);
            // the constant pool names the bootstrap class as UTF-8 text when any concatenation uses it
            String constants = new String(bytes.readAllBytes(), StandardCharsets.ISO_8859_1);
            assertFalse(constants.contains("java/lang/invoke/StringConcatFactory"), name + " concatenates by invokedynamic");
        }
    }
}
