package org.esl.runtime.policy;

import static org.esl.runtime.model.BuiltinType.BOOL;
import static org.esl.runtime.model.BuiltinType.REAL;
import static org.esl.runtime.model.ComparisonOperator.GREATER;
import static org.esl.runtime.model.ComparisonOperator.LESS_OR_EQUAL;
import static org.esl.runtime.policy.Expressions.and;
import static org.esl.runtime.policy.Expressions.compare;
import static org.esl.runtime.policy.Expressions.eq;
import static org.esl.runtime.policy.Expressions.not;
import static org.esl.runtime.policy.Expressions.num;
import static org.esl.runtime.policy.Expressions.times;
import static org.esl.runtime.policy.Expressions.var;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

import org.esl.runtime.model.ArithmeticOperator;
import org.esl.runtime.model.Options;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.policy.PolicyExpression.Arithmetic;
import org.esl.runtime.model.policy.PolicyExpression.VariableRef;
import org.junit.jupiter.api.Test;

/**
 * Signatures of claims against Z3's own comparison by logic alone: claims it finds equivalent always have the same
 * signature (else a test generator would keep two tests that say the same), and claims it finds different almost
 * always differ (else the solver would be asked about every pair).
 */
class ClaimSignaturesTest {

    private static final SolverLimits LIMITS = SolverLimits.of(Options.DEFAULTS);

    @Test
    void claimsTheSolverFindsEquivalentHaveOneSignatureAndDifferentOnesAlmostNeverShareOne() throws SolverException {
        Random random = new Random(11);
        int same = 0;
        int different = 0;
        int told = 0;
        for (int m = 0; m < 12; m++) {
            RandomPolicyModel generated = new RandomPolicyModel(random);
            PolicyModel model = generated.model();
            ClaimSignatures signatures = new ClaimSignatures(model.variables(), model.policies().stream().map(Policy::formula).toList());
            List<Claim> claims = new ArrayList<>();
            for (int c = 0; c < 20; c++) {
                Claim claim = generated.claim();
                claims.add(claim);
                // the same claim written another way: the solver finds them equivalent
                claims.add(claim.premise().map(premise -> Claim.of(and(premise, premise), not(not(claim.conclusion()))))
                        .orElseGet(() -> Claim.unconditional(not(not(claim.conclusion())))));
            }
            try (Z3PolicySolver logic = Z3PolicySolver.open(new PolicyModel(model.variables(), List.of()), LIMITS)) {
                for (int i = 0; i < claims.size(); i++) {
                    for (int j = i + 1; j < claims.size(); j++) {
                        Optional<ClaimSignatures.Signature> first = signatures.of(claims.get(i));
                        Optional<ClaimSignatures.Signature> second = signatures.of(claims.get(j));
                        if (first.isEmpty() || second.isEmpty()) {
                            continue;
                        }
                        Equivalence equivalence = logic.compare(claims.get(i), claims.get(j));
                        if (equivalence instanceof Equivalence.Same) {
                            same++;
                            assertEquals(first.get(), second.get(), claims.get(i) + " and " + claims.get(j));
                        } else if (equivalence instanceof Equivalence.Different) {
                            different++;
                            told += first.get().equals(second.get()) ? 0 : 1;
                        }
                    }
                }
            }
        }
        assertTrue(same >= 240, "equivalent pairs: " + same);
        assertTrue(told >= 0.97 * different, told + " of " + different + " different pairs told apart");
    }

    @Test
    void equationsOfTheSpecHoldInSomeSamplesSoTheirClaimsAreToldApart() {
        // thirty fees, each 75% of its own base amount for gold customers: drawn at random, no fee would ever equal
        // its base's 75%, and all thirty claims would look alike
        VariableRef gold = var("gold", BOOL);
        List<VariableRef> variables = new ArrayList<>(List.of(gold));
        List<PolicyExpression> fees = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            VariableRef base = var("base" + i, REAL);
            VariableRef fee = var("fee" + i, REAL);
            variables.addAll(List.of(base, fee));
            fees.add(eq(fee, times(num("0.75"), base)));
        }
        ClaimSignatures signatures = new ClaimSignatures(RandomPolicyModel.variablesOf(variables), fees);

        Set<Optional<ClaimSignatures.Signature>> distinct = new HashSet<>();
        fees.forEach(fee -> distinct.add(signatures.of(Claim.of(gold, fee))));

        assertEquals(30, distinct.size());
        assertEquals(signatures.of(Claim.of(gold, compare(var("base0", REAL), GREATER, num("3")))),
                signatures.of(Claim.of(not(not(gold)), not(compare(var("base0", REAL), LESS_OR_EQUAL, num("3"))))));
    }

    @Test
    void aClaimThatMayDivideByZeroHasNoSignatureAndIsComparedByTheSolver() {
        VariableRef count = var("count", REAL);
        VariableRef share = var("share", REAL);
        ClaimSignatures signatures = new ClaimSignatures(RandomPolicyModel.variablesOf(List.of(count, share)), List.of());

        Claim claim = Claim.unconditional(eq(share, new Arithmetic(ArithmeticOperator.DIVIDE, num("10"), count)));

        assertTrue(signatures.of(claim).isEmpty());
    }
}
