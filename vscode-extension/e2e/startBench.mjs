// Times the server's starts in code-server (bench/vscode-start-bench.sh): the first start, from opening banking.esl
// to its first code lens, then RESTARTS later starts, each from "ESL: Restart server" to the first code lens again,
// each after the class-data sharing archive of the first start has been made. Appends one JSON line to OUT:
// {label, first, fromLoad, moments, later: [...], firstCpu, laterCpu: [...], timeline: [...]}: milliseconds to the first
// code lens (fromLoad: from loading the workbench's page, which a start before the spec is opened does not escape), the
// moments of the first start since the opening (workbench.mjs, firstStartMoments), the CPU time (user + system,
// milliseconds) the server process had used by then, which a loaded machine stretches far less than the wall time, and
// the extension's own start timeline lines.
// Arguments: PORT WORKSPACE WORK_DIR RESTARTS LABEL OUT; env PLAYWRIGHT_CORE = path of playwright-core/index.mjs.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TRACE_QUERY, firstStartMoments, openChromium, timelineLines } from './workbench.mjs';

const { chromium } = await import(process.env.PLAYWRIGHT_CORE);
const [port, folder, work, restarts, label, out] = process.argv.slice(2);
const LONG = { timeout: 120_000 };

const browser = await openChromium(chromium, work);
const page = browser.page;

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/**
 * The CPU time (user + system, ms) used so far by the language server of this profile: the newest process running
 * `… -jar WORK_DIR/ud/…/esl.jar lsp` (Linux's /proc).
 */
function serverCpu() {
    let newest;
    for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
        try {
            const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
            if (args.at(-2) !== 'lsp' || !args.some((arg) => arg.startsWith(path.join(work, 'ud')) && arg.endsWith('esl.jar'))) {
                continue;
            }
            // the fields after the command's name in parentheses: utime and stime are the 12th and 13th, starttime the 20th
            const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').at(-1).trim().split(' ');
            const process = { started: Number(fields[19]), cpu: (Number(fields[11]) + Number(fields[12])) * 1000 / TICKS_PER_SECOND };
            newest = newest === undefined || process.started > newest.started ? process : newest;
        } catch {
            // a process that ended meanwhile
        }
    }
    return newest?.cpu;
}

async function quickOpen(key, text) {
    await page.keyboard.press(key);
    await page.waitForSelector('.quick-input-widget input', { state: 'visible' });
    await page.keyboard.type(text);
    await page.locator('.quick-input-list .monaco-list-row', { hasText: text }).first().waitFor();
    await page.keyboard.press('Enter');
}

/** Until the extension's output says the archive is made (the later starts map it), at most two minutes. */
async function archiveMade() {
    for (const started = Date.now(); Date.now() - started < LONG.timeout; await page.waitForTimeout(500)) {
        const logs = fs.readdirSync(path.join(work, 'ud', 'logs'), { recursive: true }).map(String)
            .filter((f) => f.endsWith('ESL Language Server.log'));
        if (logs.some((f) => fs.readFileSync(path.join(work, 'ud', 'logs', f), 'utf8').includes('Made the class-data sharing archive'))) {
            return;
        }
    }
    throw new Error('the class-data sharing archive was not made within two minutes');
}

try {
    const loading = Date.now();
    await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(folder)}&${TRACE_QUERY}`);
    await page.waitForSelector('.explorer-folders-view .monaco-list-row[aria-label*="banking.esl"]', LONG);
    await page.locator('.monaco-workbench').click({ position: { x: 700, y: 400 } }).catch(() => {});
    await quickOpen('Control+P', 'banking.esl');
    await page.waitForSelector('.tab[aria-label*="banking.esl"]');
    const opened = Date.now();
    const lens = page.locator('.monaco-editor .codelens-decoration a', { hasText: /Check 2 transcripts/ }).first();
    await lens.waitFor(LONG);
    const shown = Date.now();
    const first = shown - opened;
    const fromLoad = shown - loading;
    const firstCpu = serverCpu();
    await archiveMade();
    const moments = firstStartMoments(work, opened, shown);
    const later = [];
    const laterCpu = [];
    for (let i = 0; i < Number(restarts); i++) {
        await page.waitForTimeout(3000);   // the rest of the workspace built, the solver-backed lint done
        await quickOpen('F1', 'ESL: Restart server');
        const restarted = Date.now();
        await lens.waitFor({ state: 'detached', ...LONG });
        await lens.waitFor(LONG);
        later.push(Date.now() - restarted);
        laterCpu.push(serverCpu());
    }
    fs.appendFileSync(out, `${JSON.stringify({ label, first, fromLoad, moments, later, firstCpu, laterCpu, timeline: timelineLines(work) })}\n`);
    console.log(`${label}: first start ${first} ms (server CPU ${firstCpu} ms; ${fromLoad} ms from loading the page), later starts ${later.join(', ')} ms (server CPU ${laterCpu.join(', ')} ms)`);
} finally {
    await browser.close();
}
