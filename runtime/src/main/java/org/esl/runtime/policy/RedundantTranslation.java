package org.esl.runtime.policy;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

import org.esl.runtime.model.value.Rational;

/**
 * Several translations of one answer into a claim (Logical Reasoning Guardrails' redundant translation):
 * translations that mean the same under the policies ({@link PolicySolver#compare}) form a group whose
 * confidence is its share of all translations. When the largest group alone reaches the required agreement
 * (by default all translations) its finding is the answer's finding; otherwise the answer is
 * {@code ambiguous}, listing every group with its finding and confidence.
 */
public final class RedundantTranslation {

    /** Every translation must agree. */
    public static final Rational UNANIMOUS = Rational.of(1);

    private final Rational requiredAgreement;

    /** @param requiredAgreement the share of translations the largest group needs, above 0 and at most 1 */
    public RedundantTranslation(Rational requiredAgreement) {
        Objects.requireNonNull(requiredAgreement, "requiredAgreement");
        if (requiredAgreement.signum() <= 0 || requiredAgreement.compareTo(UNANIMOUS) > 0) {
            throw new IllegalArgumentException("the required agreement is a share above 0 and at most 1, not " + requiredAgreement);
        }
        this.requiredAgreement = requiredAgreement;
    }

    /**
     * @param translations at least one; an answer with no usable translation is {@code no_translation}, which
     *     only the caller can tell
     */
    public ClaimResult check(PolicySolver solver, List<Claim> translations) throws SolverException {
        if (translations.isEmpty()) {
            throw new IllegalArgumentException("an answer needs at least one translation to check");
        }
        List<List<Integer>> groups = new ArrayList<>();
        for (int i = 0; i < translations.size(); i++) {
            List<Integer> home = null;
            for (List<Integer> group : groups) {
                Equivalence equivalence = solver.compare(translations.get(group.get(0)), translations.get(i));
                if (equivalence instanceof Equivalence.Undecided undecided) {
                    return new ClaimResult.TooComplex(undecided.reason(), "too_complex: the solver could not tell whether "
                            + translations.get(group.get(0)) + " and " + translations.get(i) + " mean the same (" + undecided.reason() + ")");
                }
                if (equivalence instanceof Equivalence.Same) {
                    home = group;
                    break;
                }
            }
            if (home == null) {
                home = new ArrayList<>();
                groups.add(home);
            }
            home.add(i);
        }
        // largest first; equal sizes in order of first appearance (the sort is stable)
        groups.sort(Comparator.comparingInt(g -> -g.size()));
        BigInteger total = BigInteger.valueOf(translations.size());
        List<Integer> largest = groups.get(0);
        boolean unique = groups.size() == 1 || groups.get(1).size() < largest.size();
        if (unique && share(largest, total).compareTo(requiredAgreement) >= 0) {
            return solver.check(translations.get(largest.get(0)));
        }
        List<TranslationGroup> checked = new ArrayList<>();
        for (List<Integer> group : groups) {
            checked.add(new TranslationGroup(group, share(group, total), solver.check(translations.get(group.get(0)))));
        }
        return new ClaimResult.Ambiguous(checked, "ambiguous: the " + translations.size() + " translations mean different things: "
                + checked.stream().map(g -> g.result().finding().eslName() + " (confidence " + g.confidence() + ", "
                        + translations.get(g.translations().get(0)) + ")").collect(Collectors.joining("; ")));
    }

    private static Rational share(List<Integer> group, BigInteger total) {
        return new Rational(BigInteger.valueOf(group.size()), total);
    }
}
