package org.esl.lang.linking;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.parser.IParseResult;
import org.esl.lang.esl.Import;
import org.esl.lang.esl.Member;
import org.esl.lang.esl.Spec;
import org.esl.lang.esl.ToolsFrom;

/**
 * The member of a spec an edit falls strictly inside, as it was before the edit. After Xtext's partial
 * parse has replaced a part of that member, {@link #relinkable} tells whether linking that member alone
 * gives the same references as linking the whole file: every other member is still the same object, and
 * the member names the same things at the same places, so every reference from outside it still means
 * what it meant. Imports and tool schemas change what every name means and are never relinked alone.
 *
 * @param spec        the root of the file before the edit
 * @param members     the members before the edit
 * @param index       the position of the edited member
 * @param namesBefore the edited member's {@link #names} before the edit
 */
record EditedMember(Spec spec, List<Member> members, int index, List<String> namesBefore) {

    /** The member the replaced region lies strictly inside, or null if it touches two members or none. */
    static EditedMember before(IParseResult parse, int offset, int length) {
        if (parse == null || !(parse.getRootASTElement() instanceof Spec spec)) {
            return null;
        }
        List<Member> members = spec.getMembers();
        for (int i = 0; i < members.size(); i++) {
            ICompositeNode node = NodeModelUtils.getNode(members.get(i));
            if (node == null || node.getTotalEndOffset() <= offset) {
                continue;
            }
            boolean inside = node.getTotalOffset() < offset && offset + length < node.getTotalEndOffset();
            Member member = members.get(i);
            if (!inside || member instanceof Import || member instanceof ToolsFrom) {
                return null;
            }
            return new EditedMember(spec, List.copyOf(members), i, names(member));
        }
        return null;
    }

    /** The edited member if it alone needs linking after the parse, null if the whole file does. */
    Member relinkable(IParseResult parse) {
        if (parse == null || parse.getRootASTElement() != spec) {
            return null;
        }
        List<Member> now = spec.getMembers();
        if (now.size() != members.size()) {
            return null;
        }
        for (int i = 0; i < now.size(); i++) {
            if (i != index && now.get(i) != members.get(i)) {
                return null;
            }
        }
        Member member = now.get(index);
        return names(member).equals(namesBefore) ? member : null;
    }

    /** Every named object in the member, as "path kind name", in containment order. */
    static List<String> names(EObject member) {
        List<String> names = new ArrayList<>();
        ObjectPaths.below(member, "").forEach((object, path) -> {
            EStructuralFeature name = object.eClass().getEStructuralFeature("name");
            if (name instanceof EAttribute) {
                names.add(path + " " + object.eClass().getName() + " " + object.eGet(name));
            }
        });
        return names;
    }
}
