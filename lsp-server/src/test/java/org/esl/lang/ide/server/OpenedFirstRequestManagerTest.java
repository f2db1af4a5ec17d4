package org.esl.lang.ide.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.eclipse.xtext.ide.server.BuildManager.Buildable;
import org.eclipse.xtext.service.OperationCanceledManager;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The order in which the server's queue runs the work of a start (docs/language-server.md, "Start-up"): the build of
 * the document opened first, the reads of that document (its code lenses, symbols, …), then the rest of the
 * workspace, held back until then; any other request waits for the whole workspace.
 */
class OpenedFirstRequestManagerTest {

    private final ExecutorService parallel = Executors.newCachedThreadPool();
    private final OpenedFirstRequestManager requests = new OpenedFirstRequestManager(parallel, new OperationCanceledManager());
    /** What ran, in the order it ended. */
    private final List<String> ran = new CopyOnWriteArrayList<>();

    @AfterEach
    void stop() {
        requests.shutdown();
        parallel.shutdownNow();
    }

    @Test
    void theOpenedDocumentsReadsComeBeforeTheRestOfTheWorkspaceWhichWaitsForThem() throws Exception {
        holdTheRestOfTheWorkspace();
        open();
        // a slow read: the rest of the workspace must not start building beside it
        CompletableFuture<?> lenses = requests.readingOpened(() -> requests.runRead(cancel -> {
            pause(200);
            return ran.add("code lenses of the opened document");
        }));
        requests.release();
        CompletableFuture<?> references = requests.runRead(cancel -> ran.add("references"));

        references.get(30, TimeUnit.SECONDS);
        lenses.get(30, TimeUnit.SECONDS);
        assertEquals("[opened document built, code lenses of the opened document, rest of the workspace built, references]",
                ran.toString());
    }

    @Test
    void theSolverLintsCompilationWaitsForTheOpenedDocumentsFirstAnswersThenComesBeforeTheRest() throws Exception {
        holdTheRestOfTheWorkspace();
        open();
        // the lint asks for its compilation right after the opening, before the editor's first requests
        CompletableFuture<?> compilation = requests.forReadsOfOpened().runRead(cancel -> ran.add("lint's compilation of the opened document"));
        CompletableFuture<?> symbols = requests.readingOpened(() -> requests.runRead(cancel -> {
            pause(200);
            return ran.add("document symbols");
        }));
        CompletableFuture<?> lenses = requests.readingOpened(() -> requests.runRead(cancel -> {
            pause(100);
            return ran.add("code lenses of the opened document");
        }));
        requests.release();
        CompletableFuture<?> references = requests.runRead(cancel -> ran.add("references"));

        CompletableFuture.allOf(compilation, symbols, lenses, references).get(30, TimeUnit.SECONDS);
        assertEquals("[opened document built, code lenses of the opened document, document symbols, "
                + "lint's compilation of the opened document, rest of the workspace built, references]", ran.toString());
    }

    @Test
    void onceTheRestIsReleasedTheLintsCompilationIsQueuedAsAnyRead() throws Exception {
        holdTheRestOfTheWorkspace();
        open();
        requests.readingOpened(() -> requests.runRead(cancel -> ran.add("code lenses of the opened document")));
        requests.release();
        requests.forReadsOfOpened().runRead(cancel -> ran.add("lint's compilation after a save")).get(30, TimeUnit.SECONDS);
        assertEquals("[opened document built, code lenses of the opened document, rest of the workspace built, "
                + "lint's compilation after a save]", ran.toString());
    }

    @Test
    void aShutdownWhileTheRestIsHeldCancelsTheLintsCompilation() throws Exception {
        holdTheRestOfTheWorkspace();
        open();
        CompletableFuture<?> compilation = requests.forReadsOfOpened().runRead(cancel -> ran.add("lint's compilation of the opened document"));
        requests.shutdown();
        assertTrue(compilation.isCancelled());
        assertEquals("[opened document built]", ran.toString());
    }

    @Test
    void anyOtherRequestAfterTheOpeningGetsTheWholeWorkspaceBuiltFirst() throws Exception {
        holdTheRestOfTheWorkspace();
        open();
        requests.runRead(cancel -> ran.add("workspace symbols")).get(30, TimeUnit.SECONDS);
        assertEquals("[opened document built, rest of the workspace built, workspace symbols]", ran.toString());
    }

    @Test
    void onceADocumentIsOpenedOnlyItsReadsOrAnotherRequestReleaseTheRest() throws Exception {
        holdTheRestOfTheWorkspace();
        open();
        requests.releaseUnlessOpened();
        requests.readingOpened(() -> requests.runRead(cancel -> ran.add("document symbols"))).get(30, TimeUnit.SECONDS);
        assertEquals("[opened document built, document symbols]", ran.toString());

        requests.release();
        requests.runRead(cancel -> ran.add("references")).get(30, TimeUnit.SECONDS);
        assertEquals("[opened document built, document symbols, rest of the workspace built, references]", ran.toString());
    }

    @Test
    void withNothingOpenedTheRestIsReleasedAnyway() throws Exception {
        holdTheRestOfTheWorkspace();
        requests.releaseUnlessOpened();
        requests.readingOpened(() -> requests.runRead(cancel -> ran.add("document symbols"))).get(30, TimeUnit.SECONDS);
        assertEquals("[rest of the workspace built, document symbols]", ran.toString());
    }

    private void holdTheRestOfTheWorkspace() {
        requests.hold(() -> {
            ran.add("rest of the workspace built");
            return Buildable.NO_BUILD;
        });
    }

    private void open() throws Exception {
        requests.opening(() -> requests.runWrite(() -> ran.add("opened document built"), (cancel, added) -> added))
                .get(30, TimeUnit.SECONDS);
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
