import type { CheckReport, CheckResult, TranscriptReport } from '../results/report';

/**
 * A guard's exchanges as the Check results view shows them (docs/guard.md, "Editors"): one entry per line of
 * the audit log, named by the exchange's id (`CONVERSATION/N`) and the guard's verdict. What the verdict means
 * was decided by the guard and is carried here: a `blocked` or `error` exchange fails; its findings (what the
 * stopped answer would have broken, with the check's message) are its results; a `pending` exchange lists the
 * properties the conversation still owes; a `revised` one shows what the first answer would have broken.
 */
export interface GuardExchanges {
    readonly specUri: string;
    readonly specName: string;
    readonly transcripts: readonly TranscriptReport[];
}

interface AuditFinding {
    readonly kind?: string;
    readonly name?: string;
    readonly message?: string;
}

interface AuditEsl {
    readonly verdict?: string;
    readonly properties?: readonly string[];
    readonly findings?: readonly AuditFinding[];
    readonly error?: string;
}

/**
 * The results view's entry of one audit line, `logFile` named as a check report names a transcript (relative to
 * the spec's folder); undefined for a line that is not one the guard writes.
 */
export function exchangeReport(line: string, logFile: string): TranscriptReport | undefined {
    let parsed: { id?: unknown; esl?: AuditEsl };
    try {
        parsed = JSON.parse(line) as { id?: unknown; esl?: AuditEsl };
    } catch {
        return undefined;
    }
    const esl = parsed.esl;
    if (typeof parsed.id !== 'string' || typeof esl?.verdict !== 'string') {
        return undefined;
    }
    const verdict = esl.verdict;
    const failing = verdict === 'blocked' || verdict === 'error';
    const results: CheckResult[] =
        verdict === 'pending'
            ? (esl.properties ?? []).map((name) => owed(name))
            : (esl.findings ?? []).map((finding) => found(finding, failing));
    const errors = verdict === 'error' ? [{ message: `the upstream failed: ${esl.error ?? 'no reason given'}` }] : [];
    return { id: `${parsed.id} ${verdict}`, file: logFile, checked: verdict !== 'error', failing, results, errors };
}

function owed(name: string): CheckResult {
    return {
        kind: 'property',
        name,
        verdict: 'pending',
        failing: false,
        outcome: 'undecided',
        step: null,
        message: `property ${name} is pending: the conversation still owes it something`,
    };
}

function found(finding: AuditFinding, failing: boolean): CheckResult {
    return {
        kind: finding.kind ?? 'property',
        name: finding.name ?? '?',
        verdict: failing ? 'blocked' : 'revised',
        failing,
        outcome: failing ? 'failing' : 'passing',
        step: null,
        message: finding.message ?? '',
    };
}

/** The exchanges so far as the check report the results view shows for the spec. */
export function guardReport(exchanges: GuardExchanges): CheckReport & { specUri: string } {
    const failing = exchanges.transcripts.filter((t) => t.failing).length;
    const findings = exchanges.transcripts.reduce((n, t) => n + (t.failing ? t.results.length : 0), 0);
    const errors = exchanges.transcripts.filter((t) => t.checked === false).length;
    const count = exchanges.transcripts.length;
    return {
        specUri: exchanges.specUri,
        spec: { name: exchanges.specName, file: exchanges.specUri },
        transcripts: exchanges.transcripts,
        summary: { transcripts: count, checked: count - errors, failing, errors, findings },
        headline: `guard: ${count} exchange${count === 1 ? '' : 's'}, ${failing} blocked or failed`,
        tallies: {},
    };
}
