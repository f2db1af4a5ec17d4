import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { after } from 'node:test';

/** The extension's folder (tests run compiled, from out/test). */
export const EXTENSION_DIR = path.resolve(__dirname, '..', '..');
export const FIXTURES = path.join(EXTENSION_DIR, 'test', 'fixtures');
export const EXAMPLES = path.resolve(EXTENSION_DIR, '..', 'examples');

/** A fresh folder in the system's temporary folder, removed once the tests of the file that made it have run. */
export function scratchFolder(prefix: string): string {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    after(() => fs.rmSync(folder, { recursive: true, force: true }));
    return folder;
}
