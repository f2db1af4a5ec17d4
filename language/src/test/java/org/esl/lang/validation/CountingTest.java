package org.esl.lang.validation;

import static org.eclipse.xtext.diagnostics.Severity.ERROR;
import static org.esl.lang.validation.IssueCodes.TYPE_MISMATCH;

import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.esl.lang.tests.EslInjectorProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import com.google.inject.Inject;

/** {@code count(P) OP K} as lint reads it (docs/language.md, "Counting"), and {@code count} still free as a name. */
@ExtendWith(InjectionExtension.class)
@InjectWith(EslInjectorProvider.class)
class CountingTest {

    @Inject
    private Lint lint;

    @Test
    void countsOfEveryShapeAreClean() {
        lint.expectClean("""
                spec browsing
                tool scroll "scrolls the page"
                tool search(query: String) "searches the web"
                template at_most_twice(p) "{p} at most twice": always count(p) <= 2
                property no_three_scrolls_in_a_row: always count(scroll, within 2) < 3
                property searched_twice: eventually count(search) >= 2
                property flipped: always (search -> 3 > count(search))
                property exactly_once: always (scroll -> count((scroll and once search), within 4) = 1)
                property twice: at_most_twice(search)
                """);
    }

    @Test
    void countStaysANameOfVariablesParametersArgumentsAndResults() {
        lint.expectClean("""
                spec stock
                variables count
                predicate Stocked(count: Int) "{count} items are in stock"
                predicate Listed(count: Int) "{count} items are listed"
                rule listed_stock: Stocked(count) -> Listed(count)
                """);
        lint.expectClean("""
                spec inventory
                var count: Int "items in the cart"
                tool list_items(count: Int) "lists items"
                template limited(count) "{count} at most twice": always count(count) <= 2
                policy small_cart: count <= 10
                property few: always not list_items(count > 50)
                property none_empty: always not list_items(result.count = 0)
                property bounded: limited(list_items)
                """);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            always «count(scroll) != 2»          | a count is compared with <, <=, =, >= or >, e.g. count(scroll) >= 3
            always «count(scroll) >= 2.5»        | a count is compared with a whole number from 0, e.g. count(scroll) >= 3
            always «count(scroll) <= search»     | a count is compared with a whole number from 0, e.g. count(scroll) >= 3
            always «count(scroll, within 1.5) < 3» | the bound of 'count within' is a number of steps: a whole number from 0 to 2147483647, not 1.5
            always («count(scroll)» -> search)   | a count is compared with a number, e.g. count(scroll) >= 3
            """)
    void aCountThatIsNotACountOfStepsIsRefusedWithItsReason(String formula, String message) {
        lint.expectOne(TYPE_MISMATCH, ERROR, message, """
                spec browsing
                tool scroll "scrolls the page"
                tool search(query: String) "searches the web"
                property p: %s
                """.formatted(formula));
    }

    @Test
    void aCountOverTheFutureCannotBeMonitored() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "property ahead cannot be monitored: count(...) counts the steps of a formula"
                + " without future operators, not 'count(eventually search) >= 1'", """
                spec browsing
                tool search(query: String) "searches the web"
                property «ahead»: always count(eventually search) >= 1
                """);
    }

    @Test
    void aCountInARuleIsRefused() {
        lint.expectOne(TYPE_MISMATCH, ERROR, "count(...) is only allowed in properties and templates, not in a rule", """
                spec shop
                predicate Busy "the shop is busy"
                predicate Open "the shop is open"
                rule busy: «count(Open) > 2» -> Busy
                """);
    }
}
