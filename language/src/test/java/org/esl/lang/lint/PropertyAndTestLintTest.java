package org.esl.lang.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.lint.SemanticCheck;
import org.esl.runtime.lint.temporal.PropertySatisfiability;
import org.esl.runtime.lint.tests.TestDiagnostics;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.monitor.TraceSearch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ESL013, ESL014 and ESL015 on real specs: findings hidden among harmless properties, with exact ranges (the
 * property's or test's name), the exact minimal conflicting set, and none at all on the examples.
 */
class PropertyAndTestLintTest {

    private static final SpecLoader LOADER = SpecLoader.standalone();
    private static final LintOptions OPTIONS = new LintOptions(10_000, true, LintOptions.Cancellation.NEVER);

    private static final String BANK = """
            spec bank
            tool check_auth "verifies the user's identity"
            tool transfer_funds(amount: Real, to: String) "moves money"
            tool notify_user "confirms to the user"
            tool human_approval "a person approves"
            predicate Greeted "the assistant greets the user"

            property auth_first: not ((not check_auth) until transfer_funds)
            property confirm: always (transfer_funds -> eventually notify_user)
            property big_needs_approval: always (transfer_funds(amount > 10000) -> once human_approval)
            property greets: eventually within 2 Greeted
            property must_transfer: eventually transfer_funds(amount > 10000)
            property tautology: always (transfer_funds -> @assistant)
            property no_approval: always not human_approval
            property polite: always (@user -> eventually Greeted)
            """;

    @Test
    void propertiesContradictoryOnlyTogetherAndAVacuousOneAmongHarmlessOnes(@TempDir Path dir) throws Exception {
        Spec spec = load(dir, BANK);

        List<Diagnostic> found = lint(new PropertySatisfiability(), spec);

        // must_transfer needs a big transfer, big_needs_approval then needs an approval, no_approval forbids one
        List<String> conflict = List.of("big_needs_approval", "must_transfer", "no_approval");
        assertEquals(List.of("ESL013 error big_needs_approval 10:10-10:28", "ESL013 error must_transfer 12:10-12:23",
                "ESL014 warning tautology 13:10-13:19", "ESL013 error no_approval 14:10-14:21"),
                found.stream().map(PropertyAndTestLintTest::summary).toList());
        Diagnostic mustTransfer = found.get(1);
        assertEquals("property must_transfer contradicts big_needs_approval and no_approval: no finite trace satisfies"
                + " all 3 of them; without must_transfer, the trace 'true' satisfies big_needs_approval and no_approval",
                mustTransfer.message());
        assertEquals(List.of("big_needs_approval 10:10", "no_approval 14:10"), mustTransfer.related().stream()
                .map(r -> r.message().split(" ")[1] + " " + r.range().line() + ":" + r.range().column()).toList());
        assertTrue(found.get(0).message().contains("without big_needs_approval, the trace 'transfer_funds(amount = 10001)'"),
                found.get(0).message());
        assertEquals("property tautology holds on every trace, so it checks nothing", found.get(2).message());
        assertMinimal(spec, conflict);
    }

    @Test
    void aPropertyNoTraceSatisfiesIsAnErrorAndExplainsEverySetItIsIn(@TempDir Path dir) throws Exception {
        Spec spec = load(dir, """
                spec transfers
                tool transfer_funds(amount: Real) "moves money"
                property never: eventually (transfer_funds(amount > 10000) and transfer_funds(amount < 5))
                property fine: eventually transfer_funds
                """);

        List<Diagnostic> found = lint(new PropertySatisfiability(), spec);

        assertEquals(List.of("ESL013 error never 3:10-3:15"), found.stream().map(PropertyAndTestLintTest::summary).toList());
        assertEquals("property never can never hold: no finite trace satisfies it", found.get(0).message());
    }

    /** Windows, intervals, {@code <=>} and past operators over future ones are decided on the same automaton. */
    @Test
    void windowsIntervalsAndFutureInsidePastAreDecidedToo(@TempDir Path dir) throws Exception {
        Spec spec = load(dir, """
                spec windows
                tool check_auth "verifies the user's identity"
                tool transfer_funds "moves money"
                property too_early: once within [1, 2] check_auth
                property self_check: always (check_auth -> once check_auth)
                property unanswerable: always not transfer_funds and once (eventually transfer_funds)
                property mirrored: always (check_auth <=> not not check_auth)
                property answered: always (transfer_funds -> once within 3 check_auth)
                property timely: check_auth until within 2 transfer_funds
                """);

        List<Diagnostic> found = lint(new PropertySatisfiability(), spec);

        // too_early looks one to two steps before step 0, where the property is judged; unanswerable's once
        // (eventually transfer_funds) needs a transfer that the other conjunct forbids
        assertEquals(List.of("ESL013 error too_early 4:10-4:19", "ESL014 warning self_check 5:10-5:20",
                "ESL013 error unanswerable 6:10-6:22", "ESL014 warning mirrored 7:10-7:18"),
                found.stream().map(PropertyAndTestLintTest::summary).toList());
    }

    /**
     * A variable ranges over every value (docs/language.md, "Variables in properties"): {@code eventually send_email(to
     * = s)} is satisfiable for one value but not for all of them, and two properties that no trace violates as long as
     * s is a value of its own are violated when s is the constant they name, or when s and t are one value.
     */
    @Test
    void aPropertyWithVariablesIsLintedOverEveryValue(@TempDir Path dir) throws Exception {
        Spec spec = load(dir, """
                spec mail
                variables s, t
                tool get_email(id: Int) "reads one e-mail"
                tool send_email(to: String) "sends an e-mail"
                property mail_everyone: eventually send_email(to = s)
                property bob_once: always not (send_email(to = s) and send_email(to = "bob@x.com"))
                property one_address: always not (send_email(to = s) and send_email(to = t))
                property reply_to_sender: always (send_email(to = s) -> once get_email(result.sender = s))
                property by_assistant: always (send_email(to = s) -> @assistant)
                """);

        List<Diagnostic> found = lint(new PropertySatisfiability(), spec);

        assertEquals(List.of("ESL013 error mail_everyone 5:10-5:23", "ESL014 warning by_assistant 9:10-9:22"),
                found.stream().map(PropertyAndTestLintTest::summary).toList());
        assertEquals("property mail_everyone can never hold: no finite trace satisfies it for every value of s",
                found.get(0).message());
    }

    /** Two properties with variables that contradict each other only through the constant one of them names. */
    @Test
    void propertiesWithVariablesContradictThroughTheValuesTheyShare(@TempDir Path dir) throws Exception {
        Spec spec = load(dir, """
                spec mail
                variables s
                tool send_email(to: String) "sends an e-mail"
                property mails_bob: eventually send_email(to = "bob@x.com")
                property never_twice: always (send_email(to = s) -> not once previously send_email(to = s))
                property first_bob: always (send_email(to = s) -> once send_email(to = "bob@x.com"))
                property each_once_more: always (send_email(to = s) -> eventually next send_email(to = s))
                """);

        List<Diagnostic> found = lint(new PropertySatisfiability(), spec);

        // for s = "bob@x.com", each_once_more asks for another mail to bob after each one, without end: a finite trace
        // can only send bob none, which mails_bob forbids; for s a value of its own, as lint took it before, no trace
        // needs to mail s at all
        assertEquals(List.of("ESL013 error mails_bob 4:10-4:19", "ESL013 error each_once_more 7:10-7:24"),
                found.stream().map(PropertyAndTestLintTest::summary).toList());
        assertTrue(found.get(0).message().startsWith("property mails_bob contradicts each_once_more: no finite trace satisfies both"),
                found.get(0).message());
    }

    @Test
    void theExamplesHaveNoUnsatisfiableOrVacuousPropertiesAndNoFailingTests() throws Exception {
        for (String example : List.of("banking", "railway", "park", "numeric")) {
            Spec spec = LOADER.load(Path.of("../examples/" + example + ".esl")).spec();
            List<Diagnostic> found = new ArrayList<>(lint(new PropertySatisfiability(), spec));
            found.addAll(lint(new TestDiagnostics(), spec));
            assertEquals(List.of(), found, example);
        }
    }

    @Test
    void aFailedTestIsAnErrorOnItsNameWithWhatWasFound(@TempDir Path dir) throws Exception {
        Spec spec = load(dir, BANK + """
                test passes: trace check_auth; transfer_funds(amount = 500); notify_user
                    expect satisfied auth_first, confirm
                test wrong "a transfer without authentication": trace transfer_funds(amount = 20)
                    expect satisfied auth_first
                """);

        List<Diagnostic> found = lint(new TestDiagnostics(), spec);

        assertEquals(List.of("ESL015 error wrong 18:6-18:11"), found.stream().map(PropertyAndTestLintTest::summary).toList());
        assertTrue(found.get(0).message().startsWith("test wrong fails: expected auth_first to be satisfied, but it is violated at step 0"),
                found.get(0).message());
    }

    @Test
    void aFailedTestCarriesWhatItCouldExpectInsteadOnlyWhenThatIsExact(@TempDir Path dir) throws Exception {
        Spec spec = load(dir, BANK + """
                variables x
                predicate InRailway(x) "a person {x} is on the railway premises"
                predicate ChewGum(x) "a person {x} chews gum"
                rule no_gum: InRailway(x) => not ChewGum(x)
                test gum: facts InRailway("ann"), ChewGum("ann")
                    expect consistent
                test no_gum_at_all: facts InRailway("ann")
                    expect violated no_gum
                test facts_clash "no rule is violated, so no expectation says what happened": facts ChewGum("ann"), not ChewGum("ann")
                    expect consistent
                test not_inferred "dropping what was not inferred would only hide the failure": facts InRailway("ann"), ChewGum("ann")
                    expect violated no_gum
                    expect inferred ChewGum("bob")
                test unchecked: trace transfer_funds(amount = 20)
                    expect satisfied auth_first
                    expect pending auth_first, confirm
                """);

        List<Diagnostic> found = lint(new TestDiagnostics(), spec);

        assertEquals(List.of("facts_clash []", "gum [violated no_gum]", "no_gum_at_all [consistent]", "not_inferred []",
                "unchecked [violated auth_first, violated auth_first, pending confirm]"),
                found.stream().map(d -> d.message().split(" ")[1] + " " + d.data()).sorted().toList());
    }

    /** Removing any member of the set leaves the others satisfiable together, and the whole set is not. */
    private static void assertMinimal(Spec spec, List<String> names) {
        TraceSearch.Limits limits = new TraceSearch.Limits(10_000, 200_000, () -> false);
        List<Property> set = names.stream().map(name -> spec.property(name).orElseThrow()).toList();
        assertInstanceOf(TraceSearch.Impossible.class, TraceSearch.satisfying(set, limits));
        for (Property member : set) {
            List<Property> others = set.stream().filter(p -> p != member).toList();
            assertInstanceOf(TraceSearch.Found.class, TraceSearch.satisfying(others, limits), "without " + member.name());
        }
    }

    private static Spec load(Path dir, String text) throws Exception {
        return LOADER.load(Files.writeString(dir.resolve("spec.esl"), text)).spec();
    }

    private static List<Diagnostic> lint(SemanticCheck check, Spec spec) {
        try (check) {
            return check.check(spec, OPTIONS);
        }
    }

    /** {@code ESL013 error never 3:10-3:15}: code, severity, the name the range covers, and the range. */
    private static String summary(Diagnostic d) {
        String name = d.message().split(" ")[1];
        return d.code() + " " + d.severity().label() + " " + name + " " + d.range().line() + ":" + d.range().column() + "-"
                + d.range().endLine() + ":" + d.range().endColumn();
    }
}
