package org.esl.lang.validation;

import static org.esl.lang.validation.IssueCodes.SYNTAX_ERROR;
import static org.esl.lang.validation.IssueCodes.UNDECLARED_NAME;
import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class SyntaxErrorTest {

    @Inject
    private Lint lint;

    @Test
    void namesWhatWasExpectedAfterWhat() {
        lint.expectOne(SYNTAX_ERROR, ERROR, "expected ':' after the rule name but found 'InRailway'", """
                spec railway
                variables x
                predicate InRailway(x) "{x} is on the premises"
                predicate ChewGum(x) "{x} chews gum"
                rule no_gum «InRailway»(x) => not ChewGum(x)
                """);
    }

    @Test
    void namesTheDescriptionWhenItCameLast() {
        lint.expectOne(SYNTAX_ERROR, ERROR, "expected ':' after the rule description but found 'InRailway'", """
                spec railway
                variables x
                predicate InRailway(x) "{x} is on the premises"
                predicate ChewGum(x) "{x} chews gum"
                rule no_gum "no gum" «InRailway»(x) => not ChewGum(x)
                """);
    }

    @Test
    void missingClosingParenthesis() {
        lint.expectOne(SYNTAX_ERROR, ERROR, "missing closing ')' before 'rule'", """
                spec railway
                variables x
                predicate P(x) "{x}"
                rule a: P(x) => (not P(x)
                «rule» b: P(x) => P(x)
                """);
    }

    @Test
    void missingClosingParenthesisAtTheEnd() {
        // at the end of the file the error sits on the last line break
        lint.expectOne(SYNTAX_ERROR, ERROR, "missing closing ')'", """
                spec railway
                variables x
                predicate P(x) "{x}"
                rule a: P(x) => (not P(x«
                »""");
    }

    @Test
    void expectsAFormulaAfterAnOperator() {
        lint.expectOne(SYNTAX_ERROR, ERROR, "expected a formula or term after '->' but found ')'", """
                spec banking
                predicate Greeted "greets"
                property p: always (Greeted -> «)»
                """);
    }

    @Test
    void textThatStartsNoDeclarationIsSkippedUpToTheNextOne() {
        lint.expectOne(SYNTAX_ERROR, ERROR,
                "expected a declaration (predicate, rule, property, policy, test, ...) but found 'foo'", """
                spec railway
                predicate P "p"
                «foo» bar baz
                property p: always P
                """);
    }

    @Test
    void theRestOfTheFileIsStillCheckedAfterASyntaxError() {
        String spec = """
                spec railway
                variables x
                predicate InRailway(x) "{x} is on the premises"
                predicate ChewGum(x) "{x} chews gum"
                rule broken «InRailway»(x) => not ChewGum(x)
                «this» is not ESL at all
                rule no_gum: InRailway(x) => not ChewGun(x)
                """;
        lint.expect(SYNTAX_ERROR, ERROR, spec);
        lint.expect(UNDECLARED_NAME, ERROR, spec.replace("«", "").replace("»", "").replace("ChewGun", "«ChewGun»"));
    }

    @Test
    void unterminatedString() {
        // the unterminated string runs to the end of its line
        lint.expectOne(SYNTAX_ERROR, ERROR, "unterminated string: a string ends with '\"' on the same line", """
                spec railway
                predicate P «"p
                »""");
    }

    @Test
    void unterminatedNameInBackquotes() {
        List<String> errors = lint.issues("""
                spec mail
                property sent "a record is sent": eventually `send-record
                """).stream().map(issue -> issue.getLineNumber() + ":" + issue.getColumn() + " " + issue.getMessage()).toList();
        // the name runs to the end of its line; the formula after 'eventually' is then missing too
        assertEquals(List.of(
                "2:35 expected a formula or term after 'eventually' but found the end of the file",
                "2:46 unterminated name in backquotes: a name in backquotes ends with '`' on the same line"), errors);
    }

    @Test
    void aNumberWithoutTheDigitsOfItsExponentSaysWhatCameInstead() {
        // 'é' as typed, though the lexer reads every letter outside ASCII as one
        lint.expectOne(SYNTAX_ERROR, ERROR, "a number has digits after its '.' and after the 'e' of its exponent"
                + " (1.5, 2e3, 2.5e-3), but found 'é'", """
                spec fees
                var fee: Real "the fee"
                policy p "a fee": fee = «1e»é
                """);
    }

    @Test
    void aSpecStartsWithItsHeader() {
        lint.expectOne(SYNTAX_ERROR, ERROR, "a spec starts with 'spec' and its name, but found 'predicate'", """
                «predicate» P "p"
                """);
    }

    @Test
    void expectsAFormulaInAClaim() {
        lint.expectOne(SYNTAX_ERROR, ERROR, "expected a formula or term after 'given' but found 'claim'", """
                spec park
                var isLowSeason: Bool "low season"
                test t: given «claim» isLowSeason expect valid
                """);
    }

    @Test
    void wellFormedSpecHasNoSyntaxError() {
        lint.expectNone(SYNTAX_ERROR, """
                spec railway "title"
                variables x
                predicate P(x) "{x}"
                rule a: (P(x)) => (not P(x))
                """);
    }
}
