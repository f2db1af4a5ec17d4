package org.esl.runtime.chaining;

import java.util.List;
import java.util.Objects;
import java.util.OptionalInt;

import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.Literal;

/**
 * A rule that forward chaining found violated: under {@code binding}, its clause derived {@code derived}, which
 * contradicts what was perceived, stated as a fact or derived before. The chain lists every literal the
 * contradiction rests on (both sides), in the order they became known; the contradicted literal is in it.
 */
public record Violation(Rule rule, Binding binding, Literal derived, List<ChainLink> chain) {

    public Violation {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(binding, "binding");
        Objects.requireNonNull(derived, "derived");
        chain = List.copyOf(chain);
    }

    /** The latest transcript step among the perceived literals of the chain: where the violation became evident. */
    public OptionalInt step() {
        return Chains.latestStep(chain);
    }

    /** {@code no_gum violated with x = "Alex": derived not ChewGum("Alex")}. */
    @Override
    public String toString() {
        return rule.name() + " violated with " + binding + ": derived " + derived;
    }
}
