// The language server protocol's framing for the bench scripts that drive `esl lsp` over its standard streams
// (first-answers-bench.mjs, first-start-jit.mjs): `Content-Length` headers, then the JSON-RPC message.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads `server`'s standard output as framed messages, each handed to `onMessage` with the milliseconds since
 * `began`, and returns the function that sends a message (without its `jsonrpc` member) to its standard input.
 */
export function lspWire(server, began, onMessage) {
    let input = Buffer.alloc(0);
    server.stdout.on('data', (data) => {
        input = Buffer.concat([input, data]);
        for (let end; (end = input.indexOf('\r\n\r\n')) >= 0;) {
            const length = Number(/Content-Length: (\d+)/.exec(input.subarray(0, end).toString())[1]);
            if (input.length < end + 4 + length) return;
            const message = JSON.parse(input.subarray(end + 4, end + 4 + length).toString());
            input = input.subarray(end + 4 + length);
            onMessage(message, performance.now() - began);
        }
    });
    return (message) => {
        const text = JSON.stringify({ jsonrpc: '2.0', ...message });
        server.stdin.write(`Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`);
    };
}

/**
 * After `initialize`'s answer: `initialized`, then `textDocument/didOpen` of the spec `name` in `workspace`, as an
 * editor opens it; returns the spec's URI.
 */
export function openSpec(send, workspace, name) {
    const file = path.join(workspace, name);
    const uri = `file://${file}`;
    send({ method: 'initialized', params: {} });
    send({ method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'esl', version: 1, text: fs.readFileSync(file, 'utf8') } } });
    return uri;
}

const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** The process's CPU time (user + system) in milliseconds so far. */
export function cpuOf(pid) {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').at(-1).trim().split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 1000 / TICKS;
}
