package org.esl.lang.ide.formatting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.esl.lang.ide.EslIdeSetup;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.inject.Injector;

/**
 * The canonical layout of every shipped example, compared with its golden file in
 * {@code src/test/resources/formatting/} (the example's path below {@code examples/}): formatting gives the
 * golden text, formatting that again changes nothing, and both parse to the same model. After a deliberate
 * change of the layout, {@code -Dgolden.update=true} writes the golden files anew (review their diff).
 */
class CanonicalFormatterTest {

    private static final Path EXAMPLES = Path.of("..", "examples").toAbsolutePath().normalize();
    private static final Path GOLDEN = Path.of("src/test/resources/formatting").toAbsolutePath();
    private static final Injector INJECTOR = new EslIdeSetup().createInjectorAndDoEMFRegistration();

    static Stream<String> examples() throws IOException {
        try (Stream<Path> files = Files.walk(EXAMPLES)) {
            return files.filter(file -> file.toString().endsWith(".esl")).map(file -> EXAMPLES.relativize(file).toString()).sorted()
                    .toList().stream();
        }
    }

    private static XtextResource parse(XtextResourceSet resources, String name, String text) throws IOException {
        XtextResource resource = (XtextResource) resources.createResource(URI.createFileURI(EXAMPLES.resolve(name).toString()));
        resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), Map.of());
        EcoreUtil.resolveAll(resource);
        return resource;
    }

    private static String format(XtextResource resource) {
        return CanonicalFormatter.format(resource.getParseResult()).orElseThrow();
    }

    @ParameterizedTest
    @MethodSource("examples")
    void anExampleFormatsToItsGoldenFileStablyAndWithTheSameParse(String example) throws IOException {
        XtextResourceSet resources = INJECTOR.getInstance(XtextResourceSet.class);
        XtextResource original = parse(resources, example, Files.readString(EXAMPLES.resolve(example)));
        String once = format(original);
        Path golden = GOLDEN.resolve(example);
        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(golden.getParent());
            Files.writeString(golden, once);
        }
        assertTrue(Files.exists(golden), () -> "no golden file " + golden + ": run this test with -Dgolden.update=true and review it");
        assertEquals(Files.readString(golden), once, example);

        // beside the example, so that its tool schemas and imports resolve the same way
        XtextResource formatted = parse(resources, Path.of(example).resolveSibling("formatted-" + Path.of(example).getFileName()).toString(), once);
        assertEquals(once, format(formatted), () -> example + " formats differently the second time");
        assertTrue(formatted.getErrors().isEmpty(), () -> formatted.getErrors().toString());
        assertTrue(EcoreUtil.equals(original.getContents().get(0), formatted.getContents().get(0)),
                () -> example + " parses differently once formatted:\n" + once);
    }

    @Test
    void aDwyerPatternTakesItsArgumentsWithoutASpaceLikeACall() throws IOException {
        XtextResourceSet resources = INJECTOR.getInstance(XtextResourceSet.class);
        XtextResource messy = parse(resources, "patterns.esl", """
                spec patterns
                property p "a transfer comes after a balance check":
                    precedence   (get_balance ,transfer_funds)
                property q "no transfer before approval":
                    absence (transfer_funds) before approve
                """);
        assertEquals("""
                spec patterns

                property p "a transfer comes after a balance check":
                    precedence(get_balance, transfer_funds)
                property q "no transfer before approval":
                    absence(transfer_funds) before approve
                """, format(messy));
    }

    @Test
    void aPinnedSourceClauseKeepsItsPinOnOneSpacedLine() throws IOException {
        XtextResourceSet resources = INJECTOR.getInstance(XtextResourceSet.class);
        XtextResource messy = parse(resources, "pins.esl", """
                spec pins
                predicate Animal "a live animal"   source  "rapid-transit-act.md"   line 23    sha   "d9d9fe96820707ee"
                """);
        assertEquals("""
                spec pins

                predicate Animal "a live animal" source "rapid-transit-act.md" line 23 sha "d9d9fe96820707ee"
                """, format(messy));
    }
}
