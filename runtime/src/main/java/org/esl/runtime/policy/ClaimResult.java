package org.esl.runtime.policy;

import java.util.EnumSet;
import java.util.List;
import java.util.Objects;

import org.esl.runtime.model.policy.Finding;

/** What checking one claim against the policy model found, with its evidence and a message for a reader. */
public sealed interface ClaimResult {

    Finding finding();

    String message();

    /**
     * {@code valid}, {@code invalid} or {@code impossible}, proved from {@code policies}: a minimal set of
     * policies (an unsat core shrunk by deletion) in declaration order. It is empty when the claim alone
     * decides, e.g. {@code claim x = x}.
     */
    record Proved(Finding finding, List<String> policies, String message) implements ClaimResult {
        private static final EnumSet<Finding> PROVABLE = EnumSet.of(Finding.VALID, Finding.INVALID, Finding.IMPOSSIBLE);

        public Proved {
            Objects.requireNonNull(finding, "finding");
            policies = List.copyOf(policies);
            Objects.requireNonNull(message, "message");
            if (!PROVABLE.contains(finding)) {
                throw new IllegalArgumentException(finding.eslName() + " is not a finding proved from policies");
            }
        }
    }

    /** {@code satisfiable}: the policies and the premise allow the conclusion and its negation. */
    record Satisfiable(Scenario whereClaimHolds, Scenario whereClaimFails, String message) implements ClaimResult {
        public Satisfiable {
            Objects.requireNonNull(whereClaimHolds, "whereClaimHolds");
            Objects.requireNonNull(whereClaimFails, "whereClaimFails");
            Objects.requireNonNull(message, "message");
        }

        @Override
        public Finding finding() {
            return Finding.SATISFIABLE;
        }
    }

    /** {@code too_complex}: the solver ran out of time or resources, or gave up ({@code reason} is Z3's). */
    record TooComplex(String reason, String message) implements ClaimResult {
        public TooComplex {
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(message, "message");
        }

        @Override
        public Finding finding() {
            return Finding.TOO_COMPLEX;
        }
    }

    /** {@code ambiguous}: translations of one answer that mean different things, largest group first. */
    record Ambiguous(List<TranslationGroup> groups, String message) implements ClaimResult {
        public Ambiguous {
            groups = List.copyOf(groups);
            Objects.requireNonNull(message, "message");
        }

        @Override
        public Finding finding() {
            return Finding.AMBIGUOUS;
        }
    }
}
