package org.esl.runtime.perception;

import java.util.ArrayList;
import java.util.List;

/** What one perceiver found in one transcript, and what it could not use. */
public record Observations(List<PerceivedLiteral> literals, List<PerceptionProblem> problems) {

    public static final Observations NONE = new Observations(List.of(), List.of());

    public Observations {
        literals = List.copyOf(literals);
        problems = List.copyOf(problems);
    }

    /** Both sets of observations, this one's first. */
    public Observations plus(Observations other) {
        List<PerceivedLiteral> allLiterals = new ArrayList<>(literals);
        allLiterals.addAll(other.literals);
        List<PerceptionProblem> allProblems = new ArrayList<>(problems);
        allProblems.addAll(other.problems);
        return new Observations(allLiterals, allProblems);
    }
}
