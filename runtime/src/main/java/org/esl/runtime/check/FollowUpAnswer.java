package org.esl.runtime.check;

import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The model's answer to a follow-up question (RvLLM §4.4). It must start with "yes" or "no" in any case
 * ("No, 152 is not…"); anything else is unparseable and is reported, never guessed at.
 */
public sealed interface FollowUpAnswer {

    /** The answer starts with yes ({@code true}) or no. */
    record Answered(boolean yes, String text) implements FollowUpAnswer {
        public Answered {
            Objects.requireNonNull(text, "text");
        }
    }

    /** The answer does not start with yes or no. */
    record Unparseable(String text) implements FollowUpAnswer {
        public Unparseable {
            Objects.requireNonNull(text, "text");
        }
    }

    /** No answer could be had (server, budget); the reason is for a user. */
    record Unavailable(String reason) implements FollowUpAnswer {
        public Unavailable {
            Objects.requireNonNull(reason, "reason");
        }
    }

    /** No model is configured. */
    record NotAsked() implements FollowUpAnswer {
    }

    /** Only a leading word counts: "Yes." and "no," do, "Nope" and "I think yes" do not. */
    Pattern YES_OR_NO = Pattern.compile("^\\s*(yes|no)\\b", Pattern.CASE_INSENSITIVE);

    static FollowUpAnswer parse(String text) {
        Matcher matcher = YES_OR_NO.matcher(text);
        return matcher.find() ? new Answered(matcher.group(1).equalsIgnoreCase("yes"), text) : new Unparseable(text);
    }
}
