package org.esl.lang.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.esl.lang.tests.EslInjectorProvider;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.policy.Finding;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.temporal.Verdict;
import org.esl.runtime.model.test.ClaimTest;
import org.esl.runtime.model.test.FactsExpectation;
import org.esl.runtime.model.test.FactsTest;
import org.esl.runtime.model.test.TraceExpectation;
import org.esl.runtime.model.test.TraceTest;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.inject.Inject;

/** The spec's own `test` blocks in the runtime model. */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class TestCompilerTest {

    private static final Path EXAMPLES = Path.of("../examples").toAbsolutePath().normalize();

    private static final String DECLARATIONS = """
            spec tests
            variables x
            tool pay(amount: Real, to: String) "pays"
            tool notify "notifies"
            predicate Greeted "greets"
            predicate ChewGum(x) "{x} chews gum"
            property p: always not pay
            """;

    @Inject
    private Compiling compiling;

    @Test
    void traceStepsCarryToolCallsWithArgumentValues() throws Exception {
        TraceTest happy = (TraceTest) compiling.file(EXAMPLES.resolve("banking.esl")).test("happy_path").orElseThrow();
        assertEquals("[check_auth, get_balance, transfer_funds(amount = 500, to = \"Bob\"), notify_user]", happy.steps().toString());
        assertEquals(new ToolCall("transfer_funds", Map.of("amount", Rational.of(500), "to", new StringValue("Bob"))),
                happy.steps().get(2).toolCall().orElseThrow());
        assertEquals(Optional.of(Role.ASSISTANT), happy.steps().get(0).role());
        assertEquals(List.of(new TraceExpectation(Verdict.SATISFIED,
                List.of("auth_first", "confirm", "big_needs_approval", "balance_before_transfer"))), happy.expectations());
        assertEquals("Authenticated, confirmed, small transfer", happy.description());
    }

    @Test
    void traceStepsMayListPredicatesAndASpeaker() throws Exception {
        TraceTest trace = (TraceTest) compiling.spec(DECLARATIONS + """
                test talk: trace @user and Greeted; true; ChewGum("Alex") and (@assistant and Greeted); pay(to = "Eve", amount = -1.5)
                           expect pending p expect violated p
                """).test("talk").orElseThrow();
        assertEquals(List.of(
                new Step(Optional.of(Role.USER), Optional.empty(), Set.of(PredicateAtom.of("Greeted"))),
                new Step(Optional.empty(), Optional.empty(), Set.of()),
                new Step(Optional.of(Role.ASSISTANT), Optional.empty(),
                        Set.of(PredicateAtom.of("Greeted"), PredicateAtom.of("ChewGum", List.of(new StringValue("Alex"))))),
                new Step(Optional.of(Role.ASSISTANT), Optional.of(new ToolCall("pay",
                        Map.of("amount", Rational.parse("-1.5"), "to", new StringValue("Eve")))), Set.of())),
                trace.steps());
        assertEquals("[Greeted and @user, true, ChewGum(\"Alex\") and Greeted and @assistant, pay(to = \"Eve\", amount = -1.5)]",
                trace.steps().toString());
        assertEquals(List.of(Verdict.PENDING, Verdict.VIOLATED), trace.expectations().stream().map(TraceExpectation::verdict).toList());
    }

    @Test
    void factsTestsExpectInferencesExactly() throws Exception {
        FactsTest query = (FactsTest) compiling.file(EXAMPLES.resolve("numeric.esl")).test("inferred_query").orElseThrow();
        assertEquals("[IsGreater(15.2, 15.12), IsGreater(10, 0)]", query.facts().toString());
        FactsExpectation.Inferred inferred = assertInstanceOf(FactsExpectation.Inferred.class, query.expectations().get(0));
        assertEquals("[IsGreater(152, 151.2)]", inferred.literals().toString());
    }

    @Test
    void factsTestsExpectViolatedRulesOrConsistency() throws Exception {
        Spec railway = compiling.file(EXAMPLES.resolve("railway.esl"));
        FactsTest gum = (FactsTest) railway.test("gum_on_train").orElseThrow();
        assertEquals(List.of(new FactsExpectation.Violated(List.of("no_gum"))), gum.expectations());
        FactsTest quiet = (FactsTest) compiling.spec(DECLARATIONS + """
                rule r: ChewGum(x) => not Greeted
                test quiet: facts not ChewGum("Bo") expect consistent
                """).test("quiet").orElseThrow();
        assertEquals("[not ChewGum(\"Bo\")]", quiet.facts().toString());
        assertEquals(List.of(new FactsExpectation.Consistent()), quiet.expectations());
    }

    @Test
    void claimTestsHaveAnOptionalPremiseAndAnExpectedFinding() throws Exception {
        Spec park = compiling.file(EXAMPLES.resolve("park.esl"));
        ClaimTest senior = (ClaimTest) park.test("senior_low_season").orElseThrow();
        assertEquals("ageClass = SENIOR and isLowSeason", senior.given().orElseThrow().toString());
        assertEquals("finalFee = 28.125", senior.claim().toString());
        assertEquals(Finding.VALID, senior.expected());
        assertEquals(Finding.SATISFIABLE, ((ClaimTest) park.test("unknown_season").orElseThrow()).expected());
        ClaimTest bare = (ClaimTest) compiling.spec("""
                spec claims
                var open: Bool "open"
                test bare: claim not open expect too_complex
                """).test("bare").orElseThrow();
        assertEquals(Optional.empty(), bare.given());
        assertEquals(Finding.TOO_COMPLEX, bare.expected());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', textBlock = """
            trace pay and notify expect satisfied p              | a step calls at most one tool; write the second call as the next step
            trace pay and @user expect satisfied p               | a tool call is made by @assistant, not by @user
            trace @user and @tool expect satisfied p             | a step has one speaker, not @user and @tool
            trace pay(amount > 5) expect satisfied p             | `amount > 5` does not give an argument of `pay` a value: write parameter = constant, e.g. amount = 500
            trace pay(amount = 1, amount = 2) expect satisfied p | the argument `amount` is given twice
            trace not Greeted expect satisfied p                 | `not Greeted` cannot describe a trace step: a step lists what holds at it (a tool call, predicates, a role), joined by `and`
            facts ChewGum(x) expect consistent                   | `ChewGum(x)` must not contain rule variables: facts are ground
            facts ChewGum("a") expect inferred Greeted or Greeted | `Greeted or Greeted` is not a literal: expected a predicate such as InRailway(x), its negation `not ...`, or a comparison such as x > 0
            """)
    void whatATestCannotSayIsReportedForItsAuthor(String body, String message) throws Exception {
        CompileException e = compiling.failure(DECLARATIONS + "test wrong: " + body + "\n");
        assertEquals(message, e.getMessage());
        assertEquals(8, e.range().line());
    }
}
