package org.esl.lang.incremental;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
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

    /** What the last validation found in one member: its diagnostics, and what it refers to. */
    private record Checked(List<Diagnostic> diagnostics, Set<EObject> targets, boolean alwaysChecked) {

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

    /** What the file and the other loaded files referred to at the last validation (ESL002, ESL003). */
    private Set<EObject> referenced = identitySet();

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
        referenced = identitySet();
        relinked.clear();
    }

    int membersChecked() {
        return membersChecked;
    }

    /**
     * The diagnostics of validating {@code spec} (the root of its resource, references resolved) with
     * {@code diagnostician} in {@code context}, as validating the whole tree at once gives them.
     */
    List<Diagnostic> validate(Spec spec, Diagnostician diagnostician, Map<Object, Object> context) {
        List<Member> members = spec.getMembers();
        Map<Member, Set<EObject>> targets = new IdentityHashMap<>();
        Set<Member> changed = identitySet(); // their text or what they refer to changed
        Set<Member> recheck = identitySet();
        for (Member member : members) {
            Checked before = checked.get(member);
            if (before == null || relinked.contains(member) || before.refersToReplaced()) {
                targets.put(member, targetsOf(member));
                changed.add(member);
            } else {
                targets.put(member, before.targets());
                if (before.alwaysChecked()) {
                    recheck.add(member);
                }
            }
        }

        Set<EObject> nowReferenced = identitySet();
        spec.eCrossReferences().stream().filter(target -> !target.eIsProxy()).forEach(nowReferenced::add);
        targets.values().forEach(nowReferenced::addAll);
        nowReferenced.addAll(UsageValidator.referencedOutside(spec.eResource()));
        usageChanged(spec, nowReferenced, recheck);

        recheck.addAll(changed);
        recheck.addAll(dependents(spec, members, targets, changed));

        UsageValidator.assumeReferenced(context, nowReferenced);
        BasicDiagnostic found = diagnostician.createDefaultDiagnostic(spec);
        context.put(Diagnostician.VALIDATE_RECURSIVELY, Boolean.FALSE); // the spec's own checks, then member by member
        diagnostician.validate(spec.eClass(), spec, found, context);
        context.put(Diagnostician.VALIDATE_RECURSIVELY, Boolean.TRUE);
        List<Diagnostic> diagnostics = new ArrayList<>(found.getChildren());
        Map<Member, Checked> nowChecked = new IdentityHashMap<>();
        int count = 0;
        for (Member member : members) {
            Checked before = checked.get(member);
            Checked now;
            if (before == null || recheck.contains(member)) {
                BasicDiagnostic chain = diagnostician.createDefaultDiagnostic(member);
                diagnostician.validate(member.eClass(), member, chain, context);
                now = new Checked(List.copyOf(chain.getChildren()), targets.get(member), alwaysChecked(member));
                count++;
            } else {
                now = before;
            }
            nowChecked.put(member, now);
            diagnostics.addAll(now.diagnostics());
        }
        checked = nowChecked;
        referenced = nowReferenced;
        relinked.clear();
        membersChecked = count;
        return diagnostics;
    }

    /** Adds the members whose declarations became used or unused since the last validation. */
    private void usageChanged(Spec spec, Set<EObject> nowReferenced, Set<Member> recheck) {
        for (EObject target : nowReferenced) {
            if (!referenced.contains(target)) {
                addMemberOf(target, spec, recheck);
            }
        }
        for (EObject target : referenced) {
            if (!nowReferenced.contains(target)) {
                addMemberOf(target, spec, recheck);
            }
        }
    }

    /** The members that refer, directly or through others, to a member of {@code changed}. */
    private static Set<Member> dependents(Spec spec, List<Member> members, Map<Member, Set<EObject>> targets, Set<Member> changed) {
        Map<Member, List<Member>> referrers = new IdentityHashMap<>();
        for (Member member : members) {
            Set<Member> owners = identitySet();
            for (EObject target : targets.get(member)) {
                addMemberOf(target, spec, owners);
            }
            owners.remove(member);
            owners.forEach(owner -> referrers.computeIfAbsent(owner, key -> new ArrayList<>()).add(member));
        }
        Set<Member> dependents = identitySet();
        Deque<Member> pending = new ArrayDeque<>(changed);
        while (!pending.isEmpty()) {
            for (Member referrer : referrers.getOrDefault(pending.pop(), List.of())) {
                if (!changed.contains(referrer) && dependents.add(referrer)) {
                    pending.push(referrer);
                }
            }
        }
        return dependents;
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

    /** Everything the member and the objects in it refer to (resolved). */
    private static Set<EObject> targetsOf(Member member) {
        Set<EObject> targets = identitySet();
        targets.addAll(member.eCrossReferences());
        for (Iterator<EObject> contents = member.eAllContents(); contents.hasNext();) {
            targets.addAll(contents.next().eCrossReferences());
        }
        targets.removeIf(EObject::eIsProxy);
        return targets;
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
