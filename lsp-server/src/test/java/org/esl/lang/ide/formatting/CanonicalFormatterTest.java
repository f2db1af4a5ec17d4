package org.esl.lang.ide.formatting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.esl.lang.ide.EslIdeSetup;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.inject.Injector;

/** The canonical layout on the shared examples: stable, and meaning-preserving (the same parse). */
class CanonicalFormatterTest {

    private static final Path EXAMPLES = Path.of("..", "examples").toAbsolutePath().normalize();
    private static final Injector INJECTOR = new EslIdeSetup().createInjectorAndDoEMFRegistration();

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
    @ValueSource(strings = { "railway.esl", "banking.esl", "park.esl", "numeric.esl" })
    void formattingAnExampleIsStableAndKeepsItsParse(String example) throws IOException {
        XtextResourceSet resources = INJECTOR.getInstance(XtextResourceSet.class);
        XtextResource original = parse(resources, example, Files.readString(EXAMPLES.resolve(example)));
        String once = format(original);
        XtextResource formatted = parse(resources, "formatted-" + example, once);

        assertEquals(once, format(formatted));
        assertTrue(formatted.getErrors().isEmpty(), () -> formatted.getErrors().toString());
        assertTrue(EcoreUtil.equals(original.getContents().get(0), formatted.getContents().get(0)),
                () -> example + " parses differently once formatted:\n" + once);
    }
}
