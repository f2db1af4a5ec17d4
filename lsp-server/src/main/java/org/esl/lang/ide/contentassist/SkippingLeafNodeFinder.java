package org.esl.lang.ide.contentassist;

import org.eclipse.xtext.ide.editor.contentassist.antlr.LeafNodeFinder;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;

/**
 * Xtext's search for the leaf at the cursor, without visiting the parts of the tree that end before the
 * cursor: Xtext looks at every leaf from the start of the file (twice per completion), which on a
 * 10,000-line spec was most of a completion near its end. A leaf that ends before the cursor never
 * matches, so skipping the subtrees that end before it finds the same first match, and the matches that
 * follow it, as Xtext's search; if nothing matches, Xtext's own search decides.
 */
class SkippingLeafNodeFinder extends LeafNodeFinder {

    private final int offset;

    SkippingLeafNodeFinder(int offset, boolean leading) {
        super(offset, leading);
        this.offset = offset;
    }

    /** The last leaf of the first run of matching leaves, once found. */
    private ILeafNode match;

    @Override
    protected ILeafNode searchInChildren(ICompositeNode node) {
        match = null;
        search(node);
        return match != null ? match : super.searchInChildren(node);
    }

    /** Walks the leaves in order from the first subtree that reaches the cursor; true when the run of matches has ended. */
    private boolean search(ICompositeNode node) {
        for (INode child : node.getChildren()) {
            if (match == null && child.getTotalEndOffset() < offset) {
                continue;
            }
            if (child instanceof ICompositeNode composite) {
                if (search(composite)) {
                    return true;
                }
            } else if (matchesSearchCriteria(child)) {
                match = (ILeafNode) child;
            } else if (match != null) {
                return true;
            }
        }
        return false;
    }
}
