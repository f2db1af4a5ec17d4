package org.esl.runtime.check.report;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Collectors;

import org.esl.runtime.SourceRange;
import org.esl.runtime.Wording;
import org.esl.runtime.check.CheckReport;
import org.esl.runtime.check.CheckResult;
import org.esl.runtime.check.CheckSummary;
import org.esl.runtime.check.CheckVerdict;
import org.esl.runtime.check.Evidence;
import org.esl.runtime.check.Evidence.ChainEntry;
import org.esl.runtime.check.Evidence.ClaimEvidence;
import org.esl.runtime.check.Evidence.PropertyEvidence;
import org.esl.runtime.check.Evidence.QueryEvidence;
import org.esl.runtime.check.Evidence.RuleEvidence;
import org.esl.runtime.check.ModelReport;
import org.esl.runtime.check.Tally;
import org.esl.runtime.check.TimelineStep;
import org.esl.runtime.check.TranscriptError;
import org.esl.runtime.check.TranscriptReport;
import org.esl.runtime.model.Spec;
import org.esl.runtime.policy.ClaimResult;
import org.esl.runtime.policy.TranslationGroup;

/**
 * For people: per transcript a verdict line ({@code banking-unsafe (…/banking-unsafe.json): failed: 4 violated,
 * 1 satisfied}), then every result that is not a plain {@code satisfied} and every error, each starting
 * with {@code file:line:column:} so terminals and editors link it (a result without a step at its declaration in
 * the spec, anything else without a place at the transcript's first line), with its evidence indented below; a
 * last line sums up. On request each transcript ends with its timeline, one line per step:
 * {@code step 4 @assistant transfer_funds(amount = 12000, to = "Carol")  auth_first=violated confirm=pending}.
 */
public final class TextReport implements CheckRenderer {

    private static final String FINDING = "  ";
    private static final String EVIDENCE = "      ";

    private final FileNames files;
    private final boolean timeline;

    public TextReport(FileNames files) {
        this(files, false);
    }

    /** @param timeline whether each transcript ends with its timeline ({@code esl check --timeline}) */
    public TextReport(FileNames files, boolean timeline) {
        this.files = files;
        this.timeline = timeline;
    }

    @Override
    public String render(CheckReport report) {
        return ReportWriter.written(report, out -> writer(out, report.spec()));
    }

    /** The report written to {@code out} as the check runs: each transcript's lines, then the summary line. */
    public ReportWriter writer(Appendable out, Spec spec) {
        return new ReportWriter() {
            @Override
            public String render(TranscriptReport report) {
                return transcript(report, spec);
            }

            @Override
            public void write(TranscriptReport report, String rendered) throws IOException {
                out.append(rendered);
            }

            @Override
            public void finish(CheckSummary summary, List<Tally> tallies) throws IOException {
                out.append(summary(summary)).append('\n');
                if (summary.coverage().isPresent()) {
                    out.append(summary.coverage().get().text());
                }
            }
        };
    }

    /** One transcript's lines: its verdict line, its errors and findings with their evidence, its timeline if asked. */
    private String transcript(TranscriptReport transcript, Spec spec) {
        StringBuilder out = new StringBuilder();
        out.append(transcript.id()).append(" (").append(files.shown(transcript.file())).append("): ").append(verdictLine(transcript)).append('\n');
        for (TranscriptError error : transcript.errors()) {
            out.append(FINDING).append(error(transcript, error)).append('\n');
        }
        transcript.model().ifPresent(model -> model(out, transcript, model));
        for (CheckResult result : transcript.results()) {
            if (result.verdict() != CheckVerdict.SATISFIED) {
                finding(out, transcript, result, spec);
            }
        }
        if (timeline) {
            transcript.timeline().forEach(step -> out.append(FINDING).append(timelineLine(step)).append('\n'));
        }
        return out.toString();
    }

    /** One line on what the model did, then one per fact it gave that was dropped. */
    private void model(StringBuilder out, TranscriptReport transcript, ModelReport model) {
        out.append(FINDING).append("LLM ").append(model.model()).append(": ").append(Wording.count(model.asked(), "answer"))
                .append(" from the server, ").append(model.cached()).append(" from the cache; ")
                .append(Wording.count(model.facts().size(), "fact")).append(" perceived").append('\n');
        for (ModelReport.DroppedFact dropped : model.dropped()) {
            out.append(FINDING).append(place(atStep(transcript, OptionalInt.of(dropped.step())))).append(": step ")
                    .append(dropped.step()).append(": ")
                    .append(dropped.reason() == ModelReport.DropReason.HALLUCINATED_PREDICATE ? "hallucinated predicate"
                            : "unusable atom")
                    .append(" dropped: ").append(dropped.atom()).append(": ").append(dropped.message()).append('\n');
        }
    }

    private static String timelineLine(TimelineStep step) {
        String verdicts = step.verdicts().entrySet().stream().map(entry -> entry.getKey() + "=" + entry.getValue().eslName()
                + (step.bindings().containsKey(entry.getKey()) ? " (for " + step.bindings().get(entry.getKey()) + ")" : ""))
                .collect(Collectors.joining(" "));
        String said = step.tool().isPresent() ? step.text() : "\"" + step.text() + "\"";
        return "step " + step.step() + " " + step.role() + " " + said + (verdicts.isEmpty() ? "" : "  " + verdicts);
    }

    private static String verdictLine(TranscriptReport transcript) {
        if (!transcript.checked()) {
            return "not checked";
        }
        Map<CheckVerdict, Integer> counts = new EnumMap<>(CheckVerdict.class);
        transcript.results().forEach(result -> counts.merge(result.verdict(), 1, Integer::sum));
        List<String> parts = new ArrayList<>();
        counts.forEach((verdict, count) -> parts.add(count + " " + verdict.eslName()));
        if (!transcript.errors().isEmpty()) {
            parts.add(Wording.count(transcript.errors().size(), "error"));
        }
        String status = transcript.isFailing() ? "failed" : "ok";
        return parts.isEmpty() ? status + ": nothing to check" : status + ": " + String.join(", ", parts);
    }

    /**
     * A result at its step in the transcript file; one without a step (a pending property, a rule violated by the
     * spec's facts alone) at its declaration in the spec, else at the transcript's first line.
     */
    private void finding(StringBuilder out, TranscriptReport transcript, CheckResult result, Spec spec) {
        SourceRange at = result.location().or(result::declaration).orElse(SourceRange.at(transcript.file(), 1, 1));
        out.append(FINDING).append(place(at)).append(": ").append(result.message()).append('\n');
        for (String line : evidence(result.evidence(), spec)) {
            out.append(EVIDENCE).append(line).append('\n');
        }
        result.onViolation(spec).ifPresent(hint -> out.append(EVIDENCE).append("on violation: ").append(hint).append('\n'));
    }

    private List<String> evidence(Evidence evidence, Spec spec) {
        List<String> lines = new ArrayList<>();
        if (evidence instanceof PropertyEvidence property) {
            property.witness().ifPresent(witness -> lines.add("witness: " + witness + "; it demanded " + witness.obligation()));
            if (property.violations().size() > 1) {
                property.violations().forEach(witness -> lines.add("violation: " + witness));
            }
        } else if (evidence instanceof RuleEvidence rule) {
            String binding = rule.binding().stream().map(a -> a.variable() + " = " + a.value())
                    .collect(Collectors.joining(", "));
            lines.add((binding.isEmpty() ? "" : "binding: " + binding + "; ") + "derived " + rule.derived());
            chain(lines, rule.chain());
        } else if (evidence instanceof QueryEvidence query) {
            query.answer().ifPresent(answer -> lines.add("asked: " + query.question() + "  answered: "
                    + Wording.oneLine(answer)));
            chain(lines, query.chain());
        } else if (evidence instanceof ClaimEvidence claim) {
            for (int i = 0; i < claim.translations().size(); i++) {
                var translation = claim.translations().get(i);
                lines.add("translation " + (i + 1) + ": given " + translation.given() + " claim " + translation.claim());
            }
            claim.unusable().forEach(unusable -> lines.add("translation " + (unusable.translation() + 1) + " left out: "
                    + unusable.message()));
            claim.result().ifPresent(result -> claimResult(lines, result, spec, ""));
        }
        return lines;
    }

    private void chain(List<String> lines, List<ChainEntry> chain) {
        for (ChainEntry entry : chain) {
            String why = switch (entry.reason()) {
                case PERCEIVED -> "perceived" + (entry.step().isPresent() ? " at step " + entry.step().getAsInt() : "")
                        + entry.source().map(range -> ", " + place(range)).orElse("");
                case INFERRED -> "inferred by " + entry.rule().orElse("a rule");
                case FACT -> "fact" + entry.source().map(range -> " at " + place(range)).orElse("");
                case EVALUATED -> "evaluated";
            };
            lines.add("chain: " + entry.literal() + "  [" + why + "]");
        }
    }

    private void claimResult(List<String> lines, ClaimResult result, Spec spec, String indent) {
        if (result instanceof ClaimResult.Proved proved) {
            lines.add(indent + (proved.policies().isEmpty() ? "proved by the claim alone" : "proved from: "
                    + proved.policies().stream().map(name -> name + spec.policy(name).map(p -> " (" + place(p.range()) + ")").orElse(""))
                            .collect(Collectors.joining(", "))));
        } else if (result instanceof ClaimResult.Satisfiable satisfiable) {
            lines.add(indent + "holds when: " + satisfiable.whereClaimHolds());
            lines.add(indent + "fails when: " + satisfiable.whereClaimFails());
        } else if (result instanceof ClaimResult.TooComplex tooComplex) {
            lines.add(indent + "solver: " + tooComplex.reason());
        } else if (result instanceof ClaimResult.Ambiguous ambiguous) {
            for (TranslationGroup group : ambiguous.groups()) {
                lines.add(indent + "translations " + group.translations().stream().map(i -> String.valueOf(i + 1))
                        .collect(Collectors.joining(", ")) + " (confidence " + group.confidence() + "): "
                        + group.result().finding().eslName());
                claimResult(lines, group.result(), spec, indent + "  ");
            }
        }
    }

    private static String summary(CheckSummary summary) {
        StringBuilder line = new StringBuilder(Wording.count(summary.transcripts(), "transcript"));
        line.append(" (").append(summary.failing()).append(" failing");
        if (summary.checked() < summary.transcripts()) {
            line.append(", ").append(summary.transcripts() - summary.checked()).append(" not checked");
        }
        line.append("): ");
        List<String> parts = new ArrayList<>();
        parts.add(summary.violations().isEmpty() ? "no violations" : "violated " + counts(summary.violations()));
        if (!summary.claims().isEmpty()) {
            parts.add("claims " + counts(summary.claims()));
        }
        if (!summary.queries().isEmpty()) {
            parts.add("queries " + counts(summary.queries()));
        }
        parts.add(Wording.count(summary.errors(), "error"));
        return line.append(String.join("; ", parts)).toString();
    }

    private static String counts(Map<String, Integer> counts) {
        return counts.entrySet().stream().map(entry -> entry.getKey() + " " + entry.getValue()).collect(Collectors.joining(", "));
    }

    /**
     * {@code file:line:column: step N: message}; an error without a place of its own is placed at its step, else at
     * the transcript's first line.
     */
    private String error(TranscriptReport transcript, TranscriptError error) {
        SourceRange at = error.position().orElseGet(() -> error.file().equals(transcript.file())
                ? atStep(transcript, error.step()) : SourceRange.at(error.file(), 1, 1));
        StringBuilder text = new StringBuilder(place(at));
        text.append(": ");
        error.step().ifPresent(step -> text.append("step ").append(step).append(": "));
        text.append(error.message());
        error.declaration().ifPresent(declaration -> text.append(" (").append(place(declaration)).append(')'));
        return text.toString();
    }

    /** The step's place in the transcript file, else the file's first line. */
    private static SourceRange atStep(TranscriptReport transcript, OptionalInt step) {
        return (step.isPresent() ? transcript.stepRange(step.getAsInt()) : Optional.<SourceRange>empty())
                .orElse(SourceRange.at(transcript.file(), 1, 1));
    }

    private String place(SourceRange range) {
        return files.shown(range.file()) + ":" + range.line() + ":" + range.column();
    }
}
