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

/** Milliseconds since the epoch of a log line's local time stamp (`2026-11-26 15:54:01.413 [info] …`). */
function logTime(line) {
    const stamp = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d\.\d{3}) /.exec(line);
    return stamp ? new Date(`${stamp[1]}T${stamp[2]}`).getTime() : undefined;
}

/**
 * Where the first start's time went, each moment in milliseconds since OPENED (the test's opening of the spec, ms since
 * the epoch): the extension host's process started (negative: before the opening), VS Code asked to activate the
 * extension (its extension host log), the extension's `activate` ran, the server's first diagnostics reached the
 * extension (issue #21's measure: they are published for the opened spec, the only ESL file open then), the server's
 * first code lenses answered (the extension's timeline) and, with SHOWN, the lens on the page. A moment that cannot be
 * read is left out.
 */
export function firstStartMoments(work, opened, shown) {
    const logs = path.join(work, 'ud', 'logs');
    const hostLog = fs.existsSync(logs)
        ? fs.readdirSync(logs, { recursive: true }).map(String).filter((f) => f.endsWith('remoteexthost.log')).sort()[0]
        : undefined;
    const asked = hostLog && fs.readFileSync(path.join(logs, hostLog), 'utf8').split('\n')
        .find((line) => line.includes('_doActivateExtension esl.esl-vscode'));
    const lines = timelineLines(work).filter((line) => line.startsWith('start timeline (activation)'));
    const note = lines.map((line) => /activated at (\S+), the extension host's process started (\d+) ms before/.exec(line)).find((m) => m);
    const moments = {};
    if (note) {
        const activated = new Date(note[1]).getTime();
        moments['extension host process started'] = activated - Number(note[2]) - opened;
        if (asked) {
            moments['VS Code asked to activate the extension'] = logTime(asked) - opened;
        }
        moments['extension activated'] = activated - opened;
        const diagnostics = lines.map((line) => /\+(\d+) ms first diagnostics published/.exec(line)).find((m) => m);
        if (diagnostics) {
            moments['first diagnostics published'] = activated + Number(diagnostics[1]) - opened;
        }
        const answer = lines.map((line) => /\+(\d+) ms code lens answer: [1-9]/.exec(line)).find((m) => m);
        if (answer) {
            moments['code lenses answered'] = activated + Number(answer[1]) - opened;
        }
    }
    if (shown !== undefined) {
        moments['code lens on the page'] = shown - opened;
    }
    return moments;
}

/**
 * Milliseconds from the beginning of the last restart ("ESL: Restart server") to its first diagnostics, from the
 * extension's timeline; undefined when the timeline has no such line (yet).
 */
export function laterStartDiagnostics(work) {
    const lines = timelineLines(work).filter((line) => line.startsWith('start timeline (restart)'));
    const begun = lines.findLastIndex((line) => /: \+\d+ ms stopping the old server/.test(line));
    const found = lines.slice(Math.max(begun, 0)).map((line) => /\+(\d+) ms first diagnostics published/.exec(line)).find((m) => m);
    return found ? Number(found[1]) : undefined;
}

/** The moments of firstStartMoments as one line: `name +123 ms, …`. */
export function momentsLine(moments) {
    return Object.entries(moments).map(([name, ms]) => `${name} ${ms >= 0 ? '+' : ''}${Math.round(ms)} ms`).join(', ');
}
