package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.eclipse.xtext.diagnostics.Severity.WARNING;
import static org.esl.lang.validation.IssueCodes.BAD_PATH;
import static org.esl.lang.validation.IssueCodes.CHANGED_SOURCE;
import static org.esl.lang.validation.IssueCodes.SYNTAX_ERROR;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.validation.Issue;
import org.esl.lang.esl.Rule;
import org.esl.lang.esl.Spec;
import org.esl.lang.sources.Citation;
import org.esl.lang.sources.Unit;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.inject.Inject;
import com.google.inject.Provider;

/** Declarations cite the documents they are written from: {@code source "act.md" lines 12-14} (docs/language.md, "Sources"). */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class SourceClauseTest {

    /** Six lines: two paragraphs under a heading, the last line without a line break. */
    private static final String ACT = "# Conduct\n\nNo person shall chew gum\non the premises.\n\nNo person shall eat inside a train.";

    @Inject
    private Lint lint;

    @Inject
    private Provider<XtextResourceSet> resourceSets;

    @TempDir
    private Path dir;

    @BeforeEach
    void writeTheAct() throws IOException {
        Lint.write(dir, "act.md", ACT);
        Files.copy(Path.of("..", "examples", "rapid-transit-act.pdf"), dir.resolve("act.pdf")); // four pages, the second blank
    }

    /** Every declaration that may have a description may cite, with one clause or several, lines, a line or a whole file. */
    @Test
    void everyDescribedDeclarationMayCiteItsSources() {
        lint.expectClean(lint.issues(Lint.write(dir, "spec.esl", """
                spec conduct
                variables x
                predicate ChewGum(x) "a person {x} chews gum" source "act.md" lines 3-4
                predicate Greeted "the assistant greets" source "act.md" when @assistant matches "hello"
                function Age(x): Int "the age of {x}" source "act.md" line 6
                tool stop "stops the train" source "act.md" line 6
                template never(a) "never {a}" source "act.md" line 3: always not a
                property no_stop "never stop" source "act.md" line 6: never(stop) or eventually Greeted
                type Zone "a zone" source "act.md" line 3 { platform, train }
                var zone: Zone "where the person is" source "act.md" lines 3-4
                policy in_train "inside a train" source "act.md" line 6: zone = train or zone = platform
                rule no_gum "No gum" source "act.md" lines 3-4 source "./act.md" line 6 source "act.md":
                    ChewGum(x) => not ChewGum(x) or Age(x) > 200
                test gum "chewing is seen" source "act.md" lines 3-4:
                    claim zone = train expect satisfiable
                """)));
    }

    /** A PDF is cited by pages: a page, a range of pages, or the whole. */
    @Test
    void aPdfIsCitedByItsPages() {
        lint.expectClean(lint.issues(Lint.write(dir, "spec.esl", """
                spec conduct
                variables x
                predicate InRailway(x) "a person {x} is on the railway premises" source "act.pdf" page 1
                predicate Smokes(x) "a person {x} smokes" source "act.pdf" pages 3-4 source "act.pdf"
                rule no_smoking "No smoking on the premises" source "act.pdf" page 4: InRailway(x) => not Smokes(x)
                """)));
    }

    @Test
    void theClausesAreReadAsCitationsOfLinesOfTheDocument() {
        Spec spec = parse("""
                spec conduct
                predicate ChewGum "someone chews gum"
                rule no_gum "No gum" source "act.md" lines 3-4 source "act.md" line 6 source "act.md": ChewGum => not ChewGum
                """);
        Rule rule = (Rule) spec.getMembers().get(1);
        Path act = dir.resolve("act.md").toAbsolutePath().normalize();
        assertEquals(List.of(new Citation(act, Unit.LINE, 3, 4), new Citation(act, Unit.LINE, 6, 6), new Citation(act, Unit.LINE, 0, 0)),
                Citation.clausesOf(rule).stream().map(Citation::of).toList());
    }

    /** Only {@code source} is a reserved word: tools, parameters and variables may still be called line or lines. */
    @Test
    void lineAndLinesStayFreeAsNames() {
        lint.expectClean(lint.issues(Lint.write(dir, "spec.esl", """
                spec words
                variables x, line
                predicate Lines(x, line) "{x} has the lines {line}" source "act.md" line 3
                tool lines(`source`: String, line: Int) "reads lines"
                property read_first "read line 1 first" source "act.md": always (lines(line = 1) or not lines(`source` = "a"))
                rule copy "copying keeps lines": Lines(x, line) => Lines(line, x)
                """)));
    }

    /** {@code source} where a name goes is the usual reserved-word ESL000, which says how to write it. */
    @Test
    void sourceIsAReservedWordThatBackquotesMakeAName() {
        lint.expectOne(SYNTAX_ERROR, ERROR, "'source' is a reserved word, not a name; write `source` (in backquotes) to use it as one", """
                spec words
                var «source»: String "where the text comes from"
                """);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a missing document          | source "gone.md" line 1         | cannot find cited document {dir}/gone.md
            a line beyond the end       | source "act.md" line 7          | line 7 is outside {dir}/act.md, which has 6 lines
            a range beyond the end      | source "act.md" lines 5-9       | lines 5-9 are outside {dir}/act.md, which has 6 lines
            a range that runs backwards | source "act.md" lines 4-3       | lines 4-3 run backwards: write lines 3-4
            line zero                   | source "act.md" line 0          | line numbers are whole numbers from 1
            a fraction of a line        | source "act.md" line 2.5        | line numbers are whole numbers from 1
            a folder                    | source "." line 1               | cannot cite {dir}: it is a folder
            a page beyond the end       | source "act.pdf" page 5         | page 5 is outside {dir}/act.pdf, which has 4 pages
            pages that run backwards    | source "act.pdf" pages 4-3      | pages 4-3 run backwards: write pages 3-4
            page zero                   | source "act.pdf" page 0         | page numbers are whole numbers from 1
            lines of a PDF              | source "act.pdf" lines 1-2      | {dir}/act.pdf is a PDF: cite its pages, as in page 3 or pages 3-4
            a page of a text            | source "act.md" page 1          | {dir}/act.md is not a PDF: cite its lines, as in line 7 or lines 12-14
            """)
    void aSourceThatCannotBeCitedIsEsl018AtTheClause(String what, String clause, String message) {
        List<Issue> issues = lint.expect(BAD_PATH, ERROR, dir, """
                spec conduct
                predicate ChewGum "someone chews gum"
                rule no_gum "No gum" «%s»: ChewGum => not ChewGum
                """.formatted(clause));
        assertEquals(message.replace("{dir}", dir.toAbsolutePath().normalize().toString()), issues.get(0).getMessage());
    }

    @Test
    void aDocumentThatIsNotUtf8TextNorPdfCannotBeCited() throws IOException {
        Files.write(dir.resolve("act.txt"), new byte[] { 'G', 'e', 'b', (byte) 0xFC, 'h', 'r' });
        List<Issue> issues = lint.expect(BAD_PATH, ERROR, dir, """
                spec conduct
                predicate ChewGum "someone chews gum" «source "act.txt" line 1»
                """);
        assertEquals("cannot cite " + dir.resolve("act.txt").toAbsolutePath().normalize()
                + ": only UTF-8 plain-text, Markdown and PDF documents can be cited", issues.get(0).getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            a range after line | source "act.md" «line» 3-4     | expected 'lines' before a range of lines, as in lines 12-14, but found 'line'
            one line after lines | source "act.md" «lines» 3    | expected 'line' before one line number, as in line 7, but found 'lines'
            a range after page   | source "act.pdf" «page» 3-4  | expected 'pages' before a range of pages, as in pages 3-4, but found 'page'
            one page after pages | source "act.pdf" «pages» 3   | expected 'page' before one page number, as in page 3, but found 'pages'
            """)
    void misspeltWordsAreSyntaxErrors(String what, String clause, String message) {
        lint.expectOne(SYNTAX_ERROR, ERROR, message, """
                spec conduct
                predicate ChewGum "someone chews gum"
                rule no_gum "No gum" %s: ChewGum => not ChewGum
                """.formatted(clause));
    }

    /**
     * A clause may pin the text it cites: {@code sha} and the first 16 hex digits of the SHA-256 of the cited lines,
     * trimmed, blank ones left out (here computed by hand: "No person shall chew gum\non the premises." and the whole
     * act's four non-blank lines). Case does not matter.
     */
    @Test
    void aPinnedCitationLintsCleanWhileItsTextIsUnchanged() {
        lint.expectClean(lint.issues(Lint.write(dir, "spec.esl", """
                spec conduct
                variables x
                predicate ChewGum(x) "a person {x} chews gum" source "act.md" lines 3-4 sha "45770117ef2f3674"
                predicate Eats(x) "a person {x} eats" source "act.md" sha "756b57a950823554"
                rule no_gum "No gum" source "act.md" lines 3-4 sha "45770117EF2F3674": ChewGum(x) => not Eats(x)
                """)));
    }

    /** Indentation, blank lines and line endings are layout, not text: re-wrapping the document keeps its pins. */
    @Test
    void reLayingOutTheDocumentKeepsThePin() {
        Lint.write(dir, "act.md", "# Conduct\r\n\r\n\r\n   No person shall chew gum   \r\n\ton the premises.\r\n\r\nNo person shall eat inside a train.\r\n");
        lint.expectClean(lint.issues(Lint.write(dir, "spec.esl", """
                spec conduct
                variables x
                predicate ChewGum(x) "a person {x} chews gum" source "act.md" lines 4-5 sha "45770117ef2f3674"
                predicate Eats(x) "a person {x} eats" source "act.md" sha "756b57a950823554"
                rule no_gum "No gum": ChewGum(x) => not Eats(x)
                """)));
    }

    @Test
    void aChangedCitedTextIsEsl025AtThePinWithTheNewPinAsData() throws NoSuchAlgorithmException {
        Lint.write(dir, "act.md", ACT.replace("chew gum", "chew gum or tobacco"));
        List<Issue> issues = lint.expect(CHANGED_SOURCE, WARNING, dir, """
                spec conduct
                predicate ChewGum "someone chews gum" source "act.md" lines 3-4 sha «"45770117ef2f3674"»
                """);
        String now = sha256Prefix("No person shall chew gum or tobacco\non the premises.");
        assertEquals("the text of lines 3-4 of act.md changed since it was pinned: its sha is now \"" + now
                + "\"; check that the declaration still says what the text says, then pin the new text", issues.get(0).getMessage());
        assertEquals(List.of(now), List.of(issues.get(0).getData()));
    }

    /** {@code sha ""} asks for the pin: the warning gives it, and the editor's quick fix writes it. */
    @Test
    void anEmptyPinIsAskedToBeFilledIn() {
        List<Issue> issues = lint.expect(CHANGED_SOURCE, WARNING, dir, """
                spec conduct
                predicate Eats "someone eats" source "act.md" sha «""»
                """);
        assertEquals("pin the text of act.md as it is now: sha \"756b57a950823554\"", issues.get(0).getMessage());
    }

    /** A document's name whose string is not closed is the parser's error alone, not also a path named "null". */
    @Test
    void anUnterminatedDocumentNameIsOnlyASyntaxError() {
        String spec = """
                spec conduct
                predicate Eats "someone eats" source "act.md line 6
                predicate Drinks "someone drinks"
                """;
        lint.expectNone(BAD_PATH, spec);
        assertEquals(List.of("unterminated string: a string ends with '\"' on the same line",
                "expected a string after 'source' but found 'predicate'"),
                lint.issues(spec).stream().filter(issue -> issue.getSeverity() == ERROR).map(Issue::getMessage).toList());
    }

    @Test
    void aMisspeltShaIsASyntaxError() {
        lint.expectOne(SYNTAX_ERROR, ERROR, "expected 'sha' before the pinned text's hash, as in sha \"3f1c0a9e2b7d4c65\", but found 'hash'", """
                spec conduct
                predicate Eats "someone eats" source "act.md" line 6 «hash» "756b57a950823554"
                """);
    }

    private Spec parse(String text) {
        XtextResourceSet set = resourceSets.get();
        return (Spec) set.getResource(URI.createFileURI(Lint.write(dir, "spec.esl", text).toAbsolutePath().toString()), true)
                .getContents().get(0);
    }

    /** The pin computed from its definition, independently of the code under test. */
    private static String sha256Prefix(String text) throws NoSuchAlgorithmException {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8))).substring(0, 16);
    }
}
