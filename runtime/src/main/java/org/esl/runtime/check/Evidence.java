package org.esl.runtime.check;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

import org.esl.runtime.SourceRange;
import org.esl.runtime.monitor.Witness;
import org.esl.runtime.policy.ClaimResult;
import org.esl.runtime.transcript.RawClaim;

/** What a check result rests on, in a shape every report (text, JSON, SARIF) can show. */
public sealed interface Evidence {

    /**
     * A property's verdict: the witness that fixed it (none for {@code pending}) and, in recover mode,
     * every violation; {@code triggered} whether its trigger held at some step, so that it was exercised
     * non-vacuously ({@code esl check --coverage}, docs/check.md); always false when the check did not watch
     * triggers ({@link CheckOptions#coverage}).
     */
    record PropertyEvidence(Optional<Witness> witness, List<Witness> violations, boolean triggered) implements Evidence {
        public PropertyEvidence {
            Objects.requireNonNull(witness, "witness");
            violations = List.copyOf(violations);
        }
    }

    /**
     * A violated rule: its variables' objects ({@code x = "Alex"}), the literal its clause derived against
     * what was known, and the chain of literals the contradiction rests on.
     */
    record RuleEvidence(List<Assignment> binding, String derived, List<ChainEntry> chain) implements Evidence {
        public RuleEvidence {
            binding = List.copyOf(binding);
            Objects.requireNonNull(derived, "derived");
            chain = List.copyOf(chain);
        }
    }

    /**
     * New knowledge: the inferred literal, the question that would confirm it, the answer that would, and why;
     * with the LLM stage, also the model's answer to the question.
     */
    record QueryEvidence(String literal, String question, String confirmingAnswer, List<ChainEntry> chain,
            Optional<String> answer) implements Evidence {
        public QueryEvidence {
            Objects.requireNonNull(literal, "literal");
            Objects.requireNonNull(question, "question");
            Objects.requireNonNull(confirmingAnswer, "confirmingAnswer");
            chain = List.copyOf(chain);
            Objects.requireNonNull(answer, "answer");
        }

        /** A query no model was asked. */
        public QueryEvidence(String literal, String question, String confirmingAnswer, List<ChainEntry> chain) {
            this(literal, question, confirmingAnswer, chain, Optional.empty());
        }
    }

    /**
     * A claim: its translations as the file gives them, the solver's result on the usable ones (none when
     * no translation could be used), and why the others could not be used.
     */
    record ClaimEvidence(List<RawClaim.Translation> translations, Optional<ClaimResult> result,
            List<UnusableTranslation> unusable) implements Evidence {
        public ClaimEvidence {
            translations = List.copyOf(translations);
            Objects.requireNonNull(result, "result");
            unusable = List.copyOf(unusable);
        }
    }

    /** A rule variable and its object, both in ESL syntax. */
    record Assignment(String variable, String value) {
        public Assignment {
            Objects.requireNonNull(variable, "variable");
            Objects.requireNonNull(value, "value");
        }
    }

    /**
     * One literal of a derivation and why it holds: {@code perceived} (at a step, from a place in the
     * transcript file when known), {@code fact} (a fact of the spec), {@code evaluated} (a comparison of
     * constants) or {@code inferred} (by the named rule).
     */
    record ChainEntry(String literal, Reason reason, OptionalInt step, Optional<String> rule,
            Optional<SourceRange> source) {
        public ChainEntry {
            Objects.requireNonNull(literal, "literal");
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(step, "step");
            Objects.requireNonNull(rule, "rule");
            Objects.requireNonNull(source, "source");
        }
    }

    /** Why a literal of a chain holds. */
    enum Reason {
        PERCEIVED, FACT, EVALUATED, INFERRED;

        /** The name in reports: {@code perceived}. */
        public String eslName() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** A translation (0-based position) whose formulas do not parse against the spec, and why. */
    record UnusableTranslation(int translation, String message, SourceRange range) {
        public UnusableTranslation {
            Objects.requireNonNull(message, "message");
            Objects.requireNonNull(range, "range");
        }
    }
}
