/**
 * How the output channel shows a line the language server wrote on its standard error. The server writes
 * `esl: LEVEL: message` (LEVEL error, warning, info or debug; stack traces only as debug lines), so each
 * line keeps its meaning: an editor's log level decides what is shown, and a routine warning is not an
 * error. Lines from elsewhere (the Java VM itself) are kept as they are: a VM that cannot start says
 * `Error: …`, which is an error; a stack trace line is for debugging.
 */
export type LogLevel = 'error' | 'warn' | 'info' | 'debug';

export interface LogLine {
    readonly level: LogLevel;
    readonly text: string;
}

const LEVELS: Readonly<Record<string, LogLevel>> = { error: 'error', warning: 'warn', info: 'info', debug: 'debug' };

export function serverLogLine(line: string): LogLine {
    const tagged = /^esl: (error|warning|info|debug): (.*)$/s.exec(line);
    if (tagged) {
        return { level: LEVELS[tagged[1]], text: tagged[2] };
    }
    if (/^esl: internal error\b/.test(line) || /^(Error|Exception in thread)\b/.test(line)) {
        return { level: 'error', text: line };
    }
    if (/^\s+at |^\s*\.\.\. \d+ more|^Caused by: /.test(line)) {
        return { level: 'debug', text: line };
    }
    return { level: 'info', text: line };
}
