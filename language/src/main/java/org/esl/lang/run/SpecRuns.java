package org.esl.lang.run;

import java.nio.file.Path;

import org.esl.lang.EslStandaloneSetup;
import org.esl.lang.lint.Runnability;
import org.esl.lang.lint.SpecLoader;
import org.esl.lang.lint.SpecLoader.RefusedSpecException;
import org.esl.lang.lint.UnreadableInputException;

import com.google.inject.Inject;

/**
 * The one way to run a spec, for every front end: {@code esl check} and {@code esl test}, the language server's
 * code lenses, and what streams or guards a conversation. {@link #open(Path)} loads and compiles the spec once
 * (or says why it cannot run: {@link Runnability}); the {@link RunnableSpec} it gives checks transcripts and runs
 * the spec's tests, with progress, cancelling and the checker's and language model's lifetimes handled inside, so
 * no front end assembles a pipeline of its own (docs/check.md, docs/test.md).
 */
public class SpecRuns {

    private final SpecLoader loader;

    @Inject
    public SpecRuns(SpecLoader loader) {
        this.loader = loader;
    }

    /** The runs outside any IDE: sets up the ESL language (and EMF's registries) on first use. */
    public static SpecRuns standalone() {
        return new EslStandaloneSetup().createInjectorAndDoEMFRegistration().getInstance(SpecRuns.class);
    }

    /**
     * Loads and compiles the spec, ready to run as often as needed.
     *
     * @throws UnreadableInputException when the file is missing or not a spec
     * @throws RefusedSpecException     when errors leave it without meaning; its {@link RefusedSpecException#runnability()}
     *                                  lists them
     */
    public RunnableSpec open(Path specFile) throws UnreadableInputException, RefusedSpecException {
        return new RunnableSpec(loader.load(specFile));
    }
}
