package org.esl.lang.ide.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.eclipse.emf.common.util.URI;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.xtext.ide.server.LanguageServerImpl;
import org.eclipse.xtext.resource.FileExtensionProvider;
import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.esl.lang.ide.QuietClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.inject.Guice;

/**
 * {@code esl lsp} sets up ESL in a thread of its own while it builds the server (docs/language-server.md, "Start-up"):
 * the server gets the same language, answers {@code initialize} the same, and a failed setup fails where the language is
 * first needed.
 */
class LanguagesInBackgroundTest {

    @TempDir
    Path workspace;

    @Test
    void theLanguagesAreThoseXtextFindsAndSetsUp() {
        IResourceServiceProvider.Registry languages = LanguagesInBackground.start();
        assertEquals(Set.of("esl"), languages.getExtensionToFactoryMap().keySet());
        IResourceServiceProvider esl = languages.getResourceServiceProvider(URI.createFileURI(workspace.resolve("spec.esl").toString()));
        assertEquals("esl", esl.get(FileExtensionProvider.class).getPrimaryFileExtension());
    }

    @Test
    void theServerAnswersInitializeAsWithTheLanguagesSetUpWhenItIsCreated() throws Exception {
        ServerCapabilities setUpBeside = capabilities(new EslServerModule(LanguagesInBackground.start()));
        ServerCapabilities setUpWhenCreated = capabilities(new EslServerModule());
        assertEquals(setUpWhenCreated, setUpBeside);
    }

    @Test
    void aSetupThatFailedThrowsItsFailureWhereTheLanguagesAreFirstAsked() {
        IllegalStateException failure = new IllegalStateException("the grammar could not be read");
        LanguagesInBackground languages = LanguagesInBackground.start(() -> {
            throw failure;
        });
        assertSame(failure, assertThrows(IllegalStateException.class, languages::getExtensionToFactoryMap));
        assertSame(failure, assertThrows(IllegalStateException.class, () -> languages.getResourceServiceProvider(URI.createURI("file:///a.esl"))));
    }

    private ServerCapabilities capabilities(EslServerModule module) throws Exception {
        LanguageServerImpl server = Guice.createInjector(module).getInstance(LanguageServerImpl.class);
        server.connect(new QuietClient());
        InitializeParams params = new InitializeParams();
        params.setRootUri(workspace.toUri().toString());
        params.setCapabilities(new ClientCapabilities());
        try {
            return server.initialize(params).get(1, TimeUnit.MINUTES).getCapabilities();
        } finally {
            server.shutdown().get(1, TimeUnit.MINUTES);
        }
    }
}
