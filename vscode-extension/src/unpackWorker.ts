/**
 * The worker thread that unpacks the Brotli-packed server files (serverJar.ts, `unpackServer`): `workerData` is
 * `{ files: [{ packed, into }, …] }`; it writes each `into`, one after the other, and ends, or fails with the first
 * error. In a thread of its own the unpacking goes on while the extension host's thread loads the language client and
 * sets up the views.
 */
import * as fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { workerData } from 'node:worker_threads';
import * as zlib from 'node:zlib';

/**
 * The pieces a file is read and unpacked in: with Node's default pieces of 64 KiB and 16 KiB the unpacking spends
 * about twice the CPU time on handing pieces around (docs/benchmarks.md, "VS Code", tenth round).
 */
const UNPACK_PIECE_BYTES = 1 << 20;

const { files } = workerData as { files: { packed: string; into: string }[] };

async function unpackAll(): Promise<void> {
    for (const { packed, into } of files) {
        await pipeline(fs.createReadStream(packed, { highWaterMark: UNPACK_PIECE_BYTES }),
            zlib.createBrotliDecompress({ chunkSize: UNPACK_PIECE_BYTES }), fs.createWriteStream(into));
    }
}

// a failure is an unhandled rejection, which ends the worker with an 'error' event carrying it
void unpackAll();
