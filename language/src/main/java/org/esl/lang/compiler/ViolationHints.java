package org.esl.lang.compiler;

import java.util.Optional;

import org.esl.lang.esl.ViolationHint;
import org.esl.runtime.model.temporal.Enforcement;

/**
 * A property's {@code on violation block "…" | ask_user | resample} (docs/language.md, "Enforcement hints"). The
 * action is a plain name to the parser, so that none of the three becomes a reserved word; validation (ESL005) and
 * compilation read it here, with the same words.
 */
public final class ViolationHints {

    private ViolationHints() {
    }

    /** What is wrong with the hint, or empty when nothing is. */
    public static Optional<String> problem(ViolationHint hint) {
        Optional<Enforcement.Action> action = Enforcement.Action.named(hint.getAction());
        if (action.isEmpty()) {
            return Optional.of("on violation takes " + Enforcement.Action.names() + ", not '" + hint.getAction() + "'");
        }
        if (hint.getMessage() != null && action.get() != Enforcement.Action.BLOCK) {
            return Optional.of("only 'block' takes a message: write on violation block \"…\"");
        }
        return Optional.empty();
    }

    /** The hint as the runtime reads it; empty without one. */
    static Optional<Enforcement> of(ViolationHint hint) throws CompileException {
        if (hint == null || hint.getAction() == null) {
            return Optional.empty();
        }
        Optional<String> problem = problem(hint);
        if (problem.isPresent()) {
            throw new CompileException(problem.get(), SourceRanges.of(hint));
        }
        return Optional.of(new Enforcement(Enforcement.Action.named(hint.getAction()).orElseThrow(),
                Optional.ofNullable(hint.getMessage())));
    }
}
