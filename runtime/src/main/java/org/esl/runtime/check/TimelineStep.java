package org.esl.runtime.check;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.temporal.Verdict;
import org.esl.runtime.monitor.Binding;

/**
 * One step of a transcript as the monitor saw it while the transcript was running: who spoke, what (the
 * start of the text, or the tool call), where it is in the file, and the LTL3 verdict of every property
 * right after it. The final verdicts are the results; a timeline shows how they came about.
 *
 * @param step     0-based step number
 * @param tool     the tool this step calls, if it is a tool call
 * @param text     the start of the step's text, or the tool call rendered
 * @param verdicts per property name, in the spec's order
 * @param bindings per name of a property with variables whose verdict some binding gives, that binding: the violated
 *                 one, or a pending one (docs/check.md, "Timeline"); a property satisfied for every binding has none
 */
public record TimelineStep(int step, Role role, Optional<String> tool, String text, SourceRange range,
        Map<String, Verdict> verdicts, Map<String, Binding> bindings) {

    /** How much of a step's text a timeline quotes. */
    public static final int MAX_TEXT = 80;

    public TimelineStep {
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(tool, "tool");
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(range, "range");
        verdicts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(verdicts));
        bindings = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(bindings));
    }

    /** A step of a spec whose properties have no variables. */
    public TimelineStep(int step, Role role, Optional<String> tool, String text, SourceRange range, Map<String, Verdict> verdicts) {
        this(step, role, tool, text, range, verdicts, Map.of());
    }
}
