package org.esl.runtime.chaining;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import org.esl.runtime.SourceRange;
import org.esl.runtime.model.ArithmeticOperator;
import org.esl.runtime.model.BuiltinType;
import org.esl.runtime.model.Parameter;
import org.esl.runtime.model.rule.Fact;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.Arithmetic;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.term.Variable;
import org.esl.runtime.model.value.Rational;
import org.esl.runtime.model.value.StringValue;

/**
 * The example domains of RvLLM and of {@code examples/railway.esl} and {@code examples/numeric.esl}, built with the
 * model's constructors as the compiler would build them.
 */
final class Domains {

    static final Variable X = new Variable("x");
    static final Variable Y = new Variable("y");
    static final Variable Z = new Variable("z");

    private Domains() {
    }

    static SourceRange at(String file, int line) {
        return new SourceRange(file, line, 1, line, 2);
    }

    static Term str(String value) {
        return new Constant(new StringValue(value));
    }

    static Term num(String value) {
        return Constant.of(Rational.parse(value));
    }

    static Term times(Term left, Term right) {
        return new Arithmetic(ArithmeticOperator.MULTIPLY, left, right);
    }

    static Term plus(Term left, Term right) {
        return new Arithmetic(ArithmeticOperator.ADD, left, right);
    }

    static Term divide(Term left, Term right) {
        return new Arithmetic(ArithmeticOperator.DIVIDE, left, right);
    }

    static AtomLiteral pos(String predicate, Term... arguments) {
        return AtomLiteral.positive(new Atom(predicate, Arrays.asList(arguments)));
    }

    static AtomLiteral neg(String predicate, Term... arguments) {
        return AtomLiteral.negative(new Atom(predicate, Arrays.asList(arguments)));
    }

    static Predicate predicate(String name, String description, String... parameters) {
        return new Predicate(name, Arrays.stream(parameters).map(Parameter::untyped).toList(), description,
                Optional.empty(), at("railway.esl", 7));
    }

    static Rule rule(String name, List<List<Literal>> lhs, List<List<Literal>> rhs) {
        return new Rule(name, "", List.of(), lhs, rhs, at("railway.esl", 20));
    }

    /** {@code examples/railway.esl}. */
    static final class Railway {
        static final List<Predicate> PREDICATES = List.of(
                predicate("InRailway", "a person {x} is in or upon some part of the railway premises", "x"),
                predicate("InTrain", "a person {x} is inside a train", "x"),
                predicate("ChewGum", "a person {x} consumes or attempts to consume chewing gum or bubble gum", "x"),
                predicate("EatOrDrink", "a person {x} eats or drinks", "x"),
                predicate("Carries", "a person {x} carries the item {y}", "x", "y"),
                predicate("Flammable", "the item {y} is a flammable or explosive substance", "y"),
                predicate("Animal", "the item {y} is a live animal", "y"),
                predicate("GuideDog", "the animal {y} is a guide dog accompanying a person with a visual impairment", "y"),
                predicate("Violation", "a person {x} commits an offence on railway premises", "x"));

        static final Fact PETROL_IS_FLAMMABLE = new Fact(pos("Flammable", str("petrol")), at("railway.esl", 17));

        static final Rule NO_GUM = rule("no_gum", List.of(List.of(pos("InRailway", X))),
                List.of(List.of(neg("ChewGum", X))));
        static final Rule NO_FOOD_IN_TRAIN = rule("no_food_in_train", List.of(List.of(pos("InTrain", X))),
                List.of(List.of(neg("EatOrDrink", X))));
        static final Rule TRAIN_IS_PREMISES = rule("train_is_premises", List.of(List.of(pos("InTrain", X))),
                List.of(List.of(pos("InRailway", X))));
        static final Rule NO_FLAMMABLES = rule("no_flammables",
                List.of(List.of(pos("InRailway", X), pos("Carries", X, Y), pos("Flammable", Y))),
                List.of(List.of(pos("Violation", X))));
        static final Rule NO_ANIMALS = rule("no_animals",
                List.of(List.of(pos("InRailway", X), pos("Carries", X, Y), pos("Animal", Y))),
                List.of(List.of(pos("GuideDog", Y), pos("Violation", X))));

        static final List<Rule> RULES = List.of(NO_GUM, NO_FOOD_IN_TRAIN, TRAIN_IS_PREMISES, NO_FLAMMABLES, NO_ANIMALS);

        static ChainingProblem problem(int limit) {
            return new ChainingProblem(PREDICATES, List.of(), RULES, List.of(PETROL_IS_FLAMMABLE),
                    BindingLevel.COMPLETE, limit);
        }

        private Railway() {
        }
    }

    /** {@code examples/numeric.esl} (RvLLM Figure 2). */
    static final class Numeric {
        static final Predicate IS_GREATER = new Predicate("IsGreater",
                List.of(Parameter.typed("x", BuiltinType.REAL), Parameter.typed("y", BuiltinType.REAL)),
                "{x} is greater than {y}", Optional.empty(), at("numeric.esl", 7));

        static final Rule SCALE = new Rule("scale", "If x > y and z > 0 then x*z > y*z", List.of(X, Y, Z),
                List.of(List.of(pos("IsGreater", X, Y), pos("IsGreater", Z, num("0")))),
                List.of(List.of(pos("IsGreater", times(X, Z), times(Y, Z)))), at("numeric.esl", 9));

        static ChainingProblem problem(BindingLevel level, int limit) {
            return new ChainingProblem(List.of(IS_GREATER), List.of(), List.of(SCALE), List.of(), level, limit);
        }

        private Numeric() {
        }
    }
}
