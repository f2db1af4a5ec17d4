package org.esl.lang.validation;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The options a spec may set with {@code option key = value}. Any other key is an undeclared name
 * (ESL001); a value outside an option's range is a type mismatch (ESL005).
 */
public enum SpecOption {
    /** How rules are bound (RvLLM's levels): 1 uses complete bindings only, 2 also completes partial ones. */
    INTERPRETATION("interpretation", "1 or 2", value -> number(value).filter(n -> n.compareTo(BigDecimal.ONE) == 0
            || n.compareTo(BigDecimal.valueOf(2)) == 0).isPresent()),
    /** How long one solver check may take, in milliseconds. */
    SMT_TIMEOUT("smt.timeout", "a positive whole number of milliseconds",
            value -> number(value).filter(n -> n.signum() > 0 && FormulaChecker.isWhole(n)).isPresent()),
    /**
     * Whether forward chaining also uses the contrapositives of rules (the default) or only their forward clauses,
     * RvLLM §4.2 exactly (docs/check.md).
     */
    CHAINING_CONTRAPOSITIVES("chaining.contrapositives", "true or false", value -> value.equals("true") || value.equals("false")),
    /** Whether lint looks for rules and policies implied by the others (ESL012), which costs solver time. */
    LINT_REDUNDANCY("lint.redundancy", "true or false", value -> value.equals("true") || value.equals("false")),
    /**
     * Whether the spec and the transcripts must agree with the tool schema exactly: a declared tool or parameter
     * the schema lacks is an error (ESL016), and a transcript's call of a tool the spec does not know, or with an
     * argument its schema does not list, is an error of the transcript.
     */
    TOOLS_STRICT("tools.strict", "true or false", value -> value.equals("true") || value.equals("false"));

    /**
     * The prefix of the options that choose how {@code esl guard} intervenes for one property, rule or policy:
     * {@code option guard.auth_first = constrain} (docs/guard.md).
     */
    public static final String GUARD_PREFIX = "guard.";
    /** The interventions a {@code guard.NAME} option takes, as {@code esl guard --intervene} names them. */
    public static final List<String> GUARD_INTERVENTIONS = List.of("block", "switch", "constrain", "resample", "revise");

    private final String key;
    private final String range;
    private final Predicate<String> accepts;

    SpecOption(String key, String range, Predicate<String> accepts) {
        this.key = key;
        this.range = range;
        this.accepts = accepts;
    }

    /** The key as written in a spec. */
    public String key() {
        return key;
    }

    /** The values the option takes, as a message says them. */
    public String range() {
        return range;
    }

    public boolean accepts(String value) {
        return value != null && accepts.test(value);
    }

    public static Optional<SpecOption> of(String key) {
        return Arrays.stream(values()).filter(option -> option.key.equals(key)).findFirst();
    }

    public static List<String> keys() {
        return Arrays.stream(values()).map(SpecOption::key).toList();
    }

    private static Optional<BigDecimal> number(String value) {
        try {
            return Optional.of(new BigDecimal(value));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
