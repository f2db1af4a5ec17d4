import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { StartTimeline } from '../src/startTimeline';

/** A timeline on a clock the test moves, and the lines it writes. */
function timeline() {
    let now = 1000;
    const lines: string[] = [];
    const line = new StartTimeline('restart', (text) => lines.push(text), () => now);
    return { line, lines, advance: (ms: number) => (now += ms) };
}

describe('the timeline of a server start', () => {
    it('writes each step with its time since the start began', async () => {
        const { line, lines, advance } = timeline();
        advance(14);
        line.mark('stopping the old server: done');
        await line.span('Java lookup', async () => advance(3));
        advance(380);
        line.mark('initialize answered');
        assert.deepEqual(lines, [
            'start timeline (restart): +14 ms stopping the old server: done',
            'start timeline (restart): +14 ms Java lookup: begins',
            'start timeline (restart): +17 ms Java lookup: done',
            'start timeline (restart): +397 ms initialize answered',
        ]);
    });

    it('notes the first diagnostics and the first code lenses once', () => {
        const { line, lines, advance } = timeline();
        line.markFirst('first diagnostics published');
        advance(50);
        line.markFirst('first diagnostics published');
        assert.deepEqual(lines, ['start timeline (restart): +0 ms first diagnostics published']);
    });

    it('writes a note without a time, so that the steps\' figures stay apart from it', () => {
        const { line, lines, advance } = timeline();
        advance(5);
        line.note('activated at 2026-11-26T16:00:00.000Z');
        line.mark('Java lookup: done');
        assert.deepEqual(lines, [
            'start timeline (restart): activated at 2026-11-26T16:00:00.000Z',
            'start timeline (restart): +5 ms Java lookup: done',
        ]);
    });

    it('notes the end of a step that failed', async () => {
        const { line, lines } = timeline();
        await assert.rejects(line.span('unpacking the server jar', async () => {
            throw new Error('disk full');
        }), /disk full/);
        assert.deepEqual(lines.map((l) => l.replace(/\+\d+ ms /, '')), [
            'start timeline (restart): unpacking the server jar: begins',
            'start timeline (restart): unpacking the server jar: done',
        ]);
    });
});
