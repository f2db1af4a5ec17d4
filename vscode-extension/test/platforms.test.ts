import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chosenTargets, emptiedList, placement, PLATFORM_TARGETS, platformVsixName } from '../scripts/platforms';

const NATIVES = [
    'com/microsoft/z3/linux/amd64/libz3.so',
    'com/microsoft/z3/linux/aarch64/libz3.so',
    'com/microsoft/z3/osx/amd64/libz3.dylib',
    'com/microsoft/z3/osx/aarch64/libz3.dylib',
    'com/microsoft/z3/windows/amd64/libz3.dll',
    'com/microsoft/z3/windows/x86/libz3.dll',
];

/** Z3's list for linux-x64, as z3-turnkey ships it. */
const LINUX_LIST = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE properties SYSTEM "http://java.sun.com/dtd/properties.dtd">
<properties>
<comment>TurnKey Metadata File</comment>
<entry key="system-libraries.0">libstdc++.so.6</entry>
<entry key="bundled-libraries.1">libz3.so</entry>
<entry key="system-libraries.2">libc.so.6</entry>
<entry key="bundled-libraries.0">libz3java.so</entry>
<entry key="load-commands.0">libz3java.so</entry>
</properties>
`;

describe('platform packages', () => {
    for (const [target, own] of [
        ['linux-x64', 'com/microsoft/z3/linux/amd64/libz3.so'],
        ['linux-arm64', 'com/microsoft/z3/linux/aarch64/libz3.so'],
        ['darwin-x64', 'com/microsoft/z3/osx/amd64/libz3.dylib'],
        ['darwin-arm64', 'com/microsoft/z3/osx/aarch64/libz3.dylib'],
        ['win32-x64', 'com/microsoft/z3/windows/amd64/libz3.dll'],
    ] as const) {
        it(`for ${target} put its own Z3 library beside the jar and drop the others`, () => {
            assert.deepEqual(NATIVES.filter((name) => placement(target, name) === 'beside'), [own]);
            assert.deepEqual(NATIVES.filter((name) => placement(target, name) === 'dropped'), NATIVES.filter((name) => name !== own));
        });
    }

    it('put the list of the natives beside the jar and into it, every other library beside it', () => {
        assert.equal(placement('win32-x64', 'com/microsoft/z3/windows/amd64/turnkey.xml'), 'list');
        assert.equal(placement('win32-x64', 'com/microsoft/z3/windows/amd64/vcruntime140.dll'), 'beside');
        assert.equal(placement('linux-x64', 'com/microsoft/z3/linux/amd64/libz3java.so'), 'beside');
        assert.equal(placement('linux-x64', 'com/microsoft/z3/linux/aarch64/turnkey.xml'), 'dropped');
    });

    it('keep every class, resource and folder outside the natives in the jar', () => {
        for (const name of ['com/microsoft/z3/Context.class', 'com/microsoft/z3/enumerations/Z3_lbool.class',
            'com/microsoft/z3/linux/', 'org/esl/cli/EslCommand.class', 'META-INF/MANIFEST.MF', 'plugin.properties']) {
            assert.ok(PLATFORM_TARGETS.every((target) => placement(target, name) === 'jar'), name);
        }
        assert.equal(placement('linux-x64', 'com/microsoft/z3/linux/amd64/'), 'jar');
    });

    it('empty the jar\'s list of the natives to unpack and load, and keep the rest of it', () => {
        assert.equal(emptiedList(LINUX_LIST), `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE properties SYSTEM "http://java.sun.com/dtd/properties.dtd">
<properties>
<comment>TurnKey Metadata File</comment>
<entry key="system-libraries.0">libstdc++.so.6</entry>
<entry key="system-libraries.2">libc.so.6</entry>
</properties>
`);
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
