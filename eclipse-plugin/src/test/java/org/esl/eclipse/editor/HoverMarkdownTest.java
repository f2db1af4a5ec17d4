package org.esl.eclipse.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.esl.eclipse.editor.HoverMarkdown.Look;
import org.esl.eclipse.editor.HoverMarkdown.Span;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The Markdown of hovers as Eclipse's hover shows it: the text without Markdown's marks, and how each part looks. */
class HoverMarkdownTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', textBlock = """
            Perceived when a message matches `chewing gum`  | Perceived when a message matches chewing gum
            **Violated** at step 3                          | Violated at step 3
            a \\`literal\\` backtick and 2 * 3              | a `literal` backtick and 2 * 3
            > Section 4. No person shall eat                | Section 4. No person shall eat
            ## Stands for                                   | Stands for
            """)
    void markdownMarksAreNotShown(String markdown, String shown) {
        assertEquals(shown, HoverMarkdown.render(markdown).text());
    }

    @Test
    void aCodeBlockLosesItsFencesAndIsCode() {
        HoverMarkdown hover = HoverMarkdown.render("```esl\npredicate InTrain(x)\n```\n\nis inside a `train`");

        assertEquals("predicate InTrain(x)\n\nis inside a train", hover.text());
        assertEquals(List.of(new Span(0, 20, Look.CODE), new Span(34, 5, Look.CODE)), hover.spans());
    }

    @Test
    void aQuotedLineIsAQuoteAndKeepsItsInlineCode() {
        HoverMarkdown hover = HoverMarkdown.render("> the `act` says");

        assertEquals(List.of(new Span(4, 3, Look.CODE), new Span(0, 12, Look.QUOTE)), hover.spans());
    }
}
