package org.esl.lang.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.HashMap;
import java.util.Set;

import org.esl.lang.run.SpecRuns;
import org.esl.runtime.chaining.ChainLink;
import org.esl.runtime.chaining.Justification;
import org.esl.runtime.generate.questions.GroundTruthQuestion;
import org.esl.runtime.generate.questions.QuestionGenerator;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.rule.Fact;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.term.Variable;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.microsoft.z3.BoolExpr;
import com.microsoft.z3.Context;
import com.microsoft.z3.Solver;
import com.microsoft.z3.Status;

/**
 * The expected answers of the ground-truth questions, checked independently of forward chaining: Z3 decides, over
 * the rules grounded on every individual of the question (propositional logic, one variable per ground atom), that
 * the suppositions and facts are consistent and entail the literal asked about, so the expected answer is right.
 */
class GroundTruthAgainstZ3Test {

    private static final String FAMILY = """
            spec family "Who may vote"

            variables x, y

            predicate Parent(x, y)  "{x} is a parent of {y}"
            predicate Child(x, y)   "{x} is a child of {y}"
            predicate Married(x, y) "{x} is married to {y}"
            predicate Adult(x)      "{x} is an adult"
            predicate MayVote(x)    "{x} may vote"

            fact Married("Ann", "Bo")

            rule parent_child "A parent's child is their child": Parent(x, y) => Child(y, x)
            rule married_both "Marriage is mutual": Married(x, y) => Married(y, x)
            rule married_adult "Married people are adults": Married(x, y) => Adult(x)
            rule adult_votes "Adults may vote": Adult(x) => MayVote(x)
            rule child_not_adult "A child of someone is not an adult unless married": Child(x, y) and not Married(x, y) => not Adult(x) or MayVote(x)
            """;

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = { "railway", "family" })
    void everyExpectedAnswerIsWhatTheRulesEntail(String name) throws Exception {
        Spec spec = SpecRuns.standalone().open(file(name)).spec();
        List<GroundTruthQuestion> questions = new QuestionGenerator(spec).generate();
        assertFalse(questions.isEmpty());
        for (GroundTruthQuestion question : questions) {
            boolean negated = question.variant().endsWith("negated");
            assertEquals(question.literal().positive() != negated, question.expected(), question.toString());
            Set<Term> individuals = new LinkedHashSet<>();
            List<AtomLiteral> supposed = new ArrayList<>();
            for (ChainLink link : question.chain()) {
                AtomLiteral literal = (AtomLiteral) link.literal();
                individuals.addAll(literal.atom().arguments());
                if (link.justification() instanceof Justification.Perceived) {
                    supposed.add(literal);
                }
            }
            spec.facts().forEach(fact -> individuals.addAll(fact.literal().atom().arguments()));
            try (Context z3 = new Context()) {
                Solver solver = z3.mkSolver();
                for (Rule rule : spec.rules()) {
                    for (Map<Variable, Term> binding : bindings(rule.variables(), List.copyOf(individuals))) {
                        solver.add(z3.mkImplies(dnf(z3, rule.lhs(), binding), cnf(z3, rule.rhs(), binding)));
                    }
                }
                for (Fact fact : spec.facts()) {
                    solver.add(literal(z3, fact.literal(), Map.of()));
                }
                supposed.forEach(literal -> solver.add(literal(z3, literal, Map.of())));
                assertEquals(Status.SATISFIABLE, solver.check(), "the suppositions of " + question.id() + " contradict the rules");
                solver.add(z3.mkNot(literal(z3, question.literal(), Map.of())));
                assertEquals(Status.UNSATISFIABLE, solver.check(), question.id() + ": the rules do not entail " + question.literal()
                        + " from " + supposed);
            }
        }
    }

    private Path file(String name) throws IOException {
        return name.equals("railway") ? Path.of("../examples/railway.esl") : Files.writeString(dir.resolve(name + ".esl"), FAMILY);
    }

    private static List<Map<Variable, Term>> bindings(List<Variable> variables, List<Term> individuals) {
        List<Map<Variable, Term>> bindings = new ArrayList<>();
        bindings.add(new HashMap<>());
        for (Variable variable : variables) {
            List<Map<Variable, Term>> extended = new ArrayList<>();
            for (Map<Variable, Term> binding : bindings) {
                for (Term individual : individuals) {
                    Map<Variable, Term> next = new HashMap<>(binding);
                    next.put(variable, individual);
                    extended.add(next);
                }
            }
            bindings = extended;
        }
        return bindings;
    }

    private static BoolExpr dnf(Context z3, List<List<Literal>> disjuncts, Map<Variable, Term> binding) {
        return z3.mkOr(disjuncts.stream().map(conjunction -> z3.mkAnd(conjunction.stream()
                .map(literal -> literal(z3, (AtomLiteral) literal, binding)).toArray(BoolExpr[]::new))).toArray(BoolExpr[]::new));
    }

    private static BoolExpr cnf(Context z3, List<List<Literal>> conjuncts, Map<Variable, Term> binding) {
        return z3.mkAnd(conjuncts.stream().map(disjunction -> z3.mkOr(disjunction.stream()
                .map(literal -> literal(z3, (AtomLiteral) literal, binding)).toArray(BoolExpr[]::new))).toArray(BoolExpr[]::new));
    }

    /** One propositional variable per ground atom, named by the atom in ESL syntax. */
    private static BoolExpr literal(Context z3, AtomLiteral literal, Map<Variable, Term> binding) {
        List<Term> arguments = literal.atom().arguments().stream()
                .map(argument -> argument instanceof Variable variable ? binding.get(variable) : (Constant) argument).toList();
        BoolExpr atom = z3.mkBoolConst(new Atom(literal.atom().predicate(), arguments).toString());
        return literal.positive() ? atom : z3.mkNot(atom);
    }
}
