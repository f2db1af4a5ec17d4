/**
 * The worker thread that unpacks the Brotli-packed server files (serverJar.ts). With `workerData`
 * `{ files: [{ packed, into }, …] }` it writes each `into`, one after the other, and ends, or fails with the first
 * error. With `{ held: packed }` (an unpacking begun before the extension knows where the jar goes) it unpacks into
 * memory, then writes what it holds to the `into` of the first message it gets and ends. In a thread of its own the
 * unpacking goes on while the extension host's thread loads the language client and sets up the views.
 */
import { once } from 'node:events';
import * as fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parentPort, workerData } from 'node:worker_threads';
import * as zlib from 'node:zlib';

/**
 * The pieces a file is read and unpacked in: with Node's default pieces of 64 KiB and 16 KiB the unpacking spends
 * about twice the CPU time on handing pieces around (docs/benchmarks.md, "VS Code", tenth round).
 */
const UNPACK_PIECE_BYTES = 1 << 20;

const work = workerData as { files: { packed: string; into: string }[] } | { held: string };

/** The packed file read and unpacked in UNPACK_PIECE_BYTES pieces, as the first two stages of a pipeline. */
function unpacking(packed: string): [fs.ReadStream, zlib.BrotliDecompress] {
    return [fs.createReadStream(packed, { highWaterMark: UNPACK_PIECE_BYTES }), zlib.createBrotliDecompress({ chunkSize: UNPACK_PIECE_BYTES })];
}

async function unpackAll(files: { packed: string; into: string }[]): Promise<void> {
    for (const { packed, into } of files) {
        await pipeline(...unpacking(packed), fs.createWriteStream(into));
    }
}

async function unpackHeld(packed: string): Promise<void> {
    const where = once(parentPort!, 'message') as Promise<[{ into: string }]>;
    const pieces: Buffer[] = [];
    await pipeline(...unpacking(packed), async (source: AsyncIterable<Buffer>) => {
        for await (const piece of source) {
            pieces.push(piece);
        }
    });
    const [{ into }] = await where;
    await pipeline(Readable.from(pieces), fs.createWriteStream(into));
}

// a failure is an unhandled rejection, which ends the worker with an 'error' event carrying it
void ('held' in work ? unpackHeld(work.held) : unpackAll(work.files));
