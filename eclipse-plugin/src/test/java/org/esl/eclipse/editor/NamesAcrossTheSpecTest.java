package org.esl.eclipse.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

import org.eclipse.jface.text.Document;
import org.eclipse.jface.text.Position;
import org.eclipse.lsp4j.DocumentHighlightParams;
import org.eclipse.lsp4j.ReferenceContext;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.esl.eclipse.text.DocumentPositions;
import org.esl.eclipse.text.TextEdits;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Find References, Rename and mark occurrences on railway.esl: the server's answers through the plugin's adapters. */
class NamesAcrossTheSpecTest {

    @TempDir
    static Path folder;
    private static OpenSpec railway;
    private static String uri;
    private static String text;
    private static DocumentPositions positions;

    @BeforeAll
    static void openRailway() throws Exception {
        railway = OpenSpec.of(folder, "railway.esl");
        uri = railway.uri();
        text = railway.text();
        positions = railway.positions();
    }

    @AfterAll
    static void stop() {
        railway.close();
    }

    /** The 0-based lines on which {@code pattern} matches, counted on the text itself. */
    private static List<Integer> linesMatching(String pattern) {
        List<String> lines = text.lines().toList();
        return IntStream.range(0, lines.size()).filter(line -> Pattern.compile(pattern).matcher(lines.get(line)).find()).boxed().toList();
    }

    @Test
    void findReferencesOfAPredicateListsItsDeclarationAndEveryUseInTheOrderOfTheText() throws Exception {
        int use = text.indexOf("InTrain(x) => not EatOrDrink(x)") + 2;
        List<References.Place> places = References.of(railway.running().server.textDocuments().references(new ReferenceParams(
                new TextDocumentIdentifier(uri), positions.position(use), new ReferenceContext(true))).get(), file -> text);

        assertEquals(linesMatching("\\bInTrain\\("), places.stream().map(place -> place.range().getStart().getLine()).toList());
        assertEquals("railway.esl:9: predicate InTrain(x)    \"a person {x} is inside a train\" source \"rapid-transit-act.md\" line 9",
                places.get(0).label());
        assertTrue(places.stream().allMatch(place -> place.file().equals(URI.create(uri))), places.toString());
    }

    @Test
    void markOccurrencesOfARuleMarksItsNameAndItsUseButNotTheWordInsideAString() throws Exception {
        Document document = new Document(text);
        int declaration = text.indexOf("rule no_gum") + "rule ".length();
        List<Position> marked = Occurrences.of(railway.running().server.textDocuments().documentHighlight(new DocumentHighlightParams(
                new TextDocumentIdentifier(uri), positions.position(declaration + 3))).get(), document);

        Matcher uses = Pattern.compile("\\bno_gum\\b").matcher(text);
        List<Integer> everyWord = uses.results().map(match -> match.start()).toList();
        int inString = text.indexOf("violates no_gum through") + "violates ".length();
        assertTrue(everyWord.contains(inString), "the spec has the word in a string too");
        assertEquals(everyWord.stream().filter(offset -> offset != inString).toList(), marked.stream().map(Position::getOffset).toList());
        assertTrue(marked.stream().allMatch(position -> position.getLength() == "no_gum".length()), marked.toString());
    }

    @Test
    void renameOfAPredicateEditsItsDeclarationAndEveryUse() throws Exception {
        int use = text.indexOf("InTrain(x) => InRailway(x)");
        Renames.Answer answer = Renames.of(railway.running().server.textDocuments().rename(
                new RenameParams(new TextDocumentIdentifier(uri), positions.position(use), "InCarriage")), "InTrain");

        Renames.Edits edits = assertInstanceOf(Renames.Edits.class, answer, answer.toString());
        assertEquals(List.of(URI.create(uri)), List.copyOf(edits.files().keySet()));
        Document document = new Document(text);
        TextEdits.apply(document, edits.files().get(URI.create(uri)));
        assertEquals(text.replace("InTrain(", "InCarriage("), document.get());
    }

    @Test
    void renameOnAKeywordIsRefusedWithTheServersReasonNotATrace() throws Exception {
        int keyword = text.indexOf("rule no_gum") + 1;
        Renames.Answer answer = Renames.of(railway.running().server.textDocuments().rename(
                new RenameParams(new TextDocumentIdentifier(uri), positions.position(keyword), "law")), "rule");

        assertEquals(new Renames.Refusal("'rule' cannot be renamed: Nothing to rename at line " + (positions.position(keyword).getLine() + 1)
                + ", column 2: put the cursor on a name the spec declares, or on a use of one."), answer);
    }

    @Test
    void renameOfAToolOfASchemaIsRefusedWithWhereToRenameIt() throws Exception {
        Path examples = Path.of(System.getProperty("examples", "../examples"));
        Path banking = Files.copy(examples.resolve("banking.esl"), folder.resolve("banking.esl"));
        Files.copy(examples.resolve("bank-tools.json"), folder.resolve("bank-tools.json"));
        String spec = Files.readString(banking);
        railway.running().server.documents().edited(banking.toUri().toString(), spec);
        int tool = spec.indexOf("restricted(check_auth, transfer_funds)") + "restricted(check_".length();

        Renames.Answer answer = Renames.of(railway.running().server.textDocuments().rename(new RenameParams(
                new TextDocumentIdentifier(banking.toUri().toString()), new DocumentPositions(new Document(spec)).position(tool), "verify")),
                "check_auth");

        Renames.Refusal refusal = assertInstanceOf(Renames.Refusal.class, answer, answer.toString());
        assertTrue(refusal.reason().contains("declared by the tool schema bank-tools.json"), refusal.reason());
        assertFalse(refusal.reason().contains("Exception"), refusal.reason());
    }

    /** The rename dialog's check of the new name, before the server is asked (it would rename to a keyword). */
    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "OK", textBlock = """
            InCarriage    | OK
            _in_train2    | OK
            `two words`   | OK
            `rule`        | OK
            rule          | 'rule' is an ESL keyword: write it as `rule` or choose another name
            2trains       | '2trains' is no ESL name: a letter or _ first, then letters, digits and _
            in-train      | 'in-train' is no ESL name: a letter or _ first, then letters, digits and _
            """)
    void theNewNameIsAnEslNameAndNoBareKeyword(String name, String problem) {
        assertEquals(problem, Renames.invalid(name, railway.running().server.keywords()));
    }
}
