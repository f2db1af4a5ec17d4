package org.esl.lang.ide.formatting;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentRangeFormattingParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.xtext.ide.server.Document;
import org.esl.lang.ide.EslLanguageServerTest;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/** textDocument/formatting through the real server. */
class FormattingTest extends EslLanguageServerTest {

    private List<? extends TextEdit> format(String text) throws Exception {
        initialize();
        String uri = writeFile("messy.esl", text);
        open(uri, text);
        return languageServer.formatting(new DocumentFormattingParams(new TextDocumentIdentifier(uri), new FormattingOptions(4, true)))
                .get(30, TimeUnit.SECONDS);
    }

    @Test
    void aMessySpecGetsTheCanonicalLayout() throws Exception {
        List<? extends TextEdit> edits = format("""
                // messy
                spec   messy "A spec written in a hurry"
                variables x,y
                predicate In( x ) "{x} is in"   predicate Out(x)"{x} is out"
                // the one rule
                rule r "In means not out"  :   In(x)=>not Out( x )
                rule s:In(x) and
                  ( Out(x)or In(y) )
                option solver.timeout=   5
                type Size{SMALL,LARGE "big"}
                var n:Int "a count"/* n */
                policy p:n>=-1 and n<=10*(2-1)
                tool log ( message : String )
                property logged : always eventually log(message="x")   // eventually
                property soon:eventually within[ 2 ,5 ]log and log  until within 3 log
                test t "works":facts In("a") expect violated r
                test u:trace log;log expect satisfied logged
                """);
        Assertions.assertEquals(1, edits.size());
        Assertions.assertEquals("""
                // messy
                spec messy "A spec written in a hurry"

                variables x, y

                predicate In(x) "{x} is in"
                predicate Out(x) "{x} is out"

                // the one rule
                rule r "In means not out":
                    In(x) => not Out(x)
                rule s:
                    In(x) and
                    (Out(x) or In(y))

                option solver.timeout = 5

                type Size { SMALL, LARGE "big" }

                var n: Int "a count" /* n */

                policy p:
                    n >= -1 and n <= 10 * (2 - 1)

                tool log(message: String)

                property logged:
                    always eventually log(message = "x") // eventually
                property soon:
                    eventually within [2, 5] log and log until within 3 log

                test t "works":
                    facts In("a")
                    expect violated r
                test u:
                    trace log; log
                    expect satisfied logged
                """, edits.get(0).getNewText());
        Assertions.assertEquals(new Range(new Position(0, 0), new Position(17, 0)), edits.get(0).getRange());
    }

    @Test
    void aCanonicalSpecNeedsNoEdit() throws Exception {
        Assertions.assertEquals(List.of(), format("""
                spec tidy

                predicate In(x) "{x} is in"

                rule r:
                    In(x) => In(x)
                """));
    }

    @Test
    void aSpecWithSyntaxErrorsIsLeftAlone() throws Exception {
        Assertions.assertEquals(List.of(), format("spec broken\nrule r: In(x) =>\n"));
    }

    private static final String UNTIDY = """
            spec untidy
            variables x
            predicate In( x ) "{x} is in"
            rule r  :  In(x)=>In(x)
            rule s:In(x)
              and In(x) => In(x)
            policy p:n>1
            var n:Int "a count"
            """;

    /** Formats the lines {@code first} to {@code last} (0-based) of {@link #UNTIDY} and applies the edits. */
    private String formatLines(int first, int last) throws Exception {
        initialize();
        String uri = writeFile("untidy.esl", UNTIDY);
        open(uri, UNTIDY);
        List<? extends TextEdit> edits = languageServer.rangeFormatting(new DocumentRangeFormattingParams(new TextDocumentIdentifier(uri),
                new FormattingOptions(4, true), new Range(new Position(first, 0), new Position(last, 1)))).get(30, TimeUnit.SECONDS);
        Assertions.assertTrue(edits.size() <= 1, edits.toString());
        return new Document(1, UNTIDY).applyChanges(edits.stream().map(edit -> (TextEdit) edit).toList()).getContents();
    }

    @Test
    void rangeFormattingLaysOutOnlyTheDeclarationsTheRangeTouches() throws Exception {
        // the second line of rule s: that whole rule and nothing else
        Assertions.assertEquals(UNTIDY.replace("rule s:In(x)\n  and In(x) => In(x)", "rule s:\n    In(x)\n    and In(x) => In(x)"),
                formatLines(5, 5));
    }

    @Test
    void aRangeOverSeveralDeclarationsFormatsEachAndWhatIsBetweenThem() throws Exception {
        Assertions.assertEquals(UNTIDY.replace("predicate In( x ) \"{x} is in\"\nrule r  :  In(x)=>In(x)",
                "predicate In(x) \"{x} is in\"\n\nrule r:\n    In(x) => In(x)"), formatLines(2, 3));
    }

    @Test
    void aRangeOverCanonicalDeclarationsChangesNothing() throws Exception {
        Assertions.assertEquals(UNTIDY, formatLines(1, 1));
    }
}
