package org.esl.lang.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.lint.SemanticCheck;
import org.esl.runtime.lint.temporal.PropertySatisfiability;
import org.esl.runtime.model.Spec;
import org.esl.runtime.spectest.SpecTestRunner;
import org.esl.runtime.spectest.TestResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Constraints on a tool's result (docs/language.md, "Tool results"): the atom holds at the answer's step, paths read
 * into its JSON, {@code any} and {@code all} read arrays, and a plain-text answer is one string.
 */
class ToolResultsInPropertiesTest {

    private static final LintOptions OPTIONS = new LintOptions(10_000, true, LintOptions.Cancellation.NEVER);

    @Test
    void traceTestsWriteResultsAndGetTheVerdictsTheyExpect(@TempDir Path dir) throws Exception {
        Spec spec = load(dir, """
                spec inbox
                tool get_email(id: Int) "reads one e-mail"
                tool get_inbox "reads the inbox"
                tool send_email(to: String) "sends an e-mail"

                property reply_to_mallory_only_after_her_mail:
                    always (send_email(to = "mallory@x.com") -> once get_email(result.sender = "mallory@x.com"))
                property answered_at_the_result: always (get_email(id = 7, result.sender = "ann@x.com") -> @tool)
                property no_spam: always not get_inbox(any result.emails.subject contains "WIN")
                property all_signed: always (get_inbox -> next get_inbox(all result.emails.signed = true))
                property no_errors: always not get_email(result matches "^Error")

                test mallory_wrote_first: trace get_email(id = 7); get_email(id = 7, result.sender = "mallory@x.com");
                                          send_email(to = "mallory@x.com")
                    expect satisfied reply_to_mallory_only_after_her_mail, answered_at_the_result
                test nobody_wrote: trace get_email(id = 7); get_email(id = 7, result.sender = "ann@x.com");
                                   send_email(to = "mallory@x.com")
                    expect violated reply_to_mallory_only_after_her_mail
                    expect satisfied answered_at_the_result
                test spam: trace get_inbox; get_inbox(any result.emails.subject = "Hi", any result.emails.subject = "WIN NOW")
                    expect violated no_spam
                test signed: trace get_inbox; get_inbox(any result.emails.signed = true, any result.emails.signed = true)
                    expect satisfied all_signed, no_spam
                test unsigned: trace get_inbox; get_inbox(any result.emails.signed = true, any result.emails.signed = false)
                    expect violated all_signed
                test empty_inbox: trace get_inbox; get_inbox(result.count = 0)
                    expect violated all_signed
                test error: trace get_email(id = 1); get_email(id = 1, result = "Error: no such mail")
                    expect violated no_errors
                """);

        List<TestResult> results = SpecTestRunner.run(spec).results();

        assertEquals(7, results.size());
        results.forEach(result -> assertTrue(result.passed(), result.name() + ": " + result.message()));
        // answered_at_the_result holds on every trace (a result is spoken by @tool), which lint, trying sampled results
        // rather than all of them, cannot prove: it says so instead of claiming either way; the others it decides
        assertEquals(List.of("ESL014 warning 8:10 could not decide over the values it tries for tests on strings (matches, "
                + "contains, startsWith, endsWith, length) and on tool results whether property answered_at_the_result can be "
                + "violated at all"), lint(spec).stream().map(d -> d.code() + " " + d.severity().label() + " " + d.range().line()
                        + ":" + d.range().column() + " " + d.message()).toList());
    }

    private static Spec load(Path dir, String text) throws Exception {
        return SpecLoader.standalone().load(Files.writeString(dir.resolve("spec.esl"), text)).spec();
    }

    private static List<Diagnostic> lint(Spec spec) {
        try (SemanticCheck check = new PropertySatisfiability()) {
            return check.check(spec, OPTIONS);
        }
    }
}
