package org.esl.lang.validation;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.validation.Check;
import org.esl.lang.compiler.ToolNames;
import org.esl.lang.conversion.EslNameConverter;
import org.esl.lang.conversion.EslStrings;
import org.esl.lang.esl.EslPackage.Literals;
import org.esl.lang.esl.Option;
import org.esl.lang.esl.Spec;
import org.esl.lang.esl.Tool;
import org.esl.lang.esl.ToolParam;
import org.esl.lang.esl.ToolsFrom;
import org.esl.lang.scoping.ToolSchemas;

import com.google.inject.Inject;

/**
 * ESL016: when a spec reads its tools from a schema, a tool it declares itself (or a parameter of one)
 * that the schema does not have is most likely a typo or an outdated name: a warning, and an error with
 * {@code option tools.strict = true}, where spec and schema must agree. Specs without a readable
 * {@code tools from} are not checked; an unreadable schema is ESL018.
 */
public class ToolSchemaValidator extends EslCheck {

    @Inject
    private ToolSchemas toolSchemas;

    @Check
    public void checkToolInSchema(Tool tool) {
        if (!(tool.eContainer() instanceof Spec spec) || tool.getName() == null) {
            return;
        }
        List<ToolSchemas.Schema> schemas = readableSchemas(spec);
        if (schemas.isEmpty()) {
            return;
        }
        String called = ToolNames.called(tool); // an alias is checked by the name it stands for
        Tool described = null;
        List<String> names = new ArrayList<>();
        for (ToolSchemas.Schema schema : schemas) {
            for (Tool candidate : schema.tools()) {
                names.add(candidate.getName());
                if (described == null && called.equals(candidate.getName())) {
                    described = candidate;
                }
            }
        }
        if (described == null) {
            Optional<String> closest = ClosestName.to(called, names);
            notInSchema(spec, "tool '" + called + "' is not in the tool schema " + files(schemas)
                    + closest.map(name -> "; did you mean '" + name + "'?").orElse(""), tool, closest);
            return;
        }
        List<String> params = described.getParams().stream().map(ToolParam::getName).toList();
        for (ToolParam param : tool.getParams()) {
            if (param.getName() != null && !params.contains(param.getName())) {
                Optional<String> closest = ClosestName.to(param.getName(), params);
                notInSchema(spec, "tool '" + called + "' has no parameter '" + param.getName()
                        + "' in the tool schema " + files(schemas)
                        + closest.map(name -> "; did you mean '" + name + "'?").orElse(""), param, closest);
            }
        }
    }

    /** ESL016 at its own severity, or an error when the spec sets {@code tools.strict = true}. */
    private void notInSchema(Spec spec, String message, EObject source, Optional<String> closest) {
        String[] data = closest.stream().toArray(String[]::new);
        if (isStrict(spec)) {
            error(message + " (option tools.strict = true)", source, Literals.REFERABLE__NAME, IssueCodes.NOT_IN_TOOL_SCHEMA, data);
        } else {
            report(IssueCodes.NOT_IN_TOOL_SCHEMA, message, source, Literals.REFERABLE__NAME, data);
        }
    }

    private static boolean isStrict(Spec spec) {
        return spec.getMembers().stream().anyMatch(member -> member instanceof Option option
                && SpecOption.TOOLS_STRICT.key().equals(option.getKey()) && "true".equals(option.getValue()));
    }

    /**
     * ESL023: names of the schema that cannot be written in ESL even in backquotes (a backquote or a line break in
     * them), so no spec can reference them; OpenAI's own tool names never are, parameter names may be.
     */
    @Check
    public void checkSchemaNamesWritable(ToolsFrom toolsFrom) {
        if (toolsFrom.getPath() == null) {
            return;
        }
        ToolSchemas.Schema schema = toolSchemas.schemaOf(toolsFrom);
        List<String> unwritable = new ArrayList<>();
        for (Tool tool : schema.tools()) {
            if (!EslNameConverter.isWritable(tool.getName())) {
                unwritable.add("tool " + EslStrings.quote(tool.getName()));
            }
            for (ToolParam param : tool.getParams()) {
                if (!EslNameConverter.isWritable(param.getName())) {
                    unwritable.add("parameter " + EslStrings.quote(param.getName()) + " of " + EslStrings.quote(tool.getName()));
                }
            }
        }
        if (!unwritable.isEmpty()) {
            report(IssueCodes.UNREFERENCEABLE_SCHEMA_NAME, "the tool schema " + schema.path().getFileName()
                    + " has names no spec can reference (a name in backquotes holds no backquote and no line break): "
                    + String.join(", ", unwritable), toolsFrom, Literals.TOOLS_FROM__PATH);
        }
    }

    private List<ToolSchemas.Schema> readableSchemas(Spec spec) {
        List<ToolSchemas.Schema> schemas = new ArrayList<>();
        for (EObject member : spec.getMembers()) {
            if (member instanceof ToolsFrom toolsFrom && toolsFrom.getPath() != null) {
                ToolSchemas.Schema schema = toolSchemas.schemaOf(toolsFrom);
                if (schema.isValid()) {
                    schemas.add(schema);
                }
            }
        }
        return schemas;
    }

    private static String files(List<ToolSchemas.Schema> schemas) {
        return String.join(", ", schemas.stream().map(ToolSchemas.Schema::path).map(Path::getFileName).map(Path::toString).toList());
    }
}
