package org.esl.lang.ide.codelens;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.lsp4j.CodeLens;
import org.eclipse.lsp4j.CodeLensParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.Range;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.codelens.ICodeLensService;
import org.eclipse.xtext.nodemodel.INode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.esl.lang.esl.EslPackage;
import org.esl.lang.esl.Policy;
import org.esl.lang.esl.Property;
import org.esl.lang.esl.Rule;
import org.esl.lang.esl.Spec;
import org.esl.lang.ide.commands.EslProtocol;
import org.esl.lang.ide.session.EslSession;

import com.google.inject.Inject;

/**
 * textDocument/codeLens: the {@link SpecLenses} of the file, each with its command and the spec's URI as
 * first argument, and after a check on every rule, property and policy the last check's tally (command
 * {@link EslProtocol#SHOW_RESULTS}, which a client may show as a plain title).
 */
public class EslCodeLensService implements ICodeLensService {

    @Inject
    private EslSession session;

    @Override
    public List<? extends CodeLens> computeCodeLenses(Document document, XtextResource resource, CodeLensParams params,
            CancelIndicator cancelIndicator) {
        List<CodeLens> lenses = new ArrayList<>();
        if (resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof Spec spec)) {
            return lenses;
        }
        String uri = params.getTextDocument().getUri();
        for (SpecLenses.Lens lens : SpecLenses.of(spec, session.features().pickTranscript())) {
            List<Object> arguments = new ArrayList<>();
            arguments.add(uri);
            arguments.addAll(lens.arguments());
            lenses.add(new CodeLens(new Range(document.getPosition(lens.offset()), document.getPosition(lens.offset() + lens.length())),
                    new Command(lens.title(), lens.command(), arguments), null));
        }
        for (EObject member : spec.getMembers()) {
            tallied(member).ifPresent(name -> session.tally(uri, name.getText().strip()).ifPresent(title -> lenses.add(new CodeLens(
                    new Range(document.getPosition(name.getOffset()), document.getPosition(name.getEndOffset())),
                    new Command(title, EslProtocol.SHOW_RESULTS, List.of(uri, name.getText().strip())), null))));
        }
        return lenses;
    }

    /** The name of a rule, property or policy, which a check tallies. */
    private static Optional<INode> tallied(EObject member) {
        boolean tallied = member instanceof Rule || member instanceof Property || member instanceof Policy;
        return tallied ? NodeModelUtils.findNodesForFeature(member, EslPackage.Literals.REFERABLE__NAME).stream().findFirst()
                : Optional.empty();
    }
}
