import type { CheckModel } from './results/model';
import { checkSummary } from './results/model';

export type ServerState = 'starting' | 'running' | 'stopped' | 'failed';

/** The spec in the active editor and how many errors the Problems panel has for it. */
export interface ActiveSpec {
    readonly file: string;
    readonly errors: number;
}

/** What the status-bar item shows and what a click on it does. */
export interface StatusContent {
    readonly text: string;
    readonly tooltip: string;
    readonly command: string;
}

const SHOW_RESULTS = 'esl.showResults';
const SHOW_PROBLEMS = 'workbench.actions.view.problems';

function plural(n: number, word: string): string {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/**
 * What the status-bar item shows: the server's state; while it runs, the errors of the spec in the active
 * editor first (a tick next to a broken spec would be a lie), then the last check's tally.
 */
export function statusBarContent(state: ServerState, lastCheck: CheckModel | undefined, activeSpec?: ActiveSpec): StatusContent {
    const serverLine = {
        starting: 'The ESL language server is starting',
        running: 'The ESL language server is running',
        stopped: 'The ESL language server is stopped',
        failed: 'The ESL language server could not start (see the output "ESL Language Server")',
    }[state];
    if (state !== 'running') {
        const icon = state === 'starting' ? '$(sync~spin)' : '$(error)';
        return { text: `${icon} ESL`, tooltip: serverLine, command: SHOW_RESULTS };
    }
    const checkLine = lastCheck ? `Last check (${lastCheck.specName}): ${checkSummary(lastCheck)}.` : 'No check yet.';
    if (activeSpec && activeSpec.errors > 0) {
        return {
            text: `$(error) ESL ${plural(activeSpec.errors, 'error')}`,
            tooltip: `${serverLine}. ${activeSpec.file} has ${plural(activeSpec.errors, 'error')}: click to show the Problems panel. ${checkLine}`,
            command: SHOW_PROBLEMS,
        };
    }
    if (!lastCheck) {
        return { text: '$(check) ESL', tooltip: `${serverLine}; no check yet`, command: SHOW_RESULTS };
    }
    const icon = lastCheck.failingCount > 0 ? '$(error)' : '$(pass)';
    const tally =
        lastCheck.failingCount > 0
            ? `${lastCheck.failingCount}/${lastCheck.checkedCount} failing`
            : `${lastCheck.checkedCount} ok`;
    return {
        text: `${icon} ESL ${tally}`,
        tooltip: `${serverLine}. ${checkLine} Click to show the results.`,
        command: SHOW_RESULTS,
    };
}
