import type { CheckReport, CheckResult, TestReport, TimelineStep, TranscriptReport } from './report';

/** A place in a file: 1-based line and column, as the report gives them. */
export interface Location {
    readonly uri: string;
    readonly line: number;
    readonly column: number;
}

/** How a verdict counts: failing ones fail the check (and get a Warning on the transcript). */
export type Outcome = 'failing' | 'passing' | 'undecided';

const FAILING = new Set(['violated', 'invalid', 'impossible', 'contradicted', 'failed', 'error']);
const PASSING = new Set(['satisfied', 'valid', 'confirmed', 'consistent', 'passed']);

export function outcomeOf(verdict: string): Outcome {
    if (FAILING.has(verdict)) {
        return 'failing';
    }
    return PASSING.has(verdict) ? 'passing' : 'undecided';
}

export interface ResultModel {
    readonly kind: string;
    readonly name: string;
    readonly verdict: string;
    readonly outcome: Outcome;
    readonly step: number | null;
    readonly message: string;
    /** The step in the transcript file. */
    readonly stepLocation?: Location;
    /** The rule, property or predicate in the spec; for a claim the first policy of its proof. */
    readonly declaration?: Location;
}

export interface ErrorModel {
    readonly message: string;
    readonly step: number | null;
    readonly location?: Location;
}

export interface TranscriptModel {
    readonly id: string;
    readonly file: string;
    readonly uri: string;
    readonly checked: boolean;
    readonly failing: boolean;
    readonly results: readonly ResultModel[];
    readonly errors: readonly ErrorModel[];
    readonly timeline: readonly TimelineStep[];
    /** The properties of the timeline, in the order of the results. */
    readonly timelineProperties: readonly string[];
}

export interface CheckModel {
    readonly specUri: string;
    readonly specName: string;
    readonly specTitle?: string;
    readonly transcripts: readonly TranscriptModel[];
    readonly checkedCount: number;
    readonly failingCount: number;
    readonly findingCount: number;
}

export interface TestModel {
    readonly name: string;
    readonly outcome: Outcome;
    readonly verdict: string;
    readonly message?: string;
    readonly location?: Location;
}

export interface TestsModel {
    readonly specUri: string;
    readonly passed: number;
    readonly failed: number;
    readonly tests: readonly TestModel[];
}

/** A file name of the report (relative to the spec's folder, or absolute) as a URI. */
export function resolveFile(specUri: string, file: string): string {
    return new URL(file.replace(/\\/g, '/'), specUri).toString();
}

function location(specUri: string, file: string | undefined, line: number | undefined, column: number | undefined): Location | undefined {
    if (file === undefined || line === undefined) {
        return undefined;
    }
    return { uri: resolveFile(specUri, file), line, column: column ?? 1 };
}

function resultModel(specUri: string, transcriptFile: string, result: CheckResult): ResultModel {
    return {
        kind: result.kind,
        name: result.name,
        verdict: result.verdict,
        outcome: outcomeOf(result.verdict),
        step: result.step ?? null,
        message: result.message,
        stepLocation: location(specUri, transcriptFile, result.line, result.column),
        declaration: result.declaration
            ? location(specUri, result.declaration.file, result.declaration.line, result.declaration.column)
            : undefined,
    };
}

function transcriptModel(specUri: string, transcript: TranscriptReport): TranscriptModel {
    const results = transcript.results.map((r) => resultModel(specUri, transcript.file, r));
    const errors = (transcript.errors ?? []).map((e) => ({
        message: e.message,
        step: e.step ?? null,
        location: location(specUri, e.file ?? transcript.file, e.line, e.column),
    }));
    const timeline = transcript.timeline ?? [];
    const inTimeline = new Set(timeline.flatMap((s) => Object.keys(s.verdicts)));
    const ordered = results.filter((r) => r.kind === 'property' && inTimeline.has(r.name)).map((r) => r.name);
    const rest = [...inTimeline].filter((name) => !ordered.includes(name)).sort();
    return {
        id: transcript.id,
        file: transcript.file,
        uri: resolveFile(specUri, transcript.file),
        checked: transcript.checked ?? true,
        failing: errors.length > 0 || results.some((r) => r.outcome === 'failing'),
        results,
        errors,
        timeline,
        timelineProperties: [...ordered, ...rest],
    };
}

/**
 * The results view's model of one check. `specUri` is the report's own `specUri` when the server sent it,
 * else `fallbackSpecUri` (the spec the user asked to check).
 */
export function buildCheckModel(report: CheckReport, fallbackSpecUri?: string): CheckModel {
    const specUri = report.specUri ?? fallbackSpecUri;
    if (specUri === undefined) {
        throw new Error('the check report names no spec URI');
    }
    const transcripts = report.transcripts.map((t) => transcriptModel(specUri, t));
    return {
        specUri,
        specName: report.spec.name,
        specTitle: report.spec.title,
        transcripts,
        checkedCount: transcripts.filter((t) => t.checked).length,
        failingCount: transcripts.filter((t) => t.failing).length,
        findingCount: transcripts.reduce(
            (n, t) => n + t.errors.length + t.results.filter((r) => r.outcome === 'failing').length,
            0,
        ),
    };
}

export function buildTestsModel(report: TestReport): TestsModel {
    return {
        specUri: report.spec,
        passed: report.passed,
        failed: report.failed,
        tests: report.results.map((r) => ({
            name: r.name,
            verdict: r.outcome,
            outcome: outcomeOf(r.outcome),
            message: r.message,
            location: r.line !== undefined ? { uri: report.spec, line: r.line, column: 1 } : undefined,
        })),
    };
}

function plural(n: number, word: string): string {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "2 transcripts checked, 1 failing, 4 findings", as the server's summary says it. */
export function checkSummary(check: CheckModel): string {
    return `${plural(check.checkedCount, 'transcript')} checked, ${check.failingCount} failing, ${plural(check.findingCount, 'finding')}`;
}

/** The tree item's description of a result: "violated at step 4". */
export function resultDescription(result: ResultModel): string {
    return result.step === null ? result.verdict : `${result.verdict} at step ${result.step}`;
}

/** The tree item's description of a transcript: "failed: 1 satisfied, 4 violated" like the CLI's text output. */
export function transcriptDescription(transcript: TranscriptModel): string {
    const counts = new Map<string, number>();
    for (const r of transcript.results) {
        counts.set(r.verdict, (counts.get(r.verdict) ?? 0) + 1);
    }
    const parts = [...counts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([v, n]) => `${n} ${v}`);
    if (transcript.errors.length > 0) {
        parts.push(plural(transcript.errors.length, 'error'));
    }
    const head = !transcript.checked ? 'not checked' : transcript.failing ? 'failed' : 'ok';
    return parts.length > 0 ? `${head}: ${parts.join(', ')}` : head;
}

/** The results for one declaration (`esl.showResults` [specUri, name]) in every transcript. */
export function resultsNamed(check: CheckModel, name: string): { transcript: TranscriptModel; result: ResultModel }[] {
    return check.transcripts.flatMap((transcript) =>
        transcript.results.filter((r) => r.name === name).map((result) => ({ transcript, result })),
    );
}
