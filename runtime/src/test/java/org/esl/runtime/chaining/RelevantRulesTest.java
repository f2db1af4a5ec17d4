package org.esl.runtime.chaining;

import static org.esl.runtime.chaining.Domains.X;
import static org.esl.runtime.chaining.Domains.Y;
import static org.esl.runtime.chaining.Domains.num;
import static org.esl.runtime.chaining.Domains.plus;
import static org.esl.runtime.chaining.Domains.pos;
import static org.esl.runtime.chaining.Domains.str;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.esl.runtime.chaining.ChainingOutcome.ChainingResult;
import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.rule.Fact;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Comparison;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.model.term.Term;
import org.junit.jupiter.api.Test;

/**
 * Chaining over the rules given literals can use, against chaining over all of them: on random rule sets over nine
 * predicates (chains of rules, rules whose premises are comparisons alone, facts), the same violations, the same
 * derived literals in the same order, with their chains.
 */
class RelevantRulesTest {

    private static final List<Predicate> PREDICATES = new ArrayList<>();
    private static final List<Term> VALUES = List.of(num("0"), num("1"), num("2"), str("s"));

    static {
        for (int i = 0; i < 9; i++) {
            PREDICATES.add(i % 3 == 2 ? Domains.predicate("R" + i, "{a} relates to {b}", "a", "b")
                    : Domains.predicate("P" + i, "{a} is p" + i, "a"));
        }
    }

    @Test
    void chainingOverTheRulesTheGivenLiteralsCanUseKnowsWhatChainingOverAllKnows() {
        int restricted = 0;
        int derived = 0;
        int inconsistent = 0;
        for (int seed = 0; seed < 400; seed++) {
            Random random = new Random(seed);
            List<Rule> rules = new ArrayList<>();
            for (int r = 0, count = 4 + random.nextInt(10); r < count; r++) {
                List<Literal> premises = random.nextInt(8) == 0 ? List.of(new Comparison(ComparisonOperator.GREATER, X, num("1")))
                        : literals(random, 1 + random.nextInt(2));
                rules.add(Domains.rule("r" + r, List.of(premises), List.of(literals(random, 1 + random.nextInt(2)))));
            }
            List<Fact> facts = random.nextInt(3) == 0 ? List.of(new Fact(ground(random), Domains.at("random.esl", 1))) : List.of();
            List<AtomLiteral> given = new ArrayList<>();
            for (int p = 0, count = 2 + random.nextInt(3); p < count; p++) {
                given.add(ground(random));
            }
            ChainingProblem all = new ChainingProblem(PREDICATES, List.of(), rules, facts, BindingLevel.COMPLETE,
                    ChainingProblem.DEFAULT_LIMIT);
            ChainingProblem part = new RelevantRules(all).problemFor(given);
            restricted += part.rules().size() < rules.size() ? 1 : 0;

            String example = "seed " + seed + ": rules " + rules + ", facts " + facts + ", given " + given + ", used " + part.rules();
            ChainingOutcome whole = ForwardChaining.run(all, given.stream().map(Perception::of).toList());
            ChainingOutcome fromPart = ForwardChaining.run(part, given.stream().map(Perception::of).toList());
            ChainingResult expected = (ChainingResult) whole;
            ChainingResult actual = (ChainingResult) fromPart;
            assertEquals(expected.violations().stream().map(RelevantRulesTest::violation).toList(),
                    actual.violations().stream().map(RelevantRulesTest::violation).toList(), example);
            assertEquals(expected.inferred().stream().map(inferred -> inferred.literal() + " by " + inferred.chain()).toList(),
                    actual.inferred().stream().map(inferred -> inferred.literal() + " by " + inferred.chain()).toList(), example);
            derived += expected.inferred().size();
            inconsistent += expected.isConsistent() ? 0 : 1;
        }
        assertTrue(restricted > 150 && derived > 300 && inconsistent > 10,
                restricted + " problems made smaller, " + derived + " literals derived, " + inconsistent + " inconsistent");
    }

    @Test
    void aRuleWithoutPremisesToWaitForIsAlwaysUsedAndWhatItConcludesBringsInTheRulesThatReadItAndOnlyTheirPredicates() {
        Rule fromNothing = Domains.rule("from_nothing", List.of(List.of(new Comparison(ComparisonOperator.GREATER, X, num("1")))),
                List.of(List.of(pos("P0", X))));
        Rule readsIt = Domains.rule("reads_it", List.of(List.of(pos("P0", X))), List.of(List.of(pos("P1", X))));
        Rule unrelated = Domains.rule("unrelated", List.of(List.of(pos("P3", X), pos("P4", X))), List.of(List.of(pos("P6", X))));
        ChainingProblem problem = new ChainingProblem(PREDICATES, List.of(), List.of(fromNothing, readsIt, unrelated), List.of(),
                BindingLevel.COMPLETE, ChainingProblem.DEFAULT_LIMIT);

        ChainingProblem part = new RelevantRules(problem).problemFor(List.of(pos("P7", num("2"))));

        assertEquals(List.of(fromNothing, readsIt), part.rules());
        assertEquals(List.of("P0", "P1", "P7"), part.predicates().stream().map(Predicate::name).toList());
    }

    private static String violation(Violation violation) {
        return violation.rule().name() + " " + violation.binding() + " " + violation.derived();
    }

    private static List<Literal> literals(Random random, int count) {
        List<Literal> literals = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Predicate predicate = PREDICATES.get(random.nextInt(PREDICATES.size()));
            List<Term> arguments = new ArrayList<>();
            for (int a = 0; a < predicate.parameters().size(); a++) {
                arguments.add(switch (random.nextInt(6)) {
                    case 0, 1, 2 -> X;
                    case 3 -> Y;
                    case 4 -> plus(X, num("1"));
                    default -> VALUES.get(random.nextInt(VALUES.size()));
                });
            }
            literals.add(new AtomLiteral(new Atom(predicate.name(), arguments), random.nextInt(3) > 0));
        }
        return literals;
    }

    private static AtomLiteral ground(Random random) {
        Predicate predicate = PREDICATES.get(random.nextInt(PREDICATES.size()));
        List<Term> arguments = new ArrayList<>();
        for (int a = 0; a < predicate.parameters().size(); a++) {
            arguments.add(VALUES.get(random.nextInt(VALUES.size())));
        }
        return new AtomLiteral(new Atom(predicate.name(), arguments), random.nextInt(4) > 0);
    }
}
