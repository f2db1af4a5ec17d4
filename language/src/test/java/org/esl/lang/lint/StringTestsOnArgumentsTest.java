package org.esl.lang.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.lint.SemanticCheck;
import org.esl.runtime.lint.temporal.PropertySatisfiability;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.temporal.Not;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.ToolCall;
import org.esl.runtime.model.temporal.Verdict;
import org.esl.runtime.model.value.StringValue;
import org.esl.runtime.monitor.Monitor;
import org.esl.runtime.monitor.PropertyResult;
import org.esl.runtime.monitor.TraceSearch;
import org.esl.runtime.spectest.SpecTestRunner;
import org.esl.runtime.spectest.TestResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Regular expressions and string tests on tool arguments (docs/language.md, "Tests on strings"), from the spec's text to
 * the monitor's verdicts, its witnesses and lint: the mail to {@code eve@disallowed.com} that a perception pattern,
 * which reads message text only, never sees.
 */
class StringTestsOnArgumentsTest {

    private static final SpecLoader LOADER = SpecLoader.standalone();
    private static final LintOptions OPTIONS = new LintOptions(10_000, true, LintOptions.Cancellation.NEVER);

    private static final String MAIL = """
            spec mail
            tool send_email(to: String, body: String) "sends an e-mail"

            property no_disallowed "No mail to the disallowed domain":
                always not send_email(to matches ".*@disallowed[.]com")
            property no_password: always not send_email(body contains "password")
            property no_root: always not send_email(to startsWith "root@")
            property no_keys: always not send_email(body endsWith ".pem")
            property short_mails: always send_email -> send_email(length(body) <= 20)

            test to_eve: trace send_email(to = "eve@disallowed.com", body = "hi")
                expect violated no_disallowed
                expect satisfied no_password, no_root, no_keys, short_mails
            test to_bob: trace send_email(to = "bob@example.com", body = "your password is hunter2")
                expect satisfied no_disallowed, no_root, no_keys
                expect violated no_password, short_mails
            test to_root: trace send_email(to = "root@example.com", body = "id_rsa.pem")
                expect violated no_root, no_keys
                expect satisfied no_disallowed, no_password, short_mails
            """;

    @Test
    void theSpecsOwnTraceTestsGiveTheVerdictsEachTestExpects(@TempDir Path dir) throws Exception {
        Spec spec = load(dir, MAIL);

        List<TestResult> results = SpecTestRunner.run(spec).results();

        assertEquals(3, results.size());
        results.forEach(result -> assertTrue(result.passed(), result.name() + ": " + result.message()));
    }

    @Test
    void theMonitorIsViolatedAtTheCallAndItsWitnessShowsTheTest(@TempDir Path dir) throws Exception {
        Spec spec = load(dir, MAIL);
        Monitor monitor = Monitor.of(List.of(property(spec, "no_disallowed")));

        monitor.step(send("bob@example.com"));
        assertEquals(List.of(Verdict.PENDING), monitor.verdictsNow());
        monitor.step(send("eve@disallowed.com"));

        PropertyResult result = monitor.current().get(0);
        assertEquals(Verdict.VIOLATED, result.verdict());
        assertEquals(1, result.step().orElseThrow());
        assertEquals("step 1 (send_email(to = \"eve@disallowed.com\")): send_email(to matches \".*@disallowed[.]com\") = true",
                result.witness().orElseThrow().toString());
    }

    @Test
    void aMatchIsFoundAnywhereInTheValueAsPerceptionFindsPatternsInText(@TempDir Path dir) throws Exception {
        Spec spec = load(dir, """
                spec mail
                tool send_email(to: String) "sends an e-mail"
                property anywhere: always not send_email(to matches "disallowed")
                property anchored: always not send_email(to matches "^disallowed$")
                """);
        Monitor monitor = Monitor.of(List.of(property(spec, "anywhere"), property(spec, "anchored")));

        monitor.step(send("eve@disallowed.com"));

        assertEquals(List.of(Verdict.VIOLATED, Verdict.PENDING), monitor.verdictsNow());
    }

    @Test
    void lintFindsAViolatingTraceThroughASampleOfTheRegularExpression(@TempDir Path dir) throws Exception {
        Spec spec = load(dir, MAIL);
        Property noDisallowed = property(spec, "no_disallowed");

        TraceSearch.Outcome violating = TraceSearch.satisfying(List.of(new Property("violated", "",
                Not.of(noDisallowed.formula()), noDisallowed.range())), new TraceSearch.Limits(10_000, 10_000, () -> false));

        assertEquals("[send_email(to = \"@disallowed.com\")]", assertInstanceOf(TraceSearch.Found.class, violating).trace().toString());
        assertEquals(List.of(), lint(spec));
    }

    @Test
    void withoutEveryStringToTryNoTraceFoundIsNoProofAndLintSaysItCouldNotDecide(@TempDir Path dir) throws Exception {
        Spec spec = load(dir, """
                spec mail
                tool send_email(to: String) "sends an e-mail"
                property must_send: eventually send_email(to matches "^a+$")
                property never_send: always not send_email(to contains "a")
                """);

        List<Diagnostic> found = lint(spec);

        assertEquals(1, found.size(), found.toString());
        assertEquals("could not decide over the values it tries for tests on strings (matches, contains, startsWith, "
                + "endsWith, length) and on tool results whether properties must_send and never_send can all hold on one trace",
                found.get(0).message());
    }

    private static Step send(String to) {
        return new Step(Optional.empty(), Optional.of(new ToolCall("send_email", Map.of("to", new StringValue(to)))), Set.of());
    }

    private static Property property(Spec spec, String name) {
        return spec.properties().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }

    private static Spec load(Path dir, String text) throws Exception {
        return LOADER.load(Files.writeString(dir.resolve("spec.esl"), text)).spec();
    }

    private static List<Diagnostic> lint(Spec spec) {
        try (SemanticCheck check = new PropertySatisfiability()) {
            return check.check(spec, OPTIONS);
        }
    }
}
