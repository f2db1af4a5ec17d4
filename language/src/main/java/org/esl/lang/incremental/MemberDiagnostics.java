package org.esl.lang.incremental;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.Diagnostician;
import org.esl.lang.esl.Import;
import org.esl.lang.esl.Member;
import org.esl.lang.esl.Option;
import org.esl.lang.esl.Source;
import org.esl.lang.esl.Spec;
import org.esl.lang.esl.Tool;
import org.esl.lang.esl.ToolsFrom;
import org.esl.lang.esl.Transcripts;
import org.esl.lang.validation.UsageValidator;

/**
 * The static diagnostics of one spec, kept per member between validations, so that a validation after an edit
 * checks again only the members whose diagnostics the edit can change (docs/language-server.md, "Static
 * diagnostics while typing"). The result is always what validating the whole file gives, in the same order:
 * the spec's own checks (names declared twice, options set twice) run every time, then each member's checks,
 * run again for a member when
 * <ul>
 * <li>an edit touched it (its text, or its references, changed),</li>
 * <li>it refers, directly or through other members, to a member whose text or references changed (a rule
 * whose predicate got another parameter type),</li>
 * <li>whether one of its declarations is used anywhere changed (ESL002 and ESL003 depend on the whole file:
 * the set of referenced declarations is rebuilt from what each member refers to, kept per member), or</li>
 * <li>its checks read more than the member and what it refers to: files on disk (imports, tool schemas,
 * transcript globs, sources) or other members by name (options, tools against the schemas and
 * {@code tools.strict}).</li>
 * </ul>
 * Any edit that relinks the whole file (a declaration added, removed or renamed, an import edited) validates
 * every member again, as does the first validation.
 */
final class MemberDiagnostics {

    // No lambdas or method references over EMF types here: the class-data sharing archive made from the classes
    // `esl lint` loads would then leave EMF's interfaces (compiled for old class-file versions) out (EslLauncherIT).

    /**
     * What the last validation found in one member: its diagnostics, what it refers to, and the other members of the
     * spec that hold those targets.
     */
    private record Checked(List<Diagnostic> diagnostics, EObject[] targets, Set<Member> refersTo, boolean alwaysChecked) {

        /** Whether a declaration it referred to has been replaced since (the member's references now point elsewhere). */
        boolean refersToReplaced() {
            for (EObject target : targets) {
                if (target.eIsProxy() || target.eResource() == null) {
                    return true;
                }
            }
            return false;
        }
    }

    /** Per member of the last validation; empty when every member must be validated. */
    private Map<Member, Checked> checked = new IdentityHashMap<>();

    /** How many members of the file refer to each object, as of the last validation (ESL002, ESL003). */
    private Map<EObject, Integer> referrers = new IdentityHashMap<>();

    /** What the other loaded files referred to at the last validation. */
    private Set<EObject> referencedOutside = identitySet();

    /** The diagnostics of the spec's own checks at the last validation. */
    private List<Diagnostic> specDiagnostics;

    /** The members linked again alone since the last validation. */
    private final Set<Member> relinked = identitySet();

    /** How many members the last validation checked, for the tests of this class. */
    private int membersChecked;

    /** The members an edit relinked alone (their text changed, the rest of the file did not). */
    void relinked(List<Member> members) {
        relinked.addAll(members);
    }

    /** The whole file was linked again (loaded, parsed whole, or a name it declares changed): validate every member. */
    void forget() {
        checked = new IdentityHashMap<>();
        referrers = new IdentityHashMap<>();
        referencedOutside = identitySet();
        specDiagnostics = null;
        relinked.clear();
    }

    int membersChecked() {
        return membersChecked;
    }

    /**
     * The diagnostics of validating {@code spec} (the root of its resource, references resolved) with
     * {@code diagnostician} in {@code context}, as validating the whole tree at once gives them. What this
     * validation learns is kept only when it ends: a cancelled one leaves the last one's in place.
     */
    List<Diagnostic> validate(Spec spec, Diagnostician diagnostician, Map<Object, Object> context) {
        List<Member> members = spec.getMembers();
        Map<EObject, Integer> nowReferrers = checked.isEmpty() ? new IdentityHashMap<>() : new IdentityHashMap<>(referrers);
        Map<Member, EObject[]> changedTargets = new IdentityHashMap<>();
        Set<Member> recheck = identitySet();
        for (Member member : members) {
            Checked before = checked.get(member);
            if (before == null || relinked.contains(member) || before.refersToReplaced()) {
                EObject[] targets = targetsOf(member);
                changedTargets.put(member, targets);
                count(targets, nowReferrers, 1, spec, recheck);
            } else if (before.alwaysChecked()) {
                recheck.add(member);
            }
        }
        for (Checked gone : checkedNoLongerThere(members, changedTargets)) {
            count(gone.targets(), nowReferrers, -1, spec, recheck);
        }
        Set<EObject> nowOutside = UsageValidator.referencedOutside(spec.eResource());
        addResolved(spec.eCrossReferences(), nowOutside);
        for (EObject target : symmetricDifference(referencedOutside, nowOutside)) {
            addMemberOf(target, spec, recheck);
        }

        Set<Member> changed = changedTargets.keySet();
        recheck.addAll(changed);
        recheck.addAll(dependents(members, changed, spec, changedTargets));

        UsageValidator.assumeReferenced(context, union(nowReferrers.keySet(), nowOutside));
        List<Diagnostic> nowSpecDiagnostics = specDiagnostics;
        if (nowSpecDiagnostics == null || !nowSpecDiagnostics.isEmpty() || anOption(changed)) {
            BasicDiagnostic found = diagnostician.createDefaultDiagnostic(spec);
            context.put(Diagnostician.VALIDATE_RECURSIVELY, Boolean.FALSE); // the spec's own checks, then member by member
            diagnostician.validate(spec.eClass(), spec, found, context);
            nowSpecDiagnostics = List.copyOf(found.getChildren());
        }
        context.put(Diagnostician.VALIDATE_RECURSIVELY, Boolean.TRUE);
        List<Diagnostic> diagnostics = new ArrayList<>(nowSpecDiagnostics);
        Map<Member, Checked> nowChecked = new IdentityHashMap<>();
        int count = 0;
        for (Member member : members) {
            Checked now = checked.get(member);
            if (now == null || recheck.contains(member)) {
                EObject[] targets = changedTargets.containsKey(member) ? changedTargets.get(member) : now.targets();
                Set<Member> refersTo = changedTargets.containsKey(member) ? membersOf(targets, member, spec) : now.refersTo();
                BasicDiagnostic chain = diagnostician.createDefaultDiagnostic(member);
                diagnostician.validate(member.eClass(), member, chain, context);
                now = new Checked(List.copyOf(chain.getChildren()), targets, refersTo, alwaysChecked(member));
                count++;
            }
            nowChecked.put(member, now);
            diagnostics.addAll(now.diagnostics());
        }
        checked = nowChecked;
        referrers = nowReferrers;
        referencedOutside = nowOutside;
        specDiagnostics = nowSpecDiagnostics;
        relinked.clear();
        membersChecked = count;
        return diagnostics;
    }

    /**
     * What the last validation knew of the members that are no longer there, or whose targets are counted again:
     * their references no longer count.
     */
    private List<Checked> checkedNoLongerThere(List<Member> members, Map<Member, EObject[]> counted) {
        Set<Member> present = identitySet();
        present.addAll(members);
        List<Checked> gone = new ArrayList<>();
        for (Map.Entry<Member, Checked> entry : checked.entrySet()) {
            if (!present.contains(entry.getKey()) || counted.containsKey(entry.getKey())) {
                gone.add(entry.getValue());
            }
        }
        return gone;
    }

    /**
     * Counts (or, with {@code by} -1, uncounts) a member's references; a target that becomes used or unused
     * puts its member among those to check again.
     */
    private static void count(EObject[] targets, Map<EObject, Integer> referrers, int by, Spec spec, Set<Member> recheck) {
        for (EObject target : targets) {
            int before = referrers.getOrDefault(target, 0);
            int after = before + by;
            if (after == 0) {
                referrers.remove(target);
            } else {
                referrers.put(target, after);
            }
            if (before == 0 || after == 0) {
                addMemberOf(target, spec, recheck);
            }
        }
    }

    private static Set<EObject> symmetricDifference(Set<EObject> before, Set<EObject> after) {
        Set<EObject> difference = identitySet();
        for (EObject target : before) {
            if (!after.contains(target)) {
                difference.add(target);
            }
        }
        for (EObject target : after) {
            if (!before.contains(target)) {
                difference.add(target);
            }
        }
        return difference;
    }

    /** Everything either set holds; the first itself when the second is empty, as it is for a spec no other file imports. */
    private static Set<EObject> union(Set<EObject> first, Set<EObject> second) {
        if (second.isEmpty()) {
            return first;
        }
        Set<EObject> union = identitySet();
        union.addAll(first);
        union.addAll(second);
        return union;
    }

    private static boolean anOption(Set<Member> members) {
        for (Member member : members) {
            if (member instanceof Option) {
                return true;
            }
        }
        return false;
    }

    /** Adds the targets that are not proxies (an unresolved name refers to nothing). */
    private static void addResolved(List<EObject> targets, Set<EObject> to) {
        for (EObject target : targets) {
            if (!target.eIsProxy()) {
                to.add(target);
            }
        }
    }

    /** The members that refer, directly or through others, to a member of {@code changed}. */
    private Set<Member> dependents(List<Member> members, Set<Member> changed, Spec spec, Map<Member, EObject[]> changedTargets) {
        Set<Member> affected = identitySet();
        affected.addAll(changed);
        Set<Member> dependents = identitySet();
        boolean grown = !changed.isEmpty();
        while (grown) {
            grown = false;
            for (Member member : members) {
                if (affected.contains(member)) {
                    continue;
                }
                Checked before = checked.get(member);
                Set<Member> refersTo = before != null ? before.refersTo() : membersOf(changedTargets.get(member), member, spec);
                for (Member target : refersTo) {
                    if (affected.contains(target)) {
                        affected.add(member);
                        dependents.add(member);
                        grown = true;
                        break;
                    }
                }
            }
        }
        return dependents;
    }

    /** The members of {@code spec} other than {@code member} that hold one of {@code targets}. */
    private static Set<Member> membersOf(EObject[] targets, Member member, Spec spec) {
        Set<Member> owners = identitySet();
        for (EObject target : targets) {
            addMemberOf(target, spec, owners);
        }
        owners.remove(member);
        return owners;
    }

    /** Adds the member of {@code spec} that contains {@code object}, if one does. */
    private static void addMemberOf(EObject object, Spec spec, Set<Member> members) {
        EObject current = object;
        while (current != null && current.eContainer() != spec) {
            current = current.eContainer();
        }
        if (current instanceof Member member) {
            members.add(member);
        }
    }

    /** Everything the member and the objects in it refer to (resolved), each once. */
    private static EObject[] targetsOf(Member member) {
        Set<EObject> targets = identitySet();
        addResolved(member.eCrossReferences(), targets);
        for (Iterator<EObject> contents = member.eAllContents(); contents.hasNext();) {
            addResolved(contents.next().eCrossReferences(), targets);
        }
        return targets.toArray(new EObject[0]);
    }

    /**
     * Whether the member's checks read more than the member and what it refers to: files on disk, which may
     * change without an edit, or other members looked up by name.
     */
    private static boolean alwaysChecked(Member member) {
        if (member instanceof Import || member instanceof ToolsFrom || member instanceof Transcripts
                || member instanceof Option || member instanceof Tool) {
            return true;
        }
        for (Iterator<EObject> contents = member.eAllContents(); contents.hasNext();) {
            if (contents.next() instanceof Source) {
                return true;
            }
        }
        return false;
    }

    private static <T> Set<T> identitySet() {
        return Collections.newSetFromMap(new IdentityHashMap<>());
    }
}
