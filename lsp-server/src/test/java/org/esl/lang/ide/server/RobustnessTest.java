package org.esl.lang.ide.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.log4j.AppenderSkeleton;
import org.apache.log4j.Level;
import org.apache.log4j.Logger;
import org.apache.log4j.spi.LoggingEvent;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.CodeLensParams;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentHighlightParams;
import org.eclipse.lsp4j.DocumentRangeFormattingParams;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FoldingRangeRequestParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PrepareRenameParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.ReferenceContext;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.SignatureHelpParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceSymbolParams;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.esl.lang.ide.EslLanguageServerTest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonParser;

/**
 * {@code esl lsp} must never die: no root, any text, any bytes, any position; every request and the solver-backed
 * lint on save on each.
 */
class RobustnessTest extends EslLanguageServerTest {

    private static final Pattern TOKEN = Pattern.compile("\"[^\"\\n]*\"|\\w+|[^\\s\\w]");
    private static final int MUTATIONS_PER_EXAMPLE = 80;

    /** Every error the server logs; an uncaught exception in a request or a build is logged as one. */
    private final List<String> errors = new ArrayList<>();
    private final AppenderSkeleton errorLog = new AppenderSkeleton() {
        @Override
        protected void append(LoggingEvent event) {
            // an error answer the server chose (a refused rename) is logged too, but is no failure
            if (event.getLevel().isGreaterOrEqual(Level.ERROR) && !(event.getThrowableInformation() != null
                    && refusal(event.getThrowableInformation().getThrowable()))) {
                synchronized (errors) {
                    errors.add(event.getRenderedMessage() + (event.getThrowableInformation() == null ? ""
                            : ": " + event.getThrowableInformation().getThrowable()));
                }
            }
        }

        @Override
        public boolean requiresLayout() {
            return false;
        }

        @Override
        public void close() {
        }
    };

    /** An answer the server chose, thrown through the future that ran the request. */
    private static boolean refusal(Throwable thrown) {
        Throwable cause = thrown;
        while (cause instanceof CompletionException && cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause instanceof ResponseErrorException;
    }

    @BeforeEach
    void recordErrors() {
        Logger.getRootLogger().addAppender(errorLog);
    }

    @AfterEach
    void stopRecording() {
        Logger.getRootLogger().removeAppender(errorLog);
    }

    @Test
    void aSingleFileOpenedWithoutAFolderIsServed() throws Exception {
        initialize(params -> {
            params.setRootUri(null);
            params.setRootPath(null);
            params.setWorkspaceFolders(null);
        });
        String uri = root.toPath().resolve("alone/railway.esl").toUri().toString();
        open(uri, Files.readString(EXAMPLES.resolve("railway.esl")).replace("InTrain(x) => InRailway(x)", "InTrain(x) => InRailwy(x)"));
        assertTrue(getDiagnostics().get(uri).stream().anyMatch(d -> d.getMessage().getLeft().contains("did you mean 'InRailway'")),
                getDiagnostics().toString());
        assertNotNull(hover(uri, 8, 12));
        assertTrue(errors.isEmpty(), errors.toString());
    }

    @Test
    void mutatedExamplesNeverBreakTheServer() throws Exception {
        List<String> uris = new ArrayList<>();
        for (String name : List.of("railway.esl", "banking.esl", "park.esl", "numeric.esl")) {
            uris.add(example(name));
        }
        initialize();
        Random random = new Random(20261122);
        int version = 1;
        for (String uri : uris) {
            String original = Files.readString(EXAMPLES.resolve(uri.substring(uri.lastIndexOf('/') + 1)));
            open(uri, original);
            for (int i = 0; i < MUTATIONS_PER_EXAMPLE; i++) {
                String mutant = mutate(original, random);
                change(uri, ++version, mutant);
                save(uri); // the solver-backed lint runs on the mutant, unless the next change makes it obsolete first
                int line = random.nextInt(Math.max(1, (int) mutant.lines().count()) + 2);
                hover(uri, line, random.nextInt(30)); // answers, or throws: an error response or no answer fails
                languageServer.codeLens(new CodeLensParams(new TextDocumentIdentifier(uri))).get(30, TimeUnit.SECONDS);
                for (Diagnostic diagnostic : getDiagnostics().getOrDefault(uri, List.of())) {
                    languageServer.codeAction(new CodeActionParams(new TextDocumentIdentifier(uri), diagnostic.getRange(),
                            new CodeActionContext(List.of(diagnostic)))).get(30, TimeUnit.SECONDS);
                }
            }
            long published = publishedDiagnostics(uri);
            change(uri, ++version, original);
            save(uri);
            awaitPublishedDiagnostics(uri, published + 2); // the static ones after the change, the solver-backed ones after the save
            Hover afterwards = hover(uri, 0, 6);
            assertNotNull(afterwards, "the server answers a hover after " + MUTATIONS_PER_EXAMPLE + " mutants of " + uri);
        }
        assertTrue(errors.isEmpty(), "no uncaught exception: " + errors);
    }

    /**
     * A change whose range the text does not have (past the end of a line, past the last line) is applied as the
     * protocol reads such a position, not lost: the server's text stays the editor's.
     */
    @Test
    void aChangeWhoseRangeTheTextDoesNotHaveIsApplied() throws Exception {
        configuration = JsonParser.parseString("{\"lint.solver\": false}"); // static diagnostics only
        initialize();
        String uri = writeFile("late.esl", "");
        open(uri, "spec late\nvariables x\npredicate Late(x) \"the train {x} is late\"\n");
        awaitDiagnostics(uri, found -> codes(found).contains("ESL003")); // Late is never used

        Position pastTheLineEnd = new Position(2, 400);
        Position pastTheLastLine = new Position(9, 0);
        languageServer.didChange(new DidChangeTextDocumentParams(new VersionedTextDocumentIdentifier(uri, 2), List.of(
                new TextDocumentContentChangeEvent(new Range(pastTheLineEnd, pastTheLineEnd), "\nrule r: Lat(x) => Late(x)"),
                new TextDocumentContentChangeEvent(new Range(pastTheLastLine, pastTheLastLine), "rule q: Late(x) => Lte(x)\n"))));

        List<Diagnostic> unresolved = awaitDiagnostics(uri, found -> codes(found).equals(List.of("ESL001", "ESL001")));
        assertEquals("[ESL001 3:8, ESL001 4:19]", unresolved.stream().map(found -> found.getCode().getLeft() + " "
                + found.getRange().getStart().getLine() + ":" + found.getRange().getStart().getCharacter()).toList().toString());
    }

    /**
     * Every request an editor sends, on damaged text and at positions the text does not have (past the end of a
     * line, past the last line: a client may send them, and the protocol says how to read them), is answered: with
     * a result, or, for a rename where there is nothing to rename, with an error that says so.
     */
    @Test
    void everyRequestIsAnsweredOnMutatedExamplesAtAnyPosition() throws Exception {
        List<String> uris = new ArrayList<>();
        for (String name : List.of("railway.esl", "banking.esl", "park.esl", "numeric.esl", "banking_rules.esl")) {
            uris.add(example(name));
        }
        initialize();
        Random random = new Random(20261128);
        int version = 1;
        List<String> failures = new ArrayList<>();
        for (String uri : uris) {
            String original = Files.readString(EXAMPLES.resolve(uri.substring(uri.lastIndexOf('/') + 1)));
            open(uri, original);
            TextDocumentIdentifier document = new TextDocumentIdentifier(uri);
            for (int i = 0; i < MUTATIONS_PER_EXAMPLE / 2; i++) {
                String mutant = mutate(original, random);
                change(uri, ++version, mutant);
                List<String> lines = mutant.lines().toList();
                for (int k = 0; k < 3; k++) {
                    int line = random.nextInt(lines.size() + 2);
                    Position at = new Position(line, random.nextInt((line < lines.size() ? lines.get(line).length() : 0) + 4));
                    Range down = new Range(at, new Position(line + random.nextInt(6), 0));
                    String where = uri.substring(uri.lastIndexOf('/') + 1) + " at " + at + " of\n" + mutant;
                    answered(failures, "completion " + where, languageServer.completion(new CompletionParams(document, at)));
                    answered(failures, "signature help " + where, languageServer.signatureHelp(new SignatureHelpParams(document, at)));
                    answered(failures, "hover " + where, languageServer.hover(new HoverParams(document, at)));
                    answered(failures, "definition " + where, languageServer.definition(new DefinitionParams(document, at)));
                    answered(failures, "references " + where, languageServer.references(new ReferenceParams(document, at, new ReferenceContext(true))));
                    answered(failures, "highlight " + where, languageServer.documentHighlight(new DocumentHighlightParams(document, at)));
                    answered(failures, "range formatting " + where, languageServer.rangeFormatting(
                            new DocumentRangeFormattingParams(document, new FormattingOptions(4, true), down)));
                    answered(failures, "code actions " + where, languageServer.codeAction(
                            new CodeActionParams(document, down, new CodeActionContext(List.of()))));
                    answered(failures, "workspace symbols " + where, languageServer.getWorkspaceService().symbol(
                            new WorkspaceSymbolParams(mutant.substring(Math.min(mutant.length(), random.nextInt(mutant.length() + 1)))
                                    .lines().findFirst().orElse(""))));
                    answeredOrRefused(failures, "prepare rename " + where, languageServer.prepareRename(new PrepareRenameParams(document, at)));
                    answeredOrRefused(failures, "rename " + where, languageServer.rename(new RenameParams(document, at, "renamed")));
                }
                String where = uri.substring(uri.lastIndexOf('/') + 1) + " of\n" + mutant;
                answered(failures, "symbols " + where, languageServer.documentSymbol(new DocumentSymbolParams(document)));
                answered(failures, "folding " + where, languageServer.foldingRange(new FoldingRangeRequestParams(document)));
                answered(failures, "formatting " + where, languageServer.formatting(new DocumentFormattingParams(document, new FormattingOptions(4, true))));
                answered(failures, "semantic tokens " + where, languageServer.semanticTokensFull(new SemanticTokensParams(document)));
                answered(failures, "code lenses " + where, languageServer.codeLens(new CodeLensParams(document)));
            }
        }
        assertTrue(failures.isEmpty(), failures.size() + " requests failed, the first: " + failures.stream().findFirst().orElse(""));
        assertTrue(errors.isEmpty(), "no uncaught exception: " + errors);
    }

    private static void answered(List<String> failures, String request, CompletableFuture<?> answer) throws Exception {
        try {
            answer.get(30, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            failures.add(request + ": " + e.getCause());
        }
    }

    /** A rename may be refused, with a reason that names no Java type. */
    private static void answeredOrRefused(List<String> failures, String request, CompletableFuture<?> answer) throws Exception {
        try {
            answer.get(30, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            if (!(e.getCause() instanceof ResponseErrorException refusal
                    && refusal.getResponseError().getCode() == ResponseErrorCode.RequestFailed.getValue()
                    && !refusal.getMessage().contains("Exception"))) {
                failures.add(request + ": " + e.getCause());
            }
        }
    }

    private void save(String uri) {
        languageServer.didSave(new DidSaveTextDocumentParams(new TextDocumentIdentifier(uri)));
    }

    private long publishedDiagnostics(String uri) {
        return List.copyOf(notifications).stream().filter(n -> n.getValue() instanceof PublishDiagnosticsParams params
                && params.getUri().equals(uri)).count();
    }

    private void awaitPublishedDiagnostics(String uri, long count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (publishedDiagnostics(uri) < count) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("no diagnostics for " + uri + " after the last save within a minute");
            }
            Thread.sleep(20);
        }
    }

    private Hover hover(String uri, int line, int character) throws Exception {
        return languageServer.hover(new HoverParams(new TextDocumentIdentifier(uri), new Position(line, character)))
                .get(30, TimeUnit.SECONDS);
    }

    /** One random damage: a token deleted or duplicated, the file cut short, or bytes that are not UTF-8. */
    private static String mutate(String text, Random random) {
        List<int[]> tokens = new ArrayList<>();
        Matcher matcher = TOKEN.matcher(text);
        while (matcher.find()) {
            tokens.add(new int[] { matcher.start(), matcher.end() });
        }
        int[] token = tokens.get(random.nextInt(tokens.size()));
        return switch (random.nextInt(5)) {
            case 0 -> text.substring(0, token[0]) + text.substring(token[1]);
            case 1 -> text.substring(0, token[1]) + " " + text.substring(token[0]);
            case 2 -> text.substring(0, random.nextInt(text.length()));
            case 3 -> text.substring(0, token[0])
                    + new String(new byte[] { (byte) 0xC3, (byte) 0x28, (byte) 0xFF, (byte) 0xFE }, StandardCharsets.UTF_8)
                    + text.substring(token[0]);
            default -> text.substring(0, token[0]) + "\uD800" + text.substring(token[1]); // a lone surrogate
        };
    }
}
