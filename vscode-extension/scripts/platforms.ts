/**
 * The platform VSIXes: one per VS Code target that Z3 has a native library for, each with only that
 * target's natives, beside the server jar (vscode-extension/README.md, "Building from source").
 */
import { NATIVES_LIST } from '../src/serverJar';

/** VS Code target → the folder of its Z3 natives in the server jar (where tools.aqua z3-turnkey looks). */
export const PLATFORM_NATIVES = {
    'linux-x64': 'linux/amd64',
    'linux-arm64': 'linux/aarch64',
    'darwin-x64': 'osx/amd64',
    'darwin-arm64': 'osx/aarch64',
    'win32-x64': 'windows/amd64',
} as const;

export type PlatformTarget = keyof typeof PLATFORM_NATIVES;

export const PLATFORM_TARGETS = Object.keys(PLATFORM_NATIVES) as PlatformTarget[];

/** The targets named in `list` (comma-separated, e.g. ESL_PLATFORMS), all of them when it is empty or unset. */
export function chosenTargets(list: string | undefined): PlatformTarget[] {
    const names = (list ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
    for (const name of names) {
        if (!(PLATFORM_TARGETS as string[]).includes(name)) {
            throw new Error(`unknown platform ${name}: one of ${PLATFORM_TARGETS.join(', ')}`);
        }
    }
    return names.length === 0 ? PLATFORM_TARGETS : PLATFORM_TARGETS.filter((target) => names.includes(target));
}

/** A platform VSIX larger than this fails the build: the natives of another platform crept in. */
export const PLATFORM_VSIX_LIMIT_BYTES = 25 * 1024 * 1024;

const NATIVES = /^com\/microsoft\/z3\/(linux|osx|windows)\/([^/]+)\/(.*)$/;

/**
 * Where the platform package of `target` puts the server jar's entry `name`: into its jar; nowhere (another platform's
 * natives); beside the jar, in the package's natives folder (its own natives, unpacked after the jar on the first start,
 * so that the server's start does not wait for them); or, for the natives' list, both, in the jar emptied
 * ({@link emptiedList}).
 */
export function placement(target: PlatformTarget, name: string): 'jar' | 'dropped' | 'beside' | 'list' {
    const natives = NATIVES.exec(name);
    if (natives === null) {
        return 'jar';
    }
    if (`${natives[1]}/${natives[2]}` !== PLATFORM_NATIVES[target]) {
        return 'dropped';
    }
    if (natives[3] === '') {
        return 'jar';
    }
    return natives[3] === NATIVES_LIST ? 'list' : 'beside';
}

/**
 * The natives' list with no library to unpack or load, for the platform jar: z3-turnkey, which loads Z3 from the jar
 * on the first solver question, then loads nothing, and the server loads the libraries from the folder beside the jar.
 */
export function emptiedList(list: string): string {
    return list.replace(/<entry key="(bundled-libraries|load-commands)\.\d+">[^<]*<\/entry>\r?\n?/g, '');
}

/** The file name vsce gives a platform VSIX. */
export function platformVsixName(name: string, version: string, target: PlatformTarget): string {
    return `${name}-${target}-${version}.vsix`;
}
