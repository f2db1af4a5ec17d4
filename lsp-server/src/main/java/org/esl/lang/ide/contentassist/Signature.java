package org.esl.lang.ide.contentassist;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.eclipse.emf.ecore.EObject;
import org.esl.lang.esl.Dwyer;
import org.esl.lang.esl.DwyerPattern;
import org.esl.lang.esl.Function;
import org.esl.lang.esl.Param;
import org.esl.lang.esl.Predicate;
import org.esl.lang.esl.Template;
import org.esl.lang.esl.TemplateParam;
import org.esl.lang.esl.Tool;
import org.esl.lang.esl.ToolParam;
import org.esl.lang.esl.TypeRef;

/**
 * What can be called with arguments, as completion and signature help show it: a template, a tool, a
 * predicate, a function or a Dwyer pattern, with its parameters in order ({@code restricted(check, action)},
 * {@code transfer_funds(amount: Real, to: String)}) and what its arguments are.
 */
record Signature(String name, List<Parameter> parameters, String description, Takes takes) {

    /** What the arguments of a call are, as the type checker ({@code FormulaChecker}) sees them. */
    enum Takes {
        /** Formulas, in the order of the parameters: a template's and a Dwyer pattern's arguments. */
        FORMULAS,
        /** Terms, in the order of the parameters: a predicate's and a function's arguments. */
        TERMS,
        /** Constraints {@code name op constant}, each naming its parameter: a tool's arguments. */
        CONSTRAINTS
    }

    /** A parameter: its name, and how the signature shows it ({@code amount: Real}). */
    record Parameter(String name, String label) {
    }

    /** The parameter names of each Dwyer pattern (docs/language.md, "Temporal properties"), and what the pattern says globally. */
    private static final Map<DwyerPattern, Signature> PATTERNS = Map.of(
            DwyerPattern.ABSENCE, pattern("absence", "p never holds", "p"),
            DwyerPattern.EXISTENCE, pattern("existence", "p holds at some step", "p"),
            DwyerPattern.UNIVERSALITY, pattern("universality", "p holds at every step", "p"),
            DwyerPattern.PRECEDENCE, pattern("precedence", "p does not hold before s has held", "s", "p"),
            DwyerPattern.RESPONSE, pattern("response", "every p is eventually followed by s", "p", "s"));

    /** Whether each argument's place is its position (not so for a tool's constraints, which name their parameter). */
    boolean positional() {
        return takes != Takes.CONSTRAINTS;
    }

    /** How the signature reads: {@code restricted(check, action)}. */
    String label() {
        return name + "(" + String.join(", ", parameters.stream().map(Parameter::label).toList()) + ")";
    }

    /** A call in LSP's snippet syntax, a placeholder per parameter: {@code restricted(${1:check}, ${2:action})}. */
    String callSnippet() {
        return name + "(" + IntStream.range(0, parameters.size())
                .mapToObj(i -> "${" + (i + 1) + ":" + parameters.get(i).name() + "}").collect(Collectors.joining(", ")) + ")";
    }

    /** The parameter called {@code name}, if any. */
    Optional<Integer> indexOf(String parameterName) {
        for (int i = 0; i < parameters.size(); i++) {
            if (parameters.get(i).name().equals(parameterName)) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /** The signature of {@code callee}: a template, tool, predicate or function, or a Dwyer pattern's use; empty for anything else. */
    static Optional<Signature> of(EObject callee) {
        if (callee instanceof Template template) {
            return Optional.of(new Signature(template.getName(),
                    template.getParams().stream().map(TemplateParam::getName).map(name -> new Parameter(name, name)).toList(),
                    template.getDescription(), Takes.FORMULAS));
        } else if (callee instanceof Tool tool) {
            return Optional.of(new Signature(tool.getName(), tool.getParams().stream()
                    .map((ToolParam param) -> new Parameter(param.getName(), param.getName() + ": " + typeName(param.getType()))).toList(),
                    tool.getDescription(), Takes.CONSTRAINTS));
        } else if (callee instanceof Predicate predicate) {
            return Optional.of(new Signature(predicate.getName(), parameters(predicate.getParams()), predicate.getDescription(), Takes.TERMS));
        } else if (callee instanceof Function function) {
            return Optional.of(new Signature(function.getName(), parameters(function.getParams()), function.getDescription(), Takes.TERMS));
        } else if (callee instanceof Dwyer dwyer) {
            return Optional.ofNullable(PATTERNS.get(dwyer.getPattern()));
        }
        return Optional.empty();
    }

    /** The signature of a Dwyer pattern, by its keyword ({@code absence}); empty for any other word. */
    static Optional<Signature> ofPattern(String keyword) {
        DwyerPattern pattern = DwyerPattern.get(keyword);
        return pattern == null ? Optional.empty() : Optional.of(PATTERNS.get(pattern));
    }

    private static Signature pattern(String name, String meaning, String... parameters) {
        return new Signature(name, Arrays.stream(parameters).map(p -> new Parameter(p, p)).toList(),
                "Dwyer pattern: " + meaning, Takes.FORMULAS);
    }

    private static List<Parameter> parameters(List<Param> params) {
        return params.stream().map(param -> new Parameter(param.getName(),
                param.getType() == null ? param.getName() : param.getName() + ": " + typeName(param.getType()))).toList();
    }

    private static String typeName(TypeRef type) {
        if (type == null) {
            return "?";
        } else if (type.getEnumType() != null) {
            return type.getEnumType().eIsProxy() ? "?" : type.getEnumType().getName();
        }
        return type.getBuiltin().getLiteral();
    }
}
