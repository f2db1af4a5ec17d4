package org.esl.lang.incremental;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;

import org.eclipse.emf.common.util.EList;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.SyntaxErrorMessage;
import org.eclipse.xtext.parser.IParseResult;
import org.eclipse.xtext.parser.IParser;
import org.eclipse.xtext.parser.ParseResult;
import org.eclipse.xtext.parser.antlr.IReferableElementsUnloader;
import org.eclipse.xtext.util.ReplaceRegion;
import org.esl.lang.esl.Member;
import org.esl.lang.esl.Spec;
import org.esl.lang.services.EslGrammarAccess;

import com.google.inject.Inject;

/**
 * Re-parses only the declarations around an edit where Xtext's partial parser would parse the whole file:
 * when the edited part has a syntax error (a colon deleted, a name half typed), or an edit crosses from one
 * declaration into the next. On the 1,500-rule spec a whole parse, unload and relink cost 300 ms per
 * keystroke (docs/benchmarks.md).
 * <p>
 * The re-parsed part runs from the last declaration that ends before the edit (the <em>anchor</em>) to the
 * first that starts after it (the <em>sentinel</em>), both included. The parser reads a text as long as the
 * new one: the header, blanks in place of the declarations before the anchor, the new text from the anchor to
 * the end of the sentinel, blanks after. So every position the parse records is one of the new text. The
 * parse of the whole new text would be the old one up to the anchor, this one from the anchor to the sentinel,
 * and the old one (moved) from the sentinel on: ESL's parser is in the same state, its member loop, at the
 * start of every declaration, tells where one starts from its keyword alone, and after an error skips to the
 * next declaration keyword ({@link DeclarationKeywords}); a token never reaches back over a whole
 * declaration (only an unclosed string or comment reads ahead, to the end of its line or of the text). Two
 * checks hold each edit to this, and send it to the whole parse when they fail. The anchor must come out as
 * before: the edit did not change how it ends. The sentinel must come out as before at its new place: the
 * re-parsed part ends where the old parse has a declaration start, so the rest of the file reads as before;
 * a string or comment the edit leaves open swallows the sentinel (the blanks hold no end for it), and so does
 * a recovery that consumed its keyword. {@code IncrementalRelinkingTest} compares every in-place edit with a
 * parse of the whole text.
 */
class DeclarationReparser {

    private final EslGrammarAccess grammar;
    private final IReferableElementsUnloader unloader;
    private final XtextAdapter.NodeModel nodes;

    @Inject
    DeclarationReparser(EslGrammarAccess grammar, IReferableElementsUnloader unloader, XtextAdapter.NodeModel nodes) {
        this.grammar = grammar;
        this.unloader = unloader;
        this.nodes = nodes;
    }

    /**
     * The previous parse with the declarations around the edit replaced, or null when the edit must be
     * handled by parsing the whole text (it touches the header or the first declaration, or a check fails);
     * the previous parse is left untouched then.
     */
    IParseResult reparse(IParser parser, IParseResult previous, ReplaceRegion edit) {
        if (!(previous.getRootASTElement() instanceof Spec spec)) {
            return null;
        }
        ICompositeNode root = previous.getRootNode();
        List<INode> children = children(root);
        int firstDeclaration = -1;
        int anchor = -1;
        int sentinel = children.size();
        for (int i = 0; i < children.size(); i++) {
            INode child = children.get(i);
            if (!isDeclaration(child)) {
                continue;
            }
            if (firstDeclaration < 0) {
                firstDeclaration = i;
            }
            if (child.getTotalEndOffset() < edit.getOffset()) {
                anchor = i;
            } else if (child.getTotalOffset() > edit.getEndOffset()) {
                sentinel = i;
                break;
            }
        }
        if (anchor < 0) {
            return null;
        }
        StringBuilder builder = new StringBuilder(root.getText());
        edit.applyTo(builder);
        String text = builder.toString();
        int shift = edit.getText().length() - edit.getLength();
        INode oldAnchor = children.get(anchor);
        INode oldSentinel = sentinel < children.size() ? children.get(sentinel) : null;
        int end = oldSentinel == null ? text.length() : oldSentinel.getTotalEndOffset() + shift;

        IParseResult parsed = parser.parse(new StringReader(
                blankedOutside(text, children.get(firstDeclaration).getTotalOffset(), oldAnchor.getTotalOffset(), end)));
        if (!(parsed.getRootASTElement() instanceof Spec parsedSpec)) {
            return null;
        }
        List<INode> parsedChildren = children(parsed.getRootNode());
        int newAnchor = indexOf(parsedChildren, oldAnchor.getOffset(), false);
        int newSentinel = oldSentinel == null ? parsedChildren.size()
                : indexOf(parsedChildren, oldSentinel.getTotalOffset() + shift, true);
        if (newAnchor < 0 || newSentinel < 0 || newSentinel <= newAnchor
                || !sameParse(oldAnchor, parsedChildren.get(newAnchor), 0, true)
                || oldSentinel != null && !sameParse(oldSentinel, parsedChildren.get(newSentinel), shift, false)) {
            return null;
        }
        Splice splice = new Splice(spec, root, children, anchor, sentinel);
        return splice.replaceWith(parsedSpec, parsedChildren.subList(newAnchor + 1, newSentinel), text, shift, syntaxErrors(previous));
    }

    /**
     * The old parse's declarations strictly between the anchor and the sentinel (root children), and the
     * members they made, to be replaced by the re-parse's.
     */
    private final class Splice {

        private final Spec spec;
        private final ICompositeNode root;
        private final List<INode> children;
        private final int anchor;
        private final int sentinel;

        Splice(Spec spec, ICompositeNode root, List<INode> children, int anchor, int sentinel) {
            this.spec = spec;
            this.root = root;
            this.children = children;
            this.anchor = anchor;
            this.sentinel = sentinel;
        }

        /**
         * Puts the re-parsed nodes and their members in place of the old ones, moves the nodes after them
         * by {@code shift}, and returns the result; null, with nothing changed, when the members of the spec
         * do not line up with its declarations (a declaration that made no member, say).
         */
        IParseResult replaceWith(Spec parsedSpec, List<INode> replacing, String text, int shift, List<INode> errorsBefore) {
            EObject anchorMember = member(children.get(anchor));
            int first = anchorMember == null ? -1 : spec.getMembers().indexOf(anchorMember) + 1;
            List<Member> oldMembers = members(children.subList(anchor + 1, sentinel), spec);
            List<Member> newMembers = members(replacing, parsedSpec);
            EList<Member> members = spec.getMembers();
            if (first <= 0 || first + oldMembers.size() > members.size()
                    || !members.subList(first, first + oldMembers.size()).equals(oldMembers)) {
                return null;
            }
            List<INode> errors = errorsAround(errorsBefore, replacing);
            // unloaded in place, so that each becomes a proxy to the path its successor takes
            oldMembers.forEach(unloader::unloadRoot);
            members.subList(first, first + oldMembers.size()).clear();
            members.addAll(first, newMembers);

            List<INode> after = children.subList(sentinel, children.size());
            after.forEach(node -> nodes.shift(node, shift));
            List<INode> spliced = new ArrayList<>(children.subList(0, anchor + 1));
            spliced.addAll(replacing);
            spliced.addAll(after);
            nodes.setChildren(root, spliced);
            nodes.setText(root, text);
            return new SplicedParseResult(spec, root, errors);
        }

        /**
         * The syntax errors after the splice, in the order of the tree: those of the old parse before and after the
         * replaced declarations, and those of the replacing ones in between.
         */
        private List<INode> errorsAround(List<INode> errorsBefore, List<INode> replacing) {
            List<INode> errors = new ArrayList<>();
            int at = -1;
            for (INode error : errorsBefore) {
                int child = children.indexOf(childOfRoot(error));
                if (child > anchor && at < 0) {
                    at = errors.size();
                }
                if (child <= anchor || child >= sentinel) {
                    errors.add(error);
                }
            }
            List<INode> replacingErrors = new ArrayList<>();
            replacing.forEach(node -> addSyntaxErrors(node, replacingErrors));
            errors.addAll(at < 0 ? errors.size() : at, replacingErrors);
            return errors;
        }

        /** The child of the root the node is in; the root itself for an error of the root's own. */
        private INode childOfRoot(INode node) {
            INode child = node;
            while (child != root && child.getParent() != root) {
                child = child.getParent();
            }
            return child;
        }
    }

    /**
     * A parse with its syntax errors listed. Xtext finds them by walking the whole tree, once to tell whether there
     * are any and once to report them; after a splice they are those of the old parse outside the replaced
     * declarations and those of the new ones (a walk of the 1,500-rule spec was a sixth of such an edit,
     * docs/benchmarks.md).
     */
    static final class SplicedParseResult extends ParseResult {

        private final List<INode> syntaxErrors;

        SplicedParseResult(EObject root, ICompositeNode rootNode, List<INode> syntaxErrors) {
            super(root, rootNode, !syntaxErrors.isEmpty());
            this.syntaxErrors = List.copyOf(syntaxErrors);
        }

        @Override
        public Iterable<INode> getSyntaxErrors() {
            return syntaxErrors;
        }
    }

    /** The nodes with syntax errors of a parse: listed after a splice, else found by walking its tree. */
    private static List<INode> syntaxErrors(IParseResult parse) {
        List<INode> errors = new ArrayList<>();
        if (parse instanceof SplicedParseResult spliced) {
            errors.addAll(spliced.syntaxErrors);
        } else if (parse.hasSyntaxErrors()) {
            addSyntaxErrors(parse.getRootNode(), errors);
        }
        return errors;
    }

    /**
     * The new text with everything between the header and the anchor, and after the sentinel, turned into
     * spaces: a text of the same length that the parser reads as the header followed by the anchor.
     */
    private static String blankedOutside(String text, int from, int anchor, int end) {
        char[] chars = text.toCharArray();
        for (int i = from; i < anchor; i++) {
            chars[i] = ' ';
        }
        for (int i = end; i < chars.length; i++) {
            chars[i] = ' ';
        }
        return new String(chars);
    }

    private boolean isDeclaration(INode node) {
        return node instanceof ICompositeNode && node.getGrammarElement() == grammar.getSpecAccess().getMembersMemberParserRuleCall_3_0();
    }

    /** The declaration among the root's children that starts at the offset, with or without its leading comments. */
    private int indexOf(List<INode> children, int offset, boolean total) {
        for (int i = 0; i < children.size(); i++) {
            INode child = children.get(i);
            if (isDeclaration(child) && (total ? child.getTotalOffset() : child.getOffset()) == offset) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Whether two declarations were parsed alike: the same tokens, {@code shift} characters apart, read by the
     * same grammar elements, with the same syntax errors; with {@code skipLeadingHidden}, the whitespace and
     * comments before the first token are not compared.
     */
    private static boolean sameParse(INode before, INode now, int shift, boolean skipLeadingHidden) {
        Iterator<INode> old = nodes(before, skipLeadingHidden);
        Iterator<INode> fresh = nodes(now, skipLeadingHidden);
        while (old.hasNext() && fresh.hasNext()) {
            INode a = old.next();
            INode b = fresh.next();
            if (a.getGrammarElement() != b.getGrammarElement() || !sameError(a.getSyntaxErrorMessage(), b.getSyntaxErrorMessage())
                    || a instanceof ILeafNode != b instanceof ILeafNode || a.hasDirectSemanticElement() != b.hasDirectSemanticElement()) {
                return false;
            }
            if (a instanceof ILeafNode leaf && (leaf.isHidden() != ((ILeafNode) b).isHidden()
                    || a.getTotalOffset() + shift != b.getTotalOffset() || !a.getText().equals(b.getText()))) {
                return false;
            }
        }
        return !old.hasNext() && !fresh.hasNext();
    }

    private static Iterator<INode> nodes(INode declaration, boolean skipLeadingHidden) {
        List<INode> nodes = new ArrayList<>();
        boolean leading = skipLeadingHidden;
        for (INode node : declaration.getAsTreeIterable()) {
            if (node instanceof ILeafNode leaf) {
                leading &= leaf.isHidden();
                if (leading) {
                    continue;
                }
            }
            nodes.add(node);
        }
        return nodes.iterator();
    }

    private static boolean sameError(SyntaxErrorMessage a, SyntaxErrorMessage b) {
        return a == null ? b == null : b != null && Objects.equals(a.getMessage(), b.getMessage()) && Objects.equals(a.getIssueCode(), b.getIssueCode());
    }

    /** The members of the spec the declarations among these nodes made, in order. */
    private List<Member> members(List<INode> nodes, EObject spec) {
        List<Member> members = new ArrayList<>();
        for (INode node : nodes) {
            EObject member = isDeclaration(node) ? member(node) : null;
            if (member instanceof Member declared && member.eContainer() == spec) {
                members.add(declared);
            }
        }
        return members;
    }

    /** The object a declaration made: the first with a node of its own in it (none if the parse failed at once). */
    private static EObject member(INode declaration) {
        for (INode node : declaration.getAsTreeIterable()) {
            if (node.hasDirectSemanticElement()) {
                return node.getSemanticElement();
            }
        }
        return null;
    }

    private static void addSyntaxErrors(INode tree, List<INode> errors) {
        for (INode node : tree.getAsTreeIterable()) {
            if (node.getSyntaxErrorMessage() != null) {
                errors.add(node);
            }
        }
    }

    private static List<INode> children(ICompositeNode node) {
        List<INode> children = new ArrayList<>();
        node.getChildren().forEach(children::add);
        return children;
    }
}
