package org.esl.lang.ide.codelens;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.lsp4j.CodeLens;
import org.eclipse.lsp4j.CodeLensParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.Range;
import org.eclipse.xtext.ide.server.Document;
import org.eclipse.xtext.ide.server.codelens.ICodeLensService;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.esl.lang.esl.Spec;

/** textDocument/codeLens: the {@link SpecLenses} of the file, each with its command and the spec's URI as first argument. */
public class EslCodeLensService implements ICodeLensService {

    @Override
    public List<? extends CodeLens> computeCodeLenses(Document document, XtextResource resource, CodeLensParams params,
            CancelIndicator cancelIndicator) {
        List<CodeLens> lenses = new ArrayList<>();
        if (resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof Spec spec)) {
            return lenses;
        }
        String uri = params.getTextDocument().getUri();
        for (SpecLenses.Lens lens : SpecLenses.of(spec)) {
            List<Object> arguments = new ArrayList<>();
            arguments.add(uri);
            arguments.addAll(lens.arguments());
            lenses.add(new CodeLens(new Range(document.getPosition(lens.offset()), document.getPosition(lens.offset() + lens.length())),
                    new Command(lens.title(), lens.command(), arguments), null));
        }
        return lenses;
    }
}
