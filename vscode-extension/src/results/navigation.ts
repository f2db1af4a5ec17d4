import * as vscode from 'vscode';
import type { Location } from './model';

/** Opens a report location (1-based line and column) in an editor. */
export async function openLocation(
    location: Location,
    viewColumn: vscode.ViewColumn = vscode.ViewColumn.Active,
    preserveFocus = false,
): Promise<void> {
    const position = new vscode.Position(Math.max(0, location.line - 1), Math.max(0, location.column - 1));
    await vscode.window.showTextDocument(vscode.Uri.parse(location.uri), {
        viewColumn,
        preserveFocus,
        preview: true,
        selection: new vscode.Range(position, position),
    });
}
