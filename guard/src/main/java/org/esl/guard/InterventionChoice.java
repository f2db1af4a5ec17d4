package org.esl.guard;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.esl.runtime.model.Spec;
import org.esl.runtime.model.temporal.Enforcement;
import org.esl.runtime.model.temporal.Property;

/**
 * Which intervention a finding asks for: the one place that decides it (docs/guard.md, "Interventions"). A spec
 * names one per property, rule or policy with {@code option guard.NAME = block|switch|constrain|resample|revise}; a
 * property may say it itself, {@code on violation block "…" | ask_user | resample}, which the option overrides; the
 * command line's {@code --intervene} is the default for the others; a refuted claim is revised unless its policy
 * names another.
 */
public final class InterventionChoice {

    /** The prefix of the spec's per-declaration options: {@code option guard.auth_first = constrain}. */
    public static final String OPTION_PREFIX = "guard.";

    private final Intervention fallback;
    private final Map<String, Intervention> named;
    private final Map<String, Intervention> hinted;

    private InterventionChoice(Intervention fallback, Map<String, Intervention> named, Map<String, Intervention> hinted) {
        this.fallback = fallback;
        this.named = Map.copyOf(named);
        this.hinted = Map.copyOf(hinted);
    }

    /**
     * The spec's choices over {@code fallback}. The language's validation has checked every {@code guard.} option
     * (a declared name, a known intervention), so an unknown value cannot reach here from a runnable spec.
     */
    public static InterventionChoice of(Spec spec, Intervention fallback) {
        Map<String, Intervention> named = new LinkedHashMap<>();
        spec.options().raw().forEach((key, value) -> {
            if (key.startsWith(OPTION_PREFIX)) {
                named.put(key.substring(OPTION_PREFIX.length()), Intervention.of(value).orElseThrow(() ->
                        new IllegalArgumentException("option " + key + " takes " + Intervention.names() + ", not " + value)));
            }
        });
        Map<String, Intervention> hinted = new LinkedHashMap<>();
        for (Property property : spec.properties()) {
            property.onViolation().ifPresent(hint -> hinted.put(property.name(), of(hint.action())));
        }
        return new InterventionChoice(fallback, named, hinted);
    }

    /** {@code block} and {@code ask_user} block the answer (its words say which, {@link Feedback}); {@code resample} resamples. */
    private static Intervention of(Enforcement.Action action) {
        return action == Enforcement.Action.RESAMPLE ? Intervention.RESAMPLE : Intervention.BLOCK;
    }

    /** Whether some finding may ask for {@code intervention}: the default is it, or the spec names it for a declaration. */
    public boolean mayChoose(Intervention intervention) {
        return fallback == intervention || named.containsValue(intervention) || hinted.containsValue(intervention);
    }

    /** The intervention for one finding: its declaration's option, else its property's hint, else the default for its kind. */
    public Intervention of(Finding finding) {
        for (Map<String, Intervention> choices : List.of(named, hinted)) {
            for (String declaration : finding.declarations()) {
                Intervention chosen = choices.get(declaration);
                if (chosen != null) {
                    return chosen;
                }
            }
        }
        return finding instanceof Finding.RefutedClaim ? Intervention.REVISE : fallback;
    }

    /** The intervention for all the findings of an answer: the most cautious any of them asks for. */
    public Intervention of(List<Finding> findings) {
        Optional<Intervention> chosen = findings.stream().map(this::of).min(Comparator.naturalOrder());
        return chosen.orElseThrow(() -> new IllegalArgumentException("an answer without findings needs no intervention"));
    }
}
