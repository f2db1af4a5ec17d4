package org.esl.runtime;

/** How every front end words a count in its messages, so the CLI, the server and the plugins say it alike. */
public final class Wording {

    private Wording() {
    }

    /** {@code count(1, "finding")} is "1 finding", {@code count(4, "finding")} "4 findings". */
    public static String count(long n, String noun) {
        return n + " " + noun + (n == 1 ? "" : "s");
    }
}
