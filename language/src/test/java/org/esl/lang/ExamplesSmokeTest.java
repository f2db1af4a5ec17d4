package org.esl.lang;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.diagnostics.Severity;
import org.eclipse.xtext.resource.XtextResourceSet;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.junit.jupiter.api.Test;

import com.google.inject.Injector;

class ExamplesSmokeTest {

    @Test
    void everyShippedExampleParsesAndLinks() throws Exception {
        Injector injector = new EslStandaloneSetup().createInjectorAndDoEMFRegistration();
        XtextResourceSet set = injector.getInstance(XtextResourceSet.class);
        List<Path> files;
        try (Stream<Path> s = Files.walk(Path.of("../examples"))) {
            files = s.filter(p -> p.toString().endsWith(".esl")).sorted().toList();
        }
        StringBuilder problems = new StringBuilder();
        for (Path file : files) {
            Resource r = set.getResource(URI.createFileURI(file.toAbsolutePath().toString()), true);
            List<Issue> issues = injector.getInstance(IResourceValidator.class).validate(r, CheckMode.ALL, CancelIndicator.NullImpl);
            // information notes (ESL017 on non-linear arithmetic) are expected; errors and warnings are not
            problems.append(issues.stream().filter(i -> i.getSeverity() != Severity.INFO).map(i -> file.getFileName() + ":" + i.getLineNumber() + ": " + i.getMessage()).collect(Collectors.joining("\n")));
        }
        assertEquals("", problems.toString());
    }
}
