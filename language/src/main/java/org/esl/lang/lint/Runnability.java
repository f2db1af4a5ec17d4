package org.esl.lang.lint;

import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.diagnostics.Severity;

/**
 * Whether a spec can run ({@code esl check}, {@code esl test}, the editor's runs and solver-backed lint), and if
 * not, why: the errors that leave it without meaning. The one place that knows which errors those are
 * (docs/check.md, "Exit status"): syntax (ESL000), undeclared names (ESL001), arity (ESL004), types (ESL005),
 * the shape of a rule (ESL006), duplicates (ESL009), bad paths (ESL018), a spec that cannot be compiled (ESL021), a division by zero
 * (ESL022: there is no value to check with) and, only with {@code option tools.strict = true}, tools missing from the schema (ESL016 is
 * then an error: the spec asks to agree with its tool schema before it runs). Other findings, errors included (a
 * missing description, a contradiction), never stop a run.
 *
 * @param errors the errors that refuse the spec, in the order found; empty when it can run
 */
public record Runnability(List<Diagnostic> errors) {

    /** A spec nothing stops from running. */
    public static final Runnability RUNNABLE = new Runnability(List.of());

    private static final Set<DiagnosticCode> REFUSING = EnumSet.of(DiagnosticCode.ESL000, DiagnosticCode.ESL001,
            DiagnosticCode.ESL004, DiagnosticCode.ESL005, DiagnosticCode.ESL006, DiagnosticCode.ESL009, DiagnosticCode.ESL016,
            DiagnosticCode.ESL018, DiagnosticCode.ESL021, DiagnosticCode.ESL022, DiagnosticCode.ESL024);

    public Runnability {
        errors = List.copyOf(errors);
        if (!errors.stream().allMatch(Runnability::refuses)) {
            throw new IllegalArgumentException("only errors that leave a spec without meaning refuse it: " + errors);
        }
    }

    /** The runnability of a spec with these diagnostics (of its file): refused by those that {@link #refuses} it. */
    public static Runnability of(Collection<Diagnostic> diagnostics) {
        return new Runnability(diagnostics.stream().filter(Runnability::refuses).toList());
    }

    /** Whether {@code diagnostic} leaves a spec without meaning. */
    public static boolean refuses(Diagnostic diagnostic) {
        return diagnostic.severity() == Severity.ERROR && refuses(diagnostic.code().name());
    }

    /**
     * Whether an error with this code (as a client sees it, e.g. {@code "ESL001"}) leaves a spec without meaning;
     * false for a code that is not ESL's.
     */
    public static boolean refuses(String errorCode) {
        return REFUSING.stream().anyMatch(code -> code.name().equals(errorCode));
    }

    public boolean isRunnable() {
        return errors.isEmpty();
    }

    /**
     * Why the spec in {@code file} cannot run, in one line: "FILE: the spec has 2 errors that must be fixed
     * before it can run; the first: 4:30: ESL001: …".
     */
    public String reason(String file) {
        if (isRunnable()) {
            return file + ": the spec can run";
        }
        Diagnostic first = errors.get(0);
        return file + ": the spec has " + errors.size() + (errors.size() == 1 ? " error" : " errors")
                + " that must be fixed before it can run; the first: " + first.range().line() + ":"
                + first.range().column() + ": " + first.code() + ": " + first.message();
    }
}
