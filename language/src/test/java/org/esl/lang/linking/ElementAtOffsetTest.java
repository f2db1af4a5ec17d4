package org.esl.lang.linking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.EObjectAtOffsetHelper;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.esl.lang.esl.Predicate;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.inject.Inject;
import com.google.inject.Provider;

/** The element whose name is at an offset: what go to definition, find references and rename start from. */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class ElementAtOffsetTest {

    @Inject
    private EObjectAtOffsetHelper elements;

    @Inject
    private Provider<XtextResourceSet> resourceSets;

    @Test
    void theNameOfADeclarationLeadsToIt() throws IOException {
        String text = "spec s\npredicate Late(x) \"the train {x} is late\"\n";
        XtextResource resource = load(text);
        for (int offset = text.indexOf("Late"); offset < text.indexOf("Late") + 4; offset++) {
            assertEquals("Late", ((Predicate) elements.getElementWithNameAt(resource, offset)).getName(), "offset " + offset);
        }
    }

    /** A lone surrogate (half of a character, as a damaged paste leaves) where the spec's name goes: no element at all. */
    @ParameterizedTest
    @ValueSource(strings = { "spec \uD800 \"a spec cut sh", "\uD800", "spec \uD800" })
    void textTheParserMadeNothingOfHasNoNamedElement(String text) throws IOException {
        XtextResource resource = load(text);
        assertEquals(0, resource.getContents().size(), "the parser made no element");
        for (int offset = -1; offset <= text.length() + 1; offset++) {
            assertNull(elements.getElementWithNameAt(resource, offset), "offset " + offset);
        }
    }

    private XtextResource load(String text) throws IOException {
        XtextResource resource = (XtextResource) resourceSets.get().createResource(URI.createURI("memory:/s.esl"));
        resource.reparse(text); // the text as a string, as an editor sends it: bytes could not hold half a character
        return resource;
    }
}
