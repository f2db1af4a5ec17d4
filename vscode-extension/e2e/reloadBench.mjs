// Times the server's starts in reloaded windows of code-server (bench/vscode-reload-bench.sh): opens banking.esl, lets
// the first start make its class-data sharing archive, then RELOADS times "Developer: Reload Window", which starts the
// extension host, the extension and the server again while the workbench loads, with banking.esl restored. Prints per
// reload the time from the command to the code lens on the page, the server's CPU time by then and whether it mapped
// the archive, then the extension's start timelines (the first start's, then one per reload).
// Arguments: PORT WORKSPACE WORK_DIR RELOADS; env PLAYWRIGHT_CORE = path of playwright-core/index.mjs.
import fs from 'node:fs';
import { TRACE_QUERY, openChromium, quickOpen, serverProcess, timelineLines } from './workbench.mjs';

const { chromium } = await import(process.env.PLAYWRIGHT_CORE);
const [port, folder, work, reloads] = process.argv.slice(2);
const LONG = { timeout: 120_000 };
const browser = await openChromium(chromium, work);
const page = browser.page;

try {
    await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(folder)}&${TRACE_QUERY}`);
    await page.waitForSelector('.explorer-folders-view .monaco-list-row[aria-label*="banking.esl"]', LONG);
    await page.locator('.monaco-workbench').click({ position: { x: 700, y: 400 } }).catch(() => {});
    await quickOpen(page, 'Control+P', 'banking.esl');
    const lens = page.locator('.monaco-editor .codelens-decoration a', { hasText: /Check 2 transcripts/ }).first();
    await lens.waitFor(LONG);
    await page.waitForTimeout(15_000);   // the archive made, the rest of the workspace built, the solver-backed lint done
    for (let i = 1; i <= Number(reloads); i++) {
        const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
        const reloaded = page.waitForEvent('load', LONG);
        const started = Date.now();
        await quickOpen(page, 'F1', 'Developer: Reload Window');
        await reloaded;
        await lens.waitFor(LONG);
        const shown = Date.now() - started;
        const now = serverProcess(work);
        const archive = now?.args.some((arg) => arg.startsWith('-XX:SharedArchiveFile=')) ? 'with the archive' : 'without an archive';
        console.log(`reload ${i} (load average ${load}): ${shown} ms to the code lens on the page; server CPU ${now?.cpu} ms, ${archive}`);
        await page.waitForTimeout(12_000);
    }
    console.log(timelineLines(work).join('\n'));
} finally {
    await browser.close();
}
