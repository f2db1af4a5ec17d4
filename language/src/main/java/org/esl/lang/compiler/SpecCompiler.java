package org.esl.lang.compiler;

import static org.esl.lang.compiler.Expressions.name;
import static org.esl.lang.compiler.Expressions.present;
import static org.esl.lang.compiler.RuleCompiler.nullToEmpty;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.EcoreUtil2;
import org.esl.lang.esl.EnumLiteral;
import org.esl.lang.esl.EslPackage;
import org.esl.lang.esl.Expr;
import org.esl.lang.esl.Fact;
import org.esl.lang.esl.Import;
import org.esl.lang.esl.Member;
import org.esl.lang.esl.Option;
import org.esl.lang.esl.Param;
import org.esl.lang.esl.PolicyVar;
import org.esl.lang.esl.TemplateParam;
import org.esl.lang.esl.ToolParam;
import org.esl.lang.esl.ToolsFrom;
import org.esl.lang.esl.Transcripts;
import org.esl.lang.esl.Variables;
import org.esl.lang.library.StandardLibrary;
import org.esl.lang.scoping.ToolSchemas;
import org.esl.runtime.SourceRange;
import org.esl.runtime.model.Options;
import org.esl.runtime.model.Parameter;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.policy.EnumDeclaration;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyVariable;
import org.esl.runtime.model.rule.Function;
import org.esl.runtime.model.rule.PerceptionPattern;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.rule.RuleVariable;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Template;
import org.esl.runtime.model.temporal.Tool;
import org.esl.runtime.model.temporal.ToolSchema;
import org.esl.runtime.model.test.SpecTest;

import com.google.inject.Inject;

/**
 * Turns a parsed, linked and validated spec into the runtime {@link Spec}, the only model the engines,
 * the CLI and the language server work on. The declarations of imported files (transitively, each file
 * once) follow those of the spec's own file; options and transcripts come from the spec's own file.
 * A spec with errors must not crash it: every problem becomes a {@link CompileException} that says what
 * and where.
 */
public class SpecCompiler {

    private final ToolSchemas toolSchemas;

    @Inject
    public SpecCompiler(ToolSchemas toolSchemas) {
        this.toolSchemas = toolSchemas;
    }

    public Spec compile(org.esl.lang.esl.Spec spec) throws CompileException {
        return new Compilation().run(spec);
    }

    /** The spec a parsed file holds; a file that does not even start with {@code spec NAME} is refused. */
    public Spec compile(Resource resource) throws CompileException {
        EObject root = resource.getContents().isEmpty() ? null : resource.getContents().get(0);
        if (root instanceof org.esl.lang.esl.Spec spec) {
            return compile(spec);
        }
        throw new CompileException("this file is not an ESL spec: it must start with `spec NAME`",
                SourceRange.at(SourceRanges.fileOf(resource), 1, 1));
    }

    /** The state of one compilation: the lists being filled. */
    private final class Compilation {

        private final RuleCompiler ruleCompiler = new RuleCompiler();
        private final TemporalCompiler temporal = new TemporalCompiler();
        private final PolicyCompiler policyCompiler = new PolicyCompiler();
        private final TestCompiler testCompiler = new TestCompiler();

        private final List<Path> schemaPaths = new ArrayList<>();
        private final List<Tool> schemaTools = new ArrayList<>();
        private final Map<String, ToolSchema> schemaCalls = new HashMap<>();
        private final List<Predicate> predicates = new ArrayList<>();
        private final List<Function> functions = new ArrayList<>();
        private final List<org.esl.runtime.model.rule.Fact> facts = new ArrayList<>();
        private final List<RuleVariable> variables = new ArrayList<>();
        private final List<Rule> rules = new ArrayList<>();
        private final List<Tool> declaredTools = new ArrayList<>();
        private final List<Template> templates = new ArrayList<>();
        private final List<Property> properties = new ArrayList<>();
        private final List<EnumDeclaration> enumTypes = new ArrayList<>();
        private final List<PolicyVariable> policyVariables = new ArrayList<>();
        private final List<Policy> policies = new ArrayList<>();
        private final List<SpecTest> tests = new ArrayList<>();

        Spec run(org.esl.lang.esl.Spec spec) throws CompileException {
            Options options = Options.DEFAULTS;
            List<String> transcriptGlobs = new ArrayList<>();
            for (Member member : spec.getMembers()) {
                if (member instanceof Option option) {
                    options = withOption(options, option);
                } else if (member instanceof Transcripts transcripts) {
                    for (String glob : transcripts.getGlobs()) {
                        transcriptGlobs.add(resolveGlob(spec.eResource(), glob));
                    }
                }
            }
            for (org.esl.lang.esl.Spec file : filesOf(spec)) {
                for (Member member : file.getMembers()) {
                    declare(member);
                }
            }
            return new Spec(present(spec.getName(), spec, "spec name"), nullToEmpty(spec.getTitle()),
                    SourceRanges.fileOf(spec.eResource()), options, transcriptGlobs, schemaPaths, predicates, functions, facts,
                    variables, rules, tools(), templates, properties, enumTypes, policyVariables, policies, tests);
        }

        private void declare(Member member) throws CompileException {
            if (member instanceof ToolsFrom toolsFrom) {
                readSchema(toolsFrom);
            } else if (member instanceof Variables declared) {
                for (org.esl.lang.esl.RuleVariable variable : declared.getVariables()) {
                    variables.add(new RuleVariable(name(variable.getName(), variable), SourceRanges.ofName(variable)));
                }
            } else if (member instanceof org.esl.lang.esl.Predicate predicate) {
                predicates.add(predicate(predicate));
            } else if (member instanceof org.esl.lang.esl.Function function) {
                functions.add(new Function(name(function.getName(), function), parameters(function.getParams()),
                        Types.optional(function.getType()), nullToEmpty(function.getDescription()), SourceRanges.ofName(function)));
            } else if (member instanceof Fact fact) {
                Expr atom = present(fact.getAtom(), fact, "fact");
                facts.add(new org.esl.runtime.model.rule.Fact(ruleCompiler.groundLiteral(atom), SourceRanges.of(atom)));
            } else if (member instanceof org.esl.lang.esl.Rule rule) {
                rules.add(ruleCompiler.rule(rule));
            } else if (member instanceof org.esl.lang.esl.Tool tool) {
                declaredTools.add(tool(tool, false, SourceRanges.ofName(tool)));
            } else if (member instanceof org.esl.lang.esl.Template template) {
                templates.add(new Template(name(template.getName(), template), templateParameters(template),
                        nullToEmpty(template.getDescription()), SourceRanges.textOf(present(template.getBody(), template, "template")),
                        SourceRanges.ofName(template)));
            } else if (member instanceof org.esl.lang.esl.Property property) {
                properties.add(new Property(name(property.getName(), property), nullToEmpty(property.getDescription()),
                        temporal.formula(property), SourceRanges.ofName(property), ViolationHints.of(property.getOnViolation())));
            } else if (member instanceof org.esl.lang.esl.EnumType enumType) {
                enumTypes.add(enumDeclaration(enumType));
            } else if (member instanceof PolicyVar variable) {
                policyVariables.add(new PolicyVariable(name(variable.getName(), variable), Types.of(present(variable.getType(), variable, "type")),
                        nullToEmpty(variable.getDescription()), SourceRanges.ofName(variable)));
            } else if (member instanceof org.esl.lang.esl.Policy policy) {
                policies.add(new Policy(name(policy.getName(), policy), nullToEmpty(policy.getDescription()),
                        policyCompiler.formula(present(policy.getFormula(), policy, "policy")), SourceRanges.ofName(policy)));
            } else if (member instanceof org.esl.lang.esl.Test test) {
                tests.add(testCompiler.test(test));
            }
            // imports were followed by filesOf; options and transcripts belong to the spec's own file
        }

        /** The tools of a {@code tools from} schema, each pointing at the schema path in the spec. */
        private void readSchema(ToolsFrom toolsFrom) throws CompileException {
            SourceRange where = SourceRanges.of(toolsFrom, EslPackage.Literals.TOOLS_FROM__PATH);
            present(toolsFrom.getPath(), toolsFrom, "tools path");
            ToolSchemas.Schema schema = toolSchemas.schemaOf(toolsFrom);
            if (!schema.isValid()) {
                throw new CompileException(schema.error(), where);
            }
            schemaPaths.add(schema.path());
            for (org.esl.lang.esl.Tool tool : schema.tools()) {
                schemaTools.add(tool(tool, true, where));
            }
            schema.calls().forEach(schemaCalls::putIfAbsent);
        }

        /**
         * Declared tools, then schema tools that no declared tool (and no earlier schema) already names; each
         * with what the first schema that has it says of its calls.
         */
        private List<Tool> tools() {
            List<Tool> all = new ArrayList<>();
            Set<String> names = new HashSet<>();
            for (Tool tool : declaredTools) {
                names.add(tool.name());
                all.add(withSchema(tool));
            }
            for (Tool tool : schemaTools) {
                if (names.add(tool.name())) {
                    all.add(withSchema(tool));
                }
            }
            return all;
        }

        private Tool withSchema(Tool tool) {
            return new Tool(tool.name(), tool.parameters(), tool.description(), tool.fromSchema(), tool.range(),
                    Optional.ofNullable(schemaCalls.get(tool.name())));
        }
    }

    private static Predicate predicate(org.esl.lang.esl.Predicate predicate) throws CompileException {
        Optional<PerceptionPattern> pattern = Optional.empty();
        if (predicate.getPattern() != null) {
            Optional<org.esl.runtime.model.Role> role = Optional.empty();
            if (predicate.getRole() != null) {
                String name = predicate.getRole();
                role = Optional.of(org.esl.runtime.model.Role.named(name).orElseThrow(() -> new CompileException(
                        "unknown role @" + name + ": expected @user, @assistant, @tool or @system",
                        SourceRanges.of(predicate, EslPackage.Literals.PREDICATE__ROLE))));
            }
            pattern = Optional.of(new PerceptionPattern(role, predicate.getPattern()));
        }
        return new Predicate(name(predicate.getName(), predicate), parameters(predicate.getParams()), nullToEmpty(predicate.getDescription()),
                pattern, SourceRanges.ofName(predicate));
    }

    private static List<String> templateParameters(org.esl.lang.esl.Template template) throws CompileException {
        List<String> names = new ArrayList<>();
        for (TemplateParam param : template.getParams()) {
            names.add(name(param.getName(), param));
        }
        return names;
    }

    private static List<Parameter> parameters(List<Param> params) throws CompileException {
        List<Parameter> parameters = new ArrayList<>();
        for (Param param : params) {
            parameters.add(new Parameter(name(param.getName(), param), Types.optional(param.getType())));
        }
        return parameters;
    }

    private static Tool tool(org.esl.lang.esl.Tool tool, boolean fromSchema, SourceRange range) throws CompileException {
        List<Parameter> parameters = new ArrayList<>();
        for (ToolParam param : tool.getParams()) {
            parameters.add(new Parameter(name(param.getName(), param), Types.optional(param.getType())));
        }
        return new Tool(name(ToolNames.called(tool), tool), parameters, nullToEmpty(tool.getDescription()), fromSchema, range,
                Optional.empty());
    }

    private static EnumDeclaration enumDeclaration(org.esl.lang.esl.EnumType enumType) throws CompileException {
        List<EnumDeclaration.EnumValue> values = new ArrayList<>();
        for (EnumLiteral literal : enumType.getLiterals()) {
            values.add(new EnumDeclaration.EnumValue(name(literal.getName(), literal), nullToEmpty(literal.getDescription()),
                    SourceRanges.ofName(literal)));
        }
        return new EnumDeclaration(name(enumType.getName(), enumType), nullToEmpty(enumType.getDescription()), values,
                SourceRanges.ofName(enumType));
    }

    private static Options withOption(Options options, Option option) throws CompileException {
        String key = present(option.getKey(), option, "option");
        String value = present(option.getValue(), option, "option value");
        Map<String, String> raw = new LinkedHashMap<>(options.raw());
        raw.put(key, value);
        int interpretation = options.interpretation();
        long timeout = options.smtTimeoutMillis();
        SourceRange where = SourceRanges.of(option, EslPackage.Literals.OPTION__VALUE);
        if (Options.INTERPRETATION.equals(key)) {
            if (!value.equals("1") && !value.equals("2")) {
                throw new CompileException("option interpretation must be 1 or 2, not " + value, where);
            }
            interpretation = Integer.parseInt(value);
        } else if (Options.SMT_TIMEOUT.equals(key)) {
            timeout = positiveMillis(value, where);
        }
        return new Options(interpretation, timeout, raw);
    }

    private static long positiveMillis(String value, SourceRange where) throws CompileException {
        try {
            long millis = Long.parseLong(value);
            if (millis > 0) {
                return millis;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new CompileException("option smt.timeout must be a positive whole number of milliseconds, not " + value, where);
    }

    /** The spec's file, then every file it imports, depth first, each once. */
    public static List<org.esl.lang.esl.Spec> filesOf(org.esl.lang.esl.Spec spec) throws CompileException {
        Set<org.esl.lang.esl.Spec> files = new LinkedHashSet<>();
        collect(spec, files);
        return List.copyOf(files);
    }

    private static void collect(org.esl.lang.esl.Spec spec, Set<org.esl.lang.esl.Spec> files) throws CompileException {
        if (!files.add(spec)) {
            return;
        }
        for (Member member : spec.getMembers()) {
            if (member instanceof Import anImport) {
                collect(imported(anImport), files);
            }
        }
    }

    private static org.esl.lang.esl.Spec imported(Import anImport) throws CompileException {
        String uri = present(anImport.getImportURI(), anImport, "import");
        Resource resource = EcoreUtil2.getResource(anImport.eResource(), StandardLibrary.resolve(uri));
        EObject root = resource == null || resource.getContents().isEmpty() ? null : resource.getContents().get(0);
        if (root instanceof org.esl.lang.esl.Spec imported) {
            return imported;
        }
        throw new CompileException("cannot read the imported spec \"" + uri + "\"",
                SourceRanges.of(anImport, EslPackage.Literals.IMPORT__IMPORT_URI));
    }

    /** A transcript glob relative to the spec's folder, made absolute; glob characters are kept. */
    private static String resolveGlob(Resource spec, String glob) {
        Path folder = ToolSchemas.resolve(spec, ".");
        try {
            return folder == null ? glob : folder.resolve(glob).normalize().toString();
        } catch (InvalidPathException e) {
            // a platform that does not allow glob characters in paths: join textually
            return folder + "/" + glob;
        }
    }
}
