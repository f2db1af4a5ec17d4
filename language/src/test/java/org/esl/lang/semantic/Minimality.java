package org.esl.lang.semantic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.esl.runtime.SourceRange;
import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.lint.logic.RuleAndPolicyCheck;
import org.esl.runtime.model.Options;
import org.esl.runtime.model.Spec;

/**
 * Checks with the real solver, on specs cut down to a reported set, that the set shows the problem and
 * that without any one member it does not: the set is minimal. Members are matched by the line and
 * column of their range, which is all a diagnostic tells a user.
 */
final class Minimality {

    private Minimality() {
    }

    static void assertMinimal(Spec spec, Diagnostic diagnostic) {
        Set<String> set = new HashSet<>();
        diagnostic.related().forEach(related -> set.add(at(related.range())));
        String subject = at(diagnostic.range());
        boolean subjectAlwaysKept = diagnostic.code() != DiagnosticCode.ESL010;
        set.add(subject);
        assertTrue(reports(restricted(spec, set), diagnostic.code(), subject), "the set alone shows " + diagnostic);
        for (String member : set) {
            if (subjectAlwaysKept && member.equals(subject)) {
                continue;
            }
            Set<String> smaller = new HashSet<>(set);
            smaller.remove(member);
            assertEquals(false, reports(restricted(spec, smaller), diagnostic.code(), subjectAlwaysKept ? subject : null),
                    "without " + member + " the problem remains: " + diagnostic);
        }
    }

    /** Whether a fresh check reports {@code code} (at {@code subject}, or anywhere when it is null). */
    private static boolean reports(Spec spec, DiagnosticCode code, String subject) {
        try (RuleAndPolicyCheck check = new RuleAndPolicyCheck()) {
            return check.check(spec, LintOptions.of(Options.DEFAULTS)).stream()
                    .anyMatch(d -> d.code() == code && (subject == null || at(d.range()).equals(subject)));
        }
    }

    private static Spec restricted(Spec spec, Set<String> kept) {
        return new Spec(spec.name(), spec.title(), spec.file(), spec.options(), spec.transcriptGlobs(), spec.toolSchemas(),
                spec.predicates(), spec.functions(), new ArrayList<>(spec.facts().stream().filter(f -> kept.contains(at(f.range()))).toList()),
                spec.variables(), spec.rules().stream().filter(r -> kept.contains(at(r.range()))).toList(), spec.tools(),
                spec.templates(), spec.properties(), spec.enumTypes(), spec.policyVariables(),
                spec.policies().stream().filter(p -> kept.contains(at(p.range()))).toList(), List.of());
    }

    private static String at(SourceRange range) {
        return range.line() + ":" + range.column();
    }
}
