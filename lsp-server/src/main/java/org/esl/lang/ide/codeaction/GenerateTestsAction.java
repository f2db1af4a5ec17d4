package org.esl.lang.ide.codeaction;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CreateFile;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.ResourceOperation;
import org.eclipse.lsp4j.TextDocumentEdit;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.xtext.nodemodel.ICompositeNode;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.resource.XtextResource;
import org.esl.lang.esl.Policy;
import org.esl.lang.esl.Rule;
import org.esl.lang.esl.Spec;
import org.esl.lang.run.RunnableSpec;
import org.esl.lang.run.SpecRuns;
import org.esl.runtime.generate.GeneratedTest;
import org.esl.runtime.generate.PolicyTestGenerator;
import org.esl.runtime.generate.RuleTest;
import org.esl.runtime.generate.RuleTestGenerator;
import org.esl.runtime.generate.TestFile;
import org.esl.runtime.generate.TestNames;
import org.esl.runtime.policy.SolverException;
import org.esl.runtime.policy.SolverLimits;

import com.google.inject.Inject;

/**
 * The action "Generate tests for rule R" / "… policy P" on the declaration under the cursor: the tests
 * {@code esl generate tests} writes for that one rule or policy (docs/generate.md), from the saved spec, into
 * {@code NAME-tests.esl} beside it: a new file, or appended to the one there, with names its tests do not have.
 */
public class GenerateTestsAction {

    private static final Pattern TEST_NAME = Pattern.compile("(?m)^test (\\w+)");

    @Inject
    private SpecRuns runs;

    /** The action for the rule or policy at {@code offset}, when it has tests to generate. */
    public Optional<CodeAction> at(XtextResource resource, int offset) {
        if (resource.getContents().isEmpty() || !(resource.getContents().get(0) instanceof Spec spec)
                || !resource.getURI().isFile()) {
            return Optional.empty();
        }
        for (EObject member : spec.getMembers()) {
            ICompositeNode node = NodeModelUtils.findActualNodeFor(member);
            if ((member instanceof Rule || member instanceof Policy) && node != null
                    && node.getOffset() <= offset && offset <= node.getEndOffset()) {
                return action(Path.of(resource.getURI().toFileString()), member);
            }
        }
        return Optional.empty();
    }

    private Optional<CodeAction> action(Path specFile, EObject declaration) {
        RunnableSpec opened;
        try {
            opened = runs.open(specFile);
        } catch (Exception e) { // an unsaved or refused spec: there is nothing to generate from yet
            return Optional.empty();
        }
        org.esl.runtime.model.Spec spec = opened.spec();
        Path testsFile = TestFile.beside(specFile);
        Optional<String> existing = read(testsFile);
        TestNames names = new TestNames(spec);
        existing.ifPresent(text -> names.reserve(testNames(text)));
        List<GeneratedTest> policyTests = List.of();
        List<RuleTest> ruleTests = List.of();
        String what;
        if (declaration instanceof Rule rule) {
            what = "rule " + rule.getName();
            ruleTests = new RuleTestGenerator(spec, names).generate(spec.rules().stream()
                    .filter(candidate -> candidate.name().equals(rule.getName())).toList()).tests();
        } else {
            Policy policy = (Policy) declaration;
            what = "policy " + policy.getName();
            try {
                policyTests = new PolicyTestGenerator(spec, SolverLimits.of(spec.options()), names, 1).generate(spec.policies()
                        .stream().filter(candidate -> candidate.name().equals(policy.getName())).toList()).tests();
            } catch (SolverException e) {
                return Optional.empty();
            }
        }
        if (policyTests.isEmpty() && ruleTests.isEmpty()) {
            return Optional.empty();
        }
        String uri = testsFile.toUri().toString();
        WorkspaceEdit edit = new WorkspaceEdit();
        if (existing.isPresent()) {
            String text = existing.get();
            String blocks = (text.endsWith("\n") || text.isEmpty() ? "" : "\n") + TestFile.blocks(policyTests, ruleTests);
            edit.setDocumentChanges(List.of(Either.forLeft(new TextDocumentEdit(new VersionedTextDocumentIdentifier(uri, null),
                    List.of(Either.forLeft(new TextEdit(new Range(end(text), end(text)), blocks)))))));
        } else {
            String imported = testsFile.toAbsolutePath().getParent().relativize(specFile.toAbsolutePath()).toString().replace('\\', '/');
            List<Either<TextDocumentEdit, ResourceOperation>> changes = new ArrayList<>();
            changes.add(Either.forRight(new CreateFile(uri)));
            changes.add(Either.forLeft(new TextDocumentEdit(new VersionedTextDocumentIdentifier(uri, null), List.of(Either.forLeft(
                    new TextEdit(new Range(new Position(0, 0), new Position(0, 0)),
                            TestFile.render(spec.name(), imported, policyTests, ruleTests)))))));
            edit.setDocumentChanges(changes);
        }
        CodeAction action = new CodeAction("Generate tests for " + what);
        action.setKind(CodeActionKind.Source);
        action.setEdit(edit);
        return Optional.of(action);
    }

    private static Optional<String> read(Path file) {
        try {
            return Files.exists(file) ? Optional.of(Files.readString(file, StandardCharsets.UTF_8)) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static List<String> testNames(String text) {
        List<String> names = new ArrayList<>();
        Matcher test = TEST_NAME.matcher(text);
        while (test.find()) {
            names.add(test.group(1));
        }
        return names;
    }

    /** The position after the last character of {@code text}. */
    private static Position end(String text) {
        int line = (int) text.chars().filter(c -> c == '\n').count();
        return new Position(line, text.length() - (text.lastIndexOf('\n') + 1));
    }
}
