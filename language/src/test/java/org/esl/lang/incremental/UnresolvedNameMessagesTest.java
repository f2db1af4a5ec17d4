package org.esl.lang.incremental;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.diagnostics.DiagnosticMessage;
import org.eclipse.xtext.linking.ILinkingDiagnosticMessageProvider;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.esl.lang.EslRuntimeModule;
import org.esl.lang.EslStandaloneSetup;
import org.esl.lang.linking.EslLinkingDiagnosticMessages;
import org.junit.jupiter.api.Test;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Singleton;
import com.google.inject.util.Modules;

/**
 * The message of an unresolved name (ESL001, with the closest declared name) is worth a search of every
 * name in scope, so the resource has it made for the names that do not resolve, not for every name of a file
 * that has some other error, as Xtext would.
 */
class UnresolvedNameMessagesTest {

    @Singleton
    static final class CountingMessages extends EslLinkingDiagnosticMessages {
        int made;

        @Override
        public DiagnosticMessage getUnresolvedProxyMessage(ILinkingDiagnosticContext context) {
            made++;
            return super.getUnresolvedProxyMessage(context);
        }
    }

    @Test
    void aFileWithASyntaxErrorAsksForTheMessagesOfItsUnresolvedNamesOnly() throws IOException {
        EslStandaloneSetup.doSetup();
        Injector injector = Guice.createInjector(Modules.override(new EslRuntimeModule())
                .with(binder -> binder.bind(ILinkingDiagnosticMessageProvider.class).to(CountingMessages.class)));
        String spec = String.join("\n",
                "spec s",
                "variables x",
                "predicate Adult(x) \"{x} is an adult\"",
                "predicate Minor(x) \"{x} is a minor\"",
                "rule r1 \"adults are not minors\": Adult(x) => not Minor(x)",
                "rule r2 \"minors are not adults\": Minor(x) => not Adult(x)",
                "rule r3 \"a typo\": Adlt(x) => Adult(x)",
                "rule r4 \"a syntax error\" Adult(x) => Adult(x)",
                "");
        XtextResourceSet set = injector.getInstance(XtextResourceSet.class);
        XtextResource resource = injector.getInstance(XtextResource.class);
        resource.setURI(URI.createURI("inmemory:/s.esl"));
        set.getResources().add(resource);
        resource.load(new ByteArrayInputStream(spec.getBytes(StandardCharsets.UTF_8)), null);
        ((XtextAdapter.SpecResource) resource).resolveLazyCrossReferences(CancelIndicator.NullImpl);

        List<String> errors = resource.getErrors().stream().map(error -> error.getLine() + ": " + error.getMessage()).toList();
        assertTrue(errors.stream().anyMatch(error -> error.startsWith("8: ")), errors.toString());
        assertTrue(errors.stream().anyMatch(error -> error.startsWith("7: ") && error.contains("'Adlt'")
                && error.contains("did you mean 'Adult'")), errors.toString());
        assertEquals(1, injector.getInstance(CountingMessages.class).made);
    }
}
