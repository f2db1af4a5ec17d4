package org.esl.runtime.check;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.esl.runtime.Wording;
import org.esl.runtime.check.Evidence.ChainEntry;
import org.esl.runtime.check.Evidence.PropertyEvidence;
import org.esl.runtime.check.Evidence.QueryEvidence;
import org.esl.runtime.check.Evidence.RuleEvidence;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.temporal.Property;

/**
 * What a corpus of transcripts exercised of a spec, {@code esl check --coverage} (docs/check.md): per property, in
 * how many transcripts its trigger held at some step; per domain rule, in how many transcripts it fired (it appears
 * in a reported derivation chain or is violated). A count of 0 means never. Like {@link CheckSummary} it is a fold
 * over the transcripts' reports, so a streaming run keeps only these counters.
 *
 * @param properties per property of the spec, in its order, the transcripts that exercised it
 * @param rules      per rule of the spec, in its order, the transcripts in which it fired
 */
public record Coverage(Map<String, Integer> properties, Map<String, Integer> rules) {

    public Coverage {
        properties = Collections.unmodifiableMap(new LinkedHashMap<>(properties));
        rules = Collections.unmodifiableMap(new LinkedHashMap<>(rules));
    }

    /** Nothing exercised yet of {@code spec}. */
    public static Coverage of(Spec spec) {
        Map<String, Integer> properties = new LinkedHashMap<>();
        spec.properties().stream().map(Property::name).forEach(name -> properties.put(name, 0));
        Map<String, Integer> rules = new LinkedHashMap<>();
        spec.rules().stream().map(Rule::name).forEach(name -> rules.put(name, 0));
        return new Coverage(properties, rules);
    }

    /** This coverage with one more transcript counted; a transcript that could not be read exercised nothing. */
    public Coverage plus(TranscriptReport report) {
        Set<String> exercised = new HashSet<>();
        Set<String> fired = new HashSet<>();
        for (CheckResult result : report.results()) {
            if (result.evidence() instanceof PropertyEvidence property && property.triggered()) {
                exercised.add(result.name());
            }
            if (result.kind() == ResultKind.RULE && result.violationCount() > 0) {
                fired.add(result.name());
            }
            chain(result.evidence()).stream().flatMap(entry -> entry.rule().stream()).forEach(fired::add);
        }
        return new Coverage(counted(properties, exercised), counted(rules, fired));
    }

    /** This coverage and another of the same spec over other transcripts as one. */
    public Coverage plus(Coverage other) {
        return new Coverage(merged(properties, other.properties), merged(rules, other.rules));
    }

    /**
     * The section the text report prints after its summary: a line of totals, then a line per property and rule,
     * "property no_leak: exercised in 2 transcripts", "rule vip: never fired"; the totals leave out what the spec
     * does not declare.
     */
    public String text() {
        List<String> totals = new ArrayList<>();
        if (!properties.isEmpty()) {
            totals.add(used(properties) + " of " + properties.size() + (properties.size() == 1 ? " property" : " properties") + " exercised");
        }
        if (!rules.isEmpty()) {
            totals.add(used(rules) + " of " + Wording.count(rules.size(), "rule") + " fired");
        }
        StringBuilder out = new StringBuilder("coverage: ").append(totals.isEmpty() ? "the spec has no property and no rule" : String.join(", ", totals)).append('\n');
        properties.forEach((name, count) -> out.append("  property ").append(name).append(": ")
                .append(count == 0 ? "never exercised" : "exercised in " + Wording.count(count, "transcript")).append('\n'));
        rules.forEach((name, count) -> out.append("  rule ").append(name).append(": ")
                .append(count == 0 ? "never fired" : "fired in " + Wording.count(count, "transcript")).append('\n'));
        return out.toString();
    }

    private static List<ChainEntry> chain(Evidence evidence) {
        if (evidence instanceof RuleEvidence rule) {
            return rule.chain();
        }
        return evidence instanceof QueryEvidence query ? query.chain() : List.of();
    }

    private static Map<String, Integer> counted(Map<String, Integer> counts, Set<String> names) {
        Map<String, Integer> counted = new LinkedHashMap<>(counts);
        counted.replaceAll((name, count) -> names.contains(name) ? count + 1 : count);
        return counted;
    }

    private static Map<String, Integer> merged(Map<String, Integer> counts, Map<String, Integer> others) {
        Map<String, Integer> merged = new LinkedHashMap<>(counts);
        others.forEach((name, count) -> merged.merge(name, count, Integer::sum));
        return merged;
    }

    private static long used(Map<String, Integer> counts) {
        return counts.values().stream().filter(count -> count > 0).count();
    }
}
