package org.esl.lang.ide.server;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;

import org.eclipse.emf.common.util.URI;
import org.eclipse.xtext.resource.IResourceServiceProvider;
import org.eclipse.xtext.resource.ResourceServiceProviderServiceLoader;

/**
 * The server's languages (ESL's, found through {@code META-INF/services/org.eclipse.xtext.ISetup}), set up in a thread
 * of their own while the launcher builds the server's injector and its JSON-RPC endpoint. Creating the language's
 * injector and registering its EMF packages is most of the main thread's work in a start, and neither part needs the
 * other (docs/language-server.md, "Start-up"). The first question asked of the registry waits for the setup and gets
 * exactly what Xtext's {@link ResourceServiceProviderServiceLoader} gives, which does the setup; a setup that failed
 * throws its failure there, in the thread that asked, as it would have thrown without the background thread.
 */
public final class LanguagesInBackground implements IResourceServiceProvider.Registry {

    private final CompletableFuture<IResourceServiceProvider.Registry> languages;

    private LanguagesInBackground(CompletableFuture<IResourceServiceProvider.Registry> languages) {
        this.languages = languages;
    }

    /** Starts setting up the languages Xtext finds; the returned registry waits for them when first asked. */
    public static LanguagesInBackground start() {
        return start(() -> new ResourceServiceProviderServiceLoader().get());
    }

    /** Starts {@code setUp} in a thread of its own; the returned registry waits for it when first asked. */
    static LanguagesInBackground start(Supplier<IResourceServiceProvider.Registry> setUp) {
        return new LanguagesInBackground(CompletableFuture.supplyAsync(setUp, LanguagesInBackground::inThreadOfItsOwn));
    }

    private static void inThreadOfItsOwn(Runnable setUp) {
        Thread setup = new Thread(setUp, "esl-languages");
        setup.setDaemon(true);
        setup.start();
    }

    private IResourceServiceProvider.Registry languages() {
        try {
            return languages.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            if (e.getCause() instanceof Error failure) {
                throw failure;
            }
            throw e;
        }
    }

    @Override
    public IResourceServiceProvider getResourceServiceProvider(URI uri, String contentType) {
        return languages().getResourceServiceProvider(uri, contentType);
    }

    @Override
    public IResourceServiceProvider getResourceServiceProvider(URI uri) {
        return languages().getResourceServiceProvider(uri);
    }

    @Override
    public Map<String, Object> getContentTypeToFactoryMap() {
        return languages().getContentTypeToFactoryMap();
    }

    @Override
    public Map<String, Object> getExtensionToFactoryMap() {
        return languages().getExtensionToFactoryMap();
    }

    @Override
    public Map<String, Object> getProtocolToFactoryMap() {
        return languages().getProtocolToFactoryMap();
    }
}
