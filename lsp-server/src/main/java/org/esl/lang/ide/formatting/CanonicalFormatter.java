package org.esl.lang.ide.formatting;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.AbstractRule;
import org.eclipse.xtext.EnumRule;
import org.eclipse.xtext.GrammarUtil;
import org.eclipse.xtext.Keyword;
import org.eclipse.xtext.RuleCall;
import org.eclipse.xtext.TerminalRule;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.parser.IParseResult;
import org.esl.lang.esl.EslPackage;
import org.esl.lang.esl.Import;
import org.esl.lang.esl.Member;
import org.esl.lang.esl.Minus;
import org.esl.lang.esl.Source;
import org.esl.lang.esl.Option;
import org.esl.lang.esl.Rule;
import org.esl.lang.esl.Spec;
import org.esl.lang.esl.Template;
import org.esl.lang.esl.Test;
import org.esl.lang.esl.ToolsFrom;
import org.esl.lang.esl.Transcripts;
import org.esl.lang.esl.Policy;
import org.esl.lang.esl.Property;

/**
 * The canonical layout of an ESL file, computed from the tokens of its parse (the real lexer's, comments
 * included), so the text it produces parses to the same model:
 * <ul>
 * <li>each declaration starts a line at column 0; a blank line separates declarations of different kinds,
 * and declarations of the same kind keep at most one blank line between them, as written ({@code import},
 * {@code tools from}, {@code transcripts} and {@code option} are one kind);</li>
 * <li>the header of a rule, template, property, policy or test ends with its {@code :} and the body starts on
 * the next line; every line of a declaration after its first is indented 4 spaces; line breaks written
 * inside a declaration are kept, and a test's {@code claim} and each {@code expect} start a line;</li>
 * <li>within a line, tokens are separated by one space, except: none inside parentheses and the brackets of a
 * window ({@code within [2, 5]}), none before {@code , ; :}, {@code )} and {@code ]}, none between a name (or a
 * Dwyer pattern) and the {@code (} of its arguments, none around the {@code .} of an option key and the {@code -} of a cited line range, none after a
 * unary minus; a trailing comment follows its line after one space.</li>
 * </ul>
 * A file with syntax errors is not formatted: its tokens do not say reliably what belongs to what.
 */
public final class CanonicalFormatter {

    private static final String INDENT = "    ";
    private static final Set<String> NO_SPACE_BEFORE = Set.of(",", ";", ":", ")", "]", ".");
    private static final Set<String> LINE_STARTING_TEST_KEYWORDS = Set.of("claim", "expect");

    private CanonicalFormatter() {
    }

    /** The canonical text of a parsed file, or empty when it has syntax errors. */
    public static Optional<String> format(IParseResult parse) {
        if (parse == null || parse.hasSyntaxErrors() || !(parse.getRootASTElement() instanceof Spec spec)) {
            return Optional.empty();
        }
        Map<Integer, EClass> declarationStarts = new HashMap<>();
        Map<Integer, Member> declarationsWithBody = new HashMap<>();
        declarationStarts.put(NodeModelUtils.getNode(spec).getOffset(), spec.eClass());
        for (Member member : spec.getMembers()) {
            INode node = NodeModelUtils.getNode(member);
            declarationStarts.put(node.getOffset(), kindOf(member));
            if (member instanceof Rule || member instanceof Template || member instanceof Property
                    || member instanceof Policy || member instanceof Test) {
                declarationsWithBody.put(node.getOffset(), member);
            }
        }
        return Optional.of(new Layout(parse, declarationStarts, declarationsWithBody).text());
    }

    /**
     * The kind of a declaration for the blank lines between them: {@code import}, {@code tools from},
     * {@code transcripts} and {@code option} say where the spec's parts come from and how it runs, and are
     * written as one block after the header; every other declaration is of its own class.
     */
    private static EClass kindOf(Member member) {
        return member instanceof Import || member instanceof ToolsFrom || member instanceof Transcripts || member instanceof Option
                ? EslPackage.Literals.IMPORT : member.eClass();
    }

    /** One pass over the leaves of a parse, writing the canonical text. */
    private static final class Layout {
        private final List<ILeafNode> leaves = new ArrayList<>();
        private final Map<Integer, EClass> declarationStarts;
        private final Map<Integer, Member> declarationsWithBody;
        private final StringBuilder out = new StringBuilder();
        /** The kind of the declaration being written; the spec header's kind before the first one. */
        private EClass currentKind;
        /** The ':' that ends the current declaration's header, after which its body starts a line. */
        private INode headerColon;
        private boolean insideTest;
        /** Whether the last lines written are comments on their own lines before the next declaration. */
        private boolean commentsLeadDeclaration;

        Layout(IParseResult parse, Map<Integer, EClass> declarationStarts, Map<Integer, Member> declarationsWithBody) {
            parse.getRootNode().getLeafNodes().forEach(leaves::add);
            this.declarationStarts = declarationStarts;
            this.declarationsWithBody = declarationsWithBody;
            this.currentKind = parse.getRootASTElement().eClass();
        }

        String text() {
            ILeafNode previous = null;
            int newlines = 0;
            for (int i = 0; i < leaves.size(); i++) {
                ILeafNode leaf = leaves.get(i);
                if (isWhitespace(leaf)) {
                    newlines += count(leaf.getText(), '\n');
                    continue;
                }
                String token = leaf.getText();
                boolean comment = leaf.isHidden();
                boolean lineComment = comment && token.startsWith("//");
                if (lineComment) {
                    token = token.stripTrailing();
                }
                if (previous == null) {
                    out.append(token);
                } else if (comment && newlines == 0) {
                    out.append(' ').append(token);
                } else {
                    separate(previous, leaf, newlines, comment ? nextToken(i) : leaf);
                    out.append(token);
                }
                if (!comment) {
                    noteStructure(leaf);
                    commentsLeadDeclaration = false;
                }
                newlines = lineComment ? 1 : 0;
                previous = leaf;
            }
            return out.append('\n').toString();
        }

        /** What goes between {@code previous} and {@code leaf}; {@code anchor} is the token a comment precedes. */
        private void separate(ILeafNode previous, ILeafNode leaf, int newlines, ILeafNode anchor) {
            EClass startsKind = anchor == null ? null : declarationStarts.get(anchor.getOffset());
            if (anchor == null || startsKind != null) {
                // comments on their own lines before a declaration belong to it: the blank line goes before them
                boolean blank = newlines > 1 || !commentsLeadDeclaration && startsKind != null && startsKind != currentKind;
                out.append(blank ? "\n\n" : "\n");
                commentsLeadDeclaration = leaf.isHidden();
                return;
            }
            boolean lineCommentBefore = previous.isHidden() && previous.getText().startsWith("//");
            boolean lineStarts = previous == headerColon || newlines > 0 || lineCommentBefore
                    || insideTest && LINE_STARTING_TEST_KEYWORDS.contains(leaf.getText());
            if (lineStarts) {
                out.append('\n').append(INDENT);
            } else if (spaced(previous, leaf)) {
                out.append(' ');
            }
        }

        private void noteStructure(ILeafNode leaf) {
            EClass startsKind = declarationStarts.get(leaf.getOffset());
            if (startsKind != null) {
                currentKind = startsKind;
                Member member = declarationsWithBody.get(leaf.getOffset());
                headerColon = member == null ? null : headerColonOf(member);
                insideTest = member instanceof Test;
            }
        }

        private static INode headerColonOf(Member member) {
            for (ILeafNode leaf : NodeModelUtils.getNode(member).getLeafNodes()) {
                if (!leaf.isHidden() && leaf.getGrammarElement() instanceof Keyword keyword && keyword.getValue().equals(":")
                        && leaf.getSemanticElement() == member) {
                    return leaf;
                }
            }
            throw new IllegalStateException("declaration '" + NodeModelUtils.getTokenText(NodeModelUtils.getNode(member))
                    + "' has no ':' before its body");
        }

        private ILeafNode nextToken(int from) {
            for (int i = from + 1; i < leaves.size(); i++) {
                if (!leaves.get(i).isHidden()) {
                    return leaves.get(i);
                }
            }
            return null;
        }

        private static boolean spaced(ILeafNode previous, ILeafNode leaf) {
            String before = previous.getText();
            String token = leaf.getText();
            if (previous.isHidden()) {
                return true;
            }
            // before.endsWith("("): the one token count( opens a parenthesis too
            if (NO_SPACE_BEFORE.contains(token) || before.endsWith("(") || before.equals("[") || before.equals(".")) {
                return false;
            }
            if (before.equals("-") && previous.getSemanticElement() instanceof Minus) {
                return false;
            }
            if ((before.equals("-") || token.equals("-")) && leaf.getSemanticElement() instanceof Source) {
                return false; // a cited range as people write it: lines 12-14
            }
            if (token.equals("(")) {
                return !(isName(previous) || isDwyerPattern(previous));
            }
            return true;
        }

        /** A Dwyer pattern's name is a literal of the grammar's enumeration {@code DwyerPattern}, not a plain keyword. */
        private static boolean isDwyerPattern(ILeafNode leaf) {
            EObject element = leaf.getGrammarElement();
            AbstractRule rule = element instanceof RuleCall call ? call.getRule() : element == null ? null : GrammarUtil.containingRule(element);
            return rule instanceof EnumRule && rule.getName().equals("DwyerPattern");
        }

        private static boolean isName(ILeafNode leaf) {
            Object element = leaf.getGrammarElement();
            if (element instanceof org.eclipse.xtext.CrossReference reference) {
                element = reference.getTerminal();
            }
            return element instanceof RuleCall call && call.getRule() instanceof TerminalRule rule && rule.getName().equals("ID");
        }

        private static boolean isWhitespace(ILeafNode leaf) {
            return leaf.isHidden() && leaf.getText().isBlank();
        }

        private static int count(String text, char c) {
            return (int) text.chars().filter(x -> x == c).count();
        }
    }
}
