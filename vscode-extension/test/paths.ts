import * as path from 'node:path';

/** The extension's folder (tests run compiled, from out/test). */
export const EXTENSION_DIR = path.resolve(__dirname, '..', '..');
export const FIXTURES = path.join(EXTENSION_DIR, 'test', 'fixtures');
export const EXAMPLES = path.resolve(EXTENSION_DIR, '..', 'examples');
