import type { CheckReport, CheckResult, Outcome, TestReport, TimelineStep, TranscriptReport } from './report';

export type { Outcome } from './report';

/** A place in a file: 1-based line and column, as the report gives them. */
export interface Location {
    readonly uri: string;
    readonly line: number;
    readonly column: number;
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
    /** The server's one line on the check: "2 transcripts checked, 1 failing, 4 findings". */
    readonly headline: string;
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
        outcome: result.outcome,
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
        failing: transcript.failing,
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
        checkedCount: report.summary.checked,
        failingCount: report.summary.failing,
        findingCount: report.summary.findings,
        headline: report.headline,
    };
}

/**
 * The results view's model of one test run (`esl/testResults`: one spec). `specUri` is the report's own when the
 * server sent it, else `fallbackSpecUri`; file names are relative to the spec's folder.
 */
export function buildTestsModel(report: TestReport, fallbackSpecUri?: string): TestsModel {
    const specUri = report.specUri ?? fallbackSpecUri;
    if (specUri === undefined) {
        throw new Error('the test report names no spec URI');
    }
    const tests = report.specs.flatMap((spec) => spec.tests);
    return {
        specUri,
        passed: report.summary.passed,
        failed: report.summary.failed,
        tests: tests.map((t) => ({
            name: t.name,
            verdict: t.outcome,
            outcome: t.passed ? 'passing' : 'failing',
            message: t.message,
            location: location(specUri, t.file, t.line, t.column),
        })),
    };
}

function plural(n: number, word: string): string {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "2 transcripts checked, 1 failing, 4 findings": the server's headline of the check. */
export function checkSummary(check: CheckModel): string {
    return check.headline;
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
