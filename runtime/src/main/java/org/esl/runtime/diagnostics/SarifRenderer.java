package org.esl.runtime.diagnostics;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

import org.esl.runtime.diagnostics.SarifArtifacts.ArtifactLocation;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.annotations.SerializedName;

/**
 * SARIF 2.1.0, the format GitHub code scanning uploads. Every ESL code is a rule (rule index = the
 * code's position in {@link DiagnosticCode}), with the catalog's title and help; each diagnostic is a
 * result whose location is relative to the working directory when the file lies under it (resolved
 * through the {@code %SRCROOT%} base id), so the same report points at the same lines on every
 * checkout.
 */
public final class SarifRenderer implements DiagnosticRenderer {

    static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();

    /** The program that produced the report; {@code informationUri} may be null when there is none to give. */
    public record ToolInfo(String name, String version, String informationUri) {
        public ToolInfo {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(version, "version");
        }
    }

    private final ToolInfo tool;
    private final Path workingDirectory;

    public SarifRenderer(ToolInfo tool, Path workingDirectory) {
        this.tool = Objects.requireNonNull(tool, "tool");
        this.workingDirectory = workingDirectory.toAbsolutePath().normalize();
    }

    private record Log(@SerializedName("$schema") String schema, String version, List<Run> runs) {
    }

    private record Run(Tool tool, Map<String, ArtifactLocation> originalUriBaseIds, String columnKind,
            List<Result> results) {
    }

    private record Tool(Driver driver) {
    }

    private record Driver(String name, String version, String informationUri, List<Rule> rules) {
    }

    private record Rule(String id, String name, Text shortDescription, Text fullDescription, Text help,
            Configuration defaultConfiguration) {
    }

    private record Text(String text) {
    }

    private record Configuration(String level) {
    }

    private record Result(String ruleId, int ruleIndex, String level, Text message, List<Location> locations,
            List<Location> relatedLocations) {
    }

    /** {@code id} and {@code message} only for related locations (null fields are left out). */
    private record Location(Integer id, PhysicalLocation physicalLocation, Text message) {
    }

    private record PhysicalLocation(ArtifactLocation artifactLocation, Region region) {
    }

    private record Region(int startLine, int startColumn, int endLine, int endColumn) {
    }

    @Override
    public String render(DiagnosticReport report) {
        List<Rule> rules = Arrays.stream(DiagnosticCode.values()).map(SarifRenderer::rule).toList();
        List<Result> results = report.diagnostics().stream().map(this::result).toList();
        Run run = new Run(new Tool(new Driver(tool.name(), tool.version(), tool.informationUri(), rules)),
                Map.of(SarifArtifacts.SOURCE_ROOT, SarifArtifacts.sourceRoot(workingDirectory)),
                "utf16CodeUnits", results);
        return GSON.toJson(new Log(SCHEMA, "2.1.0", List.of(run))) + "\n";
    }

    private static Rule rule(DiagnosticCode code) {
        return new Rule(code.name(), ruleName(code.title()), new Text(capitalized(code.title())),
                new Text(code.help()), new Text(code.help()), new Configuration(level(code.severity())));
    }

    private Result result(Diagnostic d) {
        List<Location> related = new java.util.ArrayList<>();
        for (int i = 0; i < d.related().size(); i++) {
            Diagnostic.RelatedLocation r = d.related().get(i);
            related.add(new Location(i, physical(r.range()), new Text(r.message())));
        }
        return new Result(d.code().name(), d.code().ordinal(), level(d.severity()), new Text(d.message()),
                List.of(new Location(null, physical(d.range()), null)), related.isEmpty() ? null : related);
    }

    private PhysicalLocation physical(org.esl.runtime.SourceRange range) {
        return new PhysicalLocation(SarifArtifacts.of(workingDirectory, range.file()),
                new Region(range.line(), range.column(), range.endLine(), range.endColumn()));
    }

    /** SARIF's levels: an info note is a {@code note}. */
    private static String level(Severity severity) {
        return switch (severity) {
            case ERROR -> "error";
            case WARNING -> "warning";
            case INFO -> "note";
        };
    }


    /** A rule's name is an identifier: "undeclared name" becomes {@code UndeclaredName}. */
    static String ruleName(String title) {
        StringBuilder name = new StringBuilder();
        for (String word : title.split("[^A-Za-z0-9]+")) {
            if (!word.isEmpty()) {
                name.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1).toLowerCase(Locale.ROOT));
            }
        }
        return name.toString();
    }

    private static String capitalized(String title) {
        return Character.toUpperCase(title.charAt(0)) + title.substring(1);
    }
}
