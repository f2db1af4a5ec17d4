package org.esl.eclipse.editor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.jface.text.Document;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.Region;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FoldingRangeRequestParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.esl.eclipse.editor.Completions.Proposal;
import org.esl.eclipse.editor.SemanticTokenDecoder.HighlightedRange;
import org.esl.eclipse.server.RunningServer;
import org.esl.eclipse.text.DocumentPositions;
import org.esl.eclipse.text.TextEdits;
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
    void hoverOnAPredicateShowsItsSignatureInCodeAndItsDescriptionWithoutMarkdownSyntax() throws Exception {
        int offset = text.indexOf("InTrain(x) => not EatOrDrink(x)") + 2;
        HoverMarkdown hover = HoverMarkdown.render(EslHover.markdown(
                running.server.textDocuments().hover(new HoverParams(new TextDocumentIdentifier(uri), positions.position(offset))).get()));

        assertTrue(hover.text().startsWith("predicate InTrain(x)\n") && hover.text().contains("is inside a train"), hover.text());
        assertFalse(hover.text().contains("```"), hover.text());
        assertEquals(new HoverMarkdown.Span(0, "predicate InTrain(x)".length(), HoverMarkdown.Look.CODE), hover.spans().get(0));
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

    @Test
    void aDeclarationSnippetIsInsertedWithItsDefaultsAndFieldsNotInLspSyntax() throws Exception {
        Path typing = folder.resolve("typing.esl");
        String typed = text + "\nprop";
        Files.writeString(typing, typed);
        String typingUri = typing.toUri().toString();
        running.server.documents().edited(typingUri, typed);
        Document document = new Document(typed);
        var answer = running.server.textDocuments().completion(
                new CompletionParams(new TextDocumentIdentifier(typingUri), new DocumentPositions(document).position(typed.length()))).get();
        List<CompletionItem> items = answer.isLeft() ? answer.getLeft() : answer.getRight().getItems();

        Proposal property = Completions.of(items, document, typed.length()).stream().filter(proposal -> !proposal.fields().isEmpty())
                .findFirst().orElseThrow(() -> new AssertionError(items.toString()));
        assertEquals(typed.length() - "prop".length(), property.offset());
        assertEquals("property name \"what must hold\":\n    always (trigger -> eventually outcome)", property.text());
        Snippet.Field name = property.fields().get(0);
        assertEquals("name", property.text().substring(name.offset(), name.offset() + name.length()));
        assertEquals(List.of(1, 2, 3), property.fields().stream().map(Snippet.Field::number).toList());
    }

    @Test
    void openDeclarationOfAPredicateGoesToItsNameInTheSpec() throws Exception {
        int use = text.indexOf("InTrain(x) => not EatOrDrink(x)") + 3;
        List<Definitions.Target> targets = Definitions.of(running.server.textDocuments()
                .definition(new DefinitionParams(new TextDocumentIdentifier(uri), positions.position(use))).get());

        int declaration = text.indexOf("predicate InTrain(x)") + "predicate ".length();
        assertEquals(List.of(new Definitions.Target(java.net.URI.create(uri), new Range(positions.position(declaration),
                positions.position(declaration + "InTrain".length())))), targets);
        assertEquals(new Region(text.indexOf("InTrain(x) => not EatOrDrink(x)"), "InTrain".length()), EslHyperlinks.name(text, use));
    }

    @Test
    void openDeclarationOfAToolGoesIntoItsSchema() throws Exception {
        Path examples = Path.of(System.getProperty("examples", "../examples"));
        Path banking = Files.copy(examples.resolve("banking.esl"), folder.resolve("banking.esl"));
        Files.copy(examples.resolve("bank-tools.json"), folder.resolve("bank-tools.json"));
        String spec = Files.readString(banking);
        running.server.documents().edited(banking.toUri().toString(), spec);
        int use = spec.indexOf("restricted(check_auth, transfer_funds)") + "restricted(check_".length();

        List<Definitions.Target> targets = Definitions.of(running.server.textDocuments().definition(new DefinitionParams(
                new TextDocumentIdentifier(banking.toUri().toString()), new DocumentPositions(new Document(spec)).position(use))).get());

        assertEquals(1, targets.size(), targets.toString());
        assertEquals(folder.resolve("bank-tools.json").toUri(), targets.get(0).file());
        String schema = Files.readString(folder.resolve("bank-tools.json"));
        int line = targets.get(0).range().getStart().getLine();
        assertTrue(schema.lines().toList().get(line).contains("check_auth"), schema.lines().toList().get(line));
    }

    @Test
    void aDeclarationFoldsOverItsLinesAndTheOutlineListsItInOrder() throws Exception {
        Document document = new Document(text);
        List<Position> regions = FoldingRegions.of(running.server.textDocuments()
                .foldingRange(new FoldingRangeRequestParams(new TextDocumentIdentifier(uri))).get(), document);
        int rule = text.indexOf("rule no_gum");
        int ruleLineStart = document.getLineOffset(document.getLineOfOffset(rule));
        Position ruleRegion = regions.stream().filter(region -> region.getOffset() == ruleLineStart).findFirst()
                .orElseThrow(() -> new AssertionError(regions.toString()));
        assertTrue(text.substring(ruleRegion.getOffset(), ruleRegion.getOffset() + ruleRegion.getLength()).contains("=> not ChewGum(x)"),
                "the rule's body folds under its head");

        List<Outline.Entry> outline = Outline.of(running.server.textDocuments()
                .documentSymbol(new DocumentSymbolParams(new TextDocumentIdentifier(uri))).get());
        List<String> names = outline.stream().map(Outline.Entry::name).toList();
        assertEquals("railway", names.get(0));
        assertTrue(names.indexOf("InTrain") > 0 && names.indexOf("InTrain") < names.indexOf("no_gum"), names.toString());
        Outline.Entry inTrain = outline.get(names.indexOf("InTrain"));
        assertEquals(1, inTrain.depth());
        assertEquals("InTrain – a person {x} is inside a train", inTrain.label());

        List<Outline.Node> tree = Outline.tree(outline);
        assertEquals(List.of("railway"), tree.stream().map(node -> node.entry().name()).toList());
        assertEquals(names.subList(1, names.size()), flatten(tree.get(0).children()), "the Outline view's tree has what Ctrl+O lists");
    }

    private static List<String> flatten(List<Outline.Node> nodes) {
        return nodes.stream().flatMap(node -> java.util.stream.Stream.concat(java.util.stream.Stream.of(node.entry().name()),
                flatten(node.children()).stream())).toList();
    }

    @Test
    void theOutlineTreeNestsEachEntryUnderTheShallowerOneBeforeIt() {
        Range range = new Range(new org.eclipse.lsp4j.Position(0, 0), new org.eclipse.lsp4j.Position(0, 1));
        List<Outline.Entry> entries = List.of(new Outline.Entry("spec", null, 0, range), new Outline.Entry("policy", null, 1, range),
                new Outline.Entry("rule", null, 2, range), new Outline.Entry("property", null, 1, range), new Outline.Entry("other", null, 0, range));

        List<Outline.Node> tree = Outline.tree(entries);

        assertEquals(List.of(
                new Outline.Node(entries.get(0), List.of(
                        new Outline.Node(entries.get(1), List.of(new Outline.Node(entries.get(2), List.of()))),
                        new Outline.Node(entries.get(3), List.of()))),
                new Outline.Node(entries.get(4), List.of())), tree);
    }

    @Test
    void formattingASpecWrittenCarelesslyGivesTheLayoutOfEslFormat() throws Exception {
        Path messy = folder.resolve("messy.esl");
        String careless = text.replace("\n    ", "\n        ").replace(" => ", "   =>  ");
        Files.writeString(messy, careless);
        Document document = new Document(careless);

        running.server.documents().edited(messy.toUri().toString(), careless);
        TextEdits.apply(document, running.server.textDocuments().formatting(
                new DocumentFormattingParams(new TextDocumentIdentifier(messy.toUri().toString()), FormatHandler.OPTIONS)).get());

        Path golden = Path.of(System.getProperty("examples", "../examples")).resolveSibling("lsp-server/src/test/resources/formatting/railway.esl");
        assertEquals(Files.readString(golden), document.get());
    }
}
