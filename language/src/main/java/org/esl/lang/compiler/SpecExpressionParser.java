package org.esl.lang.compiler;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.resource.XtextResource;
import org.eclipse.xtext.util.CancelIndicator;
import org.eclipse.xtext.validation.CheckMode;
import org.eclipse.xtext.validation.IResourceValidator;
import org.eclipse.xtext.validation.Issue;
import org.esl.lang.esl.Fact;
import org.esl.lang.esl.Policy;
import org.esl.lang.esl.Spec;
import org.esl.runtime.model.policy.PolicyExpression;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.perception.ExpressionParser;

/**
 * Parses the ESL text of a transcript ({@code facts} atoms, {@code claims} formulas) with the one ESL
 * grammar: the text becomes a {@code fact} or a {@code policy} of a scratch file that imports the spec,
 * so names link, errors read and terms compile exactly as they do in a spec. Results are cached by
 * text, since the same atoms recur across the transcripts of a run.
 */
public final class SpecExpressionParser implements ExpressionParser {

    private static final String FACT = "fact ";
    private static final String POLICY = "policy __transcript_claim__: ";
    private static final AtomicInteger SCRATCH_FILES = new AtomicInteger();

    private record Parsed<T>(T value, ExpressionException error) {
    }

    private final Resource spec;
    private final IResourceValidator validator;
    private final Map<String, Parsed<AtomLiteral>> literals = new ConcurrentHashMap<>();
    private final Map<String, Parsed<PolicyExpression>> formulas = new ConcurrentHashMap<>();

    /**
     * @param spec      the loaded spec, in the resource set its imports were resolved in
     * @param validator the language's validator, for the same diagnostics as in a spec
     */
    public SpecExpressionParser(Resource spec, IResourceValidator validator) {
        this.spec = spec;
        this.validator = validator;
    }

    @Override
    public AtomLiteral groundLiteral(String text) throws ExpressionException {
        Parsed<AtomLiteral> parsed = literals.computeIfAbsent(text, key -> parse(FACT, key, member -> {
            if (!(member instanceof Fact fact) || fact.getAtom() == null) {
                return Optional.empty();
            }
            return Optional.of(new RuleCompiler().groundLiteral(fact.getAtom()));
        }));
        return valueOf(parsed);
    }

    @Override
    public PolicyExpression policyFormula(String text) throws ExpressionException {
        Parsed<PolicyExpression> parsed = formulas.computeIfAbsent(text, key -> parse(POLICY, key, member -> {
            if (!(member instanceof Policy policy) || policy.getFormula() == null) {
                return Optional.empty();
            }
            return Optional.of(new PolicyCompiler().formula(policy.getFormula()));
        }));
        return valueOf(parsed);
    }

    private static <T> T valueOf(Parsed<T> parsed) throws ExpressionException {
        if (parsed.error() != null) {
            throw parsed.error();
        }
        return parsed.value();
    }

    @FunctionalInterface
    private interface MemberCompiler<T> {
        Optional<T> compile(Object member) throws CompileException;
    }

    /** The text as the single declaration (after {@code prefix}) on line 2 of a scratch file. */
    private synchronized <T> Parsed<T> parse(String prefix, String text, MemberCompiler<T> compiler) {
        if (text.contains("\n") || text.contains("\r")) {
            return new Parsed<>(null, new ExpressionException("must be written on one line", text.indexOf('\n') + 1));
        }
        URI scratchUri = spec.getURI().trimSegments(1)
                .appendSegment(".esl-expression-" + SCRATCH_FILES.incrementAndGet() + ".esl");
        String source = "spec transcript_expression import \"" + spec.getURI().lastSegment() + "\"\n" + prefix + text + "\n";
        Resource scratch = spec.getResourceSet().createResource(scratchUri);
        try {
            scratch.load(new ByteArrayInputStream(source.getBytes(StandardCharsets.UTF_8)), Map.of());
            Optional<ExpressionException> error = firstError(scratch, prefix.length());
            if (error.isPresent()) {
                return new Parsed<>(null, error.get());
            }
            Spec root = (Spec) scratch.getContents().get(0);
            List<?> members = root.getMembers();
            Optional<T> value = members.size() == 2 ? compiler.compile(members.get(1)) : Optional.empty();
            return value.map(v -> new Parsed<>(v, null))
                    .orElseGet(() -> new Parsed<>(null, new ExpressionException("expected exactly one expression", 1)));
        } catch (CompileException e) {
            return new Parsed<>(null, new ExpressionException(e.getMessage(), Math.max(1, e.range().column() - prefix.length())));
        } catch (IOException e) {
            return new Parsed<>(null, new ExpressionException(e.getMessage(), 1));
        } finally {
            scratch.unload();
            spec.getResourceSet().getResources().remove(scratch);
        }
    }

    /** The first error the validator finds in the expression's line, with its column in the text. */
    private Optional<ExpressionException> firstError(Resource scratch, int prefixLength) {
        if (!(scratch instanceof XtextResource)) {
            return Optional.of(new ExpressionException("not an ESL resource", 1));
        }
        List<Issue> issues = validator.validate(scratch, CheckMode.NORMAL_AND_FAST, CancelIndicator.NullImpl);
        return issues.stream()
                .filter(issue -> issue.getSeverity() == org.eclipse.xtext.diagnostics.Severity.ERROR)
                .findFirst()
                .map(issue -> new ExpressionException(issue.getMessage(),
                        issue.getLineNumber() != null && issue.getLineNumber() == 2 && issue.getColumn() != null
                                ? Math.max(1, issue.getColumn() - prefixLength)
                                : 1));
    }
}
