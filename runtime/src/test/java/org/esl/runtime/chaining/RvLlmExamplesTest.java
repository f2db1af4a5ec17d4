package org.esl.runtime.chaining;

import static org.esl.runtime.chaining.Domains.X;
import static org.esl.runtime.chaining.Domains.neg;
import static org.esl.runtime.chaining.Domains.num;
import static org.esl.runtime.chaining.Domains.pos;
import static org.esl.runtime.chaining.Domains.rule;
import static org.esl.runtime.chaining.Domains.str;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.esl.runtime.chaining.ChainingOutcome.ChainingResult;
import org.esl.runtime.chaining.Domains.Numeric;
import org.esl.runtime.chaining.Domains.Railway;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.term.Variable;
import org.junit.jupiter.api.Test;

/**
 * The worked examples of RvLLM §4 on the specs of {@code examples/}: binding rules to the objects of perception
 * (Example 1), normalising a bound DeNF into rule-like clauses (Example 2), forward chaining over positive and negative
 * literals (Example 3), and the numeric follow-up query of Figure 2.
 */
class RvLlmExamplesTest {

    private static List<String> bindings(Rule rule, List<Term> objects) {
        return bindings(Railway.PREDICATES, rule, objects);
    }

    /** The level-1 bindings of {@code rule} to {@code objects} (as {@link ForwardChaining} numbers them), written out. */
    private static List<String> bindings(List<Predicate> predicates, Rule rule, List<Term> objects) {
        AtomTable table = new AtomTable();
        List<Variable> variables = RuleBinder.variables(rule);
        List<String> bindings = new ArrayList<>();
        RuleBinder.Tuples tuples = new RuleBinder(predicates).complete(rule, table.numbers(objects.toArray(new Term[0])), table);
        tuples.visit(values -> {
            Term[] terms = new Term[values.length];
            for (int i = 0; i < values.length; i++) {
                terms[i] = table.constant(values[i]);
            }
            return bindings.add(new Binding(new BindingValues(variables, terms)).toString());
        });
        assertEquals(bindings.size(), tuples.count(), "the count the graph is sized by");
        return bindings;
    }

    private static List<String> clauses(Rule rule) {
        return Normalisation.clauses(rule).stream().map(RuleClause::toString).toList();
    }

    @Test
    void example1BindsEveryRuleToEveryTupleOfObjects() {
        List<Term> objects = List.of(str("Alex"), str("petrol"));

        assertEquals(List.of("x = \"Alex\"", "x = \"petrol\""), bindings(Railway.NO_GUM, objects));
        assertEquals(List.of("x = \"Alex\", y = \"Alex\"", "x = \"Alex\", y = \"petrol\"",
                "x = \"petrol\", y = \"Alex\"", "x = \"petrol\", y = \"petrol\""),
                bindings(Railway.NO_FLAMMABLES, objects));
    }

    @Test
    void example1TypedParametersOnlyTakeObjectsOfTheirType() {
        assertEquals(List.of("x = 10, y = 10, z = 10"),
                bindings(List.of(Numeric.IS_GREATER), Numeric.SCALE, List.of(num("10"), str("ten"))));
    }

    @Test
    void example1Level2CompletesAPartialBindingWithTheValuesOfTrueAtoms() {
        List<String> completed = new ArrayList<>();
        new RuleBinder(List.of(Numeric.IS_GREATER)).completions(Numeric.SCALE, List.of(num("15.12"), num("15.2")),
                Set.of(new Atom("IsGreater", List.of(num("15.2"), num("15.12"))),
                        new Atom("IsGreater", List.of(num("10"), num("0")))),
                (binding, values) -> completed.add(binding.toString()));

        // z = 10 completes every binding of x and y to objects; x = 10, y = 0 complete those of z
        assertEquals(List.of("x = 15.12, y = 15.12, z = 10", "x = 15.12, y = 15.2, z = 10", "x = 15.2, y = 15.12, z = 10",
                "x = 15.2, y = 15.2, z = 10", "x = 10, y = 0, z = 15.12", "x = 10, y = 0, z = 15.2",
                "x = 10, y = 0, z = 10"), completed);
    }

    @Test
    void example2NormalisesARuleWithADisjunctiveConclusion() {
        assertEquals(List.of(
                "InRailway(x) and Carries(x, y) and Animal(y) and not Violation(x) => GuideDog(y)",
                "InRailway(x) and Carries(x, y) and Animal(y) and not GuideDog(y) => Violation(x)",
                "Carries(x, y) and Animal(y) and not GuideDog(y) and not Violation(x) => not InRailway(x)",
                "InRailway(x) and Animal(y) and not GuideDog(y) and not Violation(x) => not Carries(x, y)",
                "InRailway(x) and Carries(x, y) and not GuideDog(y) and not Violation(x) => not Animal(y)"),
                clauses(Railway.NO_ANIMALS));
    }

    @Test
    void example2NormalisesEveryDisjunctOfTheLhsWithEveryClauseOfTheRhs() {
        Rule rule = rule("r", List.of(List.of(pos("InTrain", X)), List.of(pos("InRailway", X), neg("Animal", X))),
                List.of(List.of(neg("EatOrDrink", X)), List.of(pos("Violation", X), neg("ChewGum", X))));

        assertEquals(List.of(
                "InTrain(x) => not EatOrDrink(x)",
                "EatOrDrink(x) => not InTrain(x)",
                "InTrain(x) and ChewGum(x) => Violation(x)",
                "InTrain(x) and not Violation(x) => not ChewGum(x)",
                "not Violation(x) and ChewGum(x) => not InTrain(x)",
                "InRailway(x) and not Animal(x) => not EatOrDrink(x)",
                "not Animal(x) and EatOrDrink(x) => not InRailway(x)",
                "InRailway(x) and EatOrDrink(x) => Animal(x)",
                "InRailway(x) and not Animal(x) and ChewGum(x) => Violation(x)",
                "InRailway(x) and not Animal(x) and not Violation(x) => not ChewGum(x)",
                "not Animal(x) and not Violation(x) and ChewGum(x) => not InRailway(x)",
                "InRailway(x) and not Violation(x) and ChewGum(x) => Animal(x)"),
                clauses(rule));
    }

    @Test
    void example2NormalisesTheRailwayAndNumericRules() {
        assertEquals(List.of("InRailway(x) => not ChewGum(x)", "ChewGum(x) => not InRailway(x)"),
                clauses(Railway.NO_GUM));
        assertEquals(List.of("InTrain(x) => InRailway(x)", "not InRailway(x) => not InTrain(x)"),
                clauses(Railway.TRAIN_IS_PREMISES));
        assertEquals(List.of(
                "IsGreater(x, y) and IsGreater(z, 0) => IsGreater(x * z, y * z)",
                "IsGreater(z, 0) and not IsGreater(x * z, y * z) => not IsGreater(x, y)",
                "IsGreater(x, y) and not IsGreater(x * z, y * z) => not IsGreater(z, 0)"),
                clauses(Numeric.SCALE));
    }

    @Test
    void example3ChainsAnUnguidedAnimalToAViolation() {
        ChainingResult result = assertInstanceOf(ChainingResult.class, ForwardChaining.run(
                Railway.problem(ChainingProblem.DEFAULT_LIMIT),
                List.of(Perception.at(0, pos("InRailway", str("Mei"))),
                        Perception.at(0, pos("Carries", str("Mei"), str("Rex"))),
                        Perception.at(0, pos("Animal", str("Rex"))),
                        Perception.at(1, neg("GuideDog", str("Rex"))))));

        assertTrue(result.isConsistent());
        assertEquals(List.of("not ChewGum(\"Mei\")", "Violation(\"Mei\")"),
                result.inferred().stream().map(atom -> atom.literal().toString()).toList());
        assertEquals(1, result.inferred().get(1).step().getAsInt());
    }

    @Test
    void example3FindsTheInconsistencyWhenTheAnswerDeniesTheViolation() {
        ChainingResult result = assertInstanceOf(ChainingResult.class, ForwardChaining.run(
                Railway.problem(ChainingProblem.DEFAULT_LIMIT),
                List.of(Perception.at(0, pos("InRailway", str("Mei"))),
                        Perception.at(0, pos("Carries", str("Mei"), str("Rex"))),
                        Perception.at(0, pos("Animal", str("Rex"))),
                        Perception.at(1, neg("GuideDog", str("Rex"))),
                        Perception.at(2, neg("Violation", str("Mei"))))));

        assertEquals(1, result.violations().size());
        Violation violation = result.violations().get(0);
        assertEquals("no_animals violated with x = \"Mei\", y = \"Rex\": derived GuideDog(\"Rex\")", violation.toString());
        assertEquals(List.of(
                "InRailway(\"Mei\")  [perceived at step 0]",
                "Carries(\"Mei\", \"Rex\")  [perceived at step 0]",
                "Animal(\"Rex\")  [perceived at step 0]",
                "not GuideDog(\"Rex\")  [perceived at step 1]",
                "not Violation(\"Mei\")  [perceived at step 2]",
                "GuideDog(\"Rex\")  [no_animals: InRailway(x) and Carries(x, y) and Animal(y) and not Violation(x)"
                        + " => GuideDog(y) with x = \"Mei\", y = \"Rex\"]"),
                violation.chain().stream().map(ChainLink::toString).toList());
        assertEquals(2, violation.step().getAsInt());
    }

    @Test
    void figure2ComparisonsAndArithmeticAreExact() {
        Rule positive = new Rule("positive_scale", "", List.of(),
                List.of(List.of(pos("IsGreater", X, Domains.Y), new org.esl.runtime.model.term.Comparison(
                        org.esl.runtime.model.ComparisonOperator.GREATER, Domains.Z, num("0")))),
                List.of(List.of(pos("IsGreater", Domains.times(X, Domains.Z), Domains.times(Domains.Y, Domains.Z)))),
                Domains.at("numeric.esl", 12));
        ChainingResult result = assertInstanceOf(ChainingResult.class, ForwardChaining.run(
                new ChainingProblem(List.of(Numeric.IS_GREATER), List.of(), List.of(positive), List.of(),
                        BindingLevel.COMPLETE, ChainingProblem.DEFAULT_LIMIT),
                List.of(Perception.of(pos("IsGreater", num("15.2"), num("15.12"))),
                        Perception.of(pos("IsGreater", num("10"), num("-0.5"))))));

        assertEquals(List.of("IsGreater(100, -5)", "IsGreater(151.2, -7.56)", "IsGreater(152, -7.6)",
                "IsGreater(152, 151.2)", "IsGreater(229.824, 228.6144)", "IsGreater(231.04, 229.824)"),
                result.inferred().stream().map(atom -> atom.literal().toString()).toList());
        InferredAtom figure2 = result.inferred().get(3);
        assertEquals("Is 152 greater than 151.2?", figure2.question());
        assertEquals(List.of("IsGreater(15.2, 15.12)  [perceived]", "0 < 10  [evaluated]",
                "IsGreater(152, 151.2)  [positive_scale: IsGreater(x, y) and z > 0 => IsGreater(x * z, y * z)"
                        + " with x = 15.2, y = 15.12, z = 10]"),
                figure2.chain().stream().map(ChainLink::toString).toList());
    }

    /** {@code option chaining.contrapositives = false}: RvLLM §4.2's clause set exactly, the forward clauses only. */
    @Test
    void example2WithoutContrapositivesKeepsOnlyTheForwardClauses() {
        assertEquals(List.of(
                "InRailway(x) and Carries(x, y) and Animal(y) and not Violation(x) => GuideDog(y)",
                "InRailway(x) and Carries(x, y) and Animal(y) and not GuideDog(y) => Violation(x)"),
                Normalisation.clauses(Railway.NO_ANIMALS, false).stream().map(RuleClause::toString).toList());
        assertEquals(List.of("IsGreater(x, y) and IsGreater(z, 0) => IsGreater(x * z, y * z)"),
                Normalisation.clauses(Numeric.SCALE, false).stream().map(RuleClause::toString).toList());
    }

    /**
     * The gum case with and without contrapositives: the forward clauses derive what the rules say of their
     * conclusions; the contrapositives add what they say of their premises (here that the stranger, who chews no gum
     * is perceived chewing gum, is not on the premises, so not in a train), each one more follow-up question.
     */
    @Test
    void withoutContrapositivesFewerAtomsAreInferredSoFewerQuestionsAreAsked() {
        List<Perception> perceptions = List.of(Perception.at(0, pos("InTrain", str("Alex"))),
                Perception.at(0, neg("EatOrDrink", str("Sam"))), Perception.at(0, pos("ChewGum", str("Sam"))));
        ChainingProblem classical = Railway.problem(ChainingProblem.DEFAULT_LIMIT);
        ChainingProblem forward = new ChainingProblem(classical.predicates(), classical.functions(), classical.rules(),
                classical.facts(), classical.level(), classical.limit(), false);

        List<String> withContrapositives = assertInstanceOf(ChainingResult.class, ForwardChaining.run(classical, perceptions))
                .inferred().stream().map(atom -> atom.literal().toString()).toList();
        List<String> forwardOnly = assertInstanceOf(ChainingResult.class, ForwardChaining.run(forward, perceptions))
                .inferred().stream().map(atom -> atom.literal().toString()).toList();

        assertEquals(List.of("not EatOrDrink(\"Alex\")", "InRailway(\"Alex\")", "not ChewGum(\"Alex\")"), forwardOnly);
        assertEquals(List.of("not EatOrDrink(\"Alex\")", "InRailway(\"Alex\")", "not ChewGum(\"Alex\")",
                "not InRailway(\"Sam\")", "not InTrain(\"Sam\")"), withContrapositives);
    }
}
