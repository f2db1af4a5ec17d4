import type { TranscriptModel } from './model';

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}

/** The three LTL3 verdicts a timeline step carries, as the legend above the table shows them. */
const SYMBOL: Record<string, string> = { satisfied: '✓', violated: '✗', pending: '…' };

/** `s = "bob@x.com", t = a value not shown`: which instance of a property with variables a verdict is. */
export function bindingText(binding: Readonly<Record<string, string | null>>): string {
    return Object.entries(binding)
        .map(([variable, value]) => `${variable} = ${value ?? 'a value not shown'}`)
        .join(', ');
}

function cell(property: string, step: number, verdict: string | undefined, decided: boolean, binding?: Readonly<Record<string, string | null>>): string {
    if (verdict === undefined) {
        return `<td class="v v-none" title="${escapeHtml(`${property}: not monitored at step ${step}`)}"></td>`;
    }
    const classes = `v v-${escapeHtml(verdict)}${decided ? ' decided' : ''}`;
    const instance = binding === undefined ? '' : bindingText(binding);
    const title = escapeHtml(`${property} after step ${step}: ${verdict}${instance ? ` for ${instance}` : ''}`);
    const shown = instance ? `<span class="binding">${escapeHtml(instance)}</span>` : '';
    return `<td class="${classes}" title="${title}" aria-label="${title}">${SYMBOL[verdict] ?? '…'}${shown}</td>`;
}

const STYLE = `
body { font-family: var(--vscode-font-family); color: var(--vscode-foreground); padding: 0 1em; }
.sub { color: var(--vscode-descriptionForeground); }
.scroll { overflow-x: auto; }
table.timeline { border-collapse: collapse; }
table.timeline th, table.timeline td { border: 1px solid var(--vscode-panel-border, #8884); padding: 2px 6px; text-align: center; }
table.timeline th[scope=row] { text-align: left; font-family: var(--vscode-editor-font-family); white-space: nowrap; }
th.step { cursor: pointer; font-weight: normal; min-width: 2.2em; }
th.step:hover, .steps a:hover { background: var(--vscode-list-hoverBackground); }
.role { display: block; font-size: 0.8em; color: var(--vscode-descriptionForeground); }
.v-satisfied, .v-valid { color: var(--vscode-testing-iconPassed, #3c3); }
.v-violated, .v-invalid, .v-impossible { color: var(--vscode-testing-iconFailed, #e33); }
.v-pending { color: var(--vscode-descriptionForeground); }
td.decided { font-weight: bold; outline: 2px solid currentColor; outline-offset: -3px; }
td.final { white-space: nowrap; }
.binding { display: block; font-size: 0.75em; font-weight: normal; white-space: nowrap; color: var(--vscode-descriptionForeground); }
tr.focus { background: var(--vscode-editor-selectionHighlightBackground, #ff04); }
.steps { font-family: var(--vscode-editor-font-family); }
.steps a { color: var(--vscode-textLink-foreground); text-decoration: none; cursor: pointer; }
`;

/** JSON to write inside a script element: no `<` can end the element early. */
function scriptJson(value: unknown): string {
    return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The timeline of one transcript as a complete HTML page for a webview: a row per property, a column per
 * step, each cell the property's verdict after that step (bold where it became fixed), and the final
 * verdict; the row of `focus` (the property the user asked about) is highlighted. Clicking a step posts
 * `{type: "openStep", step}`. `state` is kept as the webview's state, from which VS Code restores the panel
 * after a reload. All text from the report is escaped; the page loads nothing and runs only its own
 * nonce'd script.
 */
export function renderTimelineHtml(transcript: TranscriptModel, nonce: string, focus?: string, state?: unknown): string {
    const steps = transcript.timeline;
    const csp = `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}';`;
    const head =
        `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8">` +
        `<meta http-equiv="Content-Security-Policy" content="${csp}">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1.0">` +
        `<title>${escapeHtml(`Timeline: ${transcript.id}`)}</title><style nonce="${nonce}">${STYLE}</style></head>`;
    const intro =
        `<h1>${escapeHtml(transcript.id)}</h1>` +
        `<p class="sub">${escapeHtml(transcript.file)}: the verdict of each property after each step, as the monitor ` +
        `sees it while the transcript runs (✓ satisfied, ✗ violated, … pending; bold where it became fixed; under the ` +
        `verdict of a property with variables, the values whose instance it is). ` +
        `The last column is the verdict on the finished transcript.</p>`;
    const script =
        `<script nonce="${nonce}">const vscode = acquireVsCodeApi();` +
        (state === undefined ? '' : `vscode.setState(${scriptJson(state)});`) +
        `document.addEventListener('click', (e) => { const el = e.target.closest('[data-step]');` +
        `if (el) { vscode.postMessage({ type: 'openStep', step: Number(el.dataset.step) }); } });</script>`;
    if (steps.length === 0) {
        return `${head}<body>${intro}<p>This check carries no timeline: the server sent none for this transcript.</p>${script}</body></html>`;
    }
    const stepHeaders = steps
        .map((s) => {
            const who = s.tool ? `${s.role}: ${s.tool}` : s.role;
            const title = escapeHtml(`step ${s.step}, @${who}: ${s.text}`);
            return `<th scope="col" class="step" data-step="${s.step}" title="${title}">${s.step}<span class="role">${escapeHtml(s.tool ?? `@${s.role}`)}</span></th>`;
        })
        .join('');
    const finals = new Map(transcript.results.filter((r) => r.kind === 'property').map((r) => [r.name, r]));
    const rows = transcript.timelineProperties
        .map((property) => {
            let previous: string | undefined;
            const cells = steps
                .map((s) => {
                    const verdict = s.verdicts[property];
                    const decided = verdict !== undefined && verdict !== 'pending' && verdict !== previous;
                    previous = verdict;
                    return cell(property, s.step, verdict, decided, s.bindings?.[property]);
                })
                .join('');
            const final = finals.get(property);
            const finalCell = final
                ? `<td class="v v-${escapeHtml(final.verdict)} final">${escapeHtml(final.step === null ? final.verdict : `${final.verdict} at ${final.step}`)}</td>`
                : '<td class="final"></td>';
            const row = property === focus ? '<tr class="focus">' : '<tr>';
            return `${row}<th scope="row">${escapeHtml(property)}</th>${cells}${finalCell}</tr>`;
        })
        .join('');
    const table =
        `<div class="scroll"><table class="timeline"><thead><tr><th scope="col">property</th>${stepHeaders}` +
        `<th scope="col">final</th></tr></thead><tbody>${rows}</tbody></table></div>`;
    const list =
        `<h2>Steps</h2><ol class="steps" start="0">` +
        steps
            .map((s) => `<li><a data-step="${s.step}">@${escapeHtml(s.role)}${s.tool ? ' calls ' : ': '}${escapeHtml(s.text)}</a></li>`)
            .join('') +
        `</ol>`;
    return `${head}<body>${intro}${table}${list}${script}</body></html>`;
}

/** The page of a timeline restored after a reload whose results are no longer kept (cleared, or checked again). */
export function renderMissingTimelineHtml(transcriptId: string): string {
    return (
        `<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8">` +
        `<meta http-equiv="Content-Security-Policy" content="default-src 'none';"><title>${escapeHtml(`Timeline: ${transcriptId}`)}</title></head>` +
        `<body><h1>${escapeHtml(transcriptId)}</h1><p>The results this timeline showed are no longer kept: check the transcript again.</p></body></html>`
    );
}
