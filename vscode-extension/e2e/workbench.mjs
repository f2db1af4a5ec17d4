// What the end-to-end test (e2e.mjs) and the start benchmark (startBench.mjs) share: the browser they drive the
// workbench in, and the extension's start timeline (src/startTimeline.ts), which the output channel "ESL Language
// Server" writes at log level trace.
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

/**
 * Debian's headless Chromium (through playwright-core's `chromium`) with a fresh profile in WORK_DIR, and its first
 * page; `close()` ends it and removes the profile.
 */
export async function openChromium(chromium, work) {
    const profile = fs.mkdtempSync(path.join(work, 'chrome-'));
    const context = await chromium.launchPersistentContext(profile, {
        executablePath: '/usr/bin/chromium',
        headless: true,
        viewport: { width: 1500, height: 950 },
        args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
            '--disable-component-update', '--disable-sync'],
    });
    const page = context.pages()[0] ?? (await context.newPage());
    return {
        page,
        close: async () => {
            await context.close();
            fs.rmSync(profile, { recursive: true, force: true });
        },
    };
}
