package org.esl.lang.lint;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.lint.temporal.PropertiesAgainstKnowledge;
import org.esl.runtime.model.Spec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * ESL013 and ESL014 across styles: a property that on its own can hold and can fail, but that the spec's facts and
 * rules make unsatisfiable or vacuous, since what they derive is known at every step of every transcript.
 */
class PropertiesAgainstKnowledgeTest {

    private static final LintOptions OPTIONS = new LintOptions(10_000, true, LintOptions.Cancellation.NEVER);

    private static final String PHARMACY = """
            spec pharmacy
            variables x
            predicate Controlled(x) "the drug {x} is a controlled substance"
            predicate Restricted(x) "the drug {x} may only be dispensed on prescription"
            predicate OverTheCounter(x) "the drug {x} is sold over the counter"
            fact Controlled("oxycodone")
            rule controlled_is_restricted: Controlled(x) => Restricted(x)
            rule restricted_not_otc: Restricted(x) => not OverTheCounter(x)

            property never_restricted: always not Restricted("oxycodone")
            property restricted_somewhere: eventually Restricted("oxycodone")
            property sold_freely: eventually OverTheCounter("oxycodone")
            property ketamine_free: always not Restricted("ketamine")
            """;

    /**
     * A property with variables holds when every instance does: lint instantiates it over the constants of the properties
     * and of the known atoms, so the instance for "oxycodone" meets what the rules derive of it.
     */
    private static final String PHARMACY_WITH_VARIABLES = """
            spec pharmacy
            variables x
            predicate Controlled(x) "the drug {x} is a controlled substance"
            predicate Restricted(x) "the drug {x} may only be dispensed on prescription"
            tool sell(drug: String) "sells a drug"
            fact Controlled("oxycodone")
            rule controlled_is_restricted: Controlled(x) => Restricted(x)

            property no_drug_restricted: always not Restricted(x)
            property never_sell_restricted: always not (Restricted(x) and sell(drug = x))
            property sells_everything: eventually sell(drug = x) and always not Restricted("oxycodone")
            """;

    @Test
    void whatTheFactsAndRulesDeriveDecidesPropertiesOverIt(@TempDir Path dir) throws Exception {
        assertEquals(List.of(
                "ESL013 error 10:10 property never_restricted can never hold given the spec's facts and rules, which make"
                        + " Restricted(\"oxycodone\") true at every step",
                "ESL014 warning 11:10 property restricted_somewhere holds on every transcript given the spec's facts and"
                        + " rules, which make Restricted(\"oxycodone\") true at every step, so it checks nothing",
                "ESL013 error 12:10 property sold_freely can never hold given the spec's facts and rules, which make"
                        + " OverTheCounter(\"oxycodone\") false at every step"),
                findings(dir, PHARMACY));
    }

    /**
     * {@code no_drug_restricted} fails for x = "oxycodone", which the rules make restricted (before, lint read x as one
     * value of its own and found nothing); {@code never_sell_restricted} only forbids selling it, which a transcript can
     * do or not; {@code sells_everything} can never hold whatever the rules say (some drug is never sold: ESL013 on its
     * own), so the knowledge is not its reason (before, lint blamed the rules for it).
     */
    @Test
    void aPropertyWithVariablesIsJudgedForEveryValue(@TempDir Path dir) throws Exception {
        assertEquals(List.of("ESL013 error 9:10 property no_drug_restricted can never hold given the spec's facts and rules,"
                + " which make Restricted(\"oxycodone\") true at every step"), findings(dir, PHARMACY_WITH_VARIABLES));
    }

    /** The check's findings on the spec, each as code, severity, line:column and message. */
    private static List<String> findings(Path dir, String text) throws Exception {
        Path file = dir.resolve("pharmacy.esl");
        Files.writeString(file, text);
        Spec spec = SpecLoader.standalone().load(file).spec();
        List<Diagnostic> found = new PropertiesAgainstKnowledge().check(spec, OPTIONS);
        return found.stream().map(d -> d.code() + " " + d.severity().label() + " " + d.range().line() + ":" + d.range().column()
                + " " + d.message()).toList();
    }
}
