package org.esl.lang.ide.hover;

import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.esl.lang.ide.EslLanguageServerTest;
import org.junit.jupiter.api.Test;

/** textDocument/hover on the shared examples, through the real server. */
class HoverTest extends EslLanguageServerTest {

    private String hover(String example, String text, int offset) throws Exception {
        initialize();
        String uri = openExample(example);
        Position position = at(example, text, offset);
        return languageServer.hover(new HoverParams(new TextDocumentIdentifier(uri), position)).get(30, TimeUnit.SECONDS)
                .getContents().getRight().getValue();
    }

    @Test
    void aPredicateShowsItsSignatureAndDescription() throws Exception {
        assertEquals("""
                ```esl
                predicate InRailway(x)
                ```

                a person {x} is in or upon some part of the railway premises

                From rapid-transit-act.md, lines 8-9:

                > "Railway premises" means any station, platform, track, depot or other land or building used for the rapid
                > transit system, and includes every train.""", hover("railway.esl", "predicate InRailway", 12));
    }

    /** Each source clause quotes its lines, trimmed: the rule and the text it encodes side by side. */
    @Test
    void aRuleQuotesTheLinesItCites() throws Exception {
        assertEquals("""
                ```esl
                rule no_animals
                ```

                No animals on the premises except guide dogs

                If a person x is in or upon some part of the railway premises and a person x carries the item y and the item y is a live animal then the animal y is a guide dog accompanying a person with a visual impairment or a person x commits an offence on railway premises.

                From rapid-transit-act.md, line 23:

                > No person shall bring any live animal into or upon the railway premises, except a guide dog.

                From rapid-transit-act.md, line 11:

                > "Guide dog" means a dog trained to guide a person with a visual impairment and accompanying that person.

                From rapid-transit-act.md, line 29:

                > Any person who contravenes any of the rules above commits an offence.""", hover("railway.esl", "rule no_animals", 6));
    }

    @Test
    void aRuleReadsAsStructuredEnglishFromThePredicatesDescriptions() throws Exception {
        assertEquals("""
                ```esl
                rule train_is_premises
                ```

                A train is part of the railway premises

                If a person x is inside a train then a person x is in or upon some part of the railway premises.

                From rapid-transit-act.md, lines 8-9:

                > "Railway premises" means any station, platform, track, depot or other land or building used for the rapid
                > transit system, and includes every train.""", hover("railway.esl", "rule train_is_premises", 6));
    }

    /** A PDF is cited by pages: the hover quotes each cited page's text, trimmed (examples/rapid-transit-act.pdf). */
    @Test
    void aDeclarationCitingPagesOfAPdfQuotesTheirText() throws Exception {
        String uri = openBeside("conduct.esl", """
                spec conduct
                predicate Smokes(x) "a person {x} smokes" source "rapid-transit-act.pdf" pages 3-4
                """, "rapid-transit-act.pdf");
        assertEquals("""
                ```esl
                predicate Smokes(x)
                ```

                a person {x} smokes

                From rapid-transit-act.pdf, pages 3-4:

                > No person shall, while in or upon any part of the railway premises, consume or attempt
                > to consume chewing gum or bubble gum.
                > No person shall eat or drink inside a train.
                > No person shall smoke on the railway premises.""",
                languageServer.hover(new HoverParams(new TextDocumentIdentifier(uri), new Position(1, 12))).get(30, TimeUnit.SECONDS)
                        .getContents().getRight().getValue());
    }

    @Test
    void aToolFromTheSchemaShowsItsParametersAndDescription() throws Exception {
        assertEquals("""
                ```esl
                tool transfer_funds(amount: Real, to: String, currency: String)
                ```

                Move money from the user's account to another account""", hover("banking.esl", "restricted(check_auth, transfer_funds)", 25));
    }

    @Test
    void aPropertyShowsItsEnglishAndTheExpandedFormula() throws Exception {
        assertEquals("""
                ```esl
                property auth_first
                ```

                Authenticate the user before any transfer

                No transfer_funds before check_auth.

                LTL, templates and patterns expanded:

                ```esl
                not (not check_auth until transfer_funds)
                ```""", hover("banking.esl", "property auth_first", 10));
    }

    @Test
    void aDwyerPatternPropertyIsExpanded() throws Exception {
        assertEquals("""
                ```esl
                property balance_before_transfer
                ```

                A transfer is preceded by a balance check

                A call of transfer_funds happens only after a call of get_balance.

                LTL, templates and patterns expanded:

                ```esl
                not transfer_funds unless get_balance
                ```""", hover("banking.esl", "property balance_before_transfer", 10));
    }

    @Test
    void aTemplateShowsWhatItStandsFor() throws Exception {
        assertEquals("""
                ```esl
                template restricted(check, action)
                ```

                no {action} before {check}

                Stands for:

                ```esl
                not ((not check) until action)
                ```""", hover("banking.esl", "template restricted", 10));
    }

    @Test
    void aPolicyVariableShowsItsTypeAndDescription() throws Exception {
        assertEquals("""
                ```esl
                var isLowSeason: Bool
                ```

                Whether the admission day is in the low season""", hover("park.esl", "isLowSeason => admissionFee", 2));
    }

    @Test
    void aPolicyReadsAsStructuredEnglish() throws Exception {
        assertEquals("""
                ```esl
                policy age_discount
                ```

                Seniors get 25% off, children 50%, adults nothing

                If ageClass equals SENIOR then discount equals 0.25, otherwise if ageClass equals CHILD then discount equals 0.5, otherwise discount equals 0.""", hover("park.esl", "policy age_discount", 8));
    }

    @Test
    void anEnumTypeListsItsValues() throws Exception {
        assertEquals("""
                ```esl
                type AgeClass { CHILD, ADULT, SENIOR }
                ```""", hover("park.esl", "var ageClass: AgeClass", 16));
    }

    /** A property with a variable reads as quantified over the values a transcript shows. */
    @Test
    void aPropertyWithAVariableReadsForEveryValue() throws Exception {
        assertEquals("""
                ```esl
                property reply_to_sender
                ```

                Send e-mail only to the sender of an e-mail read before

                For every value s that the transcript shows, always, (if a call of send_email with to equals s then at some step so far, a call of get_email with result.sender equals s).

                LTL, templates and patterns expanded:

                ```esl
                always (send_email(to = s) -> once get_email(result.sender = s))
                ```""", hover("guardrails/invariant-sender.esl", "property reply_to_sender", 10));
    }

    /** What a variable is where the cursor is in a property, wherever in the property it stands. */
    private static final String VARIABLE_IN_PROPERTY = """
            ```esl
            variable s
            ```

            Universally quantified in property `reply_to_sender`: the property holds when it holds for every value of s that the transcript shows (and for the values it does not show, where every atom with s is false).

            Bound by `send_email(to = s)`, `get_email(result.sender = s)`.""";

    @Test
    void aVariableInAPropertyIsQuantifiedOverTheValuesShownAndBoundByItsAtoms() throws Exception {
        assertEquals(VARIABLE_IN_PROPERTY, hover("guardrails/invariant-sender.esl", "send_email(to = s)", 16));
    }

    @Test
    void aVariableInAResultAtomSaysTheSame() throws Exception {
        assertEquals(VARIABLE_IN_PROPERTY, hover("guardrails/invariant-sender.esl", "result.sender = s)", 16));
    }

    /** The declaration says what a variable stands for in a rule and in a property. */
    @Test
    void theDeclaredVariableSaysWhatItStandsFor() throws Exception {
        assertEquals("""
                ```esl
                rule variable s
                ```

                stands for any value in a rule; in a property, for every value the transcript shows""", hover("guardrails/invariant-sender.esl", "variables s", 10));
    }

    @Test
    void aSentenceThatStartsWithANameKeepsTheNameAsWritten() throws Exception {
        String text = """
                spec fees
                var baseFee: Real "the standard fee"
                policy floor "The fee is never below 60":
                    baseFee >= 60
                """;
        String spec = writeFile("fees.esl", text);
        initialize();
        open(spec, text);
        String hover = languageServer.hover(new HoverParams(new TextDocumentIdentifier(spec), new Position(2, 8))).get(30, TimeUnit.SECONDS)
                .getContents().getRight().getValue();
        assertEquals("""
                ```esl
                policy floor
                ```

                The fee is never below 60

                baseFee is at least 60.""", hover);
    }
}
