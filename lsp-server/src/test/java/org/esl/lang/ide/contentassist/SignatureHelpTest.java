package org.esl.lang.ide.contentassist;

import org.eclipse.lsp4j.ParameterInformation;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.SignatureHelp;
import org.eclipse.lsp4j.SignatureInformation;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/** textDocument/signatureHelp through the real server: the signature of the call the cursor is in, and the parameter it is at. */
class SignatureHelpTest extends CompletionTest {

    private static final String AUTH_FIRST = "    restricted(check_auth, transfer_funds)";

    @Test
    void theServerOffersSignatureHelpOnOpeningParenthesesAndCommas() throws Exception {
        assertEquals("[(, ,]", initialize().getCapabilities().getSignatureHelpProvider().getTriggerCharacters().toString());
    }

    @Test
    void aTemplateCallShowsTheTemplateAndTheParameterAtTheCursor() throws Exception {
        SignatureHelp help = signatureHelp(inExample("banking.esl", AUTH_FIRST, "    restricted(check_auth, ", ")"));
        assertEquals("restricted(check, action) [check, action] active 1: no {action} before {check}", shown(help));
    }

    @Test
    void theFirstArgumentIsTheFirstParameter() throws Exception {
        SignatureHelp help = signatureHelp(inExample("banking.esl", AUTH_FIRST, "    restricted(", ")"));
        assertEquals("restricted(check, action) [check, action] active 0: no {action} before {check}", shown(help));
    }

    @Test
    void aDwyerPatternShowsItsParameters() throws Exception {
        SignatureHelp help = signatureHelp(inExample("banking.esl", "    precedence(get_balance, transfer_funds)", "    precedence(", ")"));
        assertEquals("precedence(s, p) [s, p] active 0: Dwyer pattern: p does not hold before s has held", shown(help));
    }

    @Test
    void aToolCallShowsTheArgumentTheConstraintAtTheCursorNames() throws Exception {
        SignatureHelp help = signatureHelp(inExample("banking.esl", "transfer_funds(amount > 10000)",
                "transfer_funds(amount > 10000, to = ", ")"));
        assertEquals("transfer_funds(amount: Real, to: String, currency: String) [amount: Real, to: String, currency: String] active 1: "
                + "Move money from the user's account to another account", shown(help));
    }

    @Test
    void aCallInADeclarationStillBeingWrittenAtTheEndOfTheFile() throws Exception {
        SignatureHelp help = signatureHelp(inExample("banking.esl", "    expect violated auth_first",
                "    expect violated auth_first\nproperty late: adherence(transfer_funds, ", ""));
        assertEquals("adherence(trigger, outcome) [trigger, outcome] active 1: every {trigger} is eventually followed by {outcome}", shown(help));
    }

    @Test
    void theInnermostCallIsShown() throws Exception {
        SignatureHelp help = signatureHelp(inExample("banking.esl", AUTH_FIRST, "    restricted(check_auth, transfer_funds(", "))"));
        assertEquals("transfer_funds", help.getSignatures().get(0).getLabel().substring(0, "transfer_funds".length()));
    }

    @Test
    void aPredicateInARuleShowsItsParameters() throws Exception {
        String spec = """
                spec owners
                variables x, y
                predicate Pays(x: String, y: Real) "{x} pays {y}"
                rule r: Pays(x, y) => Pays(x, y)
                """;
        SignatureHelp help = signatureHelp(Typing.in(spec, "rule r: Pays(x, y) => Pays(x, y)", "rule r: Pays(x, ", ") => Pays(x, y)"));
        assertEquals("Pays(x: String, y: Real) [x: String, y: Real] active 1: {x} pays {y}", shown(help));
    }

    @Test
    void outsideAnyCallThereIsNoSignature() throws Exception {
        SignatureHelp help = signatureHelp(inExample("banking.esl", AUTH_FIRST, "    restricted(check_auth, transfer_funds) and ", ""));
        Assertions.assertTrue(help.getSignatures().isEmpty(), help.toString());
    }

    @Test
    void aPositionPastTheEndOfTheFileGetsNoSignature() throws Exception {
        Typing typing = inExample("banking.esl", AUTH_FIRST, "    restricted(", ")");
        SignatureHelp help = signatureHelp(new Typing(typing.file(), typing.example(), typing.text(), new Position(10_000, 0)));
        Assertions.assertTrue(help.getSignatures().isEmpty(), help.toString());
    }

    /** The one signature shown, its parameters, the active one and its documentation. */
    private static String shown(SignatureHelp help) {
        Assertions.assertEquals(1, help.getSignatures().size(), help.toString());
        SignatureInformation signature = help.getSignatures().get(0);
        return signature.getLabel() + " " + signature.getParameters().stream().map(ParameterInformation::getLabel).map(label -> label.getLeft()).toList()
                + " active " + help.getActiveParameter() + ": " + signature.getDocumentation().getRight().getValue();
    }
}
