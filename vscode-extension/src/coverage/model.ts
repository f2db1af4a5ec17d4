/**
 * The answer of the server command `esl.coverage` (EslProtocol.COVERAGE) and what the editor shows of it: per
 * paragraph of a cited document, the declarations that cite it (lenses that jump to them) or a mark that none does.
 * Pure, so the unit tests run without VS Code.
 */

/** A declaration that cites a paragraph, and where its name is (0-based line). */
export interface CitingDeclaration {
    readonly name: string;
    readonly uri?: string;
    readonly line?: number;
}

/** A paragraph (0-based lines, both included) and the declarations that cite it. */
export interface CoveredParagraph {
    readonly first: number;
    readonly last: number;
    readonly citedBy: readonly CitingDeclaration[];
}

export interface DocumentCoverage {
    readonly uri: string;
    readonly paragraphs: readonly CoveredParagraph[];
}

/** `{"documents": [...], "unsourced": [...]}`, or `{"error": "…"}` for a spec the server cannot read. */
export interface CoverageAnswer {
    readonly documents?: readonly DocumentCoverage[];
    readonly unsourced?: readonly string[];
    readonly error?: string;
}

/** What one paragraph shows: the lenses' titles and targets, and whether it is marked uncovered. */
export interface ParagraphMarks {
    readonly first: number;
    readonly last: number;
    readonly uncovered: boolean;
    readonly citedBy: readonly CitingDeclaration[];
}

/**
 * The marks of a document from the coverage of every spec that cites it: a paragraph is covered when any of them
 * cites it, and lists the declarations of all, each once.
 */
export function marksOf(documentUri: string, answers: readonly CoverageAnswer[]): ParagraphMarks[] {
    const byLines = new Map<string, { first: number; last: number; citedBy: CitingDeclaration[] }>();
    for (const answer of answers) {
        for (const document of answer.documents ?? []) {
            if (!sameFile(document.uri, documentUri)) {
                continue;
            }
            for (const paragraph of document.paragraphs) {
                const key = `${paragraph.first}-${paragraph.last}`;
                const entry = byLines.get(key) ?? { first: paragraph.first, last: paragraph.last, citedBy: [] };
                for (const declaration of paragraph.citedBy) {
                    if (!entry.citedBy.some((d) => d.name === declaration.name && d.uri === declaration.uri)) {
                        entry.citedBy.push(declaration);
                    }
                }
                byLines.set(key, entry);
            }
        }
    }
    return [...byLines.values()]
        .sort((a, b) => a.first - b.first)
        .map((p) => ({ ...p, uncovered: p.citedBy.length === 0 }));
}

/** `7 of 9 paragraphs cited`, the summary of a document in the coverage view. */
export function summary(marks: readonly ParagraphMarks[]): string {
    return `${marks.filter((m) => !m.uncovered).length} of ${marks.length} paragraphs cited`;
}

/** `lines 8-9` or `line 11`, 1-based as people count. */
export function linesLabel(marks: { first: number; last: number }): string {
    return marks.first === marks.last ? `line ${marks.first + 1}` : `lines ${marks.first + 1}-${marks.last + 1}`;
}

/** Two file URIs of the same file, whatever their percent-encoding of the drive letter or of special characters. */
export function sameFile(a: string, b: string): boolean {
    return decodeURIComponent(a).toLowerCase().replace(/^file:\/+/, '') === decodeURIComponent(b).toLowerCase().replace(/^file:\/+/, '');
}
