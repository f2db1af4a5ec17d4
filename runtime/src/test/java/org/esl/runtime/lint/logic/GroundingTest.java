package org.esl.runtime.lint.logic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.esl.runtime.SourceRange;
import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.model.ComparisonOperator;
import org.esl.runtime.model.Options;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.rule.Fact;
import org.esl.runtime.model.rule.Rule;
import org.esl.runtime.model.term.Atom;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.term.Comparison;
import org.esl.runtime.model.term.Constant;
import org.esl.runtime.model.term.Literal;
import org.esl.runtime.model.term.Term;
import org.esl.runtime.model.term.Variable;
import org.esl.runtime.model.value.StringValue;
import org.junit.jupiter.api.Test;

/**
 * Groups of domain rules in the effectively propositional fragment are decided by grounding them over
 * their constants and the witnesses of each question; this must answer exactly as the quantified
 * encoding does, only sooner.
 */
class GroundingTest {

    private static final String FILE = "rules.esl";
    private static final Variable X = new Variable("x");
    private static final Variable Y = new Variable("y");
    private static final LintOptions OPTIONS = LintOptions.of(Options.DEFAULTS);

    /**
     * The lint benchmark's shape: rule i reads three consecutive predicates (of 200, so the 150 rules wrap
     * around and share predicates in one group); every even rule concludes one of its own premises, a
     * tautology, and every odd one concludes {@code not P(x, y) or Q(x, y)} from {@code Q(x, x)}. With
     * quantifiers this group took minutes; grounded over its two witnesses it is decided at once.
     */
    @Test
    void aBenchmarkSizedGroupOfRulesOverSharedPredicatesIsDecided() {
        List<Rule> rules = new ArrayList<>();
        for (int i = 0; i < 150; i++) {
            String a = "P" + (3 * i % 200);
            String b = "P" + ((3 * i + 1) % 200);
            String c = "P" + ((3 * i + 2) % 200);
            rules.add(i % 2 == 0
                    ? rule(i, List.of(atom(a, X), atom(b, X, X)), List.of(atom(c, X), atom(a, X)))
                    : rule(i, List.of(atom(a, X, X), atom(b, X)), List.of(not(atom(c, X, Y)), atom(a, X, Y))));
        }

        List<Diagnostic> found;
        try (RuleAndPolicyCheck check = new RuleAndPolicyCheck()) {
            found = check.check(spec(rules, List.of()), OPTIONS);
        }

        Set<Integer> redundant = found.stream().filter(d -> d.code() == DiagnosticCode.ESL012).map(d -> d.range().line() - 1)
                .collect(Collectors.toCollection(TreeSet::new));
        Set<Integer> even = new TreeSet<>();
        for (int i = 0; i < 150; i += 2) {
            even.add(i);
        }
        assertEquals(even, redundant);
        assertEquals(75, found.size(), () -> found.toString());
        assertEquals("rule r0 is redundant: it always holds", found.get(0).message());
    }

    /**
     * Small random rule sets over three predicates (one binary), two constants and {@code =}/{@code !=}:
     * the grounded and the quantified encoding find the same contradictions, dead rules and redundant rules.
     */
    @Test
    void groundingAndQuantifiersAgreeOnRandomRuleSets() {
        Random random = new Random(20261122);
        int contradictions = 0;
        int dead = 0;
        int redundant = 0;
        for (int round = 0; round < 60; round++) {
            try (RuleAndPolicyCheck grounded = new RuleAndPolicyCheck(); RuleAndPolicyCheck quantified = new RuleAndPolicyCheck(new Z3LogicSolver(0))) {
                List<Rule> rules = new ArrayList<>();
                int count = 3 + random.nextInt(6);
                for (int i = 0; i < count; i++) {
                    rules.add(randomRule(random, i));
                }
                List<Fact> facts = new ArrayList<>();
                for (int i = random.nextInt(3); i > 0; i--) {
                    facts.add(new Fact(AtomLiteral.positive(new Atom(random.nextBoolean() ? "P" : "R", List.of(constant(random)))),
                            SourceRange.at(FILE, 100 + facts.size(), 1)));
                }
                Spec spec = spec(rules, facts);

                List<Diagnostic> byGrounding = grounded.check(spec, OPTIONS);
                List<Diagnostic> byQuantifiers = quantified.check(spec, OPTIONS);

                String context = "round " + round + ": " + rules + " " + facts;
                assertFalse(byQuantifiers.stream().anyMatch(d -> d.message().contains("could not decide")), context);
                assertFalse(byGrounding.stream().anyMatch(d -> d.message().contains("could not decide")), context);
                assertEquals(flagged(byQuantifiers, DiagnosticCode.ESL010).isEmpty(), flagged(byGrounding, DiagnosticCode.ESL010).isEmpty(),
                        context);
                assertEquals(flagged(byQuantifiers, DiagnosticCode.ESL011), flagged(byGrounding, DiagnosticCode.ESL011), context);
                assertEquals(flagged(byQuantifiers, DiagnosticCode.ESL012), flagged(byGrounding, DiagnosticCode.ESL012), context);
                contradictions += flagged(byGrounding, DiagnosticCode.ESL010).isEmpty() ? 0 : 1;
                dead += flagged(byGrounding, DiagnosticCode.ESL011).size();
                redundant += flagged(byGrounding, DiagnosticCode.ESL012).size();
            }
        }
        // the random sets exercise every kind of finding, not only clean groups
        assertTrue(contradictions > 0 && dead > 0 && redundant > 0,
                "contradictions " + contradictions + ", dead " + dead + ", redundant " + redundant);
    }

    /** A random rule over P(x), Q(x, y), R(x), the constants "a" and "b" and {@code =}/{@code !=}, on line {@code index + 1}. */
    static Rule randomRule(Random random, int index) {
        List<Literal> lhs = new ArrayList<>();
        for (int i = 1 + random.nextInt(2); i > 0; i--) {
            lhs.add(randomLiteral(random, true));
        }
        List<Literal> rhs = new ArrayList<>();
        for (int i = 1 + random.nextInt(2); i > 0; i--) {
            rhs.add(randomLiteral(random, false));
        }
        return rule(index, lhs, rhs);
    }

    private static Literal randomLiteral(Random random, boolean premise) {
        int kind = random.nextInt(premise ? 8 : 7);
        if (kind == 7) {
            return new Comparison(random.nextBoolean() ? ComparisonOperator.EQUAL : ComparisonOperator.NOT_EQUAL, X,
                    random.nextBoolean() ? Y : constant(random));
        }
        Atom atom = switch (kind % 3) {
            case 0 -> new Atom("P", List.of(term(random)));
            case 1 -> new Atom("Q", List.of(term(random), term(random)));
            default -> new Atom("R", List.of(term(random)));
        };
        return random.nextInt(3) == 0 ? AtomLiteral.negative(atom) : AtomLiteral.positive(atom);
    }

    private static Term term(Random random) {
        return switch (random.nextInt(5)) {
            case 0, 1 -> X;
            case 2, 3 -> Y;
            default -> constant(random);
        };
    }

    static Term constant(Random random) {
        return new Constant(new StringValue(random.nextBoolean() ? "a" : "b"));
    }

    /** The lines of the members a finding of this code is about. */
    static Set<Integer> flagged(List<Diagnostic> diagnostics, DiagnosticCode code) {
        return diagnostics.stream().filter(d -> d.code() == code).map(d -> d.range().line()).collect(Collectors.toCollection(TreeSet::new));
    }

    private static Rule rule(int index, List<Literal> lhs, List<Literal> rhs) {
        return new Rule("r" + index, "", List.of(X, Y), List.of(lhs), List.of(rhs), SourceRange.at(FILE, index + 1, 6));
    }

    private static AtomLiteral atom(String predicate, Term... arguments) {
        return AtomLiteral.positive(new Atom(predicate, List.of(arguments)));
    }

    private static AtomLiteral not(AtomLiteral literal) {
        return AtomLiteral.negative(literal.atom());
    }

    private static Spec spec(List<Rule> rules, List<Fact> facts) {
        return new Spec("rules", "", FILE, Options.DEFAULTS, List.of(), List.<Path>of(), List.of(), List.of(), facts, List.of(),
                rules, List.of(), List.of(), List.of(), List.of(), List.of(), List.of(), List.of());
    }
}
