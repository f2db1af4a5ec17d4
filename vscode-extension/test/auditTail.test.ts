import assert from 'node:assert/strict';
import { promises as fs } from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { AuditTail } from '../src/guard/auditTail';
import { scratchFolder } from './paths';

const scratch = scratchFolder('esl-audit-');

async function logFile(): Promise<string> {
    const dir = await fs.mkdtemp(path.join(scratch, 'log-'));
    return path.join(dir, 'guard.jsonl');
}

describe('AuditTail', () => {
    it('gives nothing while the guard has not created its log yet', async () => {
        const tail = new AuditTail(await logFile());
        assert.deepEqual(await tail.poll(), []);
    });

    it('gives each line once, as it is appended', async () => {
        const file = await logFile();
        const tail = new AuditTail(file);
        await fs.writeFile(file, '{"id":"c1/1"}\n{"id":"c1/3"}\n');
        assert.deepEqual(await tail.poll(), ['{"id":"c1/1"}', '{"id":"c1/3"}']);
        assert.deepEqual(await tail.poll(), []);
        await fs.appendFile(file, '{"id":"c2/1"}\n');
        assert.deepEqual(await tail.poll(), ['{"id":"c2/1"}']);
    });

    it('keeps half a line until its end is written, even inside a character', async () => {
        const file = await logFile();
        const tail = new AuditTail(file);
        const line = Buffer.from('{"id":"c1/1","content":"5 € to Zoë"}\n', 'utf8');
        const cut = line.indexOf('€') + 1; // inside the euro sign's three bytes
        await fs.writeFile(file, Uint8Array.from(line.subarray(0, cut)));
        assert.deepEqual(await tail.poll(), []);
        await fs.appendFile(file, Uint8Array.from(line.subarray(cut)));
        assert.deepEqual(await tail.poll(), ['{"id":"c1/1","content":"5 € to Zoë"}']);
    });

    it('reads a truncated log again from its start', async () => {
        const file = await logFile();
        const tail = new AuditTail(file);
        await fs.writeFile(file, '{"id":"old/1"}\n{"id":"old/3"}\n');
        await tail.poll();
        await fs.writeFile(file, '{"id":"new/1"}\n');
        assert.deepEqual(await tail.poll(), ['{"id":"new/1"}']);
    });

    it('reads a rotated log (a new file under the name) from its start', async () => {
        const file = await logFile();
        const tail = new AuditTail(file);
        await fs.writeFile(file, '{"id":"old/1"}\n');
        await tail.poll();
        await fs.rename(file, `${file}.1`);
        await fs.writeFile(file, '{"id":"new/1"}\n{"id":"new/3"}\n');
        assert.deepEqual(await tail.poll(), ['{"id":"new/1"}', '{"id":"new/3"}']);
    });
});
