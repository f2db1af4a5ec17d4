/**
 * The JSON of `esl check --format json --timeline`, as the server sends it in `esl/checkResults`, and the
 * payload of `esl/testResults` (docs/check.md, docs/language-server.md). Only the fields the extension reads.
 */

export interface SourceRange {
    readonly file: string;
    readonly line: number;
    readonly column: number;
    readonly endLine?: number;
    readonly endColumn?: number;
}

export interface CheckResult {
    readonly kind: 'rule' | 'property' | 'claim' | 'query' | string;
    readonly name: string;
    readonly verdict: string;
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
}

export interface TranscriptReport {
    readonly id: string;
    readonly file: string;
    readonly checked?: boolean;
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
        readonly checked?: number;
        readonly failing: number;
        readonly errors: number;
        readonly violations?: Readonly<Record<string, number>>;
    };
}

export interface TestReport {
    readonly spec: string;
    readonly passed: number;
    readonly failed: number;
    readonly results: readonly { name: string; outcome: string; message?: string; line?: number }[];
}
