package org.esl.lang.draft;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.nodemodel.ILeafNode;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.SyntaxErrorMessage;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.esl.lang.esl.Spec;
import org.esl.lang.esl.Variables;
import org.esl.lang.lint.Linter;
import org.esl.lang.lint.SpecSource;
import org.esl.lang.lint.UnreadableInputException;
import org.esl.runtime.llm.DeclarationDrafting.Excerpt;
import org.esl.runtime.llm.DeclarationDrafting.Proposal;

/**
 * Reads one proposal on its own: it must cite lines of the excerpt, parse as exactly one declaration, and have a
 * description, after which its {@code source} clause is written (any clause the model wrote itself is replaced, so
 * that every drafted declaration cites exactly the lines its answer names). Names are linked later, in the spec.
 */
final class ProposalReading {

    private static final String HEADER = "spec draft\n";

    /** Thrown with the reason, for a user, why a proposal is not a candidate. */
    static final class NotACandidate extends Exception {
        private static final long serialVersionUID = 1L;

        NotACandidate(String reason) {
            super(reason);
        }
    }

    private final Linter linter;
    private final Excerpt excerpt;
    /** Where the draft would be saved: the proposal is parsed there. */
    private final Path at;

    ProposalReading(Linter linter, Excerpt excerpt, Path at) {
        this.linter = linter;
        this.excerpt = excerpt;
        this.at = at;
    }

    Candidate read(Proposal proposal) throws NotACandidate {
        citesTheExcerpt(proposal);
        Resource resource;
        try {
            resource = linter.loadTexts(List.of(new SpecSource(at.getFileName().toString(), at, HEADER + proposal.esl())))
                    .resources().get(0);
        } catch (UnreadableInputException e) {
            throw new NotACandidate(e.getMessage());
        }
        XtextResource parsed = (XtextResource) resource;
        for (INode error : parsed.getParseResult().getSyntaxErrors()) {
            SyntaxErrorMessage message = error.getSyntaxErrorMessage();
            int line = error.getStartLine() - 1;
            throw new NotACandidate("syntax error at line " + line + " of the declaration: " + message.getMessage());
        }
        Spec spec = (Spec) resource.getContents().get(0);
        if (spec.getMembers().size() != 1) {
            throw new NotACandidate("it is not one declaration but " + spec.getMembers().size());
        }
        EObject member = spec.getMembers().get(0);
        String kind = firstWord(member);
        if (member instanceof Variables variables) {
            return new Candidate(proposal, kind, String.join(", ", variables.getVariables().stream().map(v -> v.getName()).toList()),
                    proposal.esl().strip());
        }
        EStructuralFeature description = member.eClass().getEStructuralFeature("description");
        EStructuralFeature sources = member.eClass().getEStructuralFeature("sources");
        if (description == null || sources == null) {
            throw new NotACandidate("a " + kind + " line cannot cite its source; only declarations are drafted");
        }
        List<INode> described = NodeModelUtils.findNodesForFeature(member, description);
        if (described.isEmpty()) {
            throw new NotACandidate("it has no description, after which its source would be cited");
        }
        String name = (String) member.eGet(member.eClass().getEStructuralFeature("name"));
        return new Candidate(proposal, kind, name, withSource(proposal, member, described.get(0), sources));
    }

    private void citesTheExcerpt(Proposal proposal) throws NotACandidate {
        String cited = Path.of(proposal.file()).getFileName() == null ? "" : Path.of(proposal.file()).getFileName().toString();
        if (!proposal.file().equals(excerpt.citedAs()) && !cited.equals(excerpt.document().getFileName().toString())) {
            throw new NotACandidate("it cites " + proposal.file() + ", not the document drafted from (" + excerpt.citedAs() + ")");
        }
        if (proposal.first() > proposal.last() || proposal.first() < excerpt.first() || proposal.last() > excerpt.last()) {
            throw new NotACandidate("it cites lines " + proposal.first() + "-" + proposal.last() + ", outside the lines drafted from ("
                    + excerpt.first() + "-" + excerpt.last() + ")");
        }
    }

    /** The declaration's text with the clauses the model wrote taken out and the proposal's clause after the description. */
    private String withSource(Proposal proposal, EObject member, INode description, EStructuralFeature sources) {
        record Edit(int offset, int length, String text) {
        }
        List<Edit> edits = new ArrayList<>();
        for (INode clause : NodeModelUtils.findNodesForFeature(member, sources)) {
            edits.add(new Edit(clause.getOffset(), clause.getLength(), ""));
        }
        edits.add(new Edit(description.getEndOffset(), 0, " " + clause(proposal)));
        edits.sort(Comparator.comparingInt(Edit::offset).reversed());
        StringBuilder text = new StringBuilder(HEADER + proposal.esl());
        for (Edit edit : edits) {
            text.replace(edit.offset(), edit.offset() + edit.length(), edit.text());
        }
        return text.substring(HEADER.length()).strip().replaceAll("[ \\t]+(\\R)", "$1");
    }

    private String clause(Proposal proposal) {
        String lines = proposal.first() == proposal.last() ? "line " + proposal.first()
                : "lines " + proposal.first() + "-" + proposal.last();
        return "source \"" + excerpt.citedAs() + "\" " + lines;
    }

    private static String firstWord(EObject member) {
        for (ILeafNode leaf : NodeModelUtils.getNode(member).getLeafNodes()) {
            if (!leaf.isHidden()) {
                return leaf.getText();
            }
        }
        return "";
    }
}
