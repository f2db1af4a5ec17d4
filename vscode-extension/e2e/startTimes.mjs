// What the end-to-end test and bench/vscode-start-bench.sh read of the extension's start timeline
// (src/startTimeline.ts), which the output channel "ESL Language Server" writes at log level trace.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The query of a workbench URL that sets the extension's log level to trace from the start (code-server reads the
 * workbench's log levels from the URL's payload), so that its output channel has the timeline of every start and the
 * protocol's messages with their times.
 */
export const TRACE_QUERY = `payload=${encodeURIComponent(JSON.stringify([['logLevel', 'esl.esl-vscode:trace']]))}`;

/** The timeline lines the extension has written so far in the profile of WORK_DIR, oldest first, without their log prefix. */
export function timelineLines(work) {
    const logs = path.join(work, 'ud', 'logs');
    const files = fs.existsSync(logs)
        ? fs.readdirSync(logs, { recursive: true }).map(String).filter((f) => f.endsWith(path.join('esl.esl-vscode', 'ESL Language Server.log')))
        : [];
    return files.sort().flatMap((f) => fs.readFileSync(path.join(logs, f), 'utf8').split('\n'))
        .map((line) => /\[trace\] (start timeline .*)$/.exec(line)?.[1]).filter((line) => line !== undefined);
}
