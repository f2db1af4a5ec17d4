package org.esl.lang.ide.server;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.xtext.ide.server.LanguageServerImpl;
import org.eclipse.xtext.ide.server.UriExtensions;
import org.eclipse.xtext.resource.XtextResource;
import org.esl.lang.ide.EslLanguageServerTest;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonParser;
import com.google.inject.Module;
import com.google.inject.util.Modules;

/**
 * The server's build brings a spec open in the editor to each new text in place (the same resource, parsed
 * and linked again only around the change), and publishes what a fresh load of that text publishes.
 */
class InPlaceEditsTest extends EslLanguageServerTest {

    /** The server, with a way to see the resource a document is held in. */
    public static final class InspectableServer extends EslLanguageServer {
        XtextResource resourceOf(String uri) {
            return getWorkspaceManager().doRead(new UriExtensions().toUri(uri), (document, resource) -> resource);
        }
    }

    @Override
    protected Module getServerModule() {
        return Modules.override(super.getServerModule()).with(binder -> binder.bind(LanguageServerImpl.class).to(InspectableServer.class));
    }

    /** An editor's change: the whole new text, as {@code change} sends it. */
    private record Edit(String what, String text) {
    }

    @Test
    void eachEditUpdatesTheOpenSpecInPlaceAndPublishesWhatAFreshLoadPublishes() throws Exception {
        configuration = JsonParser.parseString("{\"lint.solver\": false}"); // static diagnostics only
        initialize();
        String original = Files.readString(EXAMPLES.resolve("railway.esl"));
        String uri = writeFile("railway.esl", original);
        open(uri, original);
        awaitDiagnostics(uri, found -> true);
        XtextResource resource = ((InspectableServer) languageServer).resourceOf(uri);
        int rule = original.indexOf("\nrule ");
        int description = original.indexOf('"', rule) + 1;
        int colon = original.indexOf(':', rule);
        List<Edit> edits = List.of(
                new Edit("a letter typed in a rule's description", original.substring(0, description) + "x" + original.substring(description)),
                new Edit("a rule's colon deleted", original.substring(0, colon) + original.substring(colon + 1)),
                new Edit("a letter typed after a rule", original.substring(0, rule) + " x" + original.substring(rule)),
                new Edit("a predicate renamed", original.replace("predicate InTrain(", "predicate InTrains(")),
                new Edit("undone", original));
        Set<String> codes = new TreeSet<>();
        int version = 1;
        for (Edit edit : edits) {
            version++;
            change(uri, version, edit.text());
            String fresh = writeFile("fresh" + version + ".esl", edit.text());
            open(fresh, edit.text()); // built after the change, so the change's diagnostics are published by then
            List<Diagnostic> expected = awaitDiagnostics(fresh, found -> true);

            assertSame(resource, ((InspectableServer) languageServer).resourceOf(uri), edit.what());
            Assertions.assertEquals(edit.text(), resource.getParseResult().getRootNode().getText(), edit.what());
            Assertions.assertEquals(summary(expected), summary(getDiagnostics().get(uri)), edit.what());
            codes.addAll(codes(expected));
        }
        assertTrue(codes.containsAll(List.of("ESL000", "ESL001")), codes.toString());
    }

    private static List<String> summary(List<Diagnostic> diagnostics) {
        return diagnostics.stream().map(d -> d.getCode().getLeft() + " " + d.getSeverity() + " " + d.getRange() + " " + d.getMessage().getLeft())
                .sorted().toList();
    }
}
