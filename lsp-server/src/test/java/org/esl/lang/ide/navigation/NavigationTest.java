package org.esl.lang.ide.navigation;

import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolCapabilities;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PrepareRenameParams;
import org.eclipse.lsp4j.ReferenceContext;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.TextDocumentClientCapabilities;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.xtext.ide.server.Document;
import org.esl.lang.ide.EslLanguageServerTest;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Outline, find references and rename through the real server, on the railway example and a spec importing another. */
class NavigationTest extends EslLanguageServerTest {

    private static final String BASE = """
            spec base
            variables x
            predicate InTrain(x) "a person {x} is inside a train"
            predicate Busy(x) "{x} is busy"
            rule r: InTrain(x) => Busy(x)
            """;
    private static final String MAIN = """
            spec main
            import "base.esl"
            variables y
            predicate Late(y) "{y} is late"
            rule s: InTrain(y) => Late(y)
            """;

    @Test
    void theOutlineNestsParametersUnderTheirDeclarationWithKindAndDescription() throws Exception {
        initialize(params -> {
            ClientCapabilities capabilities = params.getCapabilities() == null ? new ClientCapabilities() : params.getCapabilities();
            TextDocumentClientCapabilities text = new TextDocumentClientCapabilities();
            DocumentSymbolCapabilities symbols = new DocumentSymbolCapabilities();
            symbols.setHierarchicalDocumentSymbolSupport(true);
            text.setDocumentSymbol(symbols);
            capabilities.setTextDocument(text);
            params.setCapabilities(capabilities);
        });
        String uri = openExample("banking.esl");
        List<Either<SymbolInformation, DocumentSymbol>> symbols = languageServer.documentSymbol(
                new DocumentSymbolParams(new TextDocumentIdentifier(uri))).get(30, TimeUnit.SECONDS);
        StringBuilder outline = new StringBuilder();
        symbols.forEach(symbol -> outline(symbol.getRight(), "", outline));
        assertEquals("""
                banking Namespace Online banking agent: payment-safety properties (after PSD2-style rules)
                  Greeted Function the assistant greets the user
                  restricted Interface no {action} before {check}
                    check TypeParameter
                    action TypeParameter
                  adherence Interface every {trigger} is eventually followed by {outcome}
                    trigger TypeParameter
                    outcome TypeParameter
                  auth_first Property Authenticate the user before any transfer
                  confirm Property Every transfer is confirmed to the user
                  big_needs_approval Property Transfers above 10000 need prior human approval
                  greets_first Property The assistant greets by step 2 (steps 0, 1 or 2)
                  balance_before_transfer Property A transfer is preceded by a balance check
                  happy_path Class Authenticated, confirmed, small transfer
                  unauthenticated Class A transfer with no authentication violates auth_first
                """, outline.toString());
    }

    private static void outline(DocumentSymbol symbol, String indent, StringBuilder out) {
        out.append(indent).append(symbol.getName()).append(' ').append(symbol.getKind())
                .append(symbol.getDetail() == null || symbol.getDetail().isEmpty() ? "" : " " + symbol.getDetail()).append('\n');
        if (symbol.getChildren() != null) {
            symbol.getChildren().forEach(child -> outline(child, indent + "  ", out));
        }
    }

    @Test
    void referencesOfAPredicateAreItsDeclarationAndEveryUse() throws Exception {
        initialize();
        String uri = openExample("railway.esl");
        List<? extends Location> references = languageServer.references(new ReferenceParams(new TextDocumentIdentifier(uri),
                at("railway.esl", "InRailway(x)  \"", 0), new ReferenceContext(true))).get(30, TimeUnit.SECONDS);
        // declared on line 8; used in no_gum, train_is_premises, no_flammables, no_animals and the test petrol_carrier
        assertEquals("[7:10, 20:4, 26:18, 29:4, 32:4, 35:10]", references.stream()
                .map(location -> location.getRange().getStart().getLine() + ":" + location.getRange().getStart().getCharacter())
                .toList().toString());
    }

    @Test
    void renameChangesTheDeclarationAndItsUsesInTheImportingSpecToo() throws Exception {
        String base = writeFile("base.esl", BASE);
        String main = writeFile("main.esl", MAIN);
        initialize();
        open(main, MAIN);
        WorkspaceEdit edit = languageServer.rename(new RenameParams(new TextDocumentIdentifier(main), new Position(4, 9), "OnTrain"))
                .get(30, TimeUnit.SECONDS);
        assertEquals(BASE.replace("InTrain", "OnTrain"), applied(BASE, edit.getChanges().get(base)));
        assertEquals(MAIN.replace("InTrain", "OnTrain"), applied(MAIN, edit.getChanges().get(main)));
    }

    private static String applied(String text, List<TextEdit> edits) {
        List<TextEdit> backwards = edits.stream().sorted((a, b) -> Integer.compare(b.getRange().getStart().getLine() * 10_000
                + b.getRange().getStart().getCharacter(), a.getRange().getStart().getLine() * 10_000 + a.getRange().getStart().getCharacter()))
                .collect(Collectors.toList());
        return new Document(1, text).applyChanges(backwards).getContents();
    }

    /** "line:character-line:character" of a location's range, 0-based as in the protocol, with its file's name. */
    private static String where(Location location) {
        String file = location.getUri().substring(location.getUri().lastIndexOf('/') + 1);
        return file + " " + location.getRange().getStart().getLine() + ":" + location.getRange().getStart().getCharacter() + "-"
                + location.getRange().getEnd().getLine() + ":" + location.getRange().getEnd().getCharacter();
    }

    @Test
    void theDefinitionOfAToolFromTheSchemaIsItsNameInTheJsonFile() throws Exception {
        initialize();
        String uri = openExample("banking.esl");
        List<? extends Location> definitions = languageServer.definition(new DefinitionParams(new TextDocumentIdentifier(uri),
                at("banking.esl", "transfer_funds)", 3))).get(30, TimeUnit.SECONDS).getLeft();
        // "transfer_funds" with its quotes on line 6 of bank-tools.json, from column 45
        assertEquals("[bank-tools.json 5:44-5:60]", definitions.stream().map(NavigationTest::where).toList().toString());
    }

    @Test
    void theDefinitionOfAToolArgumentIsItsPropertyInTheSchema() throws Exception {
        initialize();
        String uri = openExample("banking.esl");
        List<? extends Location> definitions = languageServer.definition(new DefinitionParams(new TextDocumentIdentifier(uri),
                at("banking.esl", "amount > 10000", 2))).get(30, TimeUnit.SECONDS).getLeft();
        // "amount" in transfer_funds's properties on line 7 of bank-tools.json
        assertEquals("[bank-tools.json 6:52-6:60]", definitions.stream().map(NavigationTest::where).toList().toString());
    }

    @Test
    void theReferencesOfASchemaToolAreItsEntryAndEveryUse() throws Exception {
        initialize();
        String uri = openExample("banking.esl");
        List<? extends Location> references = languageServer.references(new ReferenceParams(new TextDocumentIdentifier(uri),
                at("banking.esl", "transfer_funds)", 0), new ReferenceContext(true))).get(30, TimeUnit.SECONDS);
        // the schema's entry, then auth_first, confirm, big_needs_approval, balance_before_transfer and both traces
        assertEquals("[bank-tools.json 5:44-5:60, banking.esl 14:27-14:41, banking.esl 16:14-16:28, banking.esl 18:12-18:26, "
                + "banking.esl 22:28-22:42, banking.esl 25:35-25:49, banking.esl 29:23-29:37]",
                references.stream().map(NavigationTest::where).sorted().toList().toString());
    }

    @Test
    void renamingASchemaToolIsRefusedWithTheReason() throws Exception {
        initialize();
        String uri = openExample("banking.esl");
        ExecutionException refused = assertThrows(ExecutionException.class, () -> languageServer.rename(
                new RenameParams(new TextDocumentIdentifier(uri), at("banking.esl", "transfer_funds)", 2), "send_money"))
                .get(30, TimeUnit.SECONDS));
        ResponseError error = ((ResponseErrorException) refused.getCause()).getResponseError();
        assertEquals("code " + ResponseErrorCode.RequestFailed.getValue(), "code " + error.getCode());
        assertEquals("Cannot rename 'transfer_funds': it is declared by the tool schema bank-tools.json ('tools from'), which the"
                + " application's tool calls follow. Rename it there (and in the application), then its uses in the spec.", error.getMessage());
    }

    /** Editors ask first whether a place can be renamed; a client that renames without asking is told why not. */
    @Test
    void renamingWhereThereIsNoNameSaysSo() throws Exception {
        String uri = openBeside("late.esl", """
                spec late
                predicate Late(x) "the train {x} is late"
                rule r: Lat(x) => Late(x)
                """);
        assertEquals("Nothing to rename at line 2, column 1: put the cursor on a name the spec declares, or on a use of one.",
                renameRefusal(uri, new Position(1, 0)));
        assertEquals("Nothing to rename at line 3, column 10: the name there is not declared.", renameRefusal(uri, new Position(2, 9)));
    }

    private String renameRefusal(String uri, Position position) throws Exception {
        assertNull(languageServer.prepareRename(new PrepareRenameParams(new TextDocumentIdentifier(uri), position)).get(30, TimeUnit.SECONDS));
        ExecutionException refused = assertThrows(ExecutionException.class, () -> languageServer.rename(
                new RenameParams(new TextDocumentIdentifier(uri), position, "anything")).get(30, TimeUnit.SECONDS));
        return ((ResponseErrorException) refused.getCause()).getResponseError().getMessage();
    }

    /**
     * Text the parser made nothing of (half a character where the spec's name goes, as a damaged paste leaves) has no
     * names: nothing to go to, no references, nothing to rename.
     */
    @Test
    void textTheParserMadeNothingOfHasNoNames() throws Exception {
        String uri = openBeside("cut.esl", "spec \uD800 \"a spec cut sh");
        TextDocumentIdentifier cut = new TextDocumentIdentifier(uri);
        for (int character = 0; character <= 22; character++) {
            Position position = new Position(0, character);
            assertTrue(languageServer.definition(new DefinitionParams(cut, position)).get(30, TimeUnit.SECONDS).getLeft().isEmpty());
            assertTrue(languageServer.references(new ReferenceParams(cut, position, new ReferenceContext(true))).get(30, TimeUnit.SECONDS).isEmpty());
            assertNull(languageServer.prepareRename(new PrepareRenameParams(cut, position)).get(30, TimeUnit.SECONDS));
        }
    }

    @Test
    void theDefinitionOfASourceClauseIsTheCitedLinesOfTheDocument() throws Exception {
        initialize();
        String uri = openExample("railway.esl");
        // InRailway cites lines 8-9 of the act; the path, the word lines and the numbers all lead there
        for (int offset : new int[] { 1, 24, 31 }) {
            List<? extends Location> definitions = languageServer.definition(new DefinitionParams(new TextDocumentIdentifier(uri),
                    at("railway.esl", "source \"rapid-transit-act.md\" lines 8-9", offset))).get(30, TimeUnit.SECONDS).getLeft();
            // from the start of line 8 to the end of line 9 (41 characters), 0-based
            assertEquals("[rapid-transit-act.md 7:0-8:41]", definitions.stream().map(NavigationTest::where).toList().toString());
        }
        List<? extends Location> oneLine = languageServer.definition(new DefinitionParams(new TextDocumentIdentifier(uri),
                at("railway.esl", "source \"rapid-transit-act.md\" line 11", 8))).get(30, TimeUnit.SECONDS).getLeft();
        assertEquals("[rapid-transit-act.md 10:0-10:104]", oneLine.stream().map(NavigationTest::where).toList().toString());
    }

    /** A location has no page: pages of a PDF lead to the PDF, at its start. */
    @Test
    void theDefinitionOfPagesOfAPdfIsThePdf() throws Exception {
        String uri = openBeside("conduct.esl", """
                spec conduct
                predicate Smokes(x) "a person {x} smokes" source "rapid-transit-act.pdf" pages 3-4
                """, "rapid-transit-act.pdf");
        List<? extends Location> definitions = languageServer.definition(new DefinitionParams(new TextDocumentIdentifier(uri),
                new Position(1, 74))).get(30, TimeUnit.SECONDS).getLeft();
        assertEquals("[rapid-transit-act.pdf 0:0-0:0]", definitions.stream().map(NavigationTest::where).toList().toString());
    }
}
