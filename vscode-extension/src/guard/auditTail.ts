import { promises as fs } from 'node:fs';

/**
 * Follows a guard's audit log (docs/guard.md, "The audit log") as it grows: each {@link poll} reads what was
 * appended since the last and gives the complete lines. The guard writes and flushes whole lines, but a read
 * may still end inside one (the write is not atomic for a reader), so a line is taken only once its newline
 * is there. A log that shrank (truncated) or was replaced by another file (rotated: a new inode) is read again
 * from its start. Works on plain files with Node's fs, so that it is tested without VS Code.
 */
export class AuditTail {
    private offset = 0;
    private inode: number | undefined;

    constructor(readonly file: string) {}

    /** The complete lines appended since the last poll; none when the file does not exist (yet). */
    async poll(): Promise<string[]> {
        let stat;
        try {
            stat = await fs.stat(this.file);
        } catch {
            return [];
        }
        if (stat.ino !== this.inode || stat.size < this.offset) {
            this.inode = stat.ino;
            this.offset = 0;
        }
        if (stat.size === this.offset) {
            return [];
        }
        const handle = await fs.open(this.file, 'r');
        let text: string;
        try {
            const bytes = new Uint8Array(stat.size - this.offset);
            const { bytesRead } = await handle.read(bytes, 0, bytes.length, this.offset);
            const complete = lastNewline(bytes, bytesRead) + 1;
            // only whole lines are taken: the rest of a line is read again, whole, by a later poll
            text = Buffer.from(bytes.buffer, 0, complete).toString('utf8');
            this.offset += complete;
        } finally {
            await handle.close();
        }
        return text.split('\n').filter((line) => line.trim() !== '');
    }
}

function lastNewline(bytes: Uint8Array, length: number): number {
    for (let i = length - 1; i >= 0; i--) {
        if (bytes[i] === 0x0a) {
            return i;
        }
    }
    return -1;
}
