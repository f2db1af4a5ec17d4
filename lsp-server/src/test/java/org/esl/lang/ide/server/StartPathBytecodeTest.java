package org.esl.lang.ide.server;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The language and the language server are compiled with string concatenation as {@code StringBuilder} calls
 * ({@code -XDstringConcat=inline} in their poms): each concatenation linked by {@code invokedynamic} spins method-handle
 * classes at run time, which Java 17 cannot put in the class-data sharing archive, so every start of the server would
 * make them again (docs/benchmarks.md, "Language server latency", fourteenth round). These classes concatenate on the
 * way to the first diagnostics of a spec; one that links {@code StringConcatFactory} means the option was lost.
 */
class StartPathBytecodeTest {

    @ParameterizedTest
    @ValueSource(strings = {"org.esl.cli.LspCommand", "org.esl.lang.ide.server.EslServerLauncher",
            "org.esl.lang.incremental.XtextAdapter$SpecResource", "org.esl.lang.scoping.ToolSchemas",
            "org.esl.lang.validation.PathValidator", "org.esl.lang.validation.UsageValidator",
            "org.esl.lang.validation.DuplicateValidator", "org.esl.lang.esl.impl.EslFactoryImpl"})
    void concatenatesWithoutInvokedynamic(String className) throws IOException {
        // the constant pool names the bootstrap class as UTF-8 text when any concatenation uses it
        assertFalse(classFile(className).contains("java/lang/invoke/StringConcatFactory"), className + " concatenates by invokedynamic");
    }

    /** The class file as text, in which the constant pool's class and method names can be found. */
    private static String classFile(String className) throws IOException {
        String name = "/" + className.replace('.', '/') + ".class";
        try (InputStream bytes = StartPathBytecodeTest.class.getResourceAsStream(name)) {
            assertNotNull(bytes, name);
            return new String(bytes.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }
}
