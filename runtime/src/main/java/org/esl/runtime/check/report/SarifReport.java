package org.esl.runtime.check.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import org.esl.runtime.SourceRange;
import org.esl.runtime.check.CheckReport;
import org.esl.runtime.check.CheckResult;
import org.esl.runtime.check.CheckSummary;
import org.esl.runtime.check.Tally;
import org.esl.runtime.check.ResultKind;
import org.esl.runtime.check.TranscriptError;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.diagnostics.SarifArtifacts;
import org.esl.runtime.diagnostics.SarifArtifacts.ArtifactLocation;
import org.esl.runtime.model.Declaration;
import org.esl.runtime.model.Spec;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.annotations.SerializedName;

/**
 * SARIF 2.1.0 for code scanning: one result per failing finding (a violated rule or property, an invalid
 * or impossible claim, a contradicted query) at its place in the transcript file, with a related location
 * at the declaration in the spec; one per transcript error. The rule id is the ESL name of the rule,
 * property or policy (for a claim, the first policy it was proved from, else the claim's name); errors
 * use {@value #TRANSCRIPT_ERROR}, which no ESL name can be. Files under the working directory are given
 * relative to {@code %SRCROOT%}.
 */
public final class SarifReport implements CheckRenderer {

    static final String SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";
    static final String TRANSCRIPT_ERROR = "transcript-error";

    /** A result's place in the log: in {@code runs[0].results}, four levels deep. */
    private static final String RESULT_INDENT = "\n        ";

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();

    private final String toolName;
    private final String toolVersion;
    private final Path workingDirectory;

    public SarifReport(String toolName, String toolVersion, Path workingDirectory) {
        this.toolName = Objects.requireNonNull(toolName, "toolName");
        this.toolVersion = Objects.requireNonNull(toolVersion, "toolVersion");
        this.workingDirectory = workingDirectory.toAbsolutePath().normalize();
    }

    private record Tool(Driver driver) {
    }

    private record Driver(String name, String version, List<Rule> rules) {
    }

    private record Rule(String id, Text shortDescription, Configuration defaultConfiguration) {
    }

    private record Text(String text) {
    }

    private record Configuration(String level) {
    }

    private record Result(String ruleId, String level, Text message, List<Location> locations,
            List<Location> relatedLocations, Map<String, Object> properties) {
    }

    private record Location(PhysicalLocation physicalLocation, Text message) {
    }

    private record PhysicalLocation(ArtifactLocation artifactLocation, Region region) {
    }

    private record Region(int startLine, int startColumn, int endLine, int endColumn) {
    }

    @Override
    public String render(CheckReport report) {
        return ReportWriter.written(report, out -> writer(out, report.spec()));
    }

    /**
     * The log written to {@code out} as the check runs: its one run's {@code results} as each transcript is checked,
     * then the run's {@code tool} with the rules those results named, {@code originalUriBaseIds} and
     * {@code columnKind}. (SARIF does not order an object's members; results come first so that none is held.)
     */
    public ReportWriter writer(Appendable out, Spec spec) throws IOException {
        out.append("{\n  \"$schema\": \"").append(SCHEMA).append("\",\n  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n      \"results\": [");
        return new ReportWriter() {
            private final Map<String, Rule> rules = new LinkedHashMap<>();
            private boolean any;

            @Override
            public String render(TranscriptReport transcript) {
                return String.join(",", results(transcript, spec).stream().map(result -> RESULT_INDENT + GSON.toJson(result)
                        .replace("\n", RESULT_INDENT)).toList());
            }

            @Override
            public void write(TranscriptReport transcript, String rendered) throws IOException {
                if (!rendered.isEmpty()) {
                    out.append(any ? "," : "").append(rendered);
                    any = true;
                }
                if (!transcript.errors().isEmpty()) {
                    rules.putIfAbsent(TRANSCRIPT_ERROR, new Rule(TRANSCRIPT_ERROR,
                            new Text("A transcript, or part of one, could not be checked"), new Configuration("error")));
                }
                for (CheckResult result : failing(transcript)) {
                    rules.computeIfAbsent(ruleId(result), id -> new Rule(id, new Text(description(spec, result, id)),
                            new Configuration("error")));
                }
            }

            @Override
            public void finish(CheckSummary summary, List<Tally> tallies) throws IOException {
                out.append(any ? "\n      ]" : "]");
                Tool tool = new Tool(new Driver(toolName, toolVersion, List.copyOf(rules.values())));
                out.append(",\n      \"tool\": ").append(GSON.toJson(tool).replace("\n", "\n      "));
                out.append(",\n      \"originalUriBaseIds\": ")
                        .append(GSON.toJson(Map.of(SarifArtifacts.SOURCE_ROOT, SarifArtifacts.sourceRoot(workingDirectory)))
                                .replace("\n", "\n      "));
                out.append(",\n      \"columnKind\": \"utf16CodeUnits\"\n    }\n  ]\n}\n");
            }
        };
    }

    /** One result per error of the transcript, then one per failing result. */
    private List<Result> results(TranscriptReport transcript, Spec spec) {
        List<Result> results = new ArrayList<>();
        for (TranscriptError error : transcript.errors()) {
            results.add(new Result(TRANSCRIPT_ERROR, "error", new Text(error.message()),
                    List.of(location(error.position().orElse(SourceRange.at(error.file(), 1, 1)), null)),
                    error.declaration().map(range -> List.of(location(range, "the spec's declaration"))).orElse(List.of()),
                    properties(transcript, error.step().isPresent() ? error.step().getAsInt() : null)));
        }
        for (CheckResult result : failing(transcript)) {
            Map<String, Object> properties = properties(transcript, result.step().isPresent() ? result.step().getAsInt() : null);
            result.onViolation(spec).ifPresent(hint -> properties.put("onViolation", hint.toString()));
            results.add(new Result(ruleId(result), "error", new Text(result.message()),
                    List.of(location(result.location().orElse(SourceRange.at(transcript.file(), 1, 1)), null)),
                    related(spec, result), properties));
        }
        return results;
    }

    private static List<CheckResult> failing(TranscriptReport transcript) {
        return transcript.results().stream().filter(CheckResult::isFailing).toList();
    }

    private static String ruleId(CheckResult result) {
        if (result.kind() == ResultKind.CLAIM) {
            return result.proofPolicies().stream().findFirst().orElse(result.name());
        }
        return result.name();
    }

    private static String description(Spec spec, CheckResult result, String ruleId) {
        Optional<? extends Declaration> declared = switch (result.kind()) {
            case RULE -> spec.rule(ruleId);
            case PROPERTY -> spec.property(ruleId);
            case CLAIM -> spec.policy(ruleId);
            case QUERY -> Optional.empty();
        };
        return declared.map(Declaration::description).filter(text -> !text.isEmpty())
                .orElse(result.kind().eslName() + " " + ruleId);
    }

    /** The declaration in the spec; for a claim, every policy it was proved from. */
    private List<Location> related(Spec spec, CheckResult result) {
        List<Location> related = new ArrayList<>();
        if (result.kind() == ResultKind.CLAIM) {
            for (String policy : result.proofPolicies()) {
                spec.policy(policy).ifPresent(declared -> related.add(location(declared.range(), "policy " + policy)));
            }
        } else {
            result.declaration().ifPresent(range -> related.add(location(range, result.kind().eslName() + " " + result.name())));
        }
        return related;
    }

    private static Map<String, Object> properties(TranscriptReport transcript, Integer step) {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("transcript", transcript.id());
        if (step != null) {
            properties.put("step", step);
        }
        return properties;
    }

    private Location location(SourceRange range, String message) {
        return new Location(new PhysicalLocation(SarifArtifacts.of(workingDirectory, range.file()),
                new Region(range.line(), range.column(), range.endLine(), range.endColumn())),
                message == null ? null : new Text(message));
    }

}
