package org.esl.runtime.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A follow-up answer counts only when it starts with yes or no, in any case. */
class FollowUpAnswerTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
            "Yes.                                   | yes",
            "no, 152 is not greater than 151.2      | no",
            "NO                                     | no",
            "'  Yes: the train is part of it'       | yes",
            "Nope                                   | unparseable",
            "Yesterday it was                       | unparseable",
            "I think yes                            | unparseable",
            "''                                     | unparseable" })
    void startsWithYesOrNo(String text, String expected) {
        FollowUpAnswer answer = FollowUpAnswer.parse(text);
        String read = answer instanceof FollowUpAnswer.Answered answered ? (answered.yes() ? "yes" : "no") : "unparseable";
        assertEquals(expected, read);
    }
}
