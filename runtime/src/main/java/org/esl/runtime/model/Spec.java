package org.esl.runtime.model;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.esl.runtime.model.policy.EnumDeclaration;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyVariable;
import org.esl.runtime.model.rule.Fact;
import org.esl.runtime.model.rule.Function;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.rule.RuleVariable;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Template;
import org.esl.runtime.model.temporal.Tool;
import org.esl.runtime.model.test.SpecTest;

/**
 * A compiled spec: everything the engines need, with no trace of the parser. It holds the declarations
 * of its file and of every file it imports (transitively), each with the range in its own file, in
 * source order (the spec's file first). Options and transcript globs come from the spec's own file
 * only; transcript globs are absolute (resolved against the spec's folder), and so are tool schema paths.
 *
 * @param title empty when the spec has none
 * @param file the path of the spec's file as it appears in {@link org.esl.runtime.SourceRange#file()}
 */
public record Spec(String name, String title, String file, Options options, List<String> transcriptGlobs,
        List<Path> toolSchemas, List<Predicate> predicates, List<Function> functions, List<Fact> facts,
        List<RuleVariable> variables, List<Rule> rules, List<Tool> tools, List<Template> templates,
        List<Property> properties, List<EnumDeclaration> enumTypes, List<PolicyVariable> policyVariables,
        List<Policy> policies, List<SpecTest> tests) {

    public Spec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(options, "options");
        transcriptGlobs = List.copyOf(transcriptGlobs);
        toolSchemas = List.copyOf(toolSchemas);
        predicates = List.copyOf(predicates);
        functions = List.copyOf(functions);
        facts = List.copyOf(facts);
        variables = List.copyOf(variables);
        rules = List.copyOf(rules);
        tools = List.copyOf(tools);
        templates = List.copyOf(templates);
        properties = List.copyOf(properties);
        enumTypes = List.copyOf(enumTypes);
        policyVariables = List.copyOf(policyVariables);
        policies = List.copyOf(policies);
        tests = List.copyOf(tests);
    }

    public Optional<Predicate> predicate(String name) {
        return named(predicates, name);
    }

    public Optional<Function> function(String name) {
        return named(functions, name);
    }

    public Optional<Rule> rule(String name) {
        return named(rules, name);
    }

    public Optional<Tool> tool(String name) {
        return named(tools, name);
    }

    public Optional<Property> property(String name) {
        return named(properties, name);
    }

    public Optional<PolicyVariable> policyVariable(String name) {
        return named(policyVariables, name);
    }

    public Optional<Policy> policy(String name) {
        return named(policies, name);
    }

    public Optional<SpecTest> test(String name) {
        return named(tests, name);
    }

    private static <D extends Declaration> Optional<D> named(List<D> declarations, String name) {
        return declarations.stream().filter(declaration -> declaration.name().equals(name)).findFirst();
    }
}
