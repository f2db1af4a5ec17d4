package org.esl.runtime.perception;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.esl.runtime.model.PatternSearch;
import org.esl.runtime.model.Role;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.transcript.TranscriptStep;
import org.esl.runtime.transcript.Transcript;


import com.google.re2j.Pattern;

/**
 * Perception from patterns (docs/transcripts.md): a predicate declared {@code when @role matches "REGEX"} is true at
 * every step of that role (any role without one) whose text matches. Patterns come from spec authors and
 * run over untrusted text, so they are RE2 (linear-time matching, no catastrophic backtracking). Only
 * predicates without parameters can be labelled this way: a pattern gives no objects for parameters.
 */
public final class PatternPerception implements Perceiver {

    private record Labeller(Atom atom, Optional<Role> role, Pattern pattern) {
    }

    private final List<Labeller> labellers;

    /** @throws com.google.re2j.PatternSyntaxException for a pattern the validator would have rejected */
    public PatternPerception(List<Predicate> predicates) {
        List<Labeller> found = new ArrayList<>();
        for (Predicate predicate : predicates) {
            if (predicate.arity() == 0 && predicate.pattern().isPresent()) {
                found.add(new Labeller(new Atom(predicate.name(), List.of()), predicate.pattern().get().role(),
                        Pattern.compile(predicate.pattern().get().regex())));
            }
        }
        this.labellers = List.copyOf(found);
    }

    @Override
    public Observations observe(Transcript transcript) {
        List<PerceivedLiteral> literals = new ArrayList<>();
        for (TranscriptStep step : transcript.steps()) {
            for (Labeller labeller : labellers) {
                boolean roleFits = labeller.role().isEmpty() || labeller.role().get() == step.role();
                if (roleFits && !step.text().isEmpty() && PatternSearch.found(labeller.pattern(), step.text())) {
                    literals.add(new PerceivedLiteral(AtomLiteral.positive(labeller.atom()), step.index(),
                            PerceivedLiteral.Source.PATTERN, step.range()));
                }
            }
        }
        return new Observations(literals, List.of());
    }
}
