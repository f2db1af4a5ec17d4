package org.esl.lang.ide.server;

import java.nio.file.Files;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.CodeLens;
import org.eclipse.lsp4j.CodeLensParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceSymbolParams;
import org.eclipse.xtext.xbase.lib.Pair;
import org.esl.lang.ide.EslLanguageServerTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The document an editor opens first is built, and its diagnostics published, before the rest of the workspace
 * folder (docs/language-server.md, "Start-up"), with the diagnostics a build of the whole folder gives it; any other
 * request, or no opening at all, still gets the whole folder built.
 */
class OpenedFirstTest extends EslLanguageServerTest {

    private static final Set<String> SOLVER_BACKED = Set.of("ESL010", "ESL011", "ESL012", "ESL013", "ESL014", "ESL015", "ESL019",
            "ESL020", "ESL021");
    private static final String UNUSED = "spec %s\npredicate %s \"%s holds\"\n";

    @Test
    void theOpenedSpecIsPublishedBeforeTheRestOfTheFolderIsBuilt() throws Exception {
        String last = null;
        for (String other : List.of("a", "b", "c", "d")) {
            last = writeFile(other + ".esl", UNUSED.formatted(other, other, other));
        }
        String opened = writeFile("opened.esl", UNUSED.formatted("opened", "o", "o"));
        initialize();
        open(opened, Files.readString(root.toPath().resolve("opened.esl")));
        awaitDiagnostics(last, d -> true);

        List<String> published = publishedUris();
        assertEquals(opened, published.get(0));
        assertEquals("5 specs", published.stream().distinct().count() + " specs");
        assertEquals("[ESL003]", codes(getDiagnostics().get(opened)).toString());
    }

    /**
     * An editor asks for the opened spec's code lenses right after opening it: they come from its own build, and the
     * rest of the folder is built after them without any other request.
     */
    @Test
    void theOpenedSpecsCodeLensesComeFromItsBuildAndTheRestOfTheFolderIsBuiltAfterThem() throws Exception {
        String other = writeFile("other.esl", UNUSED.formatted("other", "q", "q"));
        String banking = example("banking.esl");
        initialize();
        open(banking, Files.readString(root.toPath().resolve("banking.esl")));
        List<? extends CodeLens> lenses = languageServer.codeLens(new CodeLensParams(new TextDocumentIdentifier(banking)))
                .get(30, TimeUnit.SECONDS);
        assertEquals("[▶ Run all tests, ▶ Check 2 transcripts]", lenses.stream().map(lens -> lens.getCommand().getTitle())
                .filter(title -> title.contains(" all ") || title.contains(" transcripts")).toList().toString());
        assertEquals("[ESL003]", codes(awaitDiagnostics(other, d -> true)).toString());
    }

    @Test
    void withoutAnOpenedDocumentTheFolderIsBuiltAnyway() throws Exception {
        String other = writeFile("other.esl", UNUSED.formatted("other", "q", "q"));
        initialize();
        assertEquals("[ESL003]", codes(awaitDiagnostics(other, d -> true)).toString());
    }

    @Test
    void aRequestBeforeAnyOpeningSeesTheWholeFolder() throws Exception {
        writeFile("first.esl", UNUSED.formatted("first", "alpha", "alpha"));
        writeFile("second.esl", UNUSED.formatted("second", "beta", "beta"));
        initialize();
        var symbols = languageServer.symbol(new WorkspaceSymbolParams("")).get(30, TimeUnit.SECONDS);
        String names = symbols.getRight().stream().map(symbol -> symbol.getName()).filter(name -> name.equals("alpha") || name.equals("beta"))
                .sorted().toList().toString();
        assertEquals("[alpha, beta]", names);
    }

    /**
     * {@code shared} is used only by the spec that imports {@code lib.esl}: built alone, lib.esl would warn that it is
     * unused (ESL003). The opened spec is built together with a spec that may import it.
     */
    @Test
    void aSpecThatAnotherImportsIsBuiltWithIt() throws Exception {
        String lib = writeFile("lib.esl", "spec lib\npredicate shared \"shared holds\"\n");
        writeFile("main.esl", "spec main\nimport \"lib.esl\"\npredicate here \"here holds\"\nrule r \"r\":\n    here => shared\n");
        initialize();
        open(lib, Files.readString(root.toPath().resolve("lib.esl")));
        List<Diagnostic> first = firstPublished(lib);
        assertEquals("[]", codes(first).toString());
    }

    /** Each example, opened first, gets the diagnostics it has once it is built again with the whole folder loaded. */
    @ParameterizedTest
    @ValueSource(strings = { "banking.esl", "railway.esl", "guardrails/invariant-secrets.esl" })
    void anExampleOpenedFirstHasTheDiagnosticsOfAWholeBuild(String example) throws Exception {
        for (String name : List.of("banking.esl", "railway.esl", "park.esl", "numeric.esl", "guardrails/invariant-secrets.esl")) {
            example(name);
        }
        String uri = example(example);
        String text = Files.readString(EXAMPLES.resolve(example));
        initialize();
        open(uri, text);
        List<Diagnostic> first = firstPublished(uri);
        // closed, it is built again from the file with every spec of the folder loaded; then opened again
        languageServer.didClose(new DidCloseTextDocumentParams(new TextDocumentIdentifier(uri)));
        notifications.clear();
        open(uri, text);
        assertEquals(staticOnly(first).toString(), staticOnly(firstPublished(uri)).toString());
    }

    /** The URIs of the diagnostics published so far, in order. */
    private List<String> publishedUris() {
        return notifications.stream().map(Pair::getValue).filter(PublishDiagnosticsParams.class::isInstance)
                .map(value -> ((PublishDiagnosticsParams) value).getUri()).toList();
    }

    /** The first diagnostics published for {@code uri}, waiting for them up to a minute. */
    private List<Diagnostic> firstPublished(String uri) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (System.nanoTime() < deadline) {
            for (Pair<String, Object> notification : List.copyOf(notifications)) {
                if (notification.getValue() instanceof PublishDiagnosticsParams params && params.getUri().equals(uri)) {
                    return params.getDiagnostics();
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("no diagnostics for " + uri + " within a minute");
    }

    /** The diagnostics but the solver-backed lint's (ESL010-ESL015, ESL019-ESL021), which come later, on their own schedule. */
    private static List<String> staticOnly(List<Diagnostic> diagnostics) {
        return diagnostics.stream().filter(d -> !SOLVER_BACKED.contains(d.getCode().getLeft()))
                .map(d -> d.getCode().getLeft() + " " + d.getRange().getStart().getLine() + ":" + d.getRange().getStart().getCharacter()
                        + " " + d.getMessage())
                .toList();
    }
}
