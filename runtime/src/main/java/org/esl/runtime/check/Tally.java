package org.esl.runtime.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

import org.esl.runtime.Wording;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.temporal.Property;

/**
 * What a check's transcripts (those that could be read) did with one rule, property or policy of the spec: the
 * language server's tally lens, the {@code "tallies"} of the JSON report (docs/check.md). Like
 * {@link CheckSummary} it is a fold over the transcripts' reports ({@link #plus(TranscriptReport)}).
 *
 * @param checked     the transcripts counted
 * @param failing     for a rule or property its violations ({@link CheckResult#violationCount()}); for a policy the
 *                    failing claims reported under it
 * @param failingIn   the transcripts with at least one of those
 * @param claims      for a policy, the claims reported under it (the first policy of their proof); else 0
 * @param claimsIn    the transcripts with at least one of those
 * @param satisfiedIn for a property, the transcripts in which it is satisfied; else 0
 */
public record Tally(String name, Kind kind, int checked, int failing, int failingIn, int claims, int claimsIn, int satisfiedIn) {

    /** What a tally is about. */
    public enum Kind {
        RULE, PROPERTY, POLICY;

        /** The name in reports: {@code policy}. */
        public String eslName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public Tally {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
    }

    /** A tally of nothing yet, for every rule, property and policy of the spec, in that order. */
    public static List<Tally> of(Spec spec) {
        List<Tally> tallies = new ArrayList<>();
        spec.rules().stream().map(Rule::name).forEach(name -> tallies.add(new Tally(name, Kind.RULE, 0, 0, 0, 0, 0, 0)));
        spec.properties().stream().map(Property::name).forEach(name -> tallies.add(new Tally(name, Kind.PROPERTY, 0, 0, 0, 0, 0, 0)));
        spec.policies().stream().map(Policy::name).forEach(name -> tallies.add(new Tally(name, Kind.POLICY, 0, 0, 0, 0, 0, 0)));
        return tallies;
    }

    /** The spec's tallies over {@code reports}. */
    public static List<Tally> of(Spec spec, List<TranscriptReport> reports) {
        List<Tally> tallies = of(spec);
        for (TranscriptReport report : reports) {
            tallies = tallies.stream().map(tally -> tally.plus(report)).toList();
        }
        return tallies;
    }

    /** This tally with one more transcript counted; a transcript that could not be read does not count. */
    public Tally plus(TranscriptReport report) {
        if (!report.checked()) {
            return this;
        }
        int failingHere = 0;
        int claimsHere = 0;
        boolean satisfied = false;
        for (CheckResult result : report.results()) {
            if (about(result)) {
                failingHere += kind == Kind.POLICY ? (result.isFailing() ? 1 : 0) : result.violationCount();
                claimsHere += kind == Kind.POLICY ? 1 : 0;
                satisfied |= result.verdict() == CheckVerdict.SATISFIED;
            }
        }
        return new Tally(name, kind, checked + 1, failing + failingHere, failingIn + (failingHere > 0 ? 1 : 0),
                claims + claimsHere, claimsIn + (claimsHere > 0 ? 1 : 0), satisfiedIn + (satisfied ? 1 : 0));
    }

    /** This tally and another of the same declaration over other transcripts as one. */
    public Tally plus(Tally other) {
        if (!name.equals(other.name) || kind != other.kind) {
            throw new IllegalArgumentException("the tallies of " + kind.eslName() + " " + name + " and of "
                    + other.kind.eslName() + " " + other.name + " do not add up");
        }
        return new Tally(name, kind, checked + other.checked, failing + other.failing, failingIn + other.failingIn,
                claims + other.claims, claimsIn + other.claimsIn, satisfiedIn + other.satisfiedIn);
    }

    /** Whether a result counts for this tally: a claim counts for the first policy of its proof. */
    private boolean about(CheckResult result) {
        return switch (kind) {
            case RULE -> result.kind() == ResultKind.RULE && result.name().equals(name);
            case PROPERTY -> result.kind() == ResultKind.PROPERTY && result.name().equals(name);
            case POLICY -> result.kind() == ResultKind.CLAIM && result.proofPolicies().stream().findFirst().filter(name::equals).isPresent();
        };
    }

    /**
     * The lens title: "2 violations in 1 of 5 transcripts" (a rule or property with violations), "no violation in 5
     * transcripts" (a rule without), "satisfied in 4 of 5 transcripts, pending in 1" (a property without),
     * "used by 3 claims (1 failing) in 2 of 5 transcripts" or "no claim used it in 5 transcripts" (a policy).
     */
    public String title() {
        String of = " of " + Wording.count(checked, "transcript");
        return switch (kind) {
            case RULE -> failing > 0 ? violations(of) : "no violation in " + Wording.count(checked, "transcript");
            case PROPERTY -> failing > 0 ? violations(of)
                    : "satisfied in " + satisfiedIn + of + (checked > satisfiedIn ? ", pending in " + (checked - satisfiedIn) : "");
            case POLICY -> claims == 0 ? "no claim used it in " + Wording.count(checked, "transcript")
                    : "used by " + Wording.count(claims, "claim") + (failing > 0 ? " (" + failing + " failing)" : "") + " in "
                            + claimsIn + of;
        };
    }

    private String violations(String of) {
        return Wording.count(failing, "violation") + " in " + failingIn + of;
    }
}
