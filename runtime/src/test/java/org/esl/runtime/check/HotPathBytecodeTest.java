package org.esl.runtime.check;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.esl.runtime.check.report.TextReport;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.TemporalSyntax;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.monitor.Witness;
import org.esl.runtime.perception.PatternPerception;
import org.esl.runtime.perception.PerceivedTranscript;
import org.esl.runtime.perception.ToolCallCheck;
import org.esl.runtime.transcript.Transcript;
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
        // the constant pool names the bootstrap class as UTF-8 text when any concatenation uses it
        assertFalse(classFile(hot).contains("java/lang/invoke/StringConcatFactory"), hot + " concatenates by invokedynamic");
    }

    /**
     * What every transcript of a check goes through, a step's and a tool call's rendering for every witness included,
     * uses loops, not streams: a stream pipeline is a few KB of bytecode that the optimizing JIT compiler inlines again
     * into every hot caller (docs/benchmarks.md, "What the JIT compilers do").
     */
    @ParameterizedTest
    @ValueSource(classes = {Step.class, ToolCall.class, Witness.class, PerceivedTranscript.class, PatternPerception.class,
            Transcript.class})
    void usesNoStreams(Class<?> hot) throws IOException {
        assertFalse(classFile(hot).contains("java/util/stream/"), hot + " uses a stream");
    }

    /** The class file as text, in which the constant pool's class and method names can be found. */
    private static String classFile(Class<?> hot) throws IOException {
        String name = hot.getSimpleName() + ".class";
        try (InputStream bytes = hot.getResourceAsStream(name)) {
            assertNotNull(bytes, name);
            return new String(bytes.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }
}
