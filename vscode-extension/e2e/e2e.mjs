// Drives code-server with the ESL extension installed (see run.sh): highlighting, a diagnostic while
// typing, navigation to a tool of the schema JSON, formatting, completion, the check lens, the findings in
// the Problems panel and in the results view, the timeline, and both again after a window reload, a later start of
// the server, the guard, the coverage of a cited document and a draft applied to the spec. Writes the first and the
// later start's time to the first code lens and to the first diagnostics (issue #21) to SCREENSHOT_DIR/startup.txt, with the extension's timeline of each start
// (its output channel runs at log level trace here).
// Arguments: PORT WORKSPACE SCREENSHOT_DIR WORK_DIR GUARD_PORT UPSTREAM_PORT; env PLAYWRIGHT_CORE = path of playwright-core/index.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { TRACE_QUERY, firstStartMoments, laterStartDiagnostics, momentsLine, openChromium, reloadStartDiagnostics, timelineLines } from './workbench.mjs';

const { chromium } = await import(process.env.PLAYWRIGHT_CORE);
const [port, folder, shots, work, guardPort, upstreamPort] = process.argv.slice(2);
const t0 = Date.now();
const log = (m) => console.log(`[e2e ${((Date.now() - t0) / 1000).toFixed(1)}s] ${m}`);
const LONG = { timeout: 90_000 };   // the server's first start (JVM, Xtext, Z3) on a busy machine
/** The server's first and a later start, each from opening banking.esl to its first code lens, with the load then. */
const startupFile = path.join(shots, 'startup.txt');

const browser = await openChromium(chromium, work);
const page = browser.page;

async function runCommand(title) {
    await page.keyboard.press('F1');
    await page.waitForSelector('.quick-input-widget input', { state: 'visible' });
    await page.keyboard.type(title);
    await page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first().waitFor();
    await page.keyboard.press('Enter');
}

async function openFile(name) {
    await page.keyboard.press('Control+P');
    await page.waitForSelector('.quick-input-widget input', { state: 'visible' });
    await page.keyboard.type(name);
    await page.locator('.quick-input-list .monaco-list-row', { hasText: name }).first().waitFor();
    await page.keyboard.press('Enter');
    await page.waitForSelector(`.tab[aria-label*="${name}"]`);
}

/** The colour class (mtkN) of the first rendered token with exactly this text. */
async function tokenClass(text) {
    return page.evaluate((t) => {
        const span = [...document.querySelectorAll('.monaco-editor .view-lines .view-line span span')]
            .find((s) => s.textContent.replace(/\u00a0/g, ' ') === t);
        return span ? /mtk\d+/.exec(span.className)?.[0] : undefined;
    }, text);
}

/** Puts the cursor at line:column of the active editor (Quick Open's ":line:column"; clicks can land on hovers). */
async function goTo(line, column) {
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+P');
    await page.waitForSelector('.quick-input-widget input', { state: 'visible' });
    await page.keyboard.type(`:${line}:${column}`);
    await page.keyboard.press('Enter');
    await page.waitForSelector('.quick-input-widget', { state: 'hidden' });
}

/** The text of the line with the cursor in the active editor. */
function cursorLineText() {
    return page.evaluate(() => {
        const editor = document.querySelector('.editor-group-container.active .monaco-editor');
        const top = editor?.querySelector('.cursors-layer .cursor')?.style.top;
        const line = [...(editor?.querySelectorAll('.view-lines .view-line') ?? [])].find((l) => l.style.top === top);
        return line?.textContent.replace(/\u00a0/g, ' ');
    });
}

/** Whether a tab of this file shows unsaved changes. */
async function dirty(name) {
    return (await page.locator(`.tab.dirty[aria-label*="${name}"]`).count()) > 0;
}

/** Notifications and inline messages that show a Java exception or an internal error. */
async function internalErrors() {
    const texts = await page.locator('.notifications-toasts .notification-toast, .monaco-editor-overlaymessage').allInnerTexts();
    return texts.filter((t) => /Exception|Internal error|\bat org\.|\bat java\./.test(t));
}

const checks = [];
function check(what, ok, detail = '') {
    checks.push({ what, ok });
    log(`${ok ? 'PASS' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
}

let failed = false;
try {
    await page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(folder)}&${TRACE_QUERY}`);
    await page.waitForSelector('.monaco-workbench', LONG);
    await page.waitForSelector('.explorer-folders-view .monaco-list-row[aria-label*="banking.esl"]', LONG);
    await page.locator('.monaco-workbench').click({ position: { x: 700, y: 400 } }).catch(() => {});
    await openFile('banking.esl');
    const opened = Date.now();
    log('banking.esl open');

    // 1. highlighting from the TextMate grammar
    await page.locator('.monaco-editor .view-line', { hasText: 'spec banking' }).waitFor();
    // the grammar applies asynchronously: wait until the first keyword has left the default colour
    await page.waitForFunction(() => [...document.querySelectorAll('.monaco-editor .view-lines .view-line span span')]
        .some((s) => s.textContent === 'spec' && !s.className.includes('mtk1 ') && s.className !== 'mtk1'), null, LONG);
    const keyword = await tokenClass('spec');
    const declKeyword = await tokenClass('property');
    const string = await tokenClass('"bank-tools.json"');
    const number = await tokenClass('10000');
    const role = await tokenClass('@assistant');
    const colon = await tokenClass(':');
    check('highlighting: keywords, strings, numbers and @roles get their own colours',
        [keyword, declKeyword, string, number, role, colon].every((c) => c !== undefined)
            && new Set([keyword, string, number, colon]).size === 4 && role !== colon && declKeyword !== colon,
        `spec=${keyword} property=${declKeyword} string=${string} 10000=${number} @assistant=${role} :=${colon}`);

    // 2. the server's code lens
    const lens = page.locator('.monaco-editor .codelens-decoration a', { hasText: /Check 2 transcripts/ }).first();
    await lens.waitFor(LONG);
    const lensShown = Date.now();
    // the first answer of a server started by opening the file (a first start of a platform VSIX unpacks it too)
    const firstAnswer = `first start: ${((lensShown - opened) / 1000).toFixed(1)} s from opening banking.esl to the server's first code lens`;
    fs.writeFileSync(startupFile, `${firstAnswer}\nload average: ${fs.readFileSync('/proc/loadavg', 'utf8')}`);
    check('code lens "Check 2 transcripts" on the spec header', true, firstAnswer);
    await page.screenshot({ path: path.join(shots, '01-banking-highlighting-and-lenses.png') });

    // 3. a misspelled predicate gives ESL001 while typing
    await page.locator('.monaco-editor .view-line', { hasText: 'expect violated auth_first' }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('property typo: eventually Greetd');
    await page.locator('.monaco-editor .squiggly-error').first().waitFor(LONG);
    await page.keyboard.press('Control+Shift+M');
    const esl001 = page.locator('.markers-panel .monaco-list-row', { hasText: 'Greetd' }).first();
    await esl001.waitFor(LONG);
    const esl001Text = await esl001.innerText();
    check('ESL001 for the misspelled predicate in the Problems panel', /ESL001/.test(esl001Text), esl001Text.replace(/\s+/g, ' '));
    await page.screenshot({ path: path.join(shots, '02-esl001-while-typing.png') });
    await runCommand('File: Revert File');
    await page.locator('.markers-panel .monaco-list-row', { hasText: 'Greetd' }).first().waitFor({ state: 'detached', ...LONG });

    // 3a. a tool declared in the schema JSON: definition opens its entry there, references list its uses,
    // rename is refused with the reason (a schema is the application's contract)
    const TRANSFER_FUNDS = [15, 28];   // in "    restricted(check_auth, transfer_funds)"
    await goTo(...TRANSFER_FUNDS);
    await page.keyboard.press('F12');
    await page.waitForSelector('.tab.active[aria-label*="bank-tools.json"]', LONG);
    await page.waitForTimeout(500);
    const definitionLine = (await cursorLineText()) ?? '';
    check('go to definition on a schema tool opens its entry in bank-tools.json', definitionLine.includes('"name": "transfer_funds"'), definitionLine.slice(0, 100));
    await page.screenshot({ path: path.join(shots, '02a-schema-definition.png') });
    await page.locator('.tab[aria-label*="banking.esl"]').first().click();
    await goTo(...TRANSFER_FUNDS);
    await page.keyboard.press('Shift+F12');
    const peekTitle = page.locator('.peekview-widget .peekview-title').first();
    await peekTitle.waitFor(LONG);
    await page.waitForFunction(() => /References \(\d+\)/.test(document.querySelector('.peekview-widget .peekview-title')?.textContent ?? ''), null, LONG);
    const referencesText = (await peekTitle.innerText()).replace(/\s+/g, ' ');
    const references = Number(/References \((\d+)\)/.exec(referencesText)?.[1] ?? 0);
    const inSchema = await page.locator('.peekview-widget .monaco-list-row', { hasText: 'bank-tools.json' }).count();
    // the declaration in bank-tools.json, the 6 uses in banking.esl (properties and tests) and the 5 in banking_rules.esl,
    // which declares its tools from the same schema
    check('find references on a schema tool lists its declaration in the schema and its uses', references === 12 && inSchema === 1, referencesText);
    await page.keyboard.press('Escape');
    await goTo(...TRANSFER_FUNDS);
    await page.keyboard.press('F2');
    const refusal = page.locator('.monaco-editor-overlaymessage, .notifications-toasts .notification-toast', { hasText: "Cannot rename 'transfer_funds'" }).first();
    await refusal.waitFor(LONG);
    check('rename of a schema tool is refused with the reason', /declared by the tool schema bank-tools\.json/.test(await refusal.innerText()));
    await page.screenshot({ path: path.join(shots, '02b-schema-rename-refused.png') });
    await page.keyboard.press('Escape');
    const errorsShown = await internalErrors();
    check('no Java exception or internal error reaches a message', errorsShown.length === 0, errorsShown.join(' | ').slice(0, 200));

    // 3b. formatting: a Dwyer pattern call gets no space before its "(", and the canonical file stays as it is
    const patternLine = page.locator('.monaco-editor .view-line', { hasText: 'precedence(get_balance, transfer_funds)' }).first();
    await patternLine.click();
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+End');
    await page.keyboard.type('precedence (get_balance ,transfer_funds)');
    await page.locator('.monaco-editor .view-line', { hasText: 'precedence (get_balance ,transfer_funds)' }).first().waitFor();
    await runCommand('Format Document');
    await page.locator('.monaco-editor .view-line', { hasText: 'precedence(get_balance, transfer_funds)' }).first().waitFor(LONG);
    check('Format Document writes a pattern call as precedence(get_balance, transfer_funds)', true);
    await runCommand('File: Revert File');
    await page.waitForFunction(() => !document.querySelector('.tab.dirty'), null, LONG);
    await runCommand('Format Document');
    await page.waitForTimeout(2000);
    check('Format Document leaves the canonical banking.esl unchanged', !(await dirty('banking.esl')));

    // 3c. completion offers names, keywords and snippets, never punctuation: inside transfer_funds(|)
    await page.locator('.monaco-editor .view-line', { hasText: 'precedence(get_balance, transfer_funds)' }).first().click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('property pay "pays": eventually transfer_funds(');   // ")" is closed automatically
    await page.keyboard.press('Control+Space');
    const suggestions = page.locator('.suggest-widget .monaco-list-row');
    await suggestions.first().waitFor(LONG);
    await page.waitForTimeout(500);
    const labels = (await page.locator('.suggest-widget .monaco-list-row .label-name').allInnerTexts()).map((t) => t.trim());
    const punctuation = labels.filter((l) => !/[\p{L}\p{N}_@]/u.test(l));
    check('completion inside transfer_funds(|) offers no punctuation', labels.length > 0 && punctuation.length === 0,
        `${labels.length} items: ${labels.slice(0, 8).join(', ')}${punctuation.length ? `; punctuation: ${punctuation.join(' ')}` : ''}`);
    await page.screenshot({ path: path.join(shots, '02c-completion.png') });
    await page.keyboard.press('Escape');
    await runCommand('File: Revert File');
    await page.waitForFunction(() => !document.querySelector('.tab.dirty'), null, LONG);

    // 4. the lens checks the transcripts: findings on banking-unsafe.json in the Problems panel
    await goTo(1, 1);   // the header's lenses sit above line 1
    const finding = page.locator('.markers-panel .monaco-list-row', { hasText: /auth_first/ }).first();
    // after the revert the server sends the lenses again and the editor redraws them: a click on a lens being
    // replaced is lost (the check then never starts), so click again when no finding came in 20 s
    for (let click = 0; click < 3; click++) {
        await lens.waitFor(LONG);
        await lens.click();
        if (await finding.waitFor({ timeout: 20000 }).then(() => true, () => false)) break;
    }
    await finding.waitFor(LONG);
    const unsafeFile = page.locator('.markers-panel .monaco-list-row', { hasText: 'banking-unsafe.json' }).first();
    await unsafeFile.waitFor(LONG);
    check('violations of banking-unsafe in the Problems panel', true, (await finding.innerText()).replace(/\s+/g, ' ').slice(0, 120));
    // banking-ok satisfies every property: by default only failures and errors reach the Problems panel
    const okRows = await page.locator('.markers-panel .monaco-list-row', { hasText: 'banking-ok.json' }).count();
    check('passing verdicts are not in the Problems panel', okRows === 0, `${okRows} rows of banking-ok.json`);
    const greets = (await page.locator('.markers-panel .monaco-list-row', { hasText: 'greets_first' }).first().innerText()).replace(/\s+/g, ' ');
    check('a finding names its property once', (greets.match(/greets_first/g) ?? []).length === 1, greets.slice(0, 160));

    // 5. ... and in the results view
    await runCommand('ESL: Show results');
    const transcriptRow = page.locator('.customview-tree .monaco-list-row', { hasText: 'banking-unsafe' }).first();
    await transcriptRow.waitFor(LONG);
    const transcriptText = (await transcriptRow.innerText()).replace(/\s+/g, ' ');
    check('results view: banking-unsafe failed with 4 violations', /failed: 1 satisfied, 4 violated/.test(transcriptText), transcriptText);
    const resultRow = page.locator('.customview-tree .monaco-list-row[aria-label="property auth_first: violated at step 4"]').first();
    await resultRow.waitFor(LONG);
    check('results view: auth_first violated at step 4', true);
    await page.screenshot({ path: path.join(shots, '03-check-results.png') });

    // 6. selecting the result opens the transcript at the step
    await resultRow.click();
    await page.waitForSelector('.tab[aria-label*="banking-unsafe.json"]', LONG);
    check('selecting a result opens the transcript', true);
    await page.waitForTimeout(1000);
    await page.screenshot({ path: path.join(shots, '04-result-opens-step.png') });

    // 7. the tally lens of a property shows its results in the view
    await page.locator('.tab[aria-label*="banking.esl"]').first().click();
    const tally = page.locator('.monaco-editor .codelens-decoration a', { hasText: /violations? in 1 of 2 transcripts/ }).first();
    await tally.waitFor(LONG);
    const tallyText = await tally.innerText();
    await tally.click();
    const selected = page.locator('.customview-tree .monaco-list-row.selected.focused').first();
    await selected.waitFor(LONG);
    const selectedLabel = await selected.getAttribute('aria-label');
    check('a tally lens selects the property in the results view', /^property \w+: violated at step \d+$/.test(selectedLabel ?? ''),
        `${tallyText} -> ${selectedLabel}`);

    // 8. the timeline of banking-unsafe: each property's verdict after each step
    const unsafeRow = page.locator('.customview-tree .monaco-list-row', { hasText: 'banking-unsafe' }).first();
    await unsafeRow.hover();
    await unsafeRow.locator('.action-label[aria-label="Show timeline"]').click();
    await page.waitForSelector('.tab[aria-label*="Timeline: banking-unsafe"]', LONG);
    const timelineFrame = page.frameLocator('iframe.webview.ready').frameLocator('#active-frame');
    await timelineFrame.locator('table.timeline').waitFor(LONG);
    const decided = await timelineFrame.locator('td.decided').count();
    const steps = await timelineFrame.locator('th.step').count();
    check('the timeline shows 7 steps and where each verdict became fixed', steps === 7 && decided === 4, `${steps} steps, ${decided} decided cells`);
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(shots, '05-timeline.png') });

    // 8a. a window reload keeps the results and the timeline
    const reloaded = page.waitForEvent('load', LONG);
    await runCommand('Developer: Reload Window');
    await reloaded;
    await page.waitForSelector('.monaco-workbench', LONG);
    await page.waitForSelector('.tab[aria-label*="Timeline: banking-unsafe"]', LONG);
    // the workbench restores the results view where it was
    const restoredRow = page.locator('.customview-tree .monaco-list-row', { hasText: 'banking-unsafe' }).first();
    await restoredRow.waitFor(LONG);
    const restoredText = (await restoredRow.innerText()).replace(/\s+/g, ' ');
    check('after a window reload the results view shows the last check again', /failed: 1 satisfied, 4 violated/.test(restoredText), restoredText);
    await page.locator('.tab[aria-label*="Timeline: banking-unsafe"]').first().click();
    const restoredTimeline = page.frameLocator('iframe.webview.ready').frameLocator('#active-frame');
    await restoredTimeline.locator('table.timeline').waitFor(LONG);
    check('after a window reload the timeline tab shows its table again', (await restoredTimeline.locator('th.step').count()) === 7);
    await page.screenshot({ path: path.join(shots, '05a-after-reload.png') });

    // 8b. a later start: the server restarted ("ESL: Restart server") starts with what its first start made (the
    // unpacked jar, the class-data sharing archive); timed from the command to its first code lens on banking.esl
    // (the lenses go with the stopped server and come back with the new one's answer)
    await page.locator('.tab[aria-label*="banking.esl"]').first().click();
    await page.keyboard.press('Control+Home');
    await lens.waitFor(LONG);
    await runCommand('ESL: Restart server');
    const restarted = Date.now();
    await lens.waitFor({ state: 'detached', ...LONG });
    await lens.waitFor(LONG);
    const laterAnswer = `later start: ${((Date.now() - restarted) / 1000).toFixed(1)} s from "ESL: Restart server" to the server's first code lens on banking.esl`;
    // read now: the output channel reaches its log file in batches
    const firstMoments = firstStartMoments(work, opened, lensShown);
    const firstDiagnostics = firstMoments['first diagnostics published'];
    const laterDiagnostics = laterStartDiagnostics(work);
    const reloadDiagnostics = reloadStartDiagnostics(work);
    fs.appendFileSync(startupFile, `${laterAnswer}\nload average: ${fs.readFileSync('/proc/loadavg', 'utf8')}`
        + `first start: ${firstDiagnostics === undefined ? 'unknown' : `${(firstDiagnostics / 1000).toFixed(1)} s`}`
        + ' from opening banking.esl to its first diagnostics published (the extension\'s timeline)\n'
        + `later start: ${laterDiagnostics === undefined ? 'unknown' : `${(laterDiagnostics / 1000).toFixed(1)} s`}`
        + ' from the restart\'s beginning to its first diagnostics published (the extension\'s timeline)\n'
        + `reloaded window: ${reloadDiagnostics === undefined ? 'unknown' : `${(reloadDiagnostics / 1000).toFixed(1)} s`}`
        + ' from the start of its extension host to its first diagnostics published (the extension\'s timeline)\n'
        + `the first start, since opening banking.esl: ${momentsLine(firstMoments)}\n`
        + `the extension's timeline of each start (the reload's included):\n${timelineLines(work).join('\n')}\n`);
    check('a later start: the restarted server shows the code lens again', true, laterAnswer);
    const reloadTakeOver = 'taking over the server spawned at the extension\'s evaluation';
    check('the reloaded window took over the server it spawned before activation',
        timelineLines(work).some((line) => line.includes(reloadTakeOver)), `a timeline line with "${reloadTakeOver}"`);

    // 9. "Check transcript…": pick one file, check it; the next time it is offered first
    await page.locator('.tab[aria-label*="banking.esl"]').first().click();
    await page.keyboard.press('Control+Home');   // the header's lenses sit above line 1
    const pickLens = page.locator('.monaco-editor .codelens-decoration a', { hasText: 'Check transcript' }).first();
    await pickLens.waitFor(LONG);
    await pickLens.click();
    // code-server's own file dialog: a quick input that starts in the spec's folder
    await page.locator('.quick-input-list .monaco-list-row', { hasText: 'bank-tools.json' }).first().waitFor(LONG);
    const dialogInput = page.locator('.quick-input-widget input').first();
    await dialogInput.press('End');
    await page.keyboard.type('transcripts/');
    await page.locator('.quick-input-list .monaco-list-row', { hasText: 'banking-unsafe.json' }).first().waitFor(LONG);
    await page.keyboard.type('banking-unsafe.json');
    // Enter before the dialog has taken the whole name in accepts its first match (banking-ok.json)
    await page.waitForFunction(() => document.querySelector('.quick-input-widget input')?.value.endsWith('banking-unsafe.json'), null, LONG);
    await page.waitForTimeout(300);
    await page.keyboard.press('Enter');
    const onlyUnsafe = page.locator('.customview-tree .monaco-list-row', { hasText: '1 transcript checked, 1 failing, 4 findings' }).first();
    await onlyUnsafe.waitFor(LONG);
    check('"Check transcript…" checks the picked file', true);
    await pickLens.click();
    const again = page.locator('.quick-input-list .monaco-list-row', { hasText: 'banking-unsafe.json' }).first();
    await again.waitFor(LONG);
    check('"Check transcript…" offers the last transcript of the spec first', /checked last time/.test(await again.innerText()));
    await page.keyboard.press('Escape');

    // 10. "Run all tests": the spec's tests in the results view
    await page.locator('.monaco-editor .codelens-decoration a', { hasText: 'Run all tests' }).first().click();
    const testsRow = page.locator('.customview-tree .monaco-list-row', { hasText: '2 passed, 0 failed' }).first();
    await testsRow.waitFor(LONG);
    const happyPath = page.locator('.customview-tree .monaco-list-row', { hasText: 'test happy_path' }).first();
    await happyPath.waitFor(LONG);
    check('"Run all tests" lists the spec\'s tests in the results view', /passed/.test(await happyPath.innerText()));

    // 10'. the solver: park.esl's policy tests, which Z3 decides (from the platform VSIX's natives, unpacked beside
    // the server jar on the first start)
    await openFile('park.esl');
    await page.keyboard.press('Control+Home');
    await page.locator('.monaco-editor .codelens-decoration a', { hasText: 'Run all tests' }).first().click();
    await page.locator('.customview-tree .monaco-list-row', { hasText: '3 passed, 0 failed' }).first().waitFor(LONG);
    const seniorBudget = page.locator('.customview-tree .monaco-list-row', { hasText: 'test senior_budget' }).first();
    await seniorBudget.waitFor(LONG);
    check('park.esl\'s policy tests pass, decided by Z3', /passed/.test(await seniorBudget.innerText()),
        (await seniorBudget.innerText()).replace(/\s+/g, ' '));

    // 10a. the guard: started by the command for the open spec (run.sh set its upstream, a scripted model, and its
    // port); one conversation that passes and one that is blocked, both in the results view as they arrive
    await page.locator('.tab[aria-label*="banking.esl"]').first().click();
    await runCommand('ESL: Start guard for this spec');
    const guardItem = page.locator('.statusbar-item', { hasText: `ESL guard: http://127.0.0.1:${guardPort}/v1` }).first();
    await guardItem.waitFor(LONG);
    check('the guard started by the command says in the status bar where it listens', true);
    const ask = async (conversation, text) => {
        const response = await fetch(`http://127.0.0.1:${guardPort}/v1/chat/completions`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-ESL-Conversation': conversation },
            body: JSON.stringify({ model: 'e2e-model', messages: [{ role: 'user', content: text }] }),
        });
        return `${response.status} ${response.headers.get('x-esl-verdict')}`;
    };
    const verdicts = [await ask('e2e-safe', 'Hi there'), await ask('e2e-unsafe', 'Send 500 to Bob now')];
    check('the guard passes the greeting and blocks the transfer before authentication',
        verdicts.join() === '200 pass,200 blocked', verdicts.join());
    await page.locator('.customview-tree .monaco-list-row', { hasText: 'e2e-unsafe/1 blocked' }).first().waitFor(LONG);
    await page.locator('.customview-tree .monaco-list-row', { hasText: 'e2e-safe/1 pass' }).first().waitFor(LONG);
    const blockedBy = page.locator('.customview-tree .monaco-list-row[aria-label^="property auth_first"]').first();
    await blockedBy.waitFor(LONG);
    check('both exchanges appear in the results view with their verdicts, the blocked one with its finding', true);
    await page.screenshot({ path: path.join(shots, '05b-guard.png') });
    await guardItem.click();
    await guardItem.waitFor({ state: 'detached', ...LONG });
    check('a click on the status-bar entry stops the guard', true);

    // 10b. coverage: rapid-transit-act.md opened beside railway.esl shows which declarations cite each paragraph and
    // marks the two none cites (lines 3-4, the introduction, and line 25, smoking; headings are no paragraphs)
    await openFile('railway.esl');
    await runCommand('View: Split Editor Right');
    await openFile('rapid-transit-act.md');
    const citedBy = page.locator('.editor-group-container.active .codelens-decoration a', { hasText: 'cited by InRailway' }).first();
    await citedBy.waitFor(LONG);
    const notCited = page.locator('.editor-group-container.active .codelens-decoration', { hasText: 'Not cited by any declaration' });
    await notCited.first().waitFor(LONG);
    const marked = await page.locator('.editor-group-container.active .monaco-editor .view-overlays [class*="ced-"]').count();
    check('coverage: the act shows "cited by" lenses and marks the paragraphs no declaration cites',
        (await notCited.count()) === 2 && marked > 0, `${await notCited.count()} "Not cited" lens, ${marked} highlighted lines`);
    await page.screenshot({ path: path.join(shots, '05c-coverage.png') });

    // 10c. drafting: the smoking paragraph, selected, drafted into railway.esl by the scripted model (run.sh's
    // upstream), reviewed as a diff and applied; the model is set in the settings only now, so that the checks above
    // ran without one
    await runCommand('Preferences: Open User Settings');
    await page.waitForSelector('.settings-editor .suggest-input-container textarea, .settings-editor .search-container input', LONG);
    const llmSetting = (key) => page.locator(`.settings-editor .setting-item-contents[data-key="${key}"]`).first();
    const enabledBox = llmSetting('esl.llm.enabled').locator('.setting-value-checkbox');
    // on a loaded machine the first keys can reach the editor before its search box has the focus (a CI run then
    // waited in vain for the filtered list): the search is typed again into the clicked box until the setting shows
    await page.keyboard.type('esl.llm');
    for (let attempt = 0; attempt < 3 && !(await enabledBox.isVisible()); attempt++) {
        await enabledBox.waitFor({ timeout: 10_000 }).catch(async () => {
            await page.locator('.settings-editor .suggest-input-container').first().click();
            await page.keyboard.press('Control+A');
            await page.keyboard.type('esl.llm');
        });
    }
    await enabledBox.click();
    await llmSetting('esl.llm.baseUrl').locator('input').fill(`http://127.0.0.1:${upstreamPort}/v1`);
    await llmSetting('esl.llm.model').locator('input').fill('e2e-model');
    // a click on the search box commits the input (Tab would focus the next setting's gear, whose menu takes keys)
    await page.locator('.settings-editor .suggest-input-container').first().click();
    // the settings editor writes each after a pause; the extension passes them on to the server as they change
    const llmWritten = () => {
        let written;
        try {
            written = JSON.parse(fs.readFileSync(path.join(work, 'ud', 'User', 'settings.json'), 'utf8'));
        } catch (e) {
            if (e instanceof SyntaxError) {
                return false; // read while VS Code was writing it (a CI run met an empty file): ask again
            }
            throw e;
        }
        return written['esl.llm.enabled'] === true && written['esl.llm.model'] === 'e2e-model' && /\/v1$/.test(written['esl.llm.baseUrl'] ?? '');
    };
    for (const started = Date.now(); !llmWritten() && Date.now() - started < LONG.timeout;) {
        await page.waitForTimeout(250);
    }
    await page.keyboard.press('Control+A');   // an empty search box for the settings step below
    await page.keyboard.press('Backspace');
    // the spec drafted into must be open in the window (the command drafts into an open spec)
    await openFile('railway.esl');
    // the act must be the active editor (the command is offered for Markdown and text only). It is still open in the
    // right-hand group, behind the settings editor: a click on its tab activates that group and the act (a Quick Open
    // would open it again in the left-hand group, or land before its list is filtered on a loaded machine)
    const actActive = page.locator('.editor-group-container.active .tab.active[aria-label*="rapid-transit-act.md"]');
    const actTab = page.locator('.tab[aria-label*="rapid-transit-act.md"]').first();
    for (let attempt = 0; attempt < 3 && !(await actActive.isVisible()); attempt++) {
        await page.keyboard.press('Escape');
        if ((await actTab.count()) > 0) {
            await actTab.click();
        } else {
            await openFile('rapid-transit-act.md');
        }
        await actActive.waitFor({ timeout: 10_000 }).catch(() => {});
    }
    await actActive.waitFor(LONG);
    await goTo(25, 1);
    await page.keyboard.press('Shift+End');
    await runCommand('ESL: Draft declarations from selection');
    // the command asks which spec only when several are open in the window (banking.esl may have been let go by now)
    const intoRailway = page.locator('.quick-input-list .monaco-list-row', { hasText: 'railway.esl' }).first();
    const applyOffer = page.locator('.notifications-toasts .notification-toast', { hasText: 'Append them to railway.esl' }).first();
    await intoRailway.or(applyOffer).waitFor(LONG);
    if (await intoRailway.isVisible()) {
        await page.screenshot({ path: path.join(shots, '05d-draft-pick.png') });
        await page.keyboard.type('railway.esl');
        await page.waitForFunction(() => document.querySelector('.quick-input-widget input')?.value === 'railway.esl', null, LONG);
        await page.waitForTimeout(300);
        await page.keyboard.press('Enter');
    }
    await applyOffer.waitFor(LONG);
    const offerText = (await applyOffer.innerText()).replace(/\s+/g, ' ');
    await page.screenshot({ path: path.join(shots, '05e-draft-diff.png') });
    await applyOffer.getByRole('button', { name: 'Apply' }).click();
    await page.waitForSelector('.tab.dirty[aria-label*="railway.esl"]', LONG);
    const cites = 'source "rapid-transit-act.md" line 25';
    const readSpecEnd = () => page.evaluate(() => [...document.querySelectorAll('.editor-group-container.active .monaco-editor .view-lines .view-line')]
        .sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top)).map((l) => l.textContent.replace(/\u00a0/g, ' ')).join('\n'));
    const appended = (text) => text.includes(`rule no_smoking "No person shall smoke on the railway premises" ${cites}: InRailway(x) => not Smokes(x)`)
        && text.includes(`predicate Smokes(x) "a person {x} smokes" ${cites}`);
    // the Apply button keeps the keyboard focus in the notification on a loaded machine: focus the spec, go to its
    // end, and read the lines on the page until they show the end
    let specText = '';
    for (const started = Date.now(); !appended(specText) && Date.now() - started < LONG.timeout;) {
        await page.locator('.editor-group-container.active .monaco-editor .view-lines').first().click();
        await page.keyboard.press('Control+End');
        await page.waitForTimeout(500);
        specText = await readSpecEnd();
    }
    const applied = appended(specText);
    check('an applied draft appends the drafted declarations to railway.esl, each with its source clause', applied,
        applied ? offerText.slice(0, 200) : `the spec ends: ${specText.slice(-400).replace(/\s+/g, ' ')}`);
    await page.screenshot({ path: path.join(shots, '05f-draft-applied.png') });
    await runCommand('File: Revert File');
    await page.waitForFunction(() => !document.querySelector('.tab.dirty'), null, LONG);

    // 11. pointing esl.java.home at a folder without Java: the restart says what is wrong and what to do
    await runCommand('Preferences: Open User Settings');
    await page.waitForSelector('.settings-editor .suggest-input-container textarea, .settings-editor .search-container input', LONG);
    await page.keyboard.type('esl.java.home');
    // a machine-overridable setting: in code-server it lives in the Remote (machine) settings
    await page.locator('.settings-editor .settings-tabs-widget .action-label', { hasText: 'Remote' }).first().click();
    const javaHomeInput = page.locator('.settings-editor .setting-item-contents[data-key="esl.java.home"] input, .settings-editor .setting-item[data-key="esl.java.home"] input').first();
    await javaHomeInput.waitFor(LONG);
    await javaHomeInput.fill(path.join(work, 'no-such-jdk'));
    await javaHomeInput.press('Tab');
    const offer = page.locator('.notifications-toasts .notification-toast', { hasText: 'new Java after a restart' }).first();
    await offer.waitFor(LONG);
    await offer.getByRole('button', { name: 'Restart now' }).click();
    const javaError = page.locator('.notifications-toasts .notification-toast', { hasText: 'has no executable' }).first();
    await javaError.waitFor(LONG);
    const javaText = (await javaError.innerText()).replace(/\s+/g, ' ');
    check('a missing Java is reported with what to set', /esl\.java\.home .*no-such-jdk.* Java 17 or newer/.test(javaText), javaText.slice(0, 200));
    check('the message says that clearing the setting falls back to JAVA_HOME, then PATH', /clear "esl\.java\.home" to use JAVA_HOME, else the java on the PATH/.test(javaText));
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(shots, '06-missing-java.png') });
    // "Open Settings" opens the scope where a remote window reads esl.java.home (code-server is a remote window)
    await runCommand('View: Close All Editors');
    await page.waitForSelector('.settings-editor', { state: 'detached', ...LONG });
    await javaError.getByRole('button', { name: 'Open Settings' }).click();
    await page.locator('.settings-editor .settings-tabs-widget .action-label.checked').first().waitFor(LONG);
    // the search box is a Monaco editor: its text is in its view lines
    await page.waitForFunction(() => document.querySelector('.settings-editor .suggest-input-container .view-lines')
        ?.textContent.replace(/\u00a0/g, ' ').trim() === 'esl.java.home', null, LONG);
    await page.locator('.settings-editor .setting-item-title', { hasText: /Java: Home/ }).first().waitFor(LONG);
    const scope = (await page.locator('.settings-editor .settings-tabs-widget .action-label.checked').first().innerText()).trim();
    check('"Open Settings" opens the Remote settings at esl.java.home', /^Remote/.test(scope), scope);
    await page.screenshot({ path: path.join(shots, '07-open-settings.png') });
} catch (error) {
    failed = true;
    console.error(`E2E FAILED: ${error.message}`);
    await page.screenshot({ path: path.join(shots, '99-failure.png') }).catch(() => {});
} finally {
    await browser.close();
}
const passed = checks.filter((c) => c.ok).length;
const failedChecks = checks.length - passed + (failed ? 1 : 0);
console.log(`e2e: ${passed} passed, ${failedChecks} failed`);
process.exit(failedChecks === 0 ? 0 : 1);
