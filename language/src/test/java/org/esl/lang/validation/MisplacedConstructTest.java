package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.esl.lang.validation.IssueCodes.TYPE_MISMATCH;
import static org.esl.lang.validation.IssueCodes.UNBOUND_PROPERTY_VARIABLE;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.eclipse.xtext.validation.Issue;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.inject.Inject;

/** ESL005 for constructs and names written where their style of ESL does not allow them. */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class MisplacedConstructTest {

    @Inject
    private Lint lint;

    @Test
    void temporalOperatorsAndRolesInARule() {
        List<Issue> issues = lint.expect(TYPE_MISMATCH, ERROR, """
                spec railway
                variables x
                predicate InRailway(x) "{x} is on the premises"
                predicate ChewGum(x) "{x} chews gum"
                rule r: «always» InRailway(x) => not ChewGum(x) «until» InRailway(x) or «@user»
                """);
        assertEquals(List.of(
                "temporal operator 'always' is only allowed in properties and templates, not in a rule",
                "temporal operator 'until' is only allowed in properties and templates, not in a rule",
                "role '@user' is only allowed in properties, templates and trace steps, not in a rule"),
                issues.stream().map(Issue::getMessage).toList());
    }

    @Test
    void toolAtomsAndPredicatesInAPolicy() {
        List<Issue> issues = lint.expect(TYPE_MISMATCH, ERROR, """
                spec park
                predicate Greeted "greets"
                tool notify_user "notifies"
                var isLowSeason: Bool "low season"
                policy p: isLowSeason => «notify_user» or «Greeted»
                property q: eventually (Greeted or notify_user)
                """);
        assertEquals(List.of(
                "tool 'notify_user' cannot be used in a policy: tool calls are atoms of properties, templates and trace steps",
                "predicate 'Greeted' cannot be used in a policy: policies speak about variables declared with 'var'"),
                issues.stream().map(Issue::getMessage).toList());
    }

    @Test
    void policyVariableInAProperty() {
        lint.expectOne(TYPE_MISMATCH, ERROR,
                "policy variable 'isLowSeason' cannot be used in a property: policy variables are used in policies and claims", """
                spec park
                var isLowSeason: Bool "low season"
                policy p: isLowSeason
                property q: always «isLowSeason»
                """);
    }

    @Test
    void ruleVariableInAPolicy() {
        lint.expectOne(TYPE_MISMATCH, ERROR,
                "rule variable 'x' cannot be used in a policy: policies use variables declared with 'var'", """
                spec park
                variables x
                predicate P(x) "{x}"
                var fee: Real "the fee"
                rule r: P(x) => P(x)
                policy p: fee = «x»
                """);
    }

    @Test
    void variableThatNoAtomBindsInAProperty() {
        lint.expectOne(UNBOUND_PROPERTY_VARIABLE, ERROR,
                "the variable 'x' is bound by no atom of property 'q': use it as a tool argument or result compared with '=' "
                + "(send_email(to = x)) or as a predicate's argument", """
                spec railway
                variables x
                predicate ChewGum(x) "{x} chews gum"
                rule r: ChewGum(x) => ChewGum(x)
                property q: always not «x»
                """);
    }

    @Test
    void temporalOperatorInAClaim() {
        lint.expectOne(TYPE_MISMATCH, ERROR,
                "temporal operator 'eventually' is only allowed in properties and templates, not in a claim", """
                spec park
                var isLowSeason: Bool "low season"
                policy p: isLowSeason or not isLowSeason
                test t: claim «eventually» isLowSeason expect valid
                """);
    }

    @Test
    void comparisonAloneInAProperty() {
        lint.expectOne(TYPE_MISMATCH, ERROR,
                "a comparison cannot stand alone in a property: compare tool arguments inside a call, e.g. transfer_funds(amount > 10000)", """
                spec banking
                tool transfer_funds(amount: Real) "moves money"
                property q: always «1 < 2» or transfer_funds
                """);
    }

    @Test
    void ifThenElseInAProperty() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "if-then-else is only allowed in policies and claims", """
                spec banking
                predicate Greeted "greets"
                predicate Thanked "thanks"
                property a: «if Greeted then Thanked else Greeted»
                property b: Greeted <=> Thanked
                """);
    }

    @Test
    void boundOfWithinIsAWholeNumberOfSteps() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "the bound of 'eventually within' is a number of steps: a whole number from 0"
                + " to 2147483647, not 2.5", """
                spec banking
                predicate Greeted "greets"
                property p: eventually within «2.5» Greeted
                """);
    }

    /** What check and test would refuse, lint refuses too, and says the real limit. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            eventually within «2147483648» Greeted      | the bound of 'eventually within' is a number of steps: a whole number from 0 to 2147483647, not 2147483648
            once within [«0.5», 3] Greeted              | the bound of 'once within' is a number of steps: a whole number from 0 to 2147483647, not 0.5
            historically within [4, «2»] Greeted        | the window [4, 2] of 'historically within' is empty: write [a, b] with a <= b
            Greeted until within «3000000000» Thanked   | the bound of 'until within' is a number of steps: a whole number from 0 to 2147483647, not 3000000000
            Greeted unless within «2» Thanked           | 'unless' takes no step bound: only 'until within N' and 'since within N' do; write P until within N Q or always within N P
            Greeted releases within «2» Thanked         | 'releases' takes no step bound: only 'until within N' and 'since within N' do
            """)
    void stepBoundsBeyondTheLimitAreErrors(String formula, String message) {
        lint.expectOne(TYPE_MISMATCH, ERROR, message, """
                spec banking
                predicate Greeted "greets"
                predicate Thanked "thanks"
                property p: %s
                """.formatted(formula));
    }

    @Test
    void traceStepListsWhatHappens() {
        lint.expectOne(TYPE_MISMATCH, ERROR,
                "a trace step lists what happens at it: tool calls, predicates and roles joined by 'and'", """
                spec banking
                predicate Greeted "greets"
                tool check_auth "verifies"
                property p: eventually Greeted
                test t: trace @assistant and Greeted; «eventually check_auth» expect satisfied p
                """);
    }

    @Test
    void patternsInARule() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "pattern 'absence' is only allowed in properties and templates, not in a rule", """
                spec railway
                variables x
                predicate P(x) "{x}"
                rule r: P(x) => «absence»(P(x))
                """);
    }

    @Test
    void eachStyleInItsPlaceIsFine() {
        lint.expectNone(TYPE_MISMATCH, """
                spec mixed
                variables x
                predicate InRailway(x) "{x} is on the premises"
                predicate Greeted "greets" when @assistant matches "(?i)hello"
                tool check_auth "verifies"
                tool transfer_funds(amount: Real, to: String) "moves money"
                template restricted(check, action) "no {action} before {check}": not ((not check) until action)
                var isLowSeason: Bool "low season"
                rule r: InRailway(x) => InRailway(x)
                property p1: restricted(check_auth, transfer_funds)
                property p2: always (transfer_funds(amount > 10000) -> once check_auth) and eventually within 2 Greeted
                property p3: precedence(check_auth, transfer_funds) between @user and (@assistant or @tool)
                property p4: response(@user, @assistant) after Greeted until @system
                property p5: weak next Greeted or next Greeted or previously Greeted or historically Greeted
                property p6: check_auth releases transfer_funds and check_auth since @user and Greeted unless @tool
                property p7: InRailway("Alex") -> absence(transfer_funds) before check_auth
                policy pol: isLowSeason or not isLowSeason
                test t1: trace @user and Greeted; check_auth; transfer_funds(amount = 500, to = "Bob") expect satisfied p1, p2
                test t2: facts InRailway("Alex") expect inferred InRailway("Alex")
                """);
    }
}
