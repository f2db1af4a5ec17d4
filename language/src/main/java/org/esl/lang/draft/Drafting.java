package org.esl.lang.draft;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Stream;

import org.esl.lang.EslStandaloneSetup;
import org.esl.lang.compiler.CompileException;
import org.esl.lang.compiler.SpecCompiler;
import org.esl.lang.lint.Linter;
import org.esl.lang.lint.Runnability;
import org.esl.lang.lint.SpecSource;
import org.esl.lang.lint.UnreadableInputException;
import org.esl.lang.semantic.SemanticChecks;
import org.esl.lang.sources.SourceDocument;
import org.esl.runtime.CancelSignal;
import org.esl.runtime.Wording;
import org.esl.runtime.diagnostics.Diagnostic;
import org.esl.runtime.diagnostics.DiagnosticCode;
import org.esl.runtime.diagnostics.Severity;
import org.esl.runtime.llm.ChatModel;
import org.esl.runtime.llm.DeclarationDrafting;
import org.esl.runtime.llm.DeclarationDrafting.Excerpt;
import org.esl.runtime.llm.DeclarationDrafting.Proposal;
import org.esl.runtime.llm.ModelException;
import org.esl.runtime.model.Declaration;
import org.esl.runtime.model.Spec;

import com.google.inject.Inject;
import com.google.inject.Injector;

/**
 * {@code esl draft}'s judgement of the model's samples (docs/drafting.md): each proposal is read on its own, then each
 * sample's declarations are linked and compiled in the spec, dropping those with errors; a declaration is kept when a
 * majority of the samples propose an equivalent one ({@link Meaning}); the kept ones are linted, solver-backed checks
 * included, in the spec, and any that is not clean is dropped with its diagnostic, until the draft lints clean.
 * Nothing is written: the result is text for a person to review.
 */
public final class Drafting implements AutoCloseable {

    private final Linter linter;
    private final SpecCompiler compiler;
    private final SemanticChecks semantic;

    /** The spec drafted into, or an empty one where the document is: the draft is linted there. */
    public record Context(Path at, String text, Spec spec) {
        public Context {
            Objects.requireNonNull(at, "at");
            Objects.requireNonNull(text, "text");
            Objects.requireNonNull(spec, "spec");
        }

        /** The names the spec declares, imported files included, and what each is. */
        Optional<String> kindOf(String name) {
            return Stream.of(named(spec.predicates(), "predicate"), named(spec.functions(), "function"),
                    named(spec.tools(), "tool"), named(spec.templates(), "template"), named(spec.enumTypes(), "type"),
                    named(spec.policyVariables(), "var"), named(spec.rules(), "rule"), named(spec.properties(), "property"),
                    named(spec.policies(), "policy"), named(spec.tests(), "test"))
                    .flatMap(List::stream).filter(pair -> pair[0].equals(name)).map(pair -> pair[1]).findFirst();
        }

        private static List<String[]> named(List<? extends Declaration> declarations, String kind) {
            return declarations.stream().map(d -> new String[] { d.name(), kind }).toList();
        }
    }

    /** A spec that cannot be drafted into: it is unreadable or has errors. */
    public static final class UnusableSpecException extends Exception {
        private static final long serialVersionUID = 1L;

        UnusableSpecException(String message) {
            super(message);
        }
    }

    /**
     * What the drafting gives.
     *
     * @param variables the {@code variables} line the kept rules need (empty when they need none)
     * @param kept      in the order the samples first propose them
     * @param dropped   the proposals not offered, with the reason
     * @param unfinished why the solver-backed lint of the offered declarations did not finish (its time budget ran
     *                   out), so that a draft only partly checked never reads as clean; empty when it finished
     */
    public record Draft(Excerpt excerpt, int samples, String variables, List<Kept> kept, List<Dropped> dropped,
            Optional<String> unfinished) {
        public Draft {
            Objects.requireNonNull(excerpt, "excerpt");
            Objects.requireNonNull(variables, "variables");
            Objects.requireNonNull(unfinished, "unfinished");
            kept = List.copyOf(kept);
            dropped = List.copyOf(dropped);
        }
    }

    @Inject
    public Drafting(Linter linter, SpecCompiler compiler, SemanticChecks semantic) {
        this.linter = linter;
        this.compiler = compiler;
        this.semantic = semantic;
    }

    public static Drafting standalone() {
        Injector injector = new EslStandaloneSetup().createInjectorAndDoEMFRegistration();
        return new Drafting(injector.getInstance(Linter.class), injector.getInstance(SpecCompiler.class),
                injector.getInstance(SemanticChecks.class));
    }

    /** The spec {@code into}, which must be free of errors, as the context of a draft. */
    public Context context(Path into) throws UnusableSpecException {
        String text;
        try {
            text = Files.readString(into, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UnusableSpecException(into + ": cannot read the spec (" + Wording.whyNot(e, false) + ")");
        }
        return context(into.toAbsolutePath().normalize(), text);
    }

    /** An empty spec in {@code folder} (where the document is) as the context of a draft. */
    public Context emptyContext(Path folder) throws UnusableSpecException {
        return context(folder.toAbsolutePath().normalize().resolve("draft.esl"), "spec draft\n");
    }

    private Context context(Path at, String text) throws UnusableSpecException {
        Loaded loaded = load(at, text);
        List<Diagnostic> errors = Runnability.of(loaded.diagnostics()).errors();
        if (!errors.isEmpty()) {
            throw new UnusableSpecException(errors.get(0).range() + ": " + errors.get(0).message()
                    + " (fix the spec's errors before drafting into it)");
        }
        try {
            return new Context(at, text, loaded.compile());
        } catch (CompileException e) {
            throw new UnusableSpecException(e + " (fix the spec's errors before drafting into it)");
        }
    }

    /**
     * Asks {@code model} for {@code samples} drafts of lines {@code first} to {@code last} of {@code document} (through the
     * cache beside it) and judges them in {@code context}.
     *
     * @throws ModelException when the model could not be asked
     * @throws IOException    when the cache beside the document cannot be written
     */
    public Draft draft(Context context, SourceDocument document, int first, int last, ChatModel model, int samples,
            boolean refresh, CancelSignal signal) throws ModelException, IOException {
        String cited = context.at().getParent().relativize(document.file().toAbsolutePath().normalize()).toString().replace('\\', '/');
        Excerpt excerpt = new Excerpt(document.file(), cited, first, document.lines().subList(first - 1, last));
        return draft(context, excerpt, DeclarationDrafting.ask(model, excerpt, vocabulary(context), samples, refresh, signal));
    }

    /** The draft the samples give, linted clean in {@code context}. */
    public Draft draft(Context context, Excerpt excerpt, List<List<Proposal>> samples) {
        List<Dropped> dropped = new ArrayList<>();
        ProposalReading reading = new ProposalReading(linter, excerpt, context.at());
        Set<String> variables = new LinkedHashSet<>();
        List<List<Judged>> judged = new ArrayList<>();
        for (List<Proposal> sample : samples) {
            List<Candidate> candidates = new ArrayList<>();
            for (Proposal proposal : sample) {
                try {
                    candidates.add(reading.read(proposal));
                } catch (ProposalReading.NotACandidate e) {
                    dropped.add(new Dropped(proposal.sample(), oneLine(proposal.esl()), e.getMessage()));
                }
            }
            Set<String> own = new LinkedHashSet<>();
            candidates = withoutCollisions(context, candidates, own, dropped);
            variables.addAll(own);
            judged.add(judged(context, variablesLine(own), candidates, dropped));
        }
        List<Group> groups = agreement(judged);
        List<Group> majority = new ArrayList<>();
        for (Group group : groups) {
            if (2 * group.members().size() > samples.size()) {
                majority.add(group);
            } else {
                Candidate first = group.members().get(0).candidate();
                dropped.add(new Dropped(first.proposal().sample(), first.oneLine(), "only " + group.members().size() + " of "
                        + samples.size() + " samples propose it (" + group.samples() + ")"));
            }
        }
        return lintedClean(context, excerpt, samples.size(), variables, majority, dropped);
    }

    /** A candidate with what it means in its sample's spec. */
    private record Judged(Candidate candidate, Meaning meaning) {
    }

    /** Equivalent candidates of different samples. */
    private record Group(List<Judged> members) {
        /** {@code sample 3}, {@code samples 1, 3}. */
        String samples() {
            return (members.size() == 1 ? "sample " : "samples ")
                    + String.join(", ", members.stream().map(m -> Integer.toString(m.candidate().proposal().sample())).toList());
        }
    }

    /**
     * Names the spec has already: a drafted predicate, function, tool, template, type or variable of that name is the
     * spec's own, which the other drafted declarations then use; a drafted rule, property, policy or test is renamed.
     * Rule variables are gathered into one {@code variables} line.
     */
    private static List<Candidate> withoutCollisions(Context context, List<Candidate> candidates, Set<String> variables,
            List<Dropped> dropped) {
        Set<String> ruleVariables = new LinkedHashSet<>(context.spec().variables().stream().map(v -> v.name()).toList());
        List<Candidate> kept = new ArrayList<>();
        for (Candidate candidate : candidates) {
            if (candidate.kind().equals("variables")) {
                Stream.of(candidate.name().split(", ")).filter(v -> !ruleVariables.contains(v)).forEach(variables::add);
                continue;
            }
            Optional<String> existing = context.kindOf(candidate.name());
            if (existing.isEmpty()) {
                kept.add(candidate);
            } else if (List.of("rule", "property", "policy", "test").contains(candidate.kind())) {
                String name = fresh(context, candidates, candidate.name());
                kept.add(candidate.renamed(name, candidate.text().replaceFirst(
                        "^(" + candidate.kind() + "\\s+)" + candidate.name() + "\\b", "$1" + name)));
            } else {
                dropped.add(new Dropped(candidate.proposal().sample(), candidate.oneLine(),
                        "the spec declares " + existing.get() + " " + candidate.name() + " already; the draft uses it"));
            }
        }
        return kept;
    }

    private static String fresh(Context context, List<Candidate> candidates, String name) {
        for (int n = 2;; n++) {
            String candidate = name + "_" + n;
            if (context.kindOf(candidate).isEmpty() && candidates.stream().noneMatch(c -> c.name().equals(candidate))) {
                return candidate;
            }
        }
    }

    /** One sample's candidates that link and compile in the spec, with their meaning; the others are dropped. */
    private List<Judged> judged(Context context, String variables, List<Candidate> candidates, List<Dropped> dropped) {
        List<Candidate> remaining = new ArrayList<>(candidates);
        while (!remaining.isEmpty()) {
            Candidates text = new Candidates(context, variables, remaining);
            Loaded loaded = load(context.at(), text.text());
            Optional<Diagnostic> error = loaded.diagnostics().stream()
                    .filter(d -> d.severity() == Severity.ERROR && text.owner(d).isPresent()).findFirst();
            if (error.isEmpty()) {
                try {
                    Spec spec = loaded.compile();
                    return remaining.stream().map(c -> new Judged(c, Meaning.of(c, spec))).toList();
                } catch (CompileException e) {
                    error = Optional.of(e.diagnostic());
                }
            }
            Diagnostic problem = error.get();
            Candidate owner = text.owner(problem).orElse(remaining.get(remaining.size() - 1));
            dropped.add(new Dropped(owner.proposal().sample(), owner.oneLine(), reason(problem, text)));
            remaining.remove(owner);
        }
        return List.of();
    }

    /** Groups of equivalent candidates, at most one per sample in a group, in the order they are first proposed. */
    private static List<Group> agreement(List<List<Judged>> samples) {
        List<Group> groups = new ArrayList<>();
        for (List<Judged> sample : samples) {
            for (Judged judged : sample) {
                Predicate<Group> fits = group -> group.members().get(0).candidate().kind().equals(judged.candidate().kind())
                        && group.members().stream().noneMatch(m -> m.candidate().proposal().sample() == judged.candidate().proposal().sample())
                        && group.members().get(0).meaning().same(judged.meaning());
                groups.stream().filter(fits).findFirst().ifPresentOrElse(group -> group.members().add(judged),
                        () -> groups.add(new Group(new ArrayList<>(List.of(judged)))));
            }
        }
        return groups;
    }

    /**
     * The majority's declarations (each group's first) linted in the spec with every check; one with an error or a
     * warning is dropped with it, until the rest lints clean. The variables line keeps the names the kept rules use.
     */
    private Draft lintedClean(Context context, Excerpt excerpt, int samples, Set<String> variables, List<Group> majority,
            List<Dropped> dropped) {
        List<Group> kept = new ArrayList<>(majority);
        String line = variablesLine(variables);
        while (true) {
            Candidates text = new Candidates(context, line, kept.stream().map(g -> g.members().get(0).candidate()).toList());
            Loaded loaded = load(context.at(), text.text());
            List<Diagnostic> diagnostics = new ArrayList<>(loaded.diagnostics());
            if (Runnability.of(diagnostics).isRunnable()) {
                diagnostics.addAll(semantic.lint(loaded.linted()).diagnostics());
            }
            Optional<Diagnostic> problem = diagnostics.stream().distinct()
                    .filter(d -> d.severity() == Severity.ERROR || d.severity() == Severity.WARNING)
                    .filter(d -> text.owner(d).isPresent()).min(Diagnostic.ORDER);
            if (problem.isPresent()) {
                Candidate owner = text.owner(problem.get()).get();
                kept.removeIf(g -> g.members().get(0).candidate() == owner);
                dropped.add(new Dropped(owner.proposal().sample(), owner.oneLine(), reason(problem.get(), text)));
                continue;
            }
            String used = usedVariables(loaded, kept, variables);
            if (!used.equals(line)) {
                line = used;
                continue;
            }
            dropped.sort(Comparator.comparingInt(Dropped::sample));
            Optional<String> unfinished = diagnostics.stream().filter(d -> d.code() == DiagnosticCode.ESL020).map(Diagnostic::message)
                    .findFirst();
            return new Draft(excerpt, samples, line, kept.stream().map(g -> kept(g, samples)).toList(), dropped, unfinished);
        }
    }

    /** The variables line with the names the kept rules use, in the order they were proposed. */
    private String usedVariables(Loaded loaded, List<Group> kept, Set<String> variables) {
        Set<String> used = new LinkedHashSet<>();
        try {
            Spec spec = loaded.compile();
            for (Group group : kept) {
                spec.rule(group.members().get(0).candidate().name()).ifPresent(r -> r.variables().forEach(v -> used.add(v.name())));
            }
        } catch (CompileException e) {
            return variablesLine(variables);
        }
        return variablesLine(variables.stream().filter(used::contains).toList());
    }

    /** {@code variables x, y}, or nothing for no names. */
    private static String variablesLine(java.util.Collection<String> names) {
        return names.isEmpty() ? "" : "variables " + String.join(", ", names);
    }

    private static Kept kept(Group group, int samples) {
        Candidate first = group.members().get(0).candidate();
        return new Kept(first.kind(), first.name(), first.text(), group.members().size(), samples);
    }

    /** {@code ESL001 at line 2 of the declaration: …}. */
    private static String reason(Diagnostic diagnostic, Candidates text) {
        int line = text.owner(diagnostic).map(c -> diagnostic.range().line() - text.firstLine(c) + 1).orElse(1);
        return diagnostic.code() + " at line " + line + " of the declaration: " + diagnostic.message();
    }

    private static String oneLine(String esl) {
        return esl.replaceAll("\\s+", " ").strip();
    }

    /** A spec's text with candidates appended, and which line belongs to which candidate. */
    private static final class Candidates {
        private final String file;
        private final StringBuilder text;
        private final List<Candidate> candidates;
        private final List<int[]> lines = new ArrayList<>();

        Candidates(Context context, String variables, List<Candidate> candidates) {
            this.file = context.at().toString();
            this.candidates = List.copyOf(candidates);
            this.text = new StringBuilder(context.text());
            if (!context.text().endsWith("\n")) {
                text.append('\n');
            }
            text.append('\n').append(variables).append('\n');
            for (Candidate candidate : this.candidates) {
                int first = (int) text.chars().filter(c -> c == '\n').count() + 1;
                text.append(candidate.text()).append('\n');
                lines.add(new int[] { first, (int) text.chars().filter(c -> c == '\n').count() });
            }
        }

        String text() {
            return text.toString();
        }

        /** The candidate a diagnostic of the text is about, if any (not the spec's own lines, nor imported files). */
        Optional<Candidate> owner(Diagnostic diagnostic) {
            if (!diagnostic.range().file().equals(file)) {
                return Optional.empty();
            }
            int line = diagnostic.range().line();
            for (int i = 0; i < candidates.size(); i++) {
                if (line >= lines.get(i)[0] && line <= lines.get(i)[1]) {
                    return Optional.of(candidates.get(i));
                }
            }
            return Optional.empty();
        }

        int firstLine(Candidate candidate) {
            return lines.get(candidates.indexOf(candidate))[0];
        }
    }

    /** A text loaded and validated under a path. */
    private record Loaded(Linter.Linted linted, SpecCompiler compiler) {
        List<Diagnostic> diagnostics() {
            return linted.report().diagnostics();
        }

        Spec compile() throws CompileException {
            return compiler.compile(linted.resources().get(0));
        }
    }

    private Loaded load(Path at, String text) {
        try {
            return new Loaded(linter.loadTexts(List.of(new SpecSource(at.toString(), at, text))), compiler);
        } catch (UnreadableInputException e) {
            // only expressions nested hundreds deep get here: the spec's own text loaded before
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** The vocabulary the prompt shows: what the spec declares. */
    private static String vocabulary(Context context) {
        return DeclarationDrafting.vocabulary(context.spec());
    }

    @Override
    public void close() {
        semantic.close();
    }
}
