/**
 * The server's configuration object (contract item 4) from the `esl` settings. The server reads the same
 * object through workspace/configuration, initializationOptions.settings and didChangeConfiguration.
 * Client-only settings (esl.java.home, esl.trace.server) are left out.
 */

/** Reads one setting below `esl.` (`get('solver.timeoutMs')`), as `WorkspaceConfiguration.get` does. */
export type SettingReader = (key: string) => unknown;

export interface ServerSettings {
    interpretation?: 1 | 2;
    solver?: { timeoutMs?: number };
    lint: { solver: boolean; redundancy: boolean };
    llm: { enabled: boolean; baseUrl?: string; model?: string; keyEnv: string };
}

function positiveInteger(value: unknown): number | undefined {
    return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

function flag(value: unknown, fallback: boolean): boolean {
    return typeof value === 'boolean' ? value : fallback;
}

function text(value: unknown): string | undefined {
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Unset or invalid values are left out (the spec's own `option` lines then decide), except the booleans,
 * which the server defaults the same way.
 */
export function toServerSettings(get: SettingReader): ServerSettings {
    const settings: ServerSettings = {
        lint: { solver: flag(get('lint.solver'), true), redundancy: flag(get('lint.redundancy'), true) },
        llm: { enabled: flag(get('llm.enabled'), false), keyEnv: text(get('llm.keyEnv')) ?? 'OPENAI_API_KEY' },
    };
    const interpretation = get('interpretation');
    if (interpretation === 1 || interpretation === 2) {
        settings.interpretation = interpretation;
    }
    const timeoutMs = positiveInteger(get('solver.timeoutMs'));
    if (timeoutMs !== undefined) {
        settings.solver = { timeoutMs };
    }
    const baseUrl = text(get('llm.baseUrl'));
    if (baseUrl !== undefined) {
        settings.llm.baseUrl = baseUrl;
    }
    const model = text(get('llm.model'));
    if (model !== undefined) {
        settings.llm.model = model;
    }
    return settings;
}

/** Settings whose change needs a new server process rather than a configuration notification. */
export const RESTART_SETTINGS: readonly string[] = ['esl.java.home'];
