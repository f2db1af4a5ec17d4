package org.esl.runtime.lint.logic;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.Diagnostic.RelatedLocation;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.diagnostics.Severity;
import org.esl.runtime.lint.LintOptions;
import org.esl.runtime.lint.SemanticCheck;
import org.esl.runtime.model.Spec;

/**
 * ESL019, the policy-quality report's "independent groups" (as AWS Bedrock's Automated Reasoning
 * checks report them): when a spec's rules and policies fall into several groups that share no
 * predicate, function or policy variable, each group is named once, at its first member, with the
 * other members as related locations. Groups made of facts alone are data, not constraints, and are
 * left out. No solver is needed: the groups are the ones the other checks decide separately.
 */
public final class IndependentGroups implements SemanticCheck {

    @Override
    public List<Diagnostic> check(Spec spec, LintOptions options) {
        List<Member> members = Member.of(spec);
        List<List<Member>> groups = new ArrayList<>();
        for (List<Integer> positions : Groups.of(members)) {
            List<Member> constraints = positions.stream().map(members::get).filter(Member::isDeclaredConstraint).toList();
            if (!constraints.isEmpty()) {
                groups.add(constraints);
            }
        }
        if (groups.size() < 2) {
            return List.of();
        }
        List<Diagnostic> diagnostics = new ArrayList<>();
        for (int g = 0; g < groups.size(); g++) {
            List<Member> group = groups.get(g);
            int index = g;
            String others = groups.stream().filter(other -> other != groups.get(index))
                    .map(IndependentGroups::names).collect(Collectors.joining("; "));
            diagnostics.add(new Diagnostic(group.get(0).range(), Severity.INFO, DiagnosticCode.ESL019,
                    "independent group " + (g + 1) + " of " + groups.size() + ": " + names(group)
                            + " share no predicate, function or policy variable with the rest of the spec (the other groups: "
                            + others + ")",
                    group.subList(1, group.size()).stream()
                            .map(member -> new RelatedLocation(member.range(), member.label() + " is in the same group"))
                            .toList()));
        }
        return diagnostics;
    }

    private static String names(List<Member> group) {
        return group.stream().map(Member::label).collect(Collectors.joining(", ", "{", "}"));
    }
}
