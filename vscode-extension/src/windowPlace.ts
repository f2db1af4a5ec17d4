import * as vscode from 'vscode';
import type { JavaLookup } from './java';
import { SETTINGS_SECTION } from './protocol';

/** Where the server's Java is looked for (java.ts): the setting `esl.java.home`, then the environment. */
export function javaLookup(): JavaLookup {
    const javaHomeSetting = vscode.workspace.getConfiguration(SETTINGS_SECTION).get<string>('java.home') ?? '';
    return { javaHomeSetting, env: process.env, platform: process.platform };
}

/** The window's first workspace folder on disk: the server runs in it, as the language client would choose. */
export function firstFolderOnDisk(): string | undefined {
    const first = vscode.workspace.workspaceFolders?.[0];
    return first?.uri.scheme === 'file' ? first.uri.fsPath : undefined;
}
