import * as vscode from 'vscode';
import { specOf } from '../commands';
import type { ResultsStore } from '../results/store';
import type { EslServer } from '../server';
import { GuardRunner } from './guardRunner';

/** ESL: Start guard for this spec, ESL: Stop guard, and the guard they run. */
export function registerGuardCommands(server: EslServer, store: ResultsStore, output: vscode.LogOutputChannel): vscode.Disposable[] {
    const guard = new GuardRunner(server, store, output);
    return [
        guard,
        vscode.commands.registerCommand('esl.guard.start', async (spec) => {
            const specUri = await specOf(spec);
            if (specUri) {
                await guard.start(vscode.Uri.parse(specUri));
            }
        }),
        vscode.commands.registerCommand('esl.guard.stop', () => guard.stop()),
    ];
}
