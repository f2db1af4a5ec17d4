package org.esl.lang.validation;

import org.esl.runtime.diagnostics.DiagnosticCode;

/**
 * The ESL diagnostic codes as Xtext issue codes. Validators, quick fixes, the CLI and tests key on these
 * codes, never on messages. Each value is the name of a {@link DiagnosticCode}, which carries the default
 * severity and the help text.
 */
public final class IssueCodes {

    public static final String SYNTAX_ERROR = "ESL000";
    public static final String UNDECLARED_NAME = "ESL001";
    public static final String UNUSED_VARIABLE = "ESL002";
    public static final String UNUSED_DECLARATION = "ESL003";
    public static final String WRONG_ARITY = "ESL004";
    public static final String TYPE_MISMATCH = "ESL005";
    public static final String NOT_DENF = "ESL006";
    public static final String MISSING_DESCRIPTION = "ESL007";
    public static final String UNDESCRIBED_PARAMETER = "ESL008";
    public static final String DUPLICATE_DECLARATION = "ESL009";
    public static final String CONTRADICTION = "ESL010";
    public static final String NEVER_APPLIES = "ESL011";
    public static final String REDUNDANT = "ESL012";
    public static final String UNSATISFIABLE_PROPERTY = "ESL013";
    public static final String VACUOUS_PROPERTY = "ESL014";
    public static final String FAILED_TEST = "ESL015";
    public static final String NOT_IN_TOOL_SCHEMA = "ESL016";
    public static final String NON_LINEAR_ARITHMETIC = "ESL017";
    public static final String BAD_PATH = "ESL018";
    public static final String INDEPENDENT_GROUP = "ESL019";
    public static final String LINT_BUDGET_SPENT = "ESL020";
    public static final String CANNOT_COMPILE = "ESL021";
    public static final String DIVISION_BY_ZERO = "ESL022";
    public static final String UNREFERENCEABLE_SCHEMA_NAME = "ESL023";
    public static final String UNBOUND_PROPERTY_VARIABLE = "ESL024";
    public static final String CHANGED_SOURCE = "ESL025";

    private IssueCodes() {
    }

    /** The Xtext severity a code has unless a user configures another. */
    public static org.eclipse.xtext.diagnostics.Severity defaultSeverity(String code) {
        return switch (DiagnosticCode.valueOf(code).severity()) {
            case ERROR -> org.eclipse.xtext.diagnostics.Severity.ERROR;
            case WARNING -> org.eclipse.xtext.diagnostics.Severity.WARNING;
            case INFO -> org.eclipse.xtext.diagnostics.Severity.INFO;
        };
    }
}
