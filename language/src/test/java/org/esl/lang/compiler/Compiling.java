package org.esl.lang.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.testing.util.ParseHelper;
import org.esl.runtime.model.Spec;

import com.google.inject.Inject;
import com.google.inject.Provider;

/**
 * Parses ESL with the real parser and linker and compiles it: the one way tests get a runtime model.
 * Text that does not parse or link fails the test, so every test's ESL is known to be well formed.
 */
class Compiling {

    @Inject
    private ParseHelper<org.esl.lang.esl.Spec> parser;

    @Inject
    private Provider<XtextResourceSet> resourceSets;

    @Inject
    private SpecCompiler compiler;

    /** The compiled spec of an ESL text. */
    Spec spec(String text) throws Exception {
        return compiler.compile(parse(text));
    }

    /** The compiled spec of a file, with its imports and schemas resolved against its folder. */
    Spec file(Path file) throws CompileException {
        XtextResourceSet set = resourceSets.get();
        Resource resource = set.getResource(URI.createFileURI(file.toAbsolutePath().toString()), true);
        EcoreUtil.resolveAll(set);
        assertEquals("", problems(resource), "parse or link problems in " + file);
        return compiler.compile((org.esl.lang.esl.Spec) resource.getContents().get(0));
    }

    /** The exception that compiling an ESL text gives. */
    CompileException failure(String text) throws Exception {
        org.esl.lang.esl.Spec spec = parse(text);
        return assertThrows(CompileException.class, () -> compiler.compile(spec));
    }

    /** A parsed and linked spec; fails the test on any syntax or linking error. */
    org.esl.lang.esl.Spec parse(String text) throws Exception {
        org.esl.lang.esl.Spec spec = parser.parse(text);
        EcoreUtil.resolveAll(spec);
        assertEquals("", problems(spec.eResource()), "parse or link problems in:\n" + text);
        return spec;
    }

    /**
     * Parses without checking for errors, as if the text were the file {@code pretend} (so that relative
     * paths resolve): a partial model, as an editor has it while the user types.
     */
    Resource parsePartial(String text, Path pretend) throws Exception {
        XtextResourceSet set = resourceSets.get();
        URI uri = URI.createFileURI(pretend.toAbsolutePath().toString());
        parser.parse(text, uri, set);
        return set.getResource(uri, false);
    }

    SpecCompiler compiler() {
        return compiler;
    }

    private static String problems(Resource resource) {
        List<Resource.Diagnostic> errors = resource.getErrors();
        return errors.stream().map(e -> e.getLine() + ":" + e.getColumn() + " " + e.getMessage()).collect(Collectors.joining("\n"));
    }
}
