package org.esl.lang.ide.contentassist;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/** Completion of names in the letters of other scripts, begun in any of them. */
class OtherScriptNamesCompletionTest extends CompletionTest {

    private static final String CAFES = """
            spec cafés
            variables x
            predicate Café(x) "a café {x}"
            predicate Открыто(x) "the café {x} is open"
            predicate 営業中(x) "the café {x} is open, in Japanese"
            rule straße "a café is open": Café(x) => Открыто(x)
            """;

    private static final String RULE = "rule straße \"a café is open\": Café(x) => Открыто(x)";

    @Test
    void aNameBegunInCyrillicGetsTheNamesItBegins() throws Exception {
        Assertions.assertEquals("[Открыто]", labels(proposals(Typing.in(CAFES, RULE,
                "rule straße \"a café is open\": Café(x) => От", ""))));
    }

    @Test
    void aNameBegunWithAnAccentedLetterGetsTheNamesItBegins() throws Exception {
        Assertions.assertEquals("[Café]", labels(proposals(Typing.in(CAFES, RULE, "rule straße \"a café is open\": Caf", ""))));
    }

    @Test
    void aNameBegunInKanjiGetsTheNamesItBegins() throws Exception {
        Assertions.assertEquals("[営業中]", labels(proposals(Typing.in(CAFES, RULE,
                "rule straße \"a café is open\": Café(x) => 営", ""))));
    }
}
