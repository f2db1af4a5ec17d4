package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.esl.lang.validation.IssueCodes.UNDECLARED_NAME;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.nio.file.Path;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.validation.Issue;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import com.google.inject.Inject;

@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class UndeclaredNameTest {

    @Inject
    private Lint lint;

    @Test
    void suggestsTheClosestPredicateInAProperty() {
        Issue issue = lint.expectOne(UNDECLARED_NAME, ERROR, "unknown predicate or tool 'ChewGun'; did you mean 'ChewGum'?", """
                spec railway
                predicate ChewGum(x) "a person {x} chews gum"
                property no_gum: always not «ChewGun»("Alex")
                """);
        assertArrayEquals(new String[] {"ChewGum"}, issue.getData());
    }

    @Test
    void suggestsTheClosestPredicateInARule() {
        Issue issue = lint.expectOne(UNDECLARED_NAME, ERROR, "unknown predicate or function 'ChewGun'; did you mean 'ChewGum'?", """
                spec railway
                variables x
                predicate InRailway(x) "a person {x} is on the premises"
                predicate ChewGum(x) "a person {x} chews gum"
                rule no_gum: InRailway(x) => not «ChewGun»(x)
                """);
        assertArrayEquals(new String[] {"ChewGum"}, issue.getData());
    }

    @Test
    void undeclaredRuleVariable() {
        Issue issue = lint.expectOne(UNDECLARED_NAME, ERROR, "unknown rule variable or predicate 'y'", """
                spec railway
                variables x
                predicate Carries(x, y) "{x} carries {y}"
                rule r: Carries(x, «y») => Carries(x, x)
                """);
        assertArrayEquals(new String[0], issue.getData());
    }

    @Test
    void noSuggestionWhenNothingIsClose() {
        lint.expectOne(UNDECLARED_NAME, ERROR, "unknown predicate or tool 'Dancing'", """
                spec railway
                predicate ChewGum(x) "a person {x} chews gum"
                property p: always not «Dancing»
                """);
    }

    @Test
    void suggestsAPolicyVariableInAPolicy() {
        lint.expectOne(UNDECLARED_NAME, ERROR, "unknown policy variable or enum value 'basFee'; did you mean 'baseFee'?", """
                spec park
                var baseFee: Real "the base fee"
                policy base: «basFee» = 50
                """);
    }

    @Test
    void suggestsOnlyNamesVisibleAtThePlace() {
        // 'check' is a template parameter, visible in the template's body only
        lint.expectOne(UNDECLARED_NAME, ERROR, "unknown predicate or tool 'chek'", """
                spec banking
                tool verify "verifies the user"
                template restricted(check, action) "no {action} before {check}": not ((not check) until action)
                property p: restricted(verify, «chek»)
                """);
    }

    @Test
    void unknownTypeSuggestsABuiltInType() {
        lint.expectOne(UNDECLARED_NAME, ERROR, "unknown type 'Boolean'; did you mean 'Bool'?", """
                spec park
                var isLowSeason: «Boolean» "whether it is the low season"
                policy p: isLowSeason
                """);
    }

    @Test
    void unknownTypeSuggestsADeclaredType() {
        lint.expectOne(UNDECLARED_NAME, ERROR, "unknown type 'AgeClas'; did you mean 'AgeClass'?", """
                spec park
                type AgeClass { CHILD, ADULT }
                var ageClass: «AgeClas» "the visitor's age class"
                policy p: ageClass = CHILD or ageClass = ADULT
                """);
    }

    @Test
    void unknownToolParameterNamesTheTool() {
        lint.expectOne(UNDECLARED_NAME, ERROR, "tool 'transfer_funds' has no parameter 'amout'; did you mean 'amount'?", """
                spec banking
                tool transfer_funds(amount: Real, to: String) "moves money"
                property p: always not transfer_funds(«amout» > 10000)
                """);
    }

    @Test
    void parametersOfAMisspeltToolAreNotReportedAgain() {
        lint.expectOne(UNDECLARED_NAME, ERROR, "unknown predicate or tool 'transfer_fund'; did you mean 'transfer_funds'?", """
                spec banking
                tool transfer_funds(amount: Real, to: String) "moves money"
                property p: always not «transfer_fund»(amount > 10000, to = "Eve")
                """);
    }

    @Test
    void unknownRuleAndPropertyInTests() {
        lint.expect(UNDECLARED_NAME, ERROR, """
                spec railway
                variables x
                predicate InRailway(x) "{x} is on the premises"
                predicate ChewGum(x) "{x} chews gum"
                rule no_gum: InRailway(x) => not ChewGum(x)
                property gum_free: always not ChewGum("Alex")
                test t1: facts InRailway("Alex"), ChewGum("Alex") expect violated «no_gun»
                test t2: trace InRailway("Alex") expect satisfied «gum_fre»
                """);
    }

    @Test
    void unknownOptionSuggestsAKnownOne() {
        Issue issue = lint.expectOne(UNDECLARED_NAME, ERROR, "unknown option 'smt.timout'; did you mean 'smt.timeout'?", """
                spec s
                option «smt.timout» = 500
                """);
        assertArrayEquals(new String[] {"smt.timeout"}, issue.getData());
    }

    @Test
    void unknownOptionListsTheKnownOnes() {
        lint.expectOne(UNDECLARED_NAME, ERROR,
                "unknown option 'verbose' (known options: interpretation, smt.timeout, chaining.contrapositives, lint.redundancy, tools.strict)", """
                spec s
                option «verbose» = true
                """);
    }

    @Test
    void aGuardOptionNamesAPropertyRuleOrPolicyOfTheSpec() {
        Issue issue = lint.expectOne(UNDECLARED_NAME, ERROR,
                "option guard.greets_frst names no property, rule or policy of the spec; did you mean 'guard.greets_first'?", """
                spec banking
                predicate Greeted "the assistant greets the user"
                property greets_first: eventually within 2 Greeted
                option «guard.greets_frst» = block
                """);
        assertArrayEquals(new String[] {"guard.greets_first"}, issue.getData());
    }

    @Test
    void unknownRoleInAProperty() {
        Issue issue = lint.expectOne(UNDECLARED_NAME, ERROR, "unknown role '@usr'; did you mean '@user'?", """
                spec banking
                property p: eventually «@usr»
                """);
        assertArrayEquals(new String[] {"@user"}, issue.getData());
    }

    @Test
    void unknownRoleOfAPattern() {
        lint.expectOne(UNDECLARED_NAME, ERROR, "unknown role '@bot' (roles are @user, @assistant, @tool, @system)", """
                spec banking
                predicate Greeted "the assistant greets" when «@bot» matches "hello"
                property p: eventually Greeted
                """);
    }

    @Test
    void declaredNamesRolesAndOptionsAreFine() {
        lint.expectNone(UNDECLARED_NAME, """
                spec s
                option interpretation = 2
                option smt.timeout = 5000
                option lint.redundancy = false
                variables x
                predicate P(x) "{x}"
                predicate Greeted "greets" when @assistant matches "hi"
                tool send(to: String) "sends"
                rule r: P(x) => P(x)
                property p: always (@user or @assistant or @tool or @system or Greeted or send(to = "Bob"))
                """);
    }

    @Test
    void importedDeclarationsAndSchemaToolsAreVisible(@TempDir Path dir) {
        Lint.write(dir, "common.esl", """
                spec common
                predicate Greeted "the assistant greets the user"
                """);
        Lint.write(dir, "tools.json", """
                [{"type": "function", "function": {"name": "notify_user", "description": "notifies",
                  "parameters": {"type": "object", "properties": {"text": {"type": "string"}}}}}]
                """);
        lint.expectNone(UNDECLARED_NAME, lint.issues(Lint.write(dir, "spec.esl", """
                spec banking
                import "common.esl"
                tools from "tools.json"
                property p: always (Greeted -> eventually notify_user(text = "done"))
                """)));
    }
}
