package org.esl.eclipse.markers;

/** The marker types of plugin.xml and the attributes ESL adds to them. */
public final class EslMarkers {

    /** A diagnostic of the spec (static or solver-backed): source {@code esl}. */
    public static final String PROBLEM = "org.esl.eclipse.problem";
    /** A verdict of a transcript check at a message or tool call: source {@code esl check}. */
    public static final String CHECK_RESULT = "org.esl.eclipse.checkResult";
    /** A paragraph of a cited document that no declaration of a spec cites (docs/coverage.md). */
    public static final String UNCOVERED = "org.esl.eclipse.uncovered";

    /** The diagnostic's code (ESL001, or the verdict for a check), which quick fixes key on. */
    public static final String CODE = "eslCode";
    /** The diagnostic's data (names a quick fix needs), one per line. */
    public static final String DATA = "eslData";
    /** The diagnostic's LSP range, {@code line:column-line:column}, to ask the server for its quick fixes. */
    public static final String RANGE = "eslRange";

    /** On an {@link #UNCOVERED} marker: the name of the spec whose declarations do not cite the paragraph. */
    public static final String SPEC = "eslSpec";

    /** The source of the server's check diagnostics. */
    static final String CHECK_SOURCE = "esl check";

    private EslMarkers() {
    }
}
