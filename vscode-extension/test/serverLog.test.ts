import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { serverLogLine } from '../src/serverLog';

describe('serverLogLine', () => {
    it('keeps the level the server gave each line', () => {
        assert.deepEqual(serverLogLine('esl: error: Error during request: (java.lang.IllegalStateException: no)'), {
            level: 'error',
            text: 'Error during request: (java.lang.IllegalStateException: no)',
        });
        assert.deepEqual(serverLogLine('esl: warning: the solver gave up'), { level: 'warn', text: 'the solver gave up' });
        assert.deepEqual(serverLogLine('esl: debug: Unmatched cancel notification for request id 12'), {
            level: 'debug',
            text: 'Unmatched cancel notification for request id 12',
        });
        assert.deepEqual(serverLogLine('esl: debug: \tat org.esl.lang.ide.Thing.run(Thing.java:12)'), {
            level: 'debug',
            text: '\tat org.esl.lang.ide.Thing.run(Thing.java:12)',
        });
    });

    it('shows what the Java VM says itself by what it means', () => {
        assert.equal(serverLogLine('Error: Unable to access jarfile /x/esl.jar').level, 'error');
        assert.equal(serverLogLine('Exception in thread "main" java.lang.OutOfMemoryError').level, 'error');
        assert.equal(serverLogLine('esl: internal error, please report it: Error during request (java.lang.StackOverflowError)').level, 'error');
        assert.equal(serverLogLine('\tat java.base/java.lang.Thread.run(Thread.java:840)').level, 'debug');
        assert.equal(serverLogLine('Picked up JAVA_TOOL_OPTIONS: -Xmx1g').level, 'info');
        assert.equal(serverLogLine('esl lsp: the editor that started the server (process 12) has ended; the server exits').level, 'info');
    });
});
