package org.esl.lang.ide.codeaction;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.xtext.ide.server.Document;
import org.esl.lang.ide.EslLanguageServerTest;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Quick fixes for the solver-backed diagnostics through the real server and the real solver, on a spec with
 * one of each finding (src/test/resources/specs/solver-findings.esl): the fix the server offers, the text
 * after applying it, and the lint of that text, which no longer finds what was fixed.
 */
class SolverFindingFixesTest extends EslLanguageServerTest {

    private static final Path FINDINGS = Path.of("src/test/resources/specs/solver-findings.esl");
    /** What the spec triggers: a rule that never applies, a redundant rule, a vacuous property, a failing test. */
    private static final List<String> FOUND = List.of("ESL011", "ESL012", "ESL014", "ESL015");

    private String findings;

    @BeforeEach
    void readFindings() throws Exception {
        findings = Files.readString(FINDINGS);
    }

    /** The titles of the fixes offered for the first {@code code} the solver-backed lint of {@code text} found. */
    private List<CodeAction> actions(String text, String code) throws Exception {
        String uri = writeFile("findings.esl", text);
        open(uri, text);
        Diagnostic diagnostic = awaitDiagnostics(uri, found -> codes(found).containsAll(FOUND)).stream()
                .filter(d -> code.equals(d.getCode().getLeft())).findFirst().orElseThrow();
        return languageServer.codeAction(new CodeActionParams(new TextDocumentIdentifier(uri), diagnostic.getRange(),
                new CodeActionContext(List.of(diagnostic)))).get(30, TimeUnit.SECONDS).stream().map(Either::getRight).toList();
    }

    /** The spec with the fix titled {@code title} for its {@code code} applied. */
    private String fixed(String code, String title) throws Exception {
        initialize();
        List<CodeAction> actions = actions(findings, code);
        CodeAction action = actions.stream().filter(a -> a.getTitle().equals(title)).findFirst()
                .orElseThrow(() -> new AssertionError("no '" + title + "' in " + actions.stream().map(CodeAction::getTitle).toList()));
        List<TextEdit> edits = action.getEdit().getChanges().values().iterator().next().stream()
                .sorted(Comparator.comparing((TextEdit edit) -> edit.getRange().getStart().getLine())
                        .thenComparing(edit -> edit.getRange().getStart().getCharacter()).reversed())
                .toList();
        return new Document(1, findings).applyChanges(edits).getContents();
    }

    /**
     * The solver-backed findings of {@code text} opened as a new document, once its lint has published the
     * findings the fix of {@code fixed} left alone (they come in one notification, so the fixed one is gone for good).
     */
    private List<String> lintAfterFixing(String text, String fixed) throws Exception {
        String uri = writeFile("fixed.esl", text);
        open(uri, text);
        List<String> others = new ArrayList<>(FOUND);
        others.remove(fixed);
        return codes(awaitDiagnostics(uri, found -> codes(found).containsAll(others))).stream().filter(FOUND::contains).sorted().toList();
    }

    @Test
    void esl012RemovesTheRedundantRuleWithItsDescriptionAndBlankLine() throws Exception {
        String fixed = fixed("ESL012", "Remove redundant rule no_gum_in_train");

        assertEquals(findings.replace("""
                rule no_gum_in_train "Redundant on purpose: a train is part of the premises":
                    InTrain(x) => not ChewGum(x)

                """, ""), fixed);
        Assertions.assertEquals(List.of("ESL011", "ESL014", "ESL015"), lintAfterFixing(fixed, "ESL012"));
    }

    @Test
    void esl011RemovesTheRuleThatCanNeverApply() throws Exception {
        String fixed = fixed("ESL011", "Remove rule waving that can never apply");

        assertEquals(findings.replace("""
                rule waving "Never applies on purpose: nobody is in a train and outside":
                    InTrain(x) and Outside(x) => Waves(x)

                """, ""), fixed);
        Assertions.assertEquals(List.of("ESL012", "ESL014", "ESL015"), lintAfterFixing(fixed, "ESL011"));
    }

    @Test
    void esl015ExpectsTheFindingTheSolverGot() throws Exception {
        String fixed = fixed("ESL015", "Expect valid");

        assertEquals(findings.replace("claim fee > 5\n    expect invalid", "claim fee > 5\n    expect valid"), fixed);
        Assertions.assertEquals(List.of("ESL011", "ESL012", "ESL014"), lintAfterFixing(fixed, "ESL015"));
    }

    @Test
    void esl014RemovesThePropertyThatHoldsOnEveryTrace() throws Exception {
        String fixed = fixed("ESL014", "Remove property by_assistant that holds on every trace");

        assertEquals(findings.replace("""

                property by_assistant "Vacuous on purpose: the assistant makes every tool call":
                    always (check_auth -> @assistant)
                """, "\n"), fixed);
        Assertions.assertEquals(List.of("ESL011", "ESL012", "ESL015"), lintAfterFixing(fixed, "ESL014"));
    }

    @Test
    void aRuleATestRefersToIsNotOfferedForRemoval() throws Exception {
        initialize();
        String referred = findings + """

                test waving_is_broken "A test that names the rule, so removing it would leave the name undeclared":
                    facts InTrain("ann"), Outside("ann")
                    expect violated waving
                """;

        Assertions.assertEquals(List.of(), actions(referred, "ESL011").stream().map(CodeAction::getTitle).toList());
    }
}
