package org.esl.lang.parser;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;

import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.impl.AbstractNode;
import org.eclipse.xtext.nodemodel.impl.CompositeNode;
import org.eclipse.xtext.nodemodel.impl.LeafNode;

/**
 * The two changes to Xtext's node model that a re-parse of some declarations needs and its API does not
 * offer: putting a different run of children under a node, and moving the tokens after the re-parsed part
 * to their new offsets. Xtext's own partial parser replaces one node by one node and renumbers every token
 * of the file; a run of declarations can become more or fewer (a keyword typed, a line deleted). The node
 * model's setters are reached by reflection, because they are visible only inside Xtext's package (Xtext's
 * jars are signed, so no class of ours can join it). The Xtext version is pinned by the build, and the
 * in-place edits test compares each result with a parse of the whole text.
 */
final class SiblingNodes {

    private static final Method SET_PARENT = method(AbstractNode.class, "basicSetParent", CompositeNode.class);
    private static final Method SET_PREVIOUS = method(AbstractNode.class, "basicSetPreviousSibling", AbstractNode.class);
    private static final Method SET_NEXT = method(AbstractNode.class, "basicSetNextSibling", AbstractNode.class);
    private static final Method SET_FIRST_CHILD = method(CompositeNode.class, "basicSetFirstChild", AbstractNode.class);
    private static final Method SET_OFFSET = method(LeafNode.class, "basicSetTotalOffset", int.class);

    private SiblingNodes() {
    }

    /** Makes {@code children} (not empty) the children of {@code parent}, in order. */
    static void setChildren(ICompositeNode parent, List<INode> children) {
        int size = children.size();
        for (int i = 0; i < size; i++) {
            INode child = children.get(i);
            invoke(SET_PARENT, child, parent);
            invoke(SET_PREVIOUS, child, children.get((i + size - 1) % size));
            invoke(SET_NEXT, child, children.get((i + 1) % size));
        }
        invoke(SET_FIRST_CHILD, parent, children.get(0));
    }

    /** Moves every token of the node and below it by {@code shift} characters. */
    static void shift(INode node, int shift) {
        if (shift == 0) {
            return;
        }
        Iterable<ILeafNode> leaves = node instanceof ICompositeNode composite ? composite.getLeafNodes() : List.of((ILeafNode) node);
        for (ILeafNode leaf : leaves) {
            invoke(SET_OFFSET, leaf, leaf.getTotalOffset() + shift);
        }
    }

    private static Method method(Class<?> owner, String name, Class<?> parameter) {
        try {
            Method method = owner.getDeclaredMethod(name, parameter);
            method.setAccessible(true);
            return method;
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("Xtext's node model has changed: " + owner.getSimpleName() + "." + name, e);
        }
    }

    private static void invoke(Method method, Object node, Object argument) {
        try {
            method.invoke(node, argument);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot update Xtext's node model", e);
        }
    }
}
