import type { CheckModel } from './results/model';
import { checkSummary } from './results/model';

export type ServerState = 'starting' | 'running' | 'stopped' | 'failed';

/** What the status-bar item shows: the server's state, then the last check's tally. */
export function statusBarContent(state: ServerState, lastCheck: CheckModel | undefined): { text: string; tooltip: string } {
    const serverLine = {
        starting: 'The ESL language server is starting',
        running: 'The ESL language server is running',
        stopped: 'The ESL language server is stopped',
        failed: 'The ESL language server could not start (see the output "ESL Language Server")',
    }[state];
    if (state !== 'running') {
        const icon = state === 'starting' ? '$(sync~spin)' : '$(error)';
        return { text: `${icon} ESL`, tooltip: serverLine };
    }
    if (!lastCheck) {
        return { text: '$(check) ESL', tooltip: `${serverLine}; no check yet` };
    }
    const icon = lastCheck.failingCount > 0 ? '$(error)' : '$(pass)';
    const tally =
        lastCheck.failingCount > 0
            ? `${lastCheck.failingCount}/${lastCheck.checkedCount} failing`
            : `${lastCheck.checkedCount} ok`;
    return {
        text: `${icon} ESL ${tally}`,
        tooltip: `${serverLine}. Last check (${lastCheck.specName}): ${checkSummary(lastCheck)}. Click to show the results.`,
    };
}
