package org.esl.lang.ide.codeaction;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
import org.junit.jupiter.api.Test;

/**
 * Quick fixes for the solver-backed diagnostics through the real server and the real solver, on specs whose findings
 * are each independent of the others (src/test/resources/specs): the fixes the server offers, the text after applying
 * one, and the lint of that text, which no longer finds what was fixed but still finds the rest. A finding is named
 * by its code and the name it marks, e.g. "ESL011 waving".
 */
class SolverFindingFixesTest extends EslLanguageServerTest {

    /** A rule that never applies, a redundant rule, a vacuous property, a failing claim test. */
    private static final Findings REMOVALS = new Findings("solver-findings.esl",
            List.of("ESL011 waving", "ESL012 no_gum_in_train", "ESL014 by_assistant", "ESL015 fee_over_5"));
    /** Three contradictory policies, a failing facts test and a failing trace test. */
    private static final Findings EXPECTATIONS = new Findings("test-and-contradiction-findings.esl",
            List.of("ESL010 cap", "ESL010 floor", "ESL010 same", "ESL015 gum_on_train", "ESL015 unchecked_transfer"));
    /** A contradiction of a rule a test names, a fact and another rule; a facts test expecting what is not inferred. */
    private static final Findings WITHHELD = new Findings("fixes-withheld.esl",
            List.of("ESL010 discount", "ESL010 no_discount", "ESL015 discount_for_bob"));

    private static final Pattern NAME = Pattern.compile("\\w+");

    /** A spec and the findings its solver-backed lint reports. */
    private record Findings(String file, List<String> found) {
        String text() throws Exception {
            return Files.readString(Path.of("src/test/resources/specs", file));
        }
    }

    /** The fixes offered for {@code finding} once the solver-backed lint of {@code text} reported all of {@code spec}'s findings. */
    private List<CodeAction> actions(Findings spec, String text, String finding) throws Exception {
        String uri = writeFile(spec.file(), text);
        open(uri, text);
        Diagnostic diagnostic = awaitDiagnostics(uri, found -> findings(text, found).containsAll(spec.found())).stream()
                .filter(d -> finding.equals(finding(text, d))).findFirst().orElseThrow();
        return languageServer.codeAction(new CodeActionParams(new TextDocumentIdentifier(uri), diagnostic.getRange(),
                new CodeActionContext(List.of(diagnostic)))).get(30, TimeUnit.SECONDS).stream().map(Either::getRight).toList();
    }

    private static List<String> titles(List<CodeAction> actions) {
        return actions.stream().map(CodeAction::getTitle).toList();
    }

    /** The spec's text with the fix titled {@code title} for {@code finding} applied. */
    private String fixed(Findings spec, String finding, String title) throws Exception {
        initialize();
        String text = spec.text();
        List<CodeAction> actions = actions(spec, text, finding);
        CodeAction action = actions.stream().filter(a -> a.getTitle().equals(title)).findFirst()
                .orElseThrow(() -> new AssertionError("no '" + title + "' in " + titles(actions)));
        List<TextEdit> edits = action.getEdit().getChanges().values().iterator().next().stream()
                .sorted(Comparator.comparing((TextEdit edit) -> edit.getRange().getStart().getLine())
                        .thenComparing(edit -> edit.getRange().getStart().getCharacter()).reversed())
                .toList();
        return new Document(1, text).applyChanges(edits).getContents();
    }

    /**
     * The findings of {@code spec} that the solver-backed lint of {@code text}, opened as a new document, still
     * reports, once it has reported those the fix left alone, {@code kept} (they come in one notification, so the
     * fixed ones are gone for good).
     */
    private List<String> lintAfterFixing(Findings spec, String text, List<String> kept) throws Exception {
        String uri = writeFile("fixed.esl", text);
        open(uri, text);
        return findings(text, awaitDiagnostics(uri, found -> findings(text, found).containsAll(kept))).stream()
                .filter(spec.found()::contains).sorted().toList();
    }

    private static List<String> findings(String text, List<Diagnostic> diagnostics) {
        return diagnostics.stream().map(diagnostic -> finding(text, diagnostic)).toList();
    }

    /** The diagnostic's code and the name it marks. */
    private static String finding(String text, Diagnostic diagnostic) {
        Matcher name = NAME.matcher(text);
        boolean named = name.find(new Document(1, text).getOffSet(diagnostic.getRange().getStart()));
        return (diagnostic.getCode() == null ? "" : diagnostic.getCode().getLeft()) + " " + (named ? name.group() : "");
    }

    @Test
    void esl012RemovesTheRedundantRuleWithItsDescriptionAndBlankLine() throws Exception {
        String fixed = fixed(REMOVALS, "ESL012 no_gum_in_train", "Remove redundant rule no_gum_in_train");

        assertEquals(REMOVALS.text().replace("""
                rule no_gum_in_train "Redundant on purpose: a train is part of the premises":
                    InTrain(x) => not ChewGum(x)

                """, ""), fixed);
        Assertions.assertEquals(List.of("ESL011 waving", "ESL014 by_assistant", "ESL015 fee_over_5"),
                lintAfterFixing(REMOVALS, fixed, List.of("ESL011 waving", "ESL014 by_assistant", "ESL015 fee_over_5")));
    }

    @Test
    void esl011RemovesTheRuleThatCanNeverApply() throws Exception {
        String fixed = fixed(REMOVALS, "ESL011 waving", "Remove rule waving that can never apply");

        assertEquals(REMOVALS.text().replace("""
                rule waving "Never applies on purpose: nobody is in a train and outside":
                    InTrain(x) and Outside(x) => Waves(x)

                """, ""), fixed);
        Assertions.assertEquals(List.of("ESL012 no_gum_in_train", "ESL014 by_assistant", "ESL015 fee_over_5"),
                lintAfterFixing(REMOVALS, fixed, List.of("ESL012 no_gum_in_train", "ESL014 by_assistant", "ESL015 fee_over_5")));
    }

    @Test
    void esl015ExpectsTheFindingTheSolverGot() throws Exception {
        String fixed = fixed(REMOVALS, "ESL015 fee_over_5", "Expect valid");

        assertEquals(REMOVALS.text().replace("claim fee > 5\n    expect invalid", "claim fee > 5\n    expect valid"), fixed);
        Assertions.assertEquals(List.of("ESL011 waving", "ESL012 no_gum_in_train", "ESL014 by_assistant"),
                lintAfterFixing(REMOVALS, fixed, List.of("ESL011 waving", "ESL012 no_gum_in_train", "ESL014 by_assistant")));
    }

    @Test
    void esl014RemovesThePropertyThatHoldsOnEveryTrace() throws Exception {
        String fixed = fixed(REMOVALS, "ESL014 by_assistant", "Remove property by_assistant that holds on every trace");

        assertEquals(REMOVALS.text().replace("""

                property by_assistant "Vacuous on purpose: the assistant makes every tool call":
                    always (check_auth -> @assistant)
                """, "\n").stripTrailing() + "\n", fixed); // the last declaration goes with the blank line before it
        Assertions.assertEquals(List.of("ESL011 waving", "ESL012 no_gum_in_train", "ESL015 fee_over_5"),
                lintAfterFixing(REMOVALS, fixed, List.of("ESL011 waving", "ESL012 no_gum_in_train", "ESL015 fee_over_5")));
    }

    @Test
    void aRuleATestRefersToIsNotOfferedForRemoval() throws Exception {
        initialize();
        String referred = REMOVALS.text() + """

                test waving_is_broken "A test that names the rule, so removing it would leave the name undeclared":
                    facts InTrain("ann"), Outside("ann")
                    expect violated waving
                """;

        Assertions.assertEquals(List.of(), titles(actions(REMOVALS, referred, "ESL011 waving")));
    }

    @Test
    void esl010OffersToRemoveEachMemberOfTheContradiction() throws Exception {
        initialize();

        Assertions.assertEquals(List.of("Remove policy floor that contradicts policy same and policy cap",
                "Remove policy same that contradicts policy floor and policy cap",
                "Remove policy cap that contradicts policy floor and policy same"),
                titles(actions(EXPECTATIONS, EXPECTATIONS.text(), "ESL010 floor")));
    }

    @Test
    void esl010RemovesTheMemberChosen() throws Exception {
        String fixed = fixed(EXPECTATIONS, "ESL010 cap", "Remove policy same that contradicts policy cap and policy floor");

        assertEquals(EXPECTATIONS.text().replace("""
                policy same "Both fees are equal":
                    b = a

                """, ""), fixed);
        Assertions.assertEquals(List.of("ESL015 gum_on_train", "ESL015 unchecked_transfer"),
                lintAfterFixing(EXPECTATIONS, fixed, List.of("ESL015 gum_on_train", "ESL015 unchecked_transfer")));
    }

    @Test
    void aFailingFactsTestExpectsTheRulesThatWereViolated() throws Exception {
        String fixed = fixed(EXPECTATIONS, "ESL015 gum_on_train", "Expect violated no_gum");

        assertEquals(EXPECTATIONS.text().replace("""
                    expect inferred InRailway("ann")
                    expect consistent
                """, """
                    expect inferred InRailway("ann")
                    expect violated no_gum
                """), fixed);
        List<String> kept = List.of("ESL010 cap", "ESL010 floor", "ESL010 same", "ESL015 unchecked_transfer");
        Assertions.assertEquals(kept, lintAfterFixing(EXPECTATIONS, fixed, kept));
    }

    @Test
    void aFailingTraceTestExpectsEachPropertyUnderItsVerdict() throws Exception {
        String fixed = fixed(EXPECTATIONS, "ESL015 unchecked_transfer", "Expect violated auth_first; satisfied confirm");

        assertEquals(EXPECTATIONS.text().replace("""
                    expect satisfied auth_first, confirm
                    expect pending auth_first
                """, """
                    expect violated auth_first
                    expect satisfied confirm
                """), fixed);
        List<String> kept = List.of("ESL010 cap", "ESL010 floor", "ESL010 same", "ESL015 gum_on_train");
        Assertions.assertEquals(kept, lintAfterFixing(EXPECTATIONS, fixed, kept));
    }

    @Test
    void noFixRemovesAReferencedMemberOrAFactOrHidesAMissingInference() throws Exception {
        initialize();
        String text = WITHHELD.text();

        Assertions.assertEquals(List.of("Remove rule discount that contradicts rule no_discount and fact Member(\"ann\")"),
                titles(actions(WITHHELD, text, "ESL010 no_discount")));
        Assertions.assertEquals(List.of(), titles(actions(WITHHELD, text, "ESL015 discount_for_bob")));
    }
}
