package org.esl.eclipse.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.jface.text.Document;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.esl.eclipse.editor.Completions.Proposal;
import org.esl.eclipse.editor.SemanticTokenDecoder.HighlightedRange;
import org.esl.eclipse.server.RunningServer;
import org.esl.eclipse.text.DocumentPositions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the editor shows of railway.esl: the server's answers through the plugin's adapters. */
class EditorFeaturesTest {

    @TempDir
    static Path folder;
    private static RunningServer running;
    private static String uri;
    private static String text;
    private static DocumentPositions positions;

    @BeforeAll
    static void openRailway() throws Exception {
        running = new RunningServer();
        uri = RunningServer.example(folder, "railway.esl", "", "");
        text = Files.readString(Path.of(java.net.URI.create(uri)));
        positions = new DocumentPositions(new Document(text));
        running.server.documents().edited(uri, text);
    }

    @AfterAll
    static void stop() {
        running.close();
    }

    @Test
    void aPredicateIsHighlightedAsAFunctionBoldWhereItIsDeclared() throws Exception {
        List<Integer> data = running.server.textDocuments().semanticTokensFull(new SemanticTokensParams(new TextDocumentIdentifier(uri))).get().getData();
        List<HighlightedRange> ranges = new SemanticTokenDecoder(running.server.semanticTokensLegend()).decode(data, positions);

        int declaration = text.indexOf("predicate InTrain(x)") + "predicate ".length();
        int use = text.indexOf("InTrain(x) => not EatOrDrink(x)");
        assertTrue(ranges.contains(new HighlightedRange(declaration, "InTrain".length(), "function", List.of("declaration"))), ranges.toString());
        assertTrue(ranges.contains(new HighlightedRange(use, "InTrain".length(), "function", List.of())), ranges.toString());
        assertEquals(new TokenStyles.Style(new org.eclipse.swt.graphics.RGB(0, 102, 153), true, false), TokenStyles.of("function", true));
    }

    @Test
    void hoverOnAPredicateShowsItsDescription() throws Exception {
        int offset = text.indexOf("InTrain(x) => not EatOrDrink(x)") + 2;
        String hover = EslHover.text(running.server.textDocuments().hover(new HoverParams(new TextDocumentIdentifier(uri), positions.position(offset))).get());

        assertTrue(hover.contains("predicate InTrain(x)") && hover.contains("is inside a train"), hover);
        assertFalse(hover.contains("```"), "Eclipse shows hover text as it is, so no markdown fences: " + hover);
    }

    @Test
    void completionInARuleReplacesThePrefixWithAPredicate() throws Exception {
        String rule = "    InRailway(x) => not ChewGum(x)";
        int cursor = text.indexOf(rule) + rule.indexOf("ChewGum") + "Ch".length();
        var answer = running.server.textDocuments().completion(new CompletionParams(new TextDocumentIdentifier(uri), positions.position(cursor))).get();
        List<CompletionItem> items = answer.isLeft() ? answer.getLeft() : answer.getRight().getItems();

        Proposal chewGum = Completions.of(items, new Document(text), cursor).stream().filter(proposal -> proposal.text().equals("ChewGum")).findFirst()
                .orElseThrow(() -> new AssertionError(items.toString()));
        assertEquals(cursor - 2, chewGum.offset());
        assertEquals(2, chewGum.length());
    }

    @Test
    void completionOffersOnlyWhatMatchesTheTypedWord() throws Exception {
        String rule = "    InRailway(x) => not ChewGum(x)";
        int cursor = text.indexOf(rule) + rule.indexOf("ChewGum") + "C".length();
        var answer = running.server.textDocuments().completion(new CompletionParams(new TextDocumentIdentifier(uri), positions.position(cursor))).get();
        List<CompletionItem> items = answer.isLeft() ? answer.getLeft() : answer.getRight().getItems();

        List<String> offered = Completions.of(items, new Document(text), cursor).stream().map(Proposal::text).toList();
        assertTrue(offered.containsAll(List.of("ChewGum", "Carries")), offered.toString());
        assertTrue(offered.stream().allMatch(proposal -> proposal.toLowerCase().startsWith("c")), offered.toString());
    }
}
