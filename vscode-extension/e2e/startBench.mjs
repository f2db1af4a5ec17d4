// Times the server's starts in code-server (bench/vscode-start-bench.sh): the first start, from opening banking.esl
// to its first code lens, then RESTARTS later starts, each from "ESL: Restart server" to the first code lens again,
// each after the class-data sharing archive of the first start has been made. Appends one JSON line to OUT:
// {label, first, fromLoad, moments, later: [...], firstCpu, laterCpu: [...], timeline: [...]}: milliseconds to the first
// code lens (fromLoad: from loading the workbench's page, which a start before the spec is opened does not escape), the
// moments of the first start since the opening (workbench.mjs, firstStartMoments), the CPU time (user + system,
// milliseconds) the server process had used by then, which a loaded machine stretches far less than the wall time, and
// the extension's own start timeline lines.
// Arguments: PORT WORKSPACE WORK_DIR RESTARTS LABEL OUT; env PLAYWRIGHT_CORE = path of playwright-core/index.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { TRACE_QUERY, firstStartMoments, openChromium, quickOpen, serverProcess, timelineLines } from './workbench.mjs';

const { chromium } = await import(process.env.PLAYWRIGHT_CORE);
const [port, folder, work, restarts, label, out] = process.argv.slice(2);
const LONG = { timeout: 120_000 };

const browser = await openChromium(chromium, work);
const page = browser.page;

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
    await quickOpen(page, 'Control+P', 'banking.esl');
    await page.waitForSelector('.tab[aria-label*="banking.esl"]');
    const opened = Date.now();
    const lens = page.locator('.monaco-editor .codelens-decoration a', { hasText: /Check 2 transcripts/ }).first();
    await lens.waitFor(LONG);
    const shown = Date.now();
    const first = shown - opened;
    const fromLoad = shown - loading;
    const firstCpu = serverProcess(work)?.cpu;
    await archiveMade();
    const moments = firstStartMoments(work, opened, shown);
    const later = [];
    const laterCpu = [];
    for (let i = 0; i < Number(restarts); i++) {
        await page.waitForTimeout(3000);   // the rest of the workspace built, the solver-backed lint done
        await quickOpen(page, 'F1', 'ESL: Restart server');
        const restarted = Date.now();
        await lens.waitFor({ state: 'detached', ...LONG });
        await lens.waitFor(LONG);
        later.push(Date.now() - restarted);
        laterCpu.push(serverProcess(work)?.cpu);
    }
    fs.appendFileSync(out, `${JSON.stringify({ label, first, fromLoad, moments, later, firstCpu, laterCpu, timeline: timelineLines(work) })}\n`);
    console.log(`${label}: first start ${first} ms (server CPU ${firstCpu} ms; ${fromLoad} ms from loading the page), later starts ${later.join(', ')} ms (server CPU ${laterCpu.join(', ')} ms)`);
} finally {
    await browser.close();
}
