package org.esl.lang.incremental;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
 * The members of a spec an edit touches, as they were before the edit. A parse in part replaces some of
 * them, or a part of one (Xtext's partial parser, {@code DeclarationReparser}); {@link #relinkable} tells
 * whether linking the touched members alone gives the same references as linking the whole file: every
 * other member is still the same object, and each touched member names the same things at the same places,
 * so every reference from outside it still means what it meant. Imports and tool schemas change what every
 * name means and are never relinked alone.
 *
 * @param spec    the root of the file before the edit
 * @param members the members before the edit
 * @param touched the positions of the members the edit touches, with their {@link #names} before it
 */
record EditedMembers(Spec spec, List<Member> members, Map<Integer, List<String>> touched) {

    /** The members whose text the replaced region overlaps or borders, or null if it touches an import. */
    static EditedMembers before(IParseResult parse, int offset, int length) {
        if (parse == null || !(parse.getRootASTElement() instanceof Spec spec)) {
            return null;
        }
        List<Member> members = spec.getMembers();
        Map<Integer, List<String>> touched = new LinkedHashMap<>();
        for (int i = 0; i < members.size(); i++) {
            ICompositeNode node = NodeModelUtils.getNode(members.get(i));
            if (node == null) {
                return null;
            }
            if (node.getTotalEndOffset() < offset) {
                continue;
            }
            if (node.getTotalOffset() > offset + length) {
                break;
            }
            Member member = members.get(i);
            if (member instanceof Import || member instanceof ToolsFrom) {
                return null;
            }
            touched.put(i, names(member));
        }
        return new EditedMembers(spec, List.copyOf(members), touched);
    }

    /** The touched members if they alone need linking after the parse, null if the whole file does. */
    List<Member> relinkable(IParseResult parse) {
        if (parse == null || parse.getRootASTElement() != spec) {
            return null;
        }
        List<Member> now = spec.getMembers();
        if (now.size() != members.size()) {
            return null;
        }
        List<Member> relinked = new ArrayList<>();
        for (int i = 0; i < now.size(); i++) {
            Member member = now.get(i);
            List<String> namesBefore = touched.get(i);
            if (namesBefore == null ? member != members.get(i)
                    : member instanceof Import || member instanceof ToolsFrom || !names(member).equals(namesBefore)) {
                return null;
            }
            if (namesBefore != null) {
                relinked.add(member);
            }
        }
        return relinked;
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
