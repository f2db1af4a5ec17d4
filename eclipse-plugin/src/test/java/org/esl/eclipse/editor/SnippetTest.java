package org.esl.eclipse.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.esl.eclipse.editor.Snippet.Field;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The server's LSP snippets as Eclipse inserts them: text with the defaults in place, and the fields to tab through. */
class SnippetTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', quoteCharacter = '\'', textBlock = """
            property ${1:name} "${2:what must hold}":          ; property name "what must hold":
            fact ${1:Name}("${2:constant}")                    ; fact Name("constant")
            var ${1:name}: ${2|Real,Int,Bool,String|} "${3:d}" ; var name: Real "d"
            predicate ${1:Name}(${2:x}) "${3:a person {x\\} …}"  ; predicate Name(x) "a person {x} …"
            price \\$${1:amount}$0                             ; price $amount
            ${1:outer ${2:inner}} done                         ; outer inner done
            """)
    void theDefaultsStandInTheText(String snippet, String text) {
        assertEquals(text, Snippet.parse(snippet).text());
    }

    @Test
    void eachPlaceholderIsAFieldOverItsDefault() {
        Snippet snippet = Snippet.parse("var ${1:name}: ${2|Real,Int|} \"${3:description}\"$0");

        assertEquals(List.of(new Field(1, 4, 4, List.of()), new Field(2, 10, 4, List.of("Real", "Int")),
                new Field(3, 16, 11, List.of()), new Field(0, 28, 0, List.of())), snippet.fields());
        assertEquals("name", snippet.text().substring(4, 8));
        assertEquals("description", snippet.text().substring(16, 27));
    }

    @Test
    void theSameNumberIsOneFieldInTwoPlaces() {
        Snippet snippet = Snippet.parse("${1:a} and ${1:a}");

        assertEquals(List.of(new Field(1, 0, 1, List.of()), new Field(1, 6, 1, List.of())), snippet.fields());
    }

    @Test
    void laterLinesAreIndentedAsTheFirstAndTheFieldsMoveWithThem() {
        Snippet snippet = Snippet.parse("property ${1:p} \"${2:d}\":\n    ${3:always q}").indented("  ");

        assertEquals("property p \"d\":\n      always q", snippet.text());
        Field formula = snippet.fields().get(2);
        assertEquals("always q", snippet.text().substring(formula.offset(), formula.offset() + formula.length()));
    }
}
