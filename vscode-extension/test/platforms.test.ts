import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chosenTargets, keepsEntry, PLATFORM_TARGETS, platformVsixName } from '../scripts/platforms';

const NATIVES = [
    'com/microsoft/z3/linux/amd64/libz3.so',
    'com/microsoft/z3/linux/aarch64/libz3.so',
    'com/microsoft/z3/osx/amd64/libz3.dylib',
    'com/microsoft/z3/osx/aarch64/libz3.dylib',
    'com/microsoft/z3/windows/amd64/libz3.dll',
    'com/microsoft/z3/windows/x86/libz3.dll',
];

describe('platform jars', () => {
    for (const [target, own] of [
        ['linux-x64', 'com/microsoft/z3/linux/amd64/libz3.so'],
        ['linux-arm64', 'com/microsoft/z3/linux/aarch64/libz3.so'],
        ['darwin-x64', 'com/microsoft/z3/osx/amd64/libz3.dylib'],
        ['darwin-arm64', 'com/microsoft/z3/osx/aarch64/libz3.dylib'],
        ['win32-x64', 'com/microsoft/z3/windows/amd64/libz3.dll'],
    ] as const) {
        it(`for ${target} keep its own Z3 library and no other`, () => {
            assert.deepEqual(NATIVES.filter((name) => keepsEntry(target, name)), [own]);
        });
    }

    it('keep every class, resource and folder outside the natives', () => {
        for (const name of ['com/microsoft/z3/Context.class', 'com/microsoft/z3/enumerations/Z3_lbool.class',
            'com/microsoft/z3/linux/', 'org/esl/cli/EslCommand.class', 'META-INF/MANIFEST.MF', 'plugin.properties']) {
            assert.ok(PLATFORM_TARGETS.every((target) => keepsEntry(target, name)), name);
        }
    });

    it('are named as vsce names a targeted VSIX', () => {
        assert.equal(platformVsixName('esl-vscode', '0.1.0', 'darwin-arm64'), 'esl-vscode-darwin-arm64-0.1.0.vsix');
    });

    it('are made for the targets ESL_PLATFORMS names, in their usual order, or for all', () => {
        assert.deepEqual(chosenTargets('win32-x64, linux-x64'), ['linux-x64', 'win32-x64']);
        assert.deepEqual(chosenTargets(''), PLATFORM_TARGETS);
        assert.deepEqual(chosenTargets(undefined), PLATFORM_TARGETS);
        assert.throws(() => chosenTargets('linux-x86'), /unknown platform linux-x86: one of linux-x64, /);
    });
});
