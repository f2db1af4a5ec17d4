package org.esl.lang.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.esl.lang.lint.SpecLoader;
import org.esl.runtime.model.PatternSearch;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.spectest.SpecTestRunner;
import org.esl.runtime.spectest.TestResult;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.re2j.Pattern;

/**
 * The detectors of {@code import "esl:detectors"} (docs/language.md, "Detectors"), read from the library the tool
 * ships: each on texts it must find and texts it must not, the checksums included, and on tool arguments.
 */
class DetectorsTest {

    private static final SpecLoader LOADER = SpecLoader.standalone();

    private static Spec library;

    @BeforeAll
    static void importTheLibrary(@TempDir Path dir) throws Exception {
        library = LOADER.load(Files.writeString(dir.resolve("uses.esl"), """
                spec uses
                import "esl:detectors"
                """)).spec();
    }

    @ParameterizedTest(name = "{0} in \"{1}\": {2}")
    @CsvSource(delimiter = '|', textBlock = """
            email_address       | write to alice.smith@mail.example.org today       | true
            email_address       | the handle @alice on example.org                  | false
            phone_number        | call +44 20 7946 0958 after six                   | true
            phone_number        | call (555) 123-4567 after six                     | true
            phone_number        | version 1.2.3 of 2024                             | false
            payment_card_number | card 4111 1111 1111 1111 expires 12/27            | true
            payment_card_number | card 4111-1111-1111-1111                          | true
            payment_card_number | card 5500005555555559                             | true
            payment_card_number | order 4111 1111 1111 1112, not a card             | false
            payment_card_number | phone 0049 301 234 567                            | false
            iban                | pay to DE89 3704 0044 0532 0130 00 by Friday      | true
            iban                | pay to GB82WEST12345698765432                     | true
            iban                | pay to DE89 3704 0044 0532 0130 01 by Friday      | false
            iban                | model AB12 CDEF GHIJ KLMN                         | false
            api_key             | OPENAI_API_KEY=sk-proj-Xq7vT2mN9pL4rS8wK1yB6cD3fG5hJ0aZ | true
            api_key             | aws AKIAIOSFODNN7EXAMPLE                          | true
            api_key             | token ghp_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789    | true
            api_key             | ask-me-anything and sk-short                      | false
            private_key         | -----BEGIN RSA PRIVATE KEY-----                   | true
            private_key         | -----BEGIN OPENSSH PRIVATE KEY-----               | true
            private_key         | -----BEGIN PUBLIC KEY-----                        | false
            """)
    void eachDetectorFindsWhatItDescribesAndNothingElse(String detector, String text, boolean found) {
        Predicate predicate = library.predicate(detector).orElseThrow();
        assertFalse(predicate.description().isEmpty(), detector + " is described");
        assertEquals(found, PatternSearch.found(Pattern.compile(predicate.pattern().orElseThrow().regex()), text));
    }

    @ParameterizedTest(name = "Luhn {0}: {1}")
    @CsvSource({"4111111111111111, true", "4111 1111 1111 1111, true", "79927398713, true", "79927398710, false",
            "4111111111111112, false", "0, false", "12a4, false"})
    void theLuhnCheckIsTheCardNumbersChecksum(String digits, boolean passes) {
        assertEquals(passes, PatternSearch.passesLuhn(digits));
    }

    @ParameterizedTest(name = "mod 97 {0}: {1}")
    @CsvSource({"DE89370400440532013000, true", "de89 3704 0044 0532 0130 00, true", "GB82WEST12345698765432, true",
            "NO9386011117947, true", "DE89370400440532013001, false", "GB82WEST1234569876543X, false", "DE89, false"})
    void theMod97CheckIsTheIbansChecksum(String iban, boolean passes) {
        assertEquals(passes, PatternSearch.passesMod97(iban));
    }

    @Test
    void onlyTheLibraryNamedExists() {
        assertEquals(List.of("api_key", "email_address", "iban", "payment_card_number", "phone_number", "private_key"),
                library.predicates().stream().map(Predicate::name).sorted().toList());
    }

    @Test
    void aDetectorTestsToolArgumentsAsTheRightSideOfMatches(@TempDir Path dir) throws Exception {
        Spec spec = LOADER.load(Files.writeString(dir.resolve("mail.esl"), """
                spec mail
                import "esl:detectors"
                tool send_email(to: String, body: String) "sends an e-mail"
                tool get_inbox "reads the inbox"
                property no_card_by_mail: always not send_email(body matches payment_card_number)
                property no_keys_read: always not get_inbox(any result.emails.body matches private_key)

                test card: trace send_email(to = "a@b.com", body = "4111 1111 1111 1111")
                    expect violated no_card_by_mail
                test no_card: trace send_email(to = "a@b.com", body = "4111 1111 1111 1112")
                    expect satisfied no_card_by_mail
                test key_read: trace get_inbox; get_inbox(any result.emails.body = "-----BEGIN EC PRIVATE KEY-----")
                    expect violated no_keys_read
                """)).spec();

        List<TestResult> results = SpecTestRunner.run(spec).results();

        assertEquals(3, results.size());
        results.forEach(result -> assertTrue(result.passed(), result.name() + ": " + result.message()));
    }
}
