package org.esl.runtime.diagnostics;

/**
 * The stable ESL diagnostic codes (docs/language.md, "Diagnostics"), with their default severity and the help
 * text that reports (text, JSON, SARIF rule metadata) and editors show. Everything keys on the code,
 * never on a message.
 */
public enum DiagnosticCode {
    ESL000(Severity.ERROR, "syntax error",
            "The text does not follow the ESL grammar. The message says what was expected; the rest of the file is still checked."),
    ESL001(Severity.ERROR, "undeclared name",
            "A predicate, function, tool, variable, type, option or role that is not declared (a hallucinated name). The message suggests the closest declared name."),
    ESL002(Severity.WARNING, "unused variable",
            "A declared rule variable or policy variable is never used."),
    ESL003(Severity.WARNING, "unused declaration",
            "A declared predicate, function, tool, template or enum value is never used. Tools that come from a `tools from` schema are exempt."),
    ESL004(Severity.ERROR, "wrong number of arguments",
            "A predicate, function, template or pattern is applied to a different number of arguments than it declares."),
    ESL005(Severity.ERROR, "type mismatch",
            "A term, formula or tool argument constraint has a type that does not fit where it is used."),
    ESL006(Severity.ERROR, "rule not in deductive normal form",
            "A rule must read LHS => RHS with the LHS a disjunction of conjunctions of literals and the RHS a conjunction of disjunctions of literals."),
    ESL007(Severity.ERROR, "missing description",
            "Predicates, functions, tools and policy variables need a description: it is what a perception or translation model reads."),
    ESL008(Severity.WARNING, "parameter not described",
            "The description never mentions a parameter as {name}."),
    ESL009(Severity.ERROR, "duplicate declaration",
            "Two declarations share a name; references to it would be ambiguous."),
    ESL010(Severity.ERROR, "contradictory rules or policies",
            "Rules or policies that are unsatisfiable together; the message names a minimal conflicting set."),
    ESL011(Severity.WARNING, "rule never applies",
            "A rule or policy whose premise contradicts the others, so it can never apply."),
    ESL012(Severity.INFO, "redundant rule",
            "A rule or policy implied by the others."),
    ESL013(Severity.ERROR, "unsatisfiable property",
            "A property that no finite trace satisfies, or properties that contradict each other on every finite trace."),
    ESL014(Severity.WARNING, "vacuous property",
            "A property that holds on every trace, so it checks nothing."),
    ESL015(Severity.ERROR, "failed test",
            "A test block's expectation does not hold."),
    ESL016(Severity.WARNING, "tool not in schema",
            "A declared tool, or a tool argument, that the imported tool schema does not contain; an error with option tools.strict = true."),
    ESL017(Severity.INFO, "non-linear arithmetic",
            "Non-linear arithmetic (a product or quotient of two variables): solver checks may time out."),
    ESL018(Severity.ERROR, "bad path",
            "An import, tools or transcripts path that cannot be read, or a tool schema that is not valid."),
    ESL019(Severity.INFO, "independent group",
            "Rules or policies that share no predicate, function or policy variable with the rest of the spec: nothing else constrains them, which is worth a look in a policy meant to be one whole."),
    ESL020(Severity.WARNING, "lint budget spent",
            "The solver-backed checks (ESL010-ESL015) stopped when the lint's time budget ran out, so contradictions, dead or redundant rules, properties and tests are only partly checked. Give more time with `esl lint --budget SECONDS`."),
    ESL021(Severity.ERROR, "cannot compile",
            "The spec passed the static checks but cannot be compiled to the model the engines run (a check the validator does not make yet); the message says what and where. It cannot run until that is fixed."),
    ESL022(Severity.ERROR, "division by zero",
            "A division whose divisor is a constant equal to zero, such as x / 0 or x / (2 - 2): it has no value, and a solver would let it be any number."),
    ESL023(Severity.WARNING, "unreferenceable schema name",
            "A tool or parameter of the tool schema whose name cannot be written in ESL, even in backquotes (it holds a backquote or a line break): no spec can reference it."),
    ESL024(Severity.ERROR, "unbound property variable",
            "A variable used in a property where no atom binds it: a property's variable takes its values from the atoms that name it as a tool argument or result (`send_email(to = s)`, `get_email(result.sender = s)`) or as a predicate's argument (`Destructive(c)`)."),
    ESL025(Severity.WARNING, "cited text changed",
            "A `source` clause pinned with `sha \"…\"` whose cited lines (or pages) no longer have that hash: the document changed since the declaration was checked against it. Read the cited text again, then pin the new text (the quick fix writes its hash).");

    private final Severity severity;
    private final String title;
    private final String help;

    DiagnosticCode(Severity severity, String title, String help) {
        this.severity = severity;
        this.title = title;
        this.help = help;
    }

    public Severity severity() {
        return severity;
    }

    public String title() {
        return title;
    }

    public String help() {
        return help;
    }
}
