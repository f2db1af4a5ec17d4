package org.esl.lang.validation;

import org.eclipse.xtext.validation.Check;
import org.esl.lang.esl.EslPackage.Literals;
import org.esl.lang.esl.Predicate;


/**
 * ESL005 for a perception pattern ({@code when @role matches "..."}) that is not an RE2 regular
 * expression: the runtime matches with RE2 so that matching stays linear in the text's length, which
 * rules out backreferences and lookaround.
 */
public class PatternValidator extends EslCheck {

    @Check
    public void checkPatternCompiles(Predicate predicate) {
        if (predicate.getPattern() == null) {
            return;
        }
        Patterns.problem(predicate.getPattern()).ifPresent(problem -> report(IssueCodes.TYPE_MISMATCH,
                "the pattern of '" + predicate.getName() + "' " + problem, predicate, Literals.PREDICATE__PATTERN));
    }
}
