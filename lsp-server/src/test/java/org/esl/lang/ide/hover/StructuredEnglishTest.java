package org.esl.lang.ide.hover;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.esl.lang.esl.Property;
import org.esl.lang.esl.Spec;
import org.esl.lang.ide.EslIdeSetup;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.inject.Injector;

/** The structured English of temporal formulas, bounded and interval operators included, as the hover shows it. */
class StructuredEnglishTest {

    private static final Injector INJECTOR = new EslIdeSetup().createInjectorAndDoEMFRegistration();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            eventually within 2 Greeted                | Within 2 steps, the assistant greets.
            always within 3 Greeted                    | At every step within 3 steps, the assistant greets.
            eventually within [1, 3] Greeted           | At some step from 1 to 3 steps from now, the assistant greets.
            always within [2, 4] not Greeted           | At every step from 2 to 4 steps from now, it is not the case that the assistant greets.
            once within 1 Greeted                      | At some step up to 1 step ago, the assistant greets.
            historically within 5 Greeted              | At every step up to 5 steps ago, the assistant greets.
            once within [2, 5] Greeted                 | At some step from 2 to 5 steps ago, the assistant greets.
            historically within [1, 1] Greeted         | At every step from 1 to 1 step ago, the assistant greets.
            Greeted until within 3 Thanked             | The assistant greets until, within 3 steps, the user thanks.
            Greeted since within 4 Thanked             | The assistant greets since the user thanks, at most 4 steps ago.
            Greeted <=> Thanked                        | The assistant greets if and only if the user thanks.
            once (eventually Greeted)                  | At some step so far, (eventually, the assistant greets).
            """)
    void temporalOperatorsReadAsFixedPhrases(String formula, String english) throws IOException {
        assertEquals(english, StructuredEnglish.sentence(property(formula).getFormula()));
    }

    private static Property property(String formula) throws IOException {
        String text = """
                spec english
                predicate Greeted "the assistant greets"
                predicate Thanked "the user thanks"
                property p: %s
                """.formatted(formula);
        XtextResourceSet resources = INJECTOR.getInstance(XtextResourceSet.class);
        XtextResource resource = (XtextResource) resources.createResource(URI.createFileURI("/english.esl"));
        resource.load(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), Map.of());
        EcoreUtil.resolveAll(resource);
        assertTrue(resource.getErrors().isEmpty(), () -> resource.getErrors().toString());
        return (Property) ((Spec) resource.getContents().get(0)).getMembers().stream()
                .filter(Property.class::isInstance).findFirst().orElseThrow();
    }
}
