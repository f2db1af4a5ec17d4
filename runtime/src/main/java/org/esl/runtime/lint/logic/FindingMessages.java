package org.esl.runtime.lint.logic;

import java.util.List;
import java.util.stream.Stream;

import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.Diagnostic.RelatedLocation;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.diagnostics.Severity;
import org.esl.runtime.lint.logic.Member.FactMember;
import org.esl.runtime.lint.logic.Member.RuleMember;

/** The diagnostics of a group's findings, written with the members' current names and ranges. */
final class FindingMessages {

    private final List<Member> group;
    private final int timeoutMillis;

    FindingMessages(List<Member> group, int timeoutMillis) {
        this.group = group;
        this.timeoutMillis = timeoutMillis;
    }

    List<Diagnostic> diagnostics(GroupFinding finding) {
        if (finding instanceof GroupFinding.Contradiction contradiction) {
            return contradiction(contradiction.members());
        }
        if (finding instanceof GroupFinding.NeverApplies dead) {
            return List.of(neverApplies(dead.member(), dead.because()));
        }
        if (finding instanceof GroupFinding.Redundant redundant) {
            return List.of(redundant(redundant.member(), redundant.impliedBy()));
        }
        return List.of(undecided((GroupFinding.Undecided) finding));
    }

    /**
     * Every member of the set is marked, each pointing at the others; each carries the labels of the whole set, its
     * own first, so that an editor can offer to drop any one of them (which one is the author's choice).
     */
    private List<Diagnostic> contradiction(List<Integer> members) {
        boolean needsFacts = members.stream().anyMatch(i -> group.get(i) instanceof FactMember);
        return members.stream().map(i -> {
            Member member = group.get(i);
            List<Integer> others = members.stream().filter(j -> j != i).toList();
            String message = others.isEmpty() ? member.label() + " can never hold"
                    : "contradictory: " + member.label() + " cannot hold together with " + labels(others)
                            + " (a minimal conflicting set: without any one of them the rest can hold)";
            if (needsFacts) {
                message += "; the contradiction appears only with the spec's facts";
            }
            List<String> labels = Stream.concat(Stream.of(i), others.stream()).map(j -> group.get(j).label()).toList();
            return new Diagnostic(member.range(), Severity.ERROR, DiagnosticCode.ESL010, message,
                    related(others, "part of the contradiction"), labels);
        }).toList();
    }

    private Diagnostic neverApplies(int i, List<Integer> because) {
        Member member = group.get(i);
        List<Integer> others = because.stream().filter(j -> j != i).toList();
        String with = join(Stream.concat(because.contains(i) ? Stream.of("its own conclusion") : Stream.empty(),
                others.stream().map(j -> group.get(j).label())).toList());
        String message = member.label() + " never applies: its premise "
                + (with.isEmpty() ? "can never hold" : "cannot hold together with " + with);
        // the label lets an editor offer to remove the member: only a decided finding carries it
        return new Diagnostic(member.range(), Severity.WARNING, DiagnosticCode.ESL011, message,
                related(others, "excludes the premise of " + member.label()), List.of(member.label()));
    }

    private Diagnostic redundant(int i, List<Integer> impliedBy) {
        Member member = group.get(i);
        String message = member.label() + " is redundant: "
                + (impliedBy.isEmpty() ? "it always holds" : "it follows from " + labels(impliedBy));
        return new Diagnostic(member.range(), Severity.INFO, DiagnosticCode.ESL012, message,
                related(impliedBy, "implies " + member.label()), List.of(member.label()));
    }

    private Diagnostic undecided(GroupFinding.Undecided undecided) {
        Member member = group.get(undecided.member());
        String subject = undecided.others().isEmpty() ? member.label() : member.label() + ", " + labels(undecided.others());
        String question = switch (undecided.question()) {
            case ESL010 -> "whether " + subject + " can all hold";
            case ESL011 -> "whether the premise of " + member.label() + " can ever hold";
            default -> "whether " + member.label() + " follows from the others";
        };
        boolean incomplete = group.stream().anyMatch(m -> m instanceof RuleMember rule && rule.hasFunctionTerms());
        String message = undecided.reason() + " " + question
                + (incomplete ? " (rules with function terms or arithmetic over variables are outside the fragment"
                        + " the solver decides, so this check is incomplete)" : "")
                + (undecided.reason().startsWith("could not decide") ? "; raise option smt.timeout (now " + timeoutMillis + " ms) to try harder" : "");
        return new Diagnostic(member.range(), Severity.WARNING, undecided.question(), message,
                related(undecided.others(), "part of the undecided question"));
    }

    private List<RelatedLocation> related(List<Integer> members, String role) {
        return members.stream().map(j -> new RelatedLocation(group.get(j).range(), group.get(j).label() + ": " + role)).toList();
    }

    private String labels(List<Integer> members) {
        return join(members.stream().map(j -> group.get(j).label()).toList());
    }

    /** Joins with commas, the last pair with "and": "rule a, rule b and fact C(1)". */
    private static String join(List<String> items) {
        if (items.size() < 2) {
            return items.isEmpty() ? "" : items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }
}
