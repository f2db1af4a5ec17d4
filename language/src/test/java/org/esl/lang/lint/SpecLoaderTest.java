package org.esl.lang.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.esl.lang.lint.SpecLoader.LoadedSpec;
import org.esl.lang.lint.SpecLoader.RefusedSpecException;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SpecLoaderTest {

    private static final SpecLoader LOADER = SpecLoader.standalone();

    @Test
    void anExampleLoadsCompiledWithAParserForItsTranscripts() throws Exception {
        LoadedSpec railway = LOADER.load(Path.of("../examples/railway.esl"));

        assertEquals("railway", railway.spec().name());
        assertEquals(5, railway.spec().rules().size());
        assertEquals("ChewGum(\"Alex\")", railway.expressions().groundLiteral("ChewGum(\"Alex\")").toString());
    }

    @Test
    void warningsDoNotStopARunButMeaninglessSpecsAreRefused(@TempDir Path dir) throws Exception {
        Path unused = Files.writeString(dir.resolve("unused.esl"), """
                spec unused
                predicate Lonely "nobody uses this predicate"
                """);
        Path broken = Files.writeString(dir.resolve("broken.esl"), """
                spec broken
                variables x
                predicate InRailway(x) "a person {x} is on the premises"
                rule r: InRailway(x) => ChewGun(x)
                """);

        assertEquals("unused", LOADER.load(unused).spec().name());
        RefusedSpecException refused = assertThrows(RefusedSpecException.class, () -> LOADER.load(broken));
        assertEquals(DiagnosticCode.ESL001, refused.errors().get(0).code());
        assertEquals(4, refused.errors().get(0).range().line());
        assertTrue(refused.getMessage().startsWith(broken + ": the spec has 1 error"), refused.getMessage());
    }

    /** A tool argument given twice in a test's trace step passes the static checks, but the compiler refuses it. */
    @Test
    void aSpecThatCannotBeCompiledIsRefusedWithTheCompilersReason(@TempDir Path dir) throws Exception {
        Path twice = Files.writeString(dir.resolve("twice.esl"), """
                spec twice
                tool pay(amount: Real) "pays {amount}"
                property paid: eventually pay
                test t: trace pay(amount = 1, amount = 2)
                    expect satisfied paid
                """);

        RefusedSpecException refused = assertThrows(RefusedSpecException.class, () -> LOADER.load(twice));

        assertEquals(twice + ": the spec has 1 error that must be fixed before it can run; the first: 4:31: ESL021: "
                + "the argument `amount` is given twice", refused.getMessage());
        assertEquals(DiagnosticCode.ESL021, refused.errors().get(0).code());
    }
}
