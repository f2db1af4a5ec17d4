package org.esl.lang.ide.contentassist;

import org.eclipse.xtext.CrossReference;
import org.eclipse.xtext.conversion.IValueConverterService;
import org.eclipse.xtext.conversion.ValueConverterException;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistContext;
import org.eclipse.xtext.ide.editor.contentassist.ContentAssistEntry;
import org.eclipse.xtext.ide.editor.contentassist.IdeCrossrefProposalProvider;
import org.eclipse.xtext.resource.IEObjectDescription;

import com.google.inject.Inject;

/**
 * Proposes a declaration by its name as ESL writes it: in backquotes when it is not a plain name, a schema's
 * {@code `send-record`} or a reserved word such as {@code `until`}; not at all when no spec can write it.
 */
public class EslCrossrefProposalProvider extends IdeCrossrefProposalProvider {

    @Inject
    private IValueConverterService names;

    @Override
    protected ContentAssistEntry createProposal(IEObjectDescription candidate, CrossReference crossRef, ContentAssistContext context) {
        String written;
        try {
            written = names.toString(getQualifiedNameConverter().toString(candidate.getName()), "ID");
        } catch (ValueConverterException unwritable) {
            return null; // the schema's ESL023 says so
        }
        return getProposalCreator().createProposal(written, context, entry -> {
            entry.setSource(candidate);
            entry.setDescription(candidate.getEClass() != null ? candidate.getEClass().getName() : null);
            entry.setKind(ContentAssistEntry.KIND_REFERENCE);
        });
    }
}
