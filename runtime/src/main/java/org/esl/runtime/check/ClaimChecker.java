package org.esl.runtime.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.check.Evidence.ClaimEvidence;
import org.esl.runtime.check.Evidence.UnusableTranslation;
import org.esl.runtime.perception.ExpressionParser;
import org.esl.runtime.perception.ExpressionParser.ExpressionException;
import org.esl.runtime.policy.Claim;
import org.esl.runtime.policy.ClaimResult;
import org.esl.runtime.policy.PolicyModel;
import org.esl.runtime.policy.PolicySolver;
import org.esl.runtime.policy.RedundantTranslation;
import org.esl.runtime.policy.SolverException;
import org.esl.runtime.policy.SolverLimits;
import org.esl.runtime.policy.Z3PolicySolver;
import org.esl.runtime.transcript.RawClaim;

/**
 * Checks the claims of transcripts against the spec's policies with one solver, opened at the first claim
 * (a spec checked without claims never loads Z3) and reused for every claim of every transcript until
 * closed. A claim with several translations is checked by redundant translation; translations whose text
 * does not parse are left out, and a claim with none left is {@code no_translation}. That is for the model's
 * translations: a claim written in the transcript file whose text does not parse is an error of the transcript
 * ({@link #written}), as a fact that does not parse is. When the solver cannot
 * be used, claims are {@code too_complex} with its reason. A cancel of the run interrupts the solver call
 * running then; the claim's finding is then no verdict, and the checker drops it.
 */
final class ClaimChecker implements AutoCloseable {

    /** The finding of one claim and its evidence; {@code message} starts with the finding. */
    record Checked(CheckVerdict verdict, String message, ClaimEvidence evidence) {
    }

    private final ExpressionParser expressions;
    private final PolicyModel model;
    private final SolverLimits limits;
    private final CancelSignal signal;
    private final RedundantTranslation redundancy = new RedundantTranslation(RedundantTranslation.UNANIMOUS);
    private PolicySolver solver;
    private SolverException unavailable;

    ClaimChecker(ExpressionParser expressions, PolicyModel model, SolverLimits limits, CancelSignal signal) {
        this.expressions = expressions;
        this.model = model;
        this.limits = limits;
        this.signal = signal;
    }

    /**
     * A claim as the transcript file writes it, without its translations whose text does not parse, each of which
     * goes to {@code unusable}; empty when none is left.
     */
    Optional<RawClaim> written(RawClaim claim, List<UnusableTranslation> unusable) {
        List<RawClaim.Translation> parsed = new ArrayList<>();
        for (int i = 0; i < claim.translations().size(); i++) {
            RawClaim.Translation translation = claim.translations().get(i);
            Optional<UnusableTranslation> problem = parse(translation, i, new ArrayList<>());
            problem.ifPresent(unusable::add);
            if (problem.isEmpty()) {
                parsed.add(translation);
            }
        }
        return parsed.isEmpty() ? Optional.empty() : Optional.of(new RawClaim(claim.id(), claim.step(), parsed, claim.range()));
    }

    Checked check(RawClaim claim) {
        List<Claim> usable = new ArrayList<>();
        List<UnusableTranslation> unusable = new ArrayList<>();
        for (int i = 0; i < claim.translations().size(); i++) {
            parse(claim.translations().get(i), i, usable).ifPresent(unusable::add);
        }
        if (usable.isEmpty()) {
            String why = unusable.isEmpty() ? "the transcript gives no translation of this claim"
                    : "no translation could be used: " + unusable.get(0).message();
            return new Checked(CheckVerdict.NO_TRANSLATION, "no_translation: " + why,
                    new ClaimEvidence(claim.translations(), Optional.empty(), unusable));
        }
        ClaimResult result = solve(usable);
        String message = result.message() + (unusable.isEmpty() ? ""
                : " (" + unusable.size() + " of " + claim.translations().size() + " translations left out: "
                        + unusable.get(0).message() + ")");
        return new Checked(CheckVerdict.of(result.finding()), message,
                new ClaimEvidence(claim.translations(), Optional.of(result), unusable));
    }

    /** Adds the translation's claim to {@code usable}, or says why its text cannot be used. */
    private Optional<UnusableTranslation> parse(RawClaim.Translation translation, int index, List<Claim> usable) {
        String part = "given";
        try {
            var premise = expressions.policyFormula(translation.given());
            part = "claim";
            usable.add(Claim.of(premise, expressions.policyFormula(translation.claim())));
            return Optional.empty();
        } catch (ExpressionException e) {
            String text = part.equals("given") ? translation.given() : translation.claim();
            return Optional.of(new UnusableTranslation(index, part + " " + ExpressionParser.quote(text) + ": " + e.getMessage()
                    + " (column " + e.column() + ")", translation.range()));
        }
    }

    private ClaimResult solve(List<Claim> translations) {
        try {
            PolicySolver open = solver();
            return translations.size() == 1 ? open.check(translations.get(0)) : redundancy.check(open, translations);
        } catch (SolverException e) {
            return new ClaimResult.TooComplex(e.getMessage(), "too_complex: the solver could not be used: " + e.getMessage());
        }
    }

    /** The solver, opened on first use; a solver that failed to open is not tried again. */
    private PolicySolver solver() throws SolverException {
        if (unavailable != null) {
            throw unavailable;
        }
        if (solver == null) {
            try {
                solver = Z3PolicySolver.open(model, limits, signal);
            } catch (SolverException e) {
                unavailable = e;
                throw e;
            }
        }
        return solver;
    }

    @Override
    public void close() {
        if (solver != null) {
            solver.close();
            solver = null;
        }
    }
}
