/**
 * The platform VSIXes: one per VS Code target that Z3 has a native library for, each with only that
 * target's natives in the server jar (vscode-extension/README.md, "Building from source").
 */

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

const NATIVES = /^com\/microsoft\/z3\/(linux|osx|windows)\/([^/]+)\//;

/** Whether the platform jar of `target` keeps the server jar's entry `name`: all but other platforms' natives. */
export function keepsEntry(target: PlatformTarget, name: string): boolean {
    const natives = NATIVES.exec(name);
    return natives === null || `${natives[1]}/${natives[2]}` === PLATFORM_NATIVES[target];
}

/** The file name vsce gives a platform VSIX. */
export function platformVsixName(name: string, version: string, target: PlatformTarget): string {
    return `${name}-${target}-${version}.vsix`;
}
