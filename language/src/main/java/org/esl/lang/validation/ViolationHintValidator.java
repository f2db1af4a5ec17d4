package org.esl.lang.validation;

import org.eclipse.xtext.validation.Check;
import org.esl.lang.compiler.ViolationHints;
import org.esl.lang.esl.EslPackage.Literals;
import org.esl.lang.esl.ViolationHint;

/** ESL005 for an enforcement hint that names no action, or gives a message to one that shows none. */
public class ViolationHintValidator extends EslCheck {

    @Check
    public void checkHint(ViolationHint hint) {
        if (hint.getAction() != null) {
            ViolationHints.problem(hint).ifPresent(problem -> report(IssueCodes.TYPE_MISMATCH, problem, hint, Literals.VIOLATION_HINT__ACTION));
        }
    }
}
