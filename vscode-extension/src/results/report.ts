/**
 * The JSON of `esl check --format json --timeline`, as the server sends it in `esl/checkResults`, and of
 * `esl test --format json`, as it sends it in `esl/testResults` (docs/check.md, docs/test.md,
 * docs/language-server.md). Only the fields the extension reads. What a report means (which results and
 * transcripts fail, the headline, the counts) is decided by the server and carried here: the extension shows it
 * and never works it out again.
 */

export interface SourceRange {
    readonly file: string;
    readonly line: number;
    readonly column: number;
    readonly endLine?: number;
    readonly endColumn?: number;
}

/** How a verdict counts: failing ones fail the check (and get a Warning on the transcript). */
export type Outcome = 'failing' | 'passing' | 'undecided';

export interface CheckResult {
    readonly kind: 'rule' | 'property' | 'claim' | 'query' | string;
    readonly name: string;
    readonly verdict: string;
    readonly failing: boolean;
    readonly outcome: Outcome;
    readonly step: number | null;
    readonly message: string;
    readonly line?: number;
    readonly column?: number;
    readonly declaration?: SourceRange;
}

export interface TranscriptError {
    readonly file?: string;
    readonly line?: number;
    readonly column?: number;
    readonly step?: number | null;
    readonly message: string;
}

export type Role = 'user' | 'assistant' | 'tool' | 'system' | string;

/** One step of the timeline: each property's LTL3 verdict after the step. */
export interface TimelineStep {
    readonly step: number;
    readonly role: Role;
    readonly tool?: string;
    readonly text: string;
    readonly line: number;
    readonly column: number;
    readonly verdicts: Readonly<Record<string, string>>;
    /**
     * For a property with variables, the instance (values) whose verdict `verdicts` shows at this step: each
     * variable's value in ESL syntax, or null for the values the transcript has not shown.
     */
    readonly bindings?: Readonly<Record<string, Readonly<Record<string, string | null>>>>;
}

export interface TranscriptReport {
    readonly id: string;
    readonly file: string;
    readonly checked?: boolean;
    readonly failing: boolean;
    readonly results: readonly CheckResult[];
    readonly errors?: readonly TranscriptError[];
    readonly timeline?: readonly TimelineStep[];
}

export interface CheckReport {
    readonly specUri?: string;
    readonly spec: { readonly name: string; readonly title?: string; readonly file: string };
    readonly transcripts: readonly TranscriptReport[];
    readonly summary: {
        readonly transcripts: number;
        readonly checked: number;
        readonly failing: number;
        readonly errors: number;
        readonly findings: number;
        readonly violations?: Readonly<Record<string, number>>;
    };
    /** The check in one line: "2 transcripts checked, 1 failing, 4 findings". */
    readonly headline: string;
    /** Per rule, property and policy: what the transcripts did with it (the tally lens's title). */
    readonly tallies: Readonly<Record<string, { readonly kind: string; readonly title: string; readonly failing: number }>>;
}

export interface TestResult {
    readonly name: string;
    readonly kind: string;
    readonly passed: boolean;
    readonly outcome: 'passed' | 'failed' | 'error' | string;
    readonly message: string;
    readonly file: string;
    readonly line: number;
    readonly column: number;
}

export interface TestReport {
    readonly specUri?: string;
    readonly specs: readonly {
        readonly spec: string;
        readonly file: string;
        readonly tests: readonly TestResult[];
        readonly summary: { readonly passed: number; readonly failed: number };
    }[];
    readonly summary: { readonly passed: number; readonly failed: number };
}
