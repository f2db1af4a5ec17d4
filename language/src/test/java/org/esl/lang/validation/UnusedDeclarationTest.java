package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.WARNING;
import static org.esl.lang.validation.IssueCodes.UNUSED_DECLARATION;
import static org.esl.lang.validation.IssueCodes.UNUSED_VARIABLE;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.validation.Issue;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import com.google.inject.Inject;

/** ESL002 (unused rule or policy variable) and ESL003 (unused predicate, function, tool, template, enum value). */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class UnusedDeclarationTest {

    @Inject
    private Lint lint;

    @Test
    void unusedRuleVariable() {
        Issue issue = lint.expectOne(UNUSED_VARIABLE, WARNING, "rule variable 'z' is never used", """
                spec numeric
                variables x, y, «z»
                predicate IsGreater(x, y) "{x} is greater than {y}"
                rule r: IsGreater(x, y) => not IsGreater(y, x)
                """);
        assertArrayEquals(new String[] {"z"}, issue.getData());
    }

    @Test
    void unusedPolicyVariable() {
        lint.expectOne(UNUSED_VARIABLE, WARNING, "policy variable 'budget' is never used", """
                spec park
                var baseFee: Real "the base fee"
                var «budget»: Real "the visitor's budget"
                policy base: baseFee = 50
                """);
    }

    @Test
    void variablesUsedOnlyInTestsAreUsed() {
        lint.expectNone(UNUSED_VARIABLE, """
                spec park
                var baseFee: Real "the base fee"
                var budget: Real "the visitor's budget"
                policy base: baseFee = 50
                test t: given budget = 10 claim baseFee = 50 expect valid
                """);
    }

    @Test
    void unusedPredicateFunctionToolTemplateAndEnumValue() {
        List<Issue> issues = lint.expect(UNUSED_DECLARATION, WARNING, """
                spec mixed
                variables x
                predicate InRailway(x) "{x} is on the premises"
                predicate «EatOrDrink»(x) "{x} eats or drinks"
                function «Square»(x) "the square of {x}"
                tool «notify_user» "sends a confirmation"
                template «adherence»(trigger, outcome) "every {trigger} is followed by {outcome}":
                    always (trigger -> eventually outcome)
                type AgeClass { CHILD, «ADULT» }
                var ageClass: AgeClass "the age class"
                rule r: InRailway(x) => InRailway(x)
                policy p: ageClass = CHILD
                """);
        assertEquals(List.of("predicate 'EatOrDrink' is never used", "function 'Square' is never used",
                "tool 'notify_user' is never used", "template 'adherence' is never used", "enum value 'ADULT' is never used"),
                issues.stream().map(Issue::getMessage).toList());
    }

    @Test
    void usesInFactsPropertiesAndTestsCount() {
        lint.expectNone(UNUSED_DECLARATION, """
                spec mixed
                predicate Flammable(y) "the item {y} is flammable"
                predicate Greeted "greets"
                predicate Animal(y) "the item {y} is an animal"
                tool check_auth "verifies the user"
                fact Flammable("petrol")
                property p: always (check_auth -> eventually Greeted)
                test t: facts Animal("dog") expect consistent
                """);
    }

    @Test
    void toolsFromASchemaAreExempt(@TempDir Path dir) {
        Lint.write(dir, "tools.json", """
                [{"type": "function", "function": {"name": "never_called", "description": "unused"}}]
                """);
        lint.expectNone(UNUSED_DECLARATION, lint.issues(Lint.write(dir, "spec.esl", """
                spec banking
                tools from "tools.json"
                predicate Greeted "greets"
                property p: eventually Greeted
                """)));
    }

    @Test
    void aDeclarationUsedByAnImportingFileIsUsed(@TempDir Path dir) {
        Path common = Lint.write(dir, "common.esl", """
                spec common
                predicate Greeted "the assistant greets the user"
                """);
        Path banking = Lint.write(dir, "banking.esl", """
                spec banking
                import "common.esl"
                property p: eventually Greeted
                """);
        lint.expectNone(UNUSED_DECLARATION, lint.issues(common, banking));
        List<Issue> alone = lint.issues(common);
        assertEquals(1, alone.stream().filter(issue -> UNUSED_DECLARATION.equals(issue.getCode())).count(),
                "on its own, common.esl does not know who imports it");
    }
}
