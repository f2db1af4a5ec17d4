package org.esl.runtime.check;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.esl.runtime.CancelSignal;
import org.esl.runtime.SourceRange;
import org.esl.runtime.Wording;
import org.esl.runtime.chaining.ChainingOutcome;
import org.esl.runtime.chaining.ChainingOutcome.ChainingResult;
import org.esl.runtime.chaining.ChainingProblem;
import org.esl.runtime.chaining.ForwardChaining;
import org.esl.runtime.chaining.InferredAtom;
import org.esl.runtime.chaining.Justification;
import org.esl.runtime.chaining.KnowledgeSteps;
import org.esl.runtime.chaining.KnownLiteral;
import org.esl.runtime.chaining.Perception;
import org.esl.runtime.chaining.PerceptionConflict;
import org.esl.runtime.chaining.PrefixChaining;
import org.esl.runtime.chaining.RelevantRules;
import org.esl.runtime.chaining.Violation;
import org.esl.runtime.check.Evidence.Assignment;
import org.esl.runtime.check.Evidence.PropertyEvidence;
import org.esl.runtime.check.Evidence.QueryEvidence;
import org.esl.runtime.check.Evidence.RuleEvidence;
import org.esl.runtime.check.Evidence.UnusableTranslation;
import org.esl.runtime.model.Spec;
import org.esl.runtime.model.policy.Policy;
import org.esl.runtime.model.rule.Predicate;
import org.esl.runtime.model.term.AtomLiteral;
import org.esl.runtime.model.temporal.PredicateAtom;
import org.esl.runtime.model.temporal.Property;
import org.esl.runtime.model.temporal.Step;
import org.esl.runtime.model.temporal.Verdict;
import org.esl.runtime.monitor.Binding;
import org.esl.runtime.monitor.CompiledProperties;
import org.esl.runtime.monitor.Monitor;
import org.esl.runtime.monitor.PropertyResult;
import org.esl.runtime.monitor.Witness;
import org.esl.runtime.perception.ExpressionParser;
import org.esl.runtime.perception.PerceivedLiteral;
import org.esl.runtime.perception.PerceivedTranscript;
import org.esl.runtime.perception.Perceiver;
import org.esl.runtime.perception.PerceptionProblem;
import org.esl.runtime.perception.ToolCallCheck;
import org.esl.runtime.policy.ClaimResult;
import org.esl.runtime.policy.PolicyModel;
import org.esl.runtime.policy.SolverLimits;
import org.esl.runtime.transcript.RawClaim;
import org.esl.runtime.transcript.Transcript;
import org.esl.runtime.transcript.TranscriptException;
import org.esl.runtime.transcript.TranscriptReader;
import org.esl.runtime.transcript.TranscriptResult;
import org.esl.runtime.transcript.TranscriptStep;

/**
 * {@code esl check} for one spec: perceives each transcript, chains the rules over what was perceived and
 * the facts, monitors every property in one pass over the steps with what that knowledge base holds at each
 * step, and checks its claims against the policies (docs/check.md). Every property and every claim gets a result for every transcript; rules and queries
 * only when forward chaining found something. What cannot be used (an unreadable line, a fact naming an
 * undeclared predicate) is reported as an error of that transcript, and the rest is still checked.
 *
 * <p>With a {@link ModelStage} (the optional LLM stage), the model's perception is one more perceiver, its
 * answers to the follow-up questions turn queries into {@code confirmed} or {@code contradicted}, and its
 * translations of the assistant's answers are checked like the transcript's own claims.
 *
 * <p>A checker belongs to one run, which the user may cancel ({@link CancelSignal}): the checker asks the signal
 * before each transcript, between the steps of a transcript and between its claims, and the solver call or
 * model requests running then are interrupted; the check of the transcript then ends with a
 * {@link CheckCancelledException}, never with a partial report.
 *
 * <p>Pure apart from reading transcript files: results are values, rendering is elsewhere. One checker
 * belongs to one thread; close it to release the solver.
 */
public final class SpecChecker implements AutoCloseable {

    private final Spec spec;
    private final List<Perceiver> perceivers;
    private final CheckOptions options;
    private final ChainingProblem chaining;
    /** The rules a transcript's chaining can use, found from what it perceived: a large spec's others cost nothing. */
    private final RelevantRules relevantRules;
    /** What the facts and rules give before any transcript: never asked of a model (docs/check.md). */
    private final Set<AtomLiteral> specKnowledge;
    private final Set<PredicateAtom> watched;
    /** Predicates perceived from a step's text: events, labelled only at the steps perceived (docs/check.md). */
    private final Set<String> events;
    private final ClaimChecker claims;
    private final ModelStage model;
    private final CancelSignal signal;
    private final TranscriptReader reader = new TranscriptReader();
    /**
     * The properties compiled once, then, when coverage is counted, the watches of their triggers
     * ({@link PropertyTrigger#watch}): the monitors of all transcripts share their automata and exact verdicts.
     */
    private final CompiledProperties compiledProperties;
    /** Whether reports carry timelines: when asked, and with the model stage, whose dropped facts are placed by them. */
    private final boolean withTimeline;

    private SpecChecker(Spec spec, ExpressionParser expressions, List<Perceiver> perceivers, CheckOptions options,
            ModelStage model, CancelSignal signal) {
        this.spec = spec;
        List<Property> monitored = new ArrayList<>(spec.properties());
        if (options.coverage()) {
            spec.properties().stream().map(PropertyTrigger::watch).forEach(monitored::add);
        }
        this.compiledProperties = CompiledProperties.of(monitored);
        List<Perceiver> sources = new ArrayList<>(perceivers);
        sources.add(new ToolCallCheck(spec)); // tool calls are always perceived, so always checked
        this.perceivers = List.copyOf(sources);
        this.options = options;
        this.model = model;
        this.signal = signal;
        int interpretation = options.interpretation().orElse(spec.options().interpretation());
        this.chaining = ChainingProblem.of(spec, interpretation, ChainingProblem.DEFAULT_LIMIT);
        this.specKnowledge = specKnowledge(chaining);
        this.relevantRules = new RelevantRules(chaining);
        this.watched = KnowledgeSteps.watched(spec.properties());
        this.events = KnowledgeSteps.events(spec.predicates());
        SolverLimits specLimits = SolverLimits.of(spec.options());
        SolverLimits limits = options.timeoutMillis().isPresent()
                ? new SolverLimits((int) Math.min(options.timeoutMillis().getAsLong(), Integer.MAX_VALUE), specLimits.resourceLimit())
                : specLimits;
        this.claims = new ClaimChecker(expressions, PolicyModel.of(spec), limits, signal);
        this.withTimeline = options.timeline() || model != ModelStage.NONE;
    }

    /**
     * @param expressions parses the facts and claims of transcripts against the spec
     * @param perceivers  the perception sources, e.g. the transcript's facts and the spec's patterns
     * @throws UncheckableSpecException when a property cannot be monitored
     */
    public static SpecChecker open(Spec spec, ExpressionParser expressions, List<Perceiver> perceivers,
            CheckOptions options) throws UncheckableSpecException {
        return open(spec, expressions, perceivers, options, ModelStage.NONE, new CancelSignal());
    }

    /**
     * A checker with the LLM stage: the model perceives transcripts without {@code facts}, answers the
     * follow-up questions (queries become {@code confirmed} or {@code contradicted}) and translates the
     * assistant's answers into claims; its failures are errors of the transcript.
     *
     * @param signal the run's cancel: the command line passes one nobody cancels, the language server the
     *               user's cancel button
     * @throws UncheckableSpecException when a property cannot be monitored
     */
    public static SpecChecker open(Spec spec, ExpressionParser expressions, List<Perceiver> perceivers,
            CheckOptions options, ModelStage model, CancelSignal signal) throws UncheckableSpecException {
        for (Property property : spec.properties()) {
            try {
                Monitor.of(List.of(property));
            } catch (IllegalArgumentException e) {
                throw new UncheckableSpecException(property.range() + ": " + e.getMessage(), e);
            }
        }
        return new SpecChecker(spec, expressions, perceivers, options, model, signal);
    }

    /**
     * A check of one conversation that goes on, fed its steps as they come, whose properties' LTL3 verdicts are
     * those this checker gives every prefix of the conversation (with {@link CheckOptions#partial()}), as long as it
     * stays {@link StepwiseCheck#exact()}; empty when the model perceives, since it reads the whole transcript at once
     * (docs/audit.md, "When a conversation is checked a step at a time"). With rules or facts the session keeps the
     * conversation's knowledge base and chains again only when a literal is perceived for the first time
     * ({@link PrefixChaining}); so does a conversation whose first steps come with facts of its own, whatever the
     * spec. The session shares this checker's compiled properties and belongs to its thread.
     */
    public Optional<StepwiseCheck> stepwise() {
        if (model != ModelStage.NONE) {
            return Optional.empty();
        }
        Supplier<StepLabels> chained = () -> new ChainedLabels(new PrefixChaining(relevantRules), spec.facts(), !spec.rules().isEmpty(),
                watched, events);
        StepLabels labels = spec.rules().isEmpty() && spec.facts().isEmpty() ? new StepLabels.Patterns(watched, events) : chained.get();
        Monitor monitor = options.recover() ? compiledProperties.recoveringMonitor() : compiledProperties.monitor();
        return Optional.of(new StepwiseCheck(spec.properties(), monitor, perceivers, labels, chained, options.explainSatisfied()));
    }

    /**
     * Reads a transcript file and checks every transcript in it; an unreadable one gives a report with its error.
     *
     * @throws CheckCancelledException when the run is cancelled before the file's last transcript is checked
     */
    public List<TranscriptReport> check(Path file) {
        List<TranscriptReport> reports = new ArrayList<>();
        check(file, reports::add);
        return reports;
    }

    /**
     * As {@link #check(Path)}, handing each transcript's report to {@code each} as soon as it is checked, so that a
     * {@code .jsonl} file of many transcripts is never held in memory as reports.
     *
     * @throws CheckCancelledException when the run is cancelled before the file's last transcript is checked
     */
    public void check(Path file, Consumer<TranscriptReport> each) {
        try (Stream<TranscriptResult> transcripts = reader.read(file)) {
            for (Iterator<TranscriptResult> read = transcripts.iterator(); read.hasNext();) {
                stopIfCancelled(file.getFileName().toString());
                each.accept(check(read.next()));
            }
        }
    }

    /**
     * Checks a transcript as the reader gave it; one that could not be read gives a report with its error.
     *
     * @throws CheckCancelledException when the run is cancelled before the transcript's check ends
     */
    public TranscriptReport check(TranscriptResult result) {
        return result instanceof TranscriptResult.Loaded loaded
                ? check(loaded.transcript())
                : unreadable(((TranscriptResult.Failed) result).error());
    }

    /** A transcript that could not be read at all. */
    public static TranscriptReport unreadable(TranscriptException error) {
        String name = error.file().substring(Math.max(error.file().lastIndexOf('/'), error.file().lastIndexOf('\\')) + 1);
        String id = name.toLowerCase(Locale.ROOT).endsWith(".jsonl") && error.position().isPresent()
                ? name + "#" + error.position().get().line()
                : name.contains(".") ? name.substring(0, name.lastIndexOf('.')) : name;
        return new TranscriptReport(id, error.file(), false, List.of(),
                List.of(new TranscriptError(error.file(), error.position(), error.step(), error.reason())));
    }

    /** @throws CheckCancelledException when the run is cancelled before the transcript's check ends */
    public TranscriptReport check(Transcript transcript) {
        stopIfCancelled(transcript.id());
        ModelStage.Session session = model.open(transcript, signal);
        try {
            return check(transcript, session);
        } catch (CheckCancelledException e) {
            session.finish(); // keeps the answers the model gave before the cancel: they were paid for
            throw e;
        }
    }

    private TranscriptReport check(Transcript transcript, ModelStage.Session session) {
        List<Perceiver> sources = new ArrayList<>(perceivers);
        sources.add(read -> session.perceive());
        PerceivedTranscript perceived = PerceivedTranscript.of(transcript, sources);
        stopIfCancelled(transcript.id());
        List<CheckResult> results = new ArrayList<>();
        List<TranscriptError> errors = new ArrayList<>();
        for (PerceptionProblem problem : perceived.problems()) {
            errors.add(new TranscriptError(transcript.file(), Optional.of(problem.range()), OptionalInt.of(problem.step()),
                    problem.message()));
        }
        List<KnownLiteral> knowledge = chain(perceived, results, errors, session);
        stopIfCancelled(transcript.id());
        Monitored monitored = properties(perceived, knowledge);
        results.addAll(monitored.results());
        // a claim is named by its place among the transcript's claims, then the model's, even when one is left out
        List<Optional<RawClaim>> made = new ArrayList<>();
        for (RawClaim claim : transcript.claims()) {
            List<UnusableTranslation> unparsed = new ArrayList<>();
            made.add(claims.written(claim, unparsed));
            unparsed.forEach(problem -> errors.add(new TranscriptError(transcript.file(), Optional.of(problem.range()),
                    OptionalInt.of(claim.step()), (claim.id() == null ? "" : "claim " + claim.id() + ": ") + problem.message())));
        }
        session.translate().forEach(claim -> made.add(Optional.of(claim)));
        for (int i = 0; i < made.size(); i++) {
            stopIfCancelled(transcript.id());
            if (made.get(i).isPresent()) {
                results.add(claim(perceived, made.get(i).get(), i));
            }
        }
        // the last solver call or model request may have been interrupted: what it gave proves nothing
        stopIfCancelled(transcript.id());
        results.sort((a, b) -> Integer.compare(order(a.kind()), order(b.kind())));
        Optional<ModelReport> modelReport = session.finish();
        modelReport.ifPresent(report -> report.failures().forEach(failure ->
                errors.add(new TranscriptError(transcript.file(), Optional.empty(), OptionalInt.empty(), failure))));
        return new TranscriptReport(transcript.id(), transcript.file(), true, results, errors, monitored.timeline(),
                modelReport, transcript.time());
    }

    private void stopIfCancelled(String transcript) {
        if (signal.isCancelled()) {
            throw new CheckCancelledException(transcript);
        }
    }

    @Override
    public void close() {
        claims.close();
    }

    /** Properties, rules, claims, then queries: failures before what is only informative. */
    private static int order(ResultKind kind) {
        return switch (kind) {
            case PROPERTY -> 0;
            case RULE -> 1;
            case CLAIM -> 2;
            case QUERY -> 3;
        };
    }

    /** The properties' results and, from the same pass over the steps, the transcript's timeline. */
    private record Monitored(List<CheckResult> results, List<TimelineStep> timeline) {
    }

    /** The monitor reads each step with the atoms the knowledge base holds true at it (docs/check.md). */
    private Monitored properties(PerceivedTranscript perceived, List<KnownLiteral> knowledge) {
        Monitor monitor = options.recover() ? compiledProperties.recoveringMonitor() : compiledProperties.monitor();
        List<Step> steps = KnowledgeSteps.of(perceived.steps(), knowledge, watched, events);
        List<TimelineStep> timeline = new ArrayList<>();
        for (int i = 0; i < steps.size(); i++) {
            stopIfCancelled(perceived.transcript().id());
            monitor.step(steps.get(i));
            if (withTimeline) {
                timeline.add(timelineStep(perceived, i, monitor.verdictsNow(), monitor.bindingsNow()));
            }
        }
        List<PropertyResult> verdicts = options.partial() ? monitor.current() : monitor.finish();
        List<CheckResult> results = new ArrayList<>();
        int count = spec.properties().size();
        for (int i = 0; i < count; i++) {
            Property property = spec.properties().get(i);
            PropertyResult verdict = verdicts.get(i);
            // a trigger can only hold at a step; the watch of one that never held is not violated
            boolean triggered = options.coverage() && !steps.isEmpty()
                    && (verdicts.get(count + i).verdict() == Verdict.VIOLATED || verdicts.get(count + i).violationCount() > 0);
            results.add(new CheckResult(ResultKind.PROPERTY, property.name(), CheckVerdict.of(verdict.verdict()),
                    verdict.step(), propertyMessage(perceived, property, verdict),
                    new PropertyEvidence(verdict.witness(), options.recover() ? verdict.violations() : List.of(), triggered),
                    location(perceived, verdict.step()), Optional.of(property.range())));
        }
        return new Monitored(results, timeline);
    }

    private TimelineStep timelineStep(PerceivedTranscript perceived, int index, List<Verdict> now,
            List<Optional<Binding>> bindingsNow) {
        TranscriptStep step = perceived.transcript().steps().get(index);
        Optional<org.esl.runtime.model.temporal.ToolCall> call = perceived.steps().get(index).toolCall();
        Map<String, Verdict> verdicts = new LinkedHashMap<>();
        Map<String, Binding> bindings = new LinkedHashMap<>();
        for (int p = 0; p < spec.properties().size(); p++) { // the triggers' watches follow the properties
            String name = spec.properties().get(p).name();
            verdicts.put(name, now.get(p));
            bindingsNow.get(p).ifPresent(binding -> bindings.put(name, binding));
        }
        String text = call.map(Object::toString).orElseGet(() -> Wording.oneLine(step.text()));
        return new TimelineStep(index, step.role(), call.map(org.esl.runtime.model.temporal.ToolCall::tool),
                text.length() <= TimelineStep.MAX_TEXT ? text : text.substring(0, TimelineStep.MAX_TEXT), step.range(), verdicts,
                bindings);
    }

    private String propertyMessage(PerceivedTranscript perceived, Property property, PropertyResult verdict) {
        return propertyMessage(property, verdict, perceived.steps().size(), step -> StepExcerpt.of(perceived, step),
                options.explainSatisfied());
    }

    /**
     * A property's result as its message says it, for a transcript of {@code stepCount} steps so far, quoting the step
     * that fixed its verdict with {@code excerpt}; {@link StepwiseCheck} says it so too.
     */
    static String propertyMessage(Property property, PropertyResult verdict, int stepCount, IntFunction<String> excerpt,
            boolean explainSatisfied) {
        String about = property.description().isEmpty() ? "" : " (" + property.description() + ")";
        if (verdict.verdict() == Verdict.PENDING) {
            String why = stepCount == 0 ? "the transcript has no step" : "still undecided after the last step, "
                    + (stepCount - 1);
            return "property " + property.name() + about + " is pending: " + why;
        }
        int step = verdict.step().getAsInt();
        if (verdict.verdict() == Verdict.SATISFIED && !explainSatisfied) {
            return "property " + property.name() + about + " is satisfied at step " + step;
        }
        // a property with variables is violated for one binding, but satisfied only for all of them
        String forBinding = verdict.verdict() == Verdict.VIOLATED
                ? verdict.witness().flatMap(Witness::binding).map(binding -> " for " + binding).orElse("") : "";
        String message = "property " + property.name() + about + " is " + verdict.verdict().eslName() + forBinding
                + " at step " + step + ", " + excerpt.apply(step);
        if (verdict.violationCount() > 1) {
            message += "; violated " + verdict.violationCount() + " times, at steps "
                    + verdict.violations().stream().map(w -> String.valueOf(w.step())).collect(Collectors.joining(", "));
        }
        return message;
    }

    private static Set<AtomLiteral> specKnowledge(ChainingProblem chaining) {
        try {
            return ForwardChaining.run(chaining, List.of()) instanceof ChainingResult result
                    ? result.knowledge().stream().map(KnownLiteral::literal).collect(Collectors.toUnmodifiableSet())
                    : Set.of();
        } catch (IllegalArgumentException e) {
            return Set.of(); // a fact chaining cannot use: each transcript's chaining reports it
        }
    }

    /**
     * Chains the rules over what was perceived and the facts, adds the violated rules and the queries to the results,
     * and returns the knowledge base with the step from which each literal is known.
     */
    private List<KnownLiteral> chain(PerceivedTranscript perceived, List<CheckResult> results, List<TranscriptError> errors,
            ModelStage.Session session) {
        String file = perceived.transcript().file();
        List<Perception> perceptions = perceived.literals().stream()
                .map(literal -> Perception.at(literal.step(), literal.literal())).toList();
        List<KnownLiteral> unchained = KnowledgeSteps.withoutChaining(spec.facts(), perceptions);
        if (spec.rules().isEmpty() && (perceived.literals().isEmpty() || spec.facts().isEmpty() && onlyPatternLabels(perceived))) {
            return unchained;
        }
        ChainingOutcome outcome;
        try {
            outcome = ForwardChaining.run(relevantRules.problemFor(perceptions.stream().map(Perception::literal).toList()),
                    perceptions);
        } catch (IllegalArgumentException e) {
            errors.add(new TranscriptError(file, Optional.empty(), OptionalInt.empty(),
                    "forward chaining could not use what was perceived: " + e.getMessage()));
            return unchained;
        }
        if (outcome instanceof ChainingOutcome.LimitExceeded limit) {
            errors.add(new TranscriptError(file, Optional.empty(), OptionalInt.empty(), limit.message()));
            return unchained;
        }
        ChainingResult result = (ChainingResult) outcome;
        ChainEvidence evidence = new ChainEvidence(perceived.literals());
        for (Violation violation : result.violations()) {
            List<Assignment> binding = violation.binding().values().entrySet().stream()
                    .map(entry -> new Assignment(entry.getKey().toString(), entry.getValue().toString())).toList();
            String about = violation.rule().description().isEmpty() ? "" : " (" + violation.rule().description() + ")";
            results.add(new CheckResult(ResultKind.RULE, violation.rule().name(), CheckVerdict.VIOLATED, violation.step(),
                    "rule " + violation.rule().name() + about + " is violated"
                            + (binding.isEmpty() ? "" : " with " + violation.binding())
                            + at(perceived, violation.step()) + ": it derives " + violation.derived()
                            + ", which contradicts what is known",
                    new RuleEvidence(binding, violation.derived().toString(), evidence.entries(violation.chain())),
                    location(perceived, violation.step()), Optional.of(violation.rule().range())));
        }
        for (PerceptionConflict conflict : result.perceptionConflicts()) {
            OptionalInt step = stepOf(conflict.second());
            errors.add(new TranscriptError(file, location(perceived, step), step, "perception contradicts itself: "
                    + conflict.literal() + " " + said(conflict.second()) + ", and its negation " + said(conflict.first()),
                    factOf(conflict.second()).or(() -> factOf(conflict.first()))));
        }
        // what follows from the spec alone is not a question about the transcript
        List<InferredAtom> queries = result.inferred().stream()
                .filter(inferred -> !specKnowledge.contains(inferred.literal())).toList();
        List<FollowUpAnswer> answers = queries.isEmpty() ? List.of()
                : session.ask(queries.stream().map(InferredAtom::question).toList());
        for (int i = 0; i < queries.size(); i++) {
            results.add(query(perceived, queries.get(i), answers.get(i), evidence));
        }
        return result.knowledge();
    }

    /**
     * Whether every perceived literal is a pattern's label: true, of a declared predicate without parameters. Without
     * rules or facts, chaining such literals gives them back as they are (no rule to violate, nothing inferred, no
     * negation to contradict), so a spec of properties and patterns alone is checked without it (docs/check.md).
     */
    private static boolean onlyPatternLabels(PerceivedTranscript perceived) {
        for (PerceivedLiteral literal : perceived.literals()) {
            if (literal.source() != PerceivedLiteral.Source.PATTERN || !literal.literal().positive()) {
                return false;
            }
        }
        return true;
    }

    /** {@code inferred}, or with the model's answer {@code confirmed} / {@code contradicted} (docs/check.md). */
    private CheckResult query(PerceivedTranscript perceived, InferredAtom inferred, FollowUpAnswer answer,
            ChainEvidence evidence) {
        String confirming = inferred.confirmingAnswer() ? "yes" : "no";
        Optional<SourceRange> predicate = spec.predicate(inferred.literal().atom().predicate()).map(Predicate::range);
        CheckVerdict verdict = CheckVerdict.INFERRED;
        String message = "inferred " + inferred.literal() + at(perceived, inferred.step()) + "; follow-up question: "
                + inferred.question() + " (a confirming answer is " + confirming + ")";
        Optional<String> said = Optional.empty();
        if (answer instanceof FollowUpAnswer.Answered answered) {
            boolean confirms = answered.yes() == inferred.confirmingAnswer();
            verdict = confirms ? CheckVerdict.CONFIRMED : CheckVerdict.CONTRADICTED;
            said = Optional.of(answered.text());
            message = (confirms ? "confirmed " : "contradicted ") + inferred.literal() + at(perceived, inferred.step())
                    + ": asked \"" + inferred.question() + "\", the model answered \"" + StepExcerpt.excerpt(answered.text())
                    + "\"" + (confirms ? "" : ", but the rules entail " + confirming + ": an inconsistency");
        } else if (answer instanceof FollowUpAnswer.Unparseable unparseable) {
            said = Optional.of(unparseable.text());
            message += "; the model's answer does not start with yes or no, so it is unparseable: \""
                    + StepExcerpt.excerpt(unparseable.text()) + "\"";
        } else if (answer instanceof FollowUpAnswer.Unavailable unavailable) {
            message += "; the model could not be asked: " + unavailable.reason();
        }
        return new CheckResult(ResultKind.QUERY, inferred.literal().toString(), verdict, inferred.step(), message,
                new QueryEvidence(inferred.literal().toString(), inferred.question(), confirming,
                        evidence.entries(inferred.chain()), said),
                location(perceived, inferred.step()), predicate);
    }

    private CheckResult claim(PerceivedTranscript perceived, RawClaim claim, int index) {
        String name = claim.id() != null ? claim.id() : "claim " + (index + 1);
        ClaimChecker.Checked checked = claims.check(claim);
        Optional<SourceRange> declaration = checked.evidence().result()
                .filter(ClaimResult.Proved.class::isInstance).map(ClaimResult.Proved.class::cast)
                .flatMap(proved -> proved.policies().stream().findFirst())
                .flatMap(spec::policy).map(Policy::range);
        return new CheckResult(ResultKind.CLAIM, name, checked.verdict(), OptionalInt.of(claim.step()),
                "claim " + name + " at step " + claim.step() + ", " + StepExcerpt.of(perceived, claim.step()) + ": "
                        + checked.message(),
                checked.evidence(), Optional.of(claim.range()), declaration);
    }

    private static String at(PerceivedTranscript perceived, OptionalInt step) {
        return step.isPresent() ? " at step " + step.getAsInt() + ", " + StepExcerpt.of(perceived, step.getAsInt()) : "";
    }

    private static Optional<SourceRange> location(PerceivedTranscript perceived, OptionalInt step) {
        return step.isPresent() ? Optional.of(perceived.transcript().steps().get(step.getAsInt()).range()) : Optional.empty();
    }

    private static OptionalInt stepOf(Justification justification) {
        return justification instanceof Justification.Perceived perceived ? perceived.step() : OptionalInt.empty();
    }

    /** The spec's fact a justification is, where the reports name it. */
    private static Optional<SourceRange> factOf(Justification justification) {
        return justification instanceof Justification.Fact fact ? Optional.of(fact.range()) : Optional.empty();
    }

    private static String said(Justification justification) {
        if (justification instanceof Justification.Fact) {
            return "is a fact of the spec";
        }
        OptionalInt step = stepOf(justification);
        return step.isPresent() ? "is perceived at step " + step.getAsInt() : "is perceived";
    }
}
