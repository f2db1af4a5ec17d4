package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.eclipse.xtext.diagnostics.Severity.WARNING;
import static org.esl.lang.validation.IssueCodes.MISSING_DESCRIPTION;
import static org.esl.lang.validation.IssueCodes.UNDESCRIBED_PARAMETER;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.validation.Issue;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import com.google.inject.Inject;

/** ESL007 (missing required description) and ESL008 (description does not mention a parameter). */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class DescriptionTest {

    @Inject
    private Lint lint;

    @Test
    void predicatesFunctionsToolsAndPolicyVariablesNeedOne() {
        List<Issue> issues = lint.expect(MISSING_DESCRIPTION, ERROR, """
                spec mixed
                predicate «InRailway»(x)
                function «Square»(x)
                tool «notify_user»
                var «budget»: Real
                var blank: Real "the blank"
                predicate «Blank» ""
                """);
        assertEquals(List.of(
                "predicate 'InRailway' needs a description: the text a perception or translation model reads",
                "function 'Square' needs a description: the text a perception or translation model reads",
                "tool 'notify_user' needs a description: the text a perception or translation model reads",
                "policy variable 'budget' needs a description: the text a perception or translation model reads",
                "predicate 'Blank' needs a description: the text a perception or translation model reads"),
                issues.stream().map(Issue::getMessage).toList());
        assertArrayEquals(new String[] {"InRailway"}, issues.get(0).getData());
    }

    @Test
    void descriptionsAreOptionalElsewhere() {
        lint.expectNone(MISSING_DESCRIPTION, """
                spec mixed
                variables x
                predicate P(x) "{x}"
                type AgeClass { CHILD, ADULT }
                template t(a) : always a
                rule r: P(x) => P(x)
                property q: t(P("a"))
                policy pol: 1 = 1
                test tt: facts P("a") expect consistent
                """);
    }

    @Test
    void parameterNotMentioned() {
        Issue issue = lint.expectOne(UNDESCRIBED_PARAMETER, WARNING, "the description of 'Carries' does not mention parameter {y}", """
                spec railway
                predicate Carries(x, «y») "a person {x} carries something"
                """);
        assertArrayEquals(new String[] {"y"}, issue.getData());
    }

    @Test
    void functionAndTemplateParameters() {
        lint.expect(UNDESCRIBED_PARAMETER, WARNING, """
                spec mixed
                function Sum(a, «b») "the sum of {a} and another number"
                template adherence(trigger, «outcome») "every {trigger} is followed by something":
                    always (trigger -> eventually outcome)
                """);
    }

    @Test
    void everyParameterMentionedOrNoDescription() {
        lint.expectNone(UNDESCRIBED_PARAMETER, """
                spec mixed
                predicate Carries(x, y) "a person {x} carries the item {y}"
                template adherence(trigger, outcome): always (trigger -> eventually outcome)
                tool transfer_funds(amount: Real) "moves money"
                """);
    }
}
