/**
 * The answer of the server command `esl.draft` (the JSON of `esl draft --format json`, docs/drafting.md) and the
 * text the editor proposes to append to the spec. Pure, so the unit tests run without VS Code.
 */

export interface DraftedDeclaration {
    readonly kind: string;
    readonly name: string;
    readonly esl: string;
    readonly agreement: string;
}

export interface DroppedProposal {
    readonly sample: number;
    readonly esl: string;
    readonly reason: string;
}

export interface DraftAnswer {
    readonly file?: string;
    readonly lines?: readonly [number, number];
    readonly samples?: number;
    readonly variables?: string;
    readonly declarations?: readonly DraftedDeclaration[];
    readonly dropped?: readonly DroppedProposal[];
    /** Why the solver-backed lint of the draft did not finish, when it did not. */
    readonly unfinished?: string;
    readonly error?: string;
}

/**
 * What to append to the spec: a comment naming the lines drafted from, the variables line, and each declaration after
 * its agreement, as `esl draft` prints them; the proposals not offered are left out (the editor lists them apart).
 * Empty when nothing is offered.
 */
export function appendedText(draft: DraftAnswer, specText: string): string {
    const declarations = draft.declarations ?? [];
    if (declarations.length === 0) {
        return '';
    }
    const lines = draft.lines ? `lines ${draft.lines[0]}-${draft.lines[1]}` : 'lines';
    let text = specText.length === 0 || specText.endsWith('\n') ? '\n' : '\n\n';
    text += `// Drafted from ${draft.file ?? 'the document'} ${lines} (${draft.samples ?? 1} samples): review before keeping.\n`;
    if (draft.unfinished) {
        text += `// Not fully linted: ${draft.unfinished}\n`;
    }
    if (draft.variables) {
        text += `${draft.variables}\n`;
    }
    for (const declaration of declarations) {
        text += `\n// agreement ${declaration.agreement}\n${declaration.esl}\n`;
    }
    return text;
}

/** `2 declarations drafted, 1 not offered: …`, for the message that asks to apply them. */
export function draftSummary(draft: DraftAnswer): string {
    const offered = draft.declarations?.length ?? 0;
    const dropped = draft.dropped ?? [];
    const names = (draft.declarations ?? []).map((d) => `${d.kind} ${d.name} (${d.agreement})`).join(', ');
    return `${offered} declaration${offered === 1 ? '' : 's'} drafted${names ? `: ${names}` : ''}` +
        (dropped.length > 0 ? `; ${dropped.length} not offered (see the output "ESL Language Server")` : '');
}
