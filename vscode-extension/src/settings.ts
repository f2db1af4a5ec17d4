/**
 * The server's configuration object (contract item 4) from the `esl` settings. The server reads the same
 * object through workspace/configuration, initializationOptions.settings and didChangeConfiguration.
 * Client-only settings (esl.java.home, esl.trace.server, esl.guard.*) are left out.
 */

/**
 * Reads one setting below `esl.` (`get('solver.timeoutMs')`): the value the user set, undefined when they
 * set none (the declared default is not a choice the user made).
 */
export type SettingReader = (key: string) => unknown;

export interface ServerSettings {
    interpretation?: 1 | 2;
    solver?: { timeoutMs?: number };
    lint?: { solver?: boolean; redundancy?: boolean };
    check?: { diagnostics?: 'failures' | 'all' };
    llm?: { enabled?: boolean; baseUrl?: string; model?: string; keyEnv?: string };
}

function positiveInteger(value: unknown): number | undefined {
    return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

function flag(value: unknown): boolean | undefined {
    return typeof value === 'boolean' ? value : undefined;
}

function text(value: unknown): string | undefined {
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
    return allowed.find((a) => a === value);
}

/** Drops the keys whose value is undefined; undefined when none is left. */
function present<T extends object>(object: T): T | undefined {
    const entries = Object.entries(object).filter(([, v]) => v !== undefined);
    return entries.length > 0 ? (Object.fromEntries(entries) as T) : undefined;
}

/**
 * Only what the user set, and only valid values: an explicit setting overrides the spec's own `option`
 * line on the server, so a default sent here would silently override, e.g., `option lint.redundancy = false`.
 */
export function toServerSettings(get: SettingReader): ServerSettings {
    const interpretation = get('interpretation');
    return (
        present<ServerSettings>({
            interpretation: interpretation === 1 || interpretation === 2 ? interpretation : undefined,
            solver: present({ timeoutMs: positiveInteger(get('solver.timeoutMs')) }),
            lint: present({ solver: flag(get('lint.solver')), redundancy: flag(get('lint.redundancy')) }),
            check: present({ diagnostics: oneOf(get('check.diagnostics'), ['failures', 'all'] as const) }),
            llm: present({
                enabled: flag(get('llm.enabled')),
                baseUrl: text(get('llm.baseUrl')),
                model: text(get('llm.model')),
                keyEnv: text(get('llm.keyEnv')),
            }),
        }) ?? {}
    );
}

/** Settings whose change needs a new server process rather than a configuration notification. */
export const RESTART_SETTINGS: readonly string[] = ['esl.java.home'];
