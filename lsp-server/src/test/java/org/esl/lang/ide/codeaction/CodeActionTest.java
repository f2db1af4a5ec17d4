package org.esl.lang.ide.codeaction;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.xtext.ide.server.Document;
import org.esl.lang.ide.EslLanguageServerTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * textDocument/codeAction through the real server: the railway example with one mistake each, the fix the
 * server offers for the diagnostic, and the text after applying it.
 */
class CodeActionTest extends EslLanguageServerTest {

    private String railway;

    @BeforeEach
    void readRailway() throws Exception {
        railway = Files.readString(EXAMPLES.resolve("railway.esl"));
    }

    /** The railway example with {@code original} replaced, the fix titled {@code title} for the first {@code code} applied. */
    private String fixed(String original, String mistake, String code, String title) throws Exception {
        assertTrue(railway.contains(original), original);
        String text = railway.replace(original, mistake);
        initialize();
        String uri = writeFile("mistake.esl", text);
        open(uri, text);
        Diagnostic diagnostic = getDiagnostics().get(uri).stream()
                .filter(d -> d.getCode() != null && code.equals(d.getCode().getLeft())).findFirst()
                .orElseThrow(() -> new AssertionError("no " + code + " in " + getDiagnostics().get(uri)));
        List<Either<Command, CodeAction>> actions = languageServer.codeAction(new CodeActionParams(new TextDocumentIdentifier(uri),
                diagnostic.getRange(), new CodeActionContext(List.of(diagnostic)))).get(30, TimeUnit.SECONDS);
        CodeAction action = actions.stream().map(Either::getRight).filter(a -> a.getTitle().equals(title)).findFirst()
                .orElseThrow(() -> new AssertionError("no '" + title + "' in " + actions.stream().map(a -> a.getRight().getTitle()).toList()));
        List<TextEdit> edits = action.getEdit().getChanges().get(uri).stream()
                .sorted(Comparator.comparing((TextEdit edit) -> edit.getRange().getStart().getLine())
                        .thenComparing(edit -> edit.getRange().getStart().getCharacter()).reversed())
                .toList();
        return new Document(1, text).applyChanges(edits).getContents();
    }

    @Test
    void esl001DidYouMeanReplacesTheName() throws Exception {
        String original = "InTrain(x) => InRailway(x)";
        assertEquals(railwayWith(original, original),
                fixed(original, "InTrain(x) => InRailwy(x)", "ESL001", "Change to 'InRailway'"));
    }

    @Test
    void esl001DeclaresAMissingPredicateWithADescriptionToFillIn() throws Exception {
        String fixed = fixed("InTrain(x) => InRailway(x)", "InTrain(x) => Asleep(x)", "ESL001", "Declare predicate 'Asleep'");
        assertEquals(railwayWith("rule train_is_premises", """
                predicate Asleep(x) "TODO: describe {x}"

                rule train_is_premises""").replace("InTrain(x) => InRailway(x)", "InTrain(x) => Asleep(x)"), fixed);
    }

    @Test
    void esl003RemovesAnUnusedPredicate() throws Exception {
        String line = "predicate Animal(y)     \"the item {y} is a live animal\" source \"rapid-transit-act.md\" line 23\n";
        assertEquals(railwayWith(line, line),
                fixed(line, line + "predicate Asleep(x) \"a person {x} sleeps\"\n", "ESL003", "Remove unused predicate 'Asleep'"));
    }

    @Test
    void esl002RemovesAnUnusedRuleVariable() throws Exception {
        assertEquals(railwayWith("variables x, y", "variables x, y"),
                fixed("variables x, y", "variables x, y, z", "ESL002", "Remove unused rule variable 'z'"));
    }

    private static final String LAST_LINE = "    expect violated no_gum\n";

    @Test
    void esl002RemovesAnUnusedRuleVariableAtTheEndWithoutLeavingAnEmptyLine() throws Exception {
        assertTrue(railway.endsWith(LAST_LINE));
        assertEquals(railway, fixed(LAST_LINE, LAST_LINE + "\nvariables z\n", "ESL002", "Remove unused rule variable 'z'"));
    }

    @Test
    void esl002RemovesAnUnusedPolicyVariableAtTheEndWithoutLeavingAnEmptyLine() throws Exception {
        assertEquals(railway, fixed(LAST_LINE, LAST_LINE + "\nvar unused: Real \"a value nothing uses\"\n\n", "ESL002",
                "Remove unused var 'unused'"));
    }

    @Test
    void esl002RemovesAnUnusedVariableOnItsOwnLineWithOneOfTheBlankLinesAroundIt() throws Exception {
        assertEquals(railwayWith("variables x, y", "variables x, y"),
                fixed("variables x, y\n", "variables x, y\n\nvariables z\n", "ESL002", "Remove unused rule variable 'z'"));
    }

    @Test
    void esl007AddsADescriptionToFillIn() throws Exception {
        String line = "predicate Animal(y)     \"the item {y} is a live animal\" source \"rapid-transit-act.md\" line 23";
        assertEquals(railwayWith(line, "predicate Animal(y) \"TODO: describe {y}\" source \"rapid-transit-act.md\" line 23"),
                fixed(line, "predicate Animal(y) source \"rapid-transit-act.md\" line 23", "ESL007", "Add a description"));
    }

    /** The pin is the first 16 hex digits of the SHA-256 of line 23, trimmed (computed by hand with sha256sum). */
    @Test
    void esl025PinsTheCitedTextAsItIsNow() throws Exception {
        String line = "predicate Animal(y)     \"the item {y} is a live animal\" source \"rapid-transit-act.md\" line 23";
        writeFile("rapid-transit-act.md", Files.readString(EXAMPLES.resolve("rapid-transit-act.md")));
        assertEquals(railwayWith(line, line + " sha \"d9d9fe96820707ee\""),
                fixed(line, line + " sha \"\"", "ESL025", "Pin the cited text as it is now"));
    }

    /** A diagnostic published before an edit that shortened the file points past its end: no fix, and no error. */
    @Test
    void aStaleDiagnosticBeyondTheEndOfTheTextGetsNoFixAndNoError() throws Exception {
        initialize();
        String text = "spec short\n";
        String uri = writeFile("short.esl", text);
        open(uri, text);
        Range stale = new Range(new Position(40, 5), new Position(40, 9));
        Diagnostic diagnostic = new Diagnostic(stale, "unused predicate 'Gone'");
        diagnostic.setCode("ESL003");
        List<Either<Command, CodeAction>> actions = languageServer.codeAction(new CodeActionParams(new TextDocumentIdentifier(uri), stale,
                new CodeActionContext(List.of(diagnostic)))).get(30, TimeUnit.SECONDS);
        assertTrue(actions.isEmpty(), actions::toString);
    }

    private static final String NO_ANIMALS = "InRailway(x) and Carries(x, y) and Animal(y) => GuideDog(y) or Violation(x)";

    /** The fix for ESL006 on the no_animals rule written as {@code mistake}, checked to be in DeNF by the validator. */
    private String denf(String mistake) throws Exception {
        String fixed = fixed(NO_ANIMALS, mistake, "ESL006", "Rewrite into DeNF");
        String uri = writeFile("fixed.esl", fixed);
        open(uri, fixed);
        List<Diagnostic> after = getDiagnostics().get(uri);
        // parses, and is in DeNF with the right types; the test folder has no transcripts (ESL018), and some
        // mistakes leave a predicate unused (ESL003)
        assertTrue(after.stream().noneMatch(d -> List.of("ESL000", "ESL004", "ESL005", "ESL006").contains(d.getCode().getLeft())),
                after.toString());
        return fixed;
    }

    @Test
    void esl006MovesThePremiseOfAnImplicationInTheConclusionToThePremise() throws Exception {
        assertEquals(railway, denf("InRailway(x) => (Carries(x, y) and Animal(y) => GuideDog(y) or Violation(x))"));
    }

    @Test
    void esl006DistributesAConjunctionOverADisjunctionInThePremise() throws Exception {
        assertEquals(railwayWith(NO_ANIMALS, "(InRailway(x) and Carries(x, y)) or (InRailway(x) and Animal(y)) => Violation(x)"),
                denf("InRailway(x) and (Carries(x, y) or Animal(y)) => Violation(x)"));
    }

    @Test
    void esl006SplitsADisjunctionOfConjunctionsInTheConclusion() throws Exception {
        assertEquals(railwayWith(NO_ANIMALS, "InRailway(x) and Carries(x, y) => (GuideDog(y) or Violation(x)) and (Animal(y) or Violation(x))"),
                denf("InRailway(x) and Carries(x, y) => GuideDog(y) and Animal(y) or Violation(x)"));
    }

    @Test
    void esl006MovesNotInwardByDeMorgan() throws Exception {
        assertEquals(railwayWith(NO_ANIMALS, "InRailway(x) and Carries(x, y) => not Animal(y) and not Flammable(y)"),
                denf("InRailway(x) and not (not Carries(x, y)) => not (Animal(y) or Flammable(y))"));
    }

    @Test
    void esl006OffersNoRewriteForAnEquivalence() throws Exception {
        String text = railway.replace(NO_ANIMALS, "InRailway(x) <=> Carries(x, y)");
        initialize();
        String uri = writeFile("mistake.esl", text);
        open(uri, text);
        Diagnostic diagnostic = getDiagnostics().get(uri).stream().filter(d -> "ESL006".equals(d.getCode().getLeft())).findFirst().orElseThrow();
        List<Either<Command, CodeAction>> actions = languageServer.codeAction(new CodeActionParams(new TextDocumentIdentifier(uri),
                diagnostic.getRange(), new CodeActionContext(List.of(diagnostic)))).get(30, TimeUnit.SECONDS);
        assertEquals("[]", actions.stream().map(action -> action.getRight().getTitle()).toList().toString());
    }

    private String railwayWith(String original, String replacement) {
        return railway.replace(original, replacement);
    }
}
