import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, it } from 'node:test';
import { serverLaunch } from '../src/serverLaunch';
import { scratchFolder } from './paths';

const scratch = scratchFolder('esl-server-launch-');

describe('serverLaunch', () => {
    it("asks for huge pages for the server's heap exactly where this machine's kernel gives them on request", () => {
        const mode = '/sys/kernel/mm/transparent_hugepage/enabled';
        const onRequest = fs.existsSync(mode) && fs.readFileSync(mode, 'utf8').includes('[madvise]');

        const launch = serverLaunch({ java: '/usr/bin/java', javaVersion: 17, files: { jar: path.join(scratch, 'esl.jar') },
            storage: path.join(scratch, 'storage'), folder: undefined, env: {} });

        assert.equal(launch.args.includes('-XX:+UseTransparentHugePages'), onRequest, launch.args.join(' '));
    });
});
