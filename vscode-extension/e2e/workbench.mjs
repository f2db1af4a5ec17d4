// What the end-to-end test (e2e.mjs) and the start benchmarks (startBench.mjs, reloadBench.mjs) share: the browser they
// drive the workbench in, its quick input, the language server's process, and the extension's start timeline
// (src/startTimeline.ts), which the output channel "ESL Language Server" writes at log level trace.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The query of a workbench URL that sets the extension's log level to trace from the start (code-server reads the
 * workbench's log levels from the URL's payload), so that its output channel has the timeline of every start and the
 * protocol's messages with their times.
 */
export const TRACE_QUERY = `payload=${encodeURIComponent(JSON.stringify([['logLevel', 'esl.esl-vscode:trace']]))}`;

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/**
 * The newest language server process of the profile in WORK_DIR (`… -jar WORK_DIR/ud/…/esl.jar lsp`, Linux's /proc):
 * the CPU time (user + system, milliseconds) it has used so far and its command line; undefined when none runs.
 */
export function serverProcess(work) {
    let newest;
    for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
        try {
            const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
            if (args.at(-2) !== 'lsp' || !args.some((arg) => arg.startsWith(path.join(work, 'ud')) && arg.endsWith('esl.jar'))) {
                continue;
            }
            // the fields after the command's name in parentheses: utime and stime are the 12th and 13th, starttime the 20th
            const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').at(-1).trim().split(' ');
            const found = { started: Number(fields[19]), cpu: (Number(fields[11]) + Number(fields[12])) * 1000 / TICKS_PER_SECOND, args };
            newest = newest === undefined || found.started > newest.started ? found : newest;
        } catch {
            // a process that ended meanwhile
        }
    }
    return newest;
}

/** Opens the quick input with `key` (Control+P for files, F1 for commands), types `text` and takes the first match. */
export async function quickOpen(page, key, text) {
    await page.keyboard.press(key);
    await page.waitForSelector('.quick-input-widget input', { state: 'visible' });
    await page.keyboard.type(text);
    await page.locator('.quick-input-list .monaco-list-row', { hasText: text }).first().waitFor();
    await page.keyboard.press('Enter');
}

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

/** The activation's note in its timeline: its wall-clock time, and how long the extension host's process had run by then. */
const ACTIVATION_NOTE = /activated at (\S+), the extension host's process started (\d+) ms before/;

/** The time of the first of `lines` whose step matches `step` (`+123 ms <step>`), in ms since its start began; undefined when none does. */
function firstStepTime(lines, step) {
    const timed = new RegExp(`\\+(\\d+) ms ${step.source}`);
    const found = lines.map((line) => timed.exec(line)).find((m) => m);
    return found ? Number(found[1]) : undefined;
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
    const note = lines.map((line) => ACTIVATION_NOTE.exec(line)).find((m) => m);
    const moments = {};
    if (note) {
        const activated = new Date(note[1]).getTime();
        moments['extension host process started'] = activated - Number(note[2]) - opened;
        if (asked) {
            moments['VS Code asked to activate the extension'] = logTime(asked) - opened;
        }
        moments['extension activated'] = activated - opened;
        const diagnostics = firstStepTime(lines, /first diagnostics published/);
        if (diagnostics !== undefined) {
            moments['first diagnostics published'] = activated + diagnostics - opened;
        }
        const answer = firstStepTime(lines, /code lens answer: [1-9]/);
        if (answer !== undefined) {
            moments['code lenses answered'] = activated + answer - opened;
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
    return firstStepTime(lines.slice(Math.max(begun, 0)), /first diagnostics published/);
}

/**
 * Milliseconds from the start of the extension host of the last activation (the reloaded window's) to its first
 * diagnostics, from the extension's timeline (its activation line says how long the extension host had run); undefined
 * when the timeline has no such lines (yet).
 */
export function reloadStartDiagnostics(work) {
    const lines = timelineLines(work).filter((line) => line.startsWith('start timeline (activation)'));
    const activated = lines.findLastIndex((line) => ACTIVATION_NOTE.test(line));
    if (activated < 0) {
        return undefined;
    }
    const hostRan = Number(ACTIVATION_NOTE.exec(lines[activated])[2]);
    const diagnostics = firstStepTime(lines.slice(activated), /first diagnostics published/);
    return diagnostics === undefined ? undefined : hostRan + diagnostics;
}

/** The moments of firstStartMoments as one line: `name +123 ms, …`. */
export function momentsLine(moments) {
    return Object.entries(moments).map(([name, ms]) => `${name} ${ms >= 0 ? '+' : ''}${Math.round(ms)} ms`).join(', ');
}
