package org.esl.eclipse.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.NullProgressMonitor;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.ReferenceContext;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.search.ui.text.Match;
import org.esl.eclipse.editor.OpenSpec;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Find References in the Search view: the query asks the embedded server about railway.esl and a spec that
 * imports it, and the result holds each use as a match on its line, the lines grouped by file.
 */
class ReferencesSearchTest {

    private static final String STATION = """
            spec station
            import "railway.esl"
            variables p
            rule no_gum_in_station: InRailway(p) => not ChewGum(p)
            """;

    @TempDir
    static Path folder;
    private static OpenSpec railway;
    private static URI station;

    @BeforeAll
    static void openBothSpecs() throws Exception {
        railway = OpenSpec.of(folder, "railway.esl");
        station = Files.writeString(folder.resolve("station.esl"), STATION).toUri();
        railway.running().server.documents().edited(station.toString(), STATION);
    }

    @AfterAll
    static void stop() {
        railway.close();
    }

    private static ReferencesResult search(String name, int offsetInRailway) {
        ReferenceParams params = new ReferenceParams(new TextDocumentIdentifier(railway.uri()), railway.positions().position(offsetInRailway),
                new ReferenceContext(true));
        ReferencesQuery query = new ReferencesQuery(name, () -> railway.running().server.textDocuments().references(params), ReferencesSearchTest::text);
        assertEquals(IStatus.OK, query.run(new NullProgressMonitor()).getSeverity());
        return (ReferencesResult) query.getSearchResult();
    }

    private static String text(URI file) {
        try {
            return Files.readString(Path.of(file));
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The 0-based lines of {@code text} on which the word occurs. */
    private static List<Integer> linesWith(String text, String word) {
        List<String> lines = text.lines().toList();
        return IntStream.range(0, lines.size()).filter(line -> Pattern.compile("\\b" + word + "\\b").matcher(lines.get(line)).find()).boxed().toList();
    }

    @Test
    void theReferencesOfAPredicateAreItsLinesGroupedByFileEachUseAMatchOnTheName() {
        ReferencesResult result = search("ChewGum", railway.text().indexOf("ChewGum(x)    \"a person"));

        assertEquals(List.of(URI.create(railway.uri()), station), result.files());
        assertEquals(linesWith(railway.text(), "ChewGum"), result.lines(URI.create(railway.uri())).stream().map(ReferenceLine::line).toList());
        assertEquals(List.of(new ReferenceLine(station, 3, "rule no_gum_in_station: InRailway(p) => not ChewGum(p)")), result.lines(station));
        for (Object line : result.getElements()) {
            String text = text(((ReferenceLine) line).file());
            for (Match match : result.getMatches(line)) {
                assertEquals("ChewGum", text.substring(match.getOffset(), match.getOffset() + match.getLength()), line.toString());
            }
        }
        int uses = linesWith(railway.text(), "ChewGum").size() + 1;
        assertEquals("'ChewGum' – " + uses + " references in 2 files", result.getLabel());
    }

    @Test
    void aLineIsShownByItsNumberAndTextAndAFileByItsFolderAndItsNumberOfReferences() {
        ReferencesResult result = search("InTrain", railway.text().indexOf("InTrain(x) => not EatOrDrink(x)") + 2);

        ReferenceLine use = result.lines(URI.create(railway.uri())).get(1);
        assertEquals((use.line() + 1) + ": InTrain(x) => not EatOrDrink(x)", use.label());
        Matcher inRailway = Pattern.compile("\\bInTrain\\(").matcher(railway.text());
        int inTrain = (int) inRailway.results().count();
        assertEquals("railway.esl – specs (" + inTrain + " references)", result.fileLabel(URI.create(railway.uri()), "specs"));
        assertTrue(result.lines(station).isEmpty(), "station.esl does not use InTrain");
    }

    @Test
    void aServerThatFailsGivesAnErrorNamingTheNameAndNoMatches() {
        ReferencesQuery query = new ReferencesQuery("ChewGum",
                () -> CompletableFuture.<List<? extends Location>>failedFuture(new IllegalStateException("the index is being rebuilt")),
                ReferencesSearchTest::text);

        IStatus status = query.run(new NullProgressMonitor());

        assertEquals(IStatus.ERROR, status.getSeverity());
        assertEquals("The ESL language server could not find the references of 'ChewGum': the index is being rebuilt", status.getMessage());
        assertEquals(0, ((ReferencesResult) query.getSearchResult()).getMatchCount());
    }
}
