package org.esl.lang.lint;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.parser.ParseException;
import org.eclipse.xtext.resource.IResourceFactory;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.util.LazyStringInputStream;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.esl.lang.EslStandaloneSetup;
import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.DiagnosticReport;

import com.google.inject.Inject;
import com.google.inject.Provider;

/**
 * Lints spec files with every check the language has, with no protocol around it: the command line,
 * the language server and the Eclipse plugin all call this. All files go into one resource set, so a
 * spec that another one imports is parsed once and linked to the same declarations.
 */
public class Linter {

    private static final String ENCODING = "UTF-8";

    private final Provider<XtextResourceSet> resourceSets;
    private final IResourceFactory resourceFactory;
    private final IResourceValidator validator;

    @Inject
    public Linter(Provider<XtextResourceSet> resourceSets, IResourceFactory resourceFactory, IResourceValidator validator) {
        this.resourceSets = resourceSets;
        this.resourceFactory = resourceFactory;
        this.validator = validator;
    }

    /** A linter outside any IDE: sets up the ESL language (and EMF's registries) on first use. */
    public static Linter standalone() {
        return new EslStandaloneSetup().createInjectorAndDoEMFRegistration().getInstance(Linter.class);
    }

    /**
     * Lints the named files and every {@code *.esl} under the named directories.
     *
     * @throws UnreadableInputException when an input is missing, holds no spec, or is not a text file;
     *         nothing is linted then, since a partial report would read as a clean one
     */
    public DiagnosticReport lint(List<Path> inputs) throws UnreadableInputException {
        return load(inputs).report();
    }

    /** Loaded and validated specs: the parsed resources (in input order) beside their diagnostics. */
    public record Linted(List<SpecSource> sources, List<Resource> resources, DiagnosticReport report) {
        public Linted {
            sources = List.copyOf(sources);
            resources = List.copyOf(resources);
        }
    }

    /** As {@link #lint}, keeping the parsed resources for those who go on to compile and run them. */
    public Linted load(List<Path> inputs) throws UnreadableInputException {
        return loadTexts(SpecSources.read(inputs));
    }

    /**
     * As {@link #load}, for texts already in hand, each under its own path (which need not exist: a draft is linted
     * where it would be saved, so its imports and cited documents resolve from there).
     */
    public Linted loadTexts(List<SpecSource> sources) throws UnreadableInputException {
        XtextResourceSet resourceSet = resourceSets.get();
        resourceSet.getLoadOptions().put(XtextResource.OPTION_ENCODING, ENCODING);
        List<Resource> resources = new ArrayList<>();
        for (SpecSource source : sources) {
            resources.add(load(resourceSet, source));
        }
        List<Diagnostic> diagnostics = new ArrayList<>();
        for (int i = 0; i < sources.size(); i++) {
            IssueDiagnostics mapping = new IssueDiagnostics(sources.get(i));
            for (Issue issue : validate(resources.get(i), sources.get(i))) {
                mapping.toDiagnostic(issue).ifPresent(diagnostics::add);
            }
        }
        return new Linted(sources, resources, new DiagnosticReport(sources.stream().map(SpecSource::file).toList(), diagnostics));
    }

    private List<Issue> validate(Resource resource, SpecSource source) throws UnreadableInputException {
        try {
            return validator.validate(resource, CheckMode.ALL, CancelIndicator.NullImpl);
        } catch (StackOverflowError e) {
            throw tooDeep(source);
        }
    }

    /**
     * Parses the text already read (and checked), under the file's own URI so relative imports resolve.
     * The ESL factory makes the resource whatever the file is called: a file named explicitly is linted
     * as ESL even without the {@code .esl} extension.
     */
    private Resource load(XtextResourceSet resourceSet, SpecSource source) throws UnreadableInputException {
        Resource resource = resourceFactory.createResource(URI.createFileURI(source.path().toString()));
        resourceSet.getResources().add(resource);
        try {
            resource.load(new LazyStringInputStream(source.text(), ENCODING), Map.of(XtextResource.OPTION_ENCODING, ENCODING));
        } catch (IOException e) {
            throw new UnreadableInputException(source.file() + ": cannot parse the file (" + e.getMessage() + ")");
        } catch (StackOverflowError e) {
            throw tooDeep(source);
        } catch (ParseException e) {
            // the parser recovers from syntax errors; what escapes it is mostly recursion deeper than the stack
            throw causedByStackOverflow(e) ? tooDeep(source)
                    : new UnreadableInputException(source.file() + ": cannot parse the file (" + e.getMessage() + ")");
        }
        return resource;
    }

    private static boolean causedByStackOverflow(Throwable e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (cause instanceof StackOverflowError) {
                return true;
            }
        }
        return false;
    }

    /** Hundreds of nested parentheses or operators: far beyond what anyone writes, so refuse the file. */
    private static UnreadableInputException tooDeep(SpecSource source) {
        return new UnreadableInputException(source.file() + ": expressions nest too deeply to check"
                + " (hundreds of levels of parentheses or operators)");
    }
}
