package org.esl.lang.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.esl.lang.tests.EslInjectorProvider;
import org.esl.runtime.SourceRange;
import org.esl.runtime.model.temporal.TemporalFormula;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.inject.Inject;

@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class TemporalCompilerTest {

    private static final String DECLARATIONS = """
            spec temporal
            tool p "p"
            tool q "q"
            tool r "r"
            tool s "s"
            tool transfer_funds(amount: Real, to: String) "moves money"
            predicate ChewGum(x) "{x} chews gum"
            predicate Greeted "the assistant greets the user"
            variables y
            var rate: Real "a policy variable"
            """;

    @Inject
    private Compiling compiling;

    /** Dwyer's patterns with every scope mean exactly the formulas of docs/language.md, "Temporal properties" (W = unless, U = until). */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            absence(p)                          | always not p
            absence(p) globally                 | always not p
            absence(p) before r                 | eventually r -> (not p until r)
            absence(p) after q                  | always (q -> always not p)
            absence(p) between q and r          | always ((q and not r and eventually r) -> (not p until r))
            absence(p) after q until r          | always (q and not r -> (not p unless r))
            existence(p)                        | eventually p
            existence(p) before r               | not r unless (p and not r)
            existence(p) after q                | always not q or eventually (q and eventually p)
            existence(p) between q and r        | always (q and not r -> (not r unless (p and not r)))
            existence(p) after q until r        | always (q and not r -> (not r until (p and not r)))
            universality(p)                     | always p
            universality(p) before r            | eventually r -> (p until r)
            universality(p) after q             | always (q -> always p)
            universality(p) between q and r     | always ((q and not r and eventually r) -> (p until r))
            universality(p) after q until r     | always (q and not r -> (p unless r))
            precedence(s, p)                    | not p unless s
            precedence(s, p) before r           | eventually r -> (not p until (s or r))
            precedence(s, p) after q            | always not q or eventually (q and (not p unless s))
            precedence(s, p) between q and r    | always ((q and not r and eventually r) -> (not p until (s or r)))
            precedence(s, p) after q until r    | always (q and not r -> (not p unless (s or r)))
            response(p, s)                      | always (p -> eventually s)
            response(p, s) before r             | eventually r -> ((p -> (not r until (s and not r))) until r)
            response(p, s) after q              | always (q -> always (p -> eventually s))
            response(p, s) between q and r      | always ((q and not r and eventually r) -> ((p -> (not r until (s and not r))) until r))
            response(p, s) after q until r      | always (q and not r -> ((p -> (not r until (s and not r))) unless r))
            response(transfer_funds(amount > 100), Greeted or @assistant) between @user and (r or s) \
              | always ((@user and not (r or s) and eventually (r or s)) -> ((transfer_funds(amount > 100) \
                -> (not (r or s) until ((Greeted or @assistant) and not (r or s)))) until (r or s)))
            """)
    void dwyerPatternsExpandPerTheTable(String pattern, String table) throws Exception {
        assertEquals(formula(table), formula(pattern));
    }

    /** Renderings use the fewest parentheses and parse back to the same formula. */
    @ParameterizedTest(name = "{0}  renders as  {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', textBlock = """
            always p -> q                              | always p -> q
            always (p -> q)                            | always (p -> q)
            (p -> q) -> r                              | (p -> q) -> r
            p -> (q -> r)                              | p -> q -> r
            p => q                                     | p -> q
            p until (q until r)                        | p until q until r
            (p until q) until r                        | (p until q) until r
            p releases q since r                       | p releases q since r
            (p releases q) since r                     | (p releases q) since r
            p until q and r                            | r and p until q
            p or q and r                               | p or q and r
            (p or q) and r                             | r and (p or q)
            not (p and q)                              | not (p and q)
            not not p                                  | p
            not p until q                              | not p until q
            not (p until q)                            | not (p until q)
            weak next (p or q)                         | weak next (p or q)
            eventually within 3 always within 2 p      | eventually within 3 always within 2 p
            historically (p -> once q)                 | historically (p -> once q)
            previously @user and next @assistant       | next @assistant and previously @user
            s and (r and q) and p                      | p and q and r and s
            p or p or (q or p)                         | p or q
            transfer_funds(10000 < amount)             | transfer_funds(amount > 10000)
            transfer_funds(amount >= -5, to = "Bo\\"b") | transfer_funds(amount >= -5, to = "Bo\\"b")
            ChewGum("Alex") or p                       | p or ChewGum("Alex")
            Greeted unless @tool                       | Greeted unless @tool
            ((p))                                      | p
            true                                       | true
            p until true                               | true
            p and false                                | false
            false until q                              | q
            p -> false                                 | not p
            eventually within 0 p                      | p
            eventually within [2, 5] p                 | eventually within [2, 5] p
            always within [0, 3] p                     | always within 3 p
            eventually within [0, 0] p                 | p
            eventually within [2, 2] true              | eventually within [2, 2] true
            once within 3 p and historically within [1, 4] q | once within 3 p and historically within [1, 4] q
            once within [0, 2] (p since within 2 q)    | once within 2 (p since within 2 q)
            p until within 3 q until within 1 r        | p until within 3 q until within 1 r
            (p until within 3 q) since r               | (p until within 3 q) since r
            p until within 0 q                         | q
            true until within 2 q                      | eventually within 2 q
            true since within 2 q                      | once within 2 q
            p <=> q                                    | p <=> q
            p <=> q <=> r                              | p <=> q <=> r
            p <=> (q <=> r)                            | p <=> (q <=> r)
            p <=> q -> r                               | p <=> q -> r
            p or q <=> r and s                         | p or q <=> r and s
            once (eventually p) and historically (q -> next r) | once eventually p and historically (q -> next r)
            """)
    void rendersMinimallyAndReparsesToTheSameFormula(String written, String rendered) throws Exception {
        TemporalFormula formula = formula(written);
        assertEquals(rendered, formula.toString());
        assertEquals(formula, formula(formula.toString()));
    }

    @Test
    void templatesAreExpandedWithTheirArgumentsAndMayUseOtherTemplates() throws Exception {
        String spec = DECLARATIONS + """
                template restricted(check, action) "no {action} before {check}": not ((not check) until action)
                template twice(f): f and next f
                template nested(a, b): twice(restricted(a, b))
                property expanded: nested(p, q or r)
                """;
        assertEquals("not (not p until (q or r)) and next not (not p until (q or r))", property(spec, "expanded"));
    }

    @Test
    void aTemplateParameterStandsForAFormulaAndTakesNoArguments() throws Exception {
        CompileException e = compiling.failure(DECLARATIONS + """
                template guarded(action): always action()
                property big: guarded(transfer_funds)
                """);
        assertEquals("the template parameter `action` stands for a formula and takes no arguments", e.getMessage());
    }

    @Test
    void aPropertyMayUseAnotherProperty() throws Exception {
        String spec = DECLARATIONS + """
                property safe: always not p
                property live: safe and eventually q
                """;
        assertEquals("always not p and eventually q", property(spec, "live"));
    }

    @Test
    void aTemplateThatUsesItselfIsReportedNotExpandedForever() throws Exception {
        CompileException e = compiling.failure(DECLARATIONS + """
                template loop(f): f and next loop(f)
                property endless: loop(p)
                """);
        assertEquals("the template `loop` refers to itself (directly or through others), so it cannot be expanded", e.getMessage());
        assertEquals(new SourceRange("__synthetic0.esl", 11, 30, 11, 37), e.range());
    }

    @Test
    void propertiesThatUseEachOtherAreReported() throws Exception {
        CompileException e = compiling.failure(DECLARATIONS + """
                property a: always b
                property b: eventually a
                """);
        assertEquals("the property `a` refers to itself (directly or through others), so it cannot be expanded", e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '\'', textBlock = """
            p and rate > 3              | a comparison can only constrain a tool argument, e.g. transfer_funds(amount > 10000)
            rate                        | the policy variable `rate` cannot be used in a temporal property: use tools, predicates, roles, templates and other properties
            eventually within 1.5 p     | the bound of 'eventually within' is a number of steps: a whole number from 0 to 2147483647, not 1.5
            once within 2147483648 p    | the bound of 'once within' is a number of steps: a whole number from 0 to 2147483647, not 2147483648
            p until within 1e10 q       | the bound of 'until within' is a number of steps: a whole number from 0 to 2147483647, not 10000000000
            eventually within [5, 2] p  | the window [5, 2] of 'eventually within' is empty: write [a, b] with a <= b
            ChewGum("a", "b")           | the predicate `ChewGum` takes 1 argument(s), not 2
            @developer                  | unknown role @developer: expected @user, @assistant, @tool or @system
            transfer_funds(amount)      | `amount` does not constrain an argument of `transfer_funds`: compare a parameter with a constant, e.g. amount > 10000, or test a string, e.g. to matches ".*@x[.]com"
            if p then q else r          | `if p then q else r` is not a temporal formula: use tools, predicates, roles, templates and temporal operators
            """)
    void whatIsNotATemporalFormulaIsReportedForItsAuthor(String written, String message) throws Exception {
        CompileException e = compiling.failure(DECLARATIONS + "property wrong: " + written + "\n");
        assertEquals(message, e.getMessage());
        assertEquals(11, e.range().line());
    }

    private TemporalFormula formula(String written) throws Exception {
        return compiling.spec(DECLARATIONS + "property under_test: " + written + "\n")
                .property("under_test").orElseThrow().formula();
    }

    private String property(String spec, String name) throws Exception {
        return compiling.spec(spec).property(name).orElseThrow().formula().toString();
    }
}
