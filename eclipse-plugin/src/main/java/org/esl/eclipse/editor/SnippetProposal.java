package org.esl.eclipse.editor;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.DocumentEvent;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.contentassist.CompletionProposal;
import org.eclipse.jface.text.contentassist.ICompletionProposal;
import org.eclipse.jface.text.contentassist.ICompletionProposalExtension2;
import org.eclipse.jface.text.contentassist.IContextInformation;
import org.eclipse.jface.text.link.LinkedModeModel;
import org.eclipse.jface.text.link.LinkedModeUI;
import org.eclipse.jface.text.link.LinkedPosition;
import org.eclipse.jface.text.link.LinkedPositionGroup;
import org.eclipse.jface.text.link.ProposalPosition;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Point;
import org.esl.eclipse.editor.Completions.Proposal;

/**
 * A completion that is a snippet, inserted as Eclipse inserts its templates: each field is a linked position
 * (Tab to the next, typing in one field changes all its places, a choice offers its options), and Enter or
 * the end of the fields leaves the cursor at {@code $0} or after the snippet.
 */
final class SnippetProposal implements ICompletionProposal, ICompletionProposalExtension2 {

    private final Proposal proposal;
    private Point selection;

    SnippetProposal(Proposal proposal) {
        this.proposal = proposal;
    }

    /** A plain proposal for text, a linked-mode one for a snippet with fields. */
    static ICompletionProposal of(Proposal proposal) {
        return proposal.fields().isEmpty()
                ? new CompletionProposal(proposal.text(), proposal.offset(), proposal.length(), proposal.text().length(), null,
                        proposal.label(), null, proposal.detail())
                : new SnippetProposal(proposal);
    }

    @Override
    public void apply(ITextViewer viewer, char trigger, int stateMask, int offset) {
        IDocument document = viewer.getDocument();
        apply(document);
        try {
            LinkedModeModel model = new LinkedModeModel();
            int exit = proposal.offset() + proposal.text().length();
            for (Map.Entry<Integer, List<Snippet.Field>> field : byNumber().entrySet()) {
                if (field.getKey() == 0) {
                    exit = proposal.offset() + field.getValue().get(0).offset();
                    continue;
                }
                LinkedPositionGroup group = new LinkedPositionGroup();
                for (Snippet.Field place : field.getValue()) {
                    group.addPosition(position(document, place, field.getKey()));
                }
                model.addGroup(group);
            }
            model.forceInstall();
            LinkedModeUI ui = new LinkedModeUI(model, viewer);
            ui.setExitPosition(viewer, exit, 0, Integer.MAX_VALUE);
            ui.enter();
            var first = ui.getSelectedRegion();
            selection = new Point(first.getOffset(), first.getLength());
        } catch (BadLocationException e) {
            // the text is inserted; it has only no linked fields to tab through
            selection = new Point(proposal.offset() + proposal.text().length(), 0);
        }
    }

    /** The fields by number, in the order Tab visits them (1, 2, …; 0, the exit, last). */
    private Map<Integer, List<Snippet.Field>> byNumber() {
        return proposal.fields().stream().collect(Collectors.groupingBy(Snippet.Field::number, TreeMap::new, Collectors.toList()));
    }

    private LinkedPosition position(IDocument document, Snippet.Field field, int number) {
        int offset = proposal.offset() + field.offset();
        if (field.choices().isEmpty()) {
            return new LinkedPosition(document, offset, field.length(), number);
        }
        ICompletionProposal[] options = field.choices().stream()
                .map(option -> new CompletionProposal(option, offset, field.length(), option.length()))
                .toArray(ICompletionProposal[]::new);
        return new ProposalPosition(document, offset, field.length(), number, options);
    }

    @Override
    public void apply(IDocument document) {
        try {
            document.replace(proposal.offset(), proposal.length(), proposal.text());
        } catch (BadLocationException e) {
            // the document changed under the proposal since it was computed: nothing to insert into
        }
        selection = new Point(proposal.offset() + proposal.text().length(), 0);
    }

    @Override
    public Point getSelection(IDocument document) {
        return selection;
    }

    @Override
    public String getAdditionalProposalInfo() {
        return proposal.detail();
    }

    @Override
    public String getDisplayString() {
        return proposal.label();
    }

    @Override
    public Image getImage() {
        return null;
    }

    @Override
    public IContextInformation getContextInformation() {
        return null;
    }

    @Override
    public void selected(ITextViewer viewer, boolean smartToggle) {
    }

    @Override
    public void unselected(ITextViewer viewer) {
    }

    /** Still offered while what is typed since the proposal was computed begins its text. */
    @Override
    public boolean validate(IDocument document, int offset, DocumentEvent event) {
        if (offset < proposal.offset()) {
            return false;
        }
        try {
            String typed = document.get(proposal.offset(), offset - proposal.offset());
            return proposal.text().regionMatches(true, 0, typed, 0, typed.length());
        } catch (BadLocationException e) {
            return false;
        }
    }
}
