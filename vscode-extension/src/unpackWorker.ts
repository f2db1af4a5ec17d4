/**
 * The worker thread that unpacks the Brotli-packed server jar (serverJar.ts, `unpackServerJar`): `workerData` is
 * `{ packed, partial }`; it writes `partial` and ends, or fails with the pipeline's error. In a thread of its own the
 * unpacking goes on while the extension host's thread loads the language client and sets up the views.
 */
import * as fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { workerData } from 'node:worker_threads';
import * as zlib from 'node:zlib';

/**
 * The pieces the jar is read and unpacked in: with Node's default pieces of 64 KiB and 16 KiB the unpacking spends
 * about twice the CPU time on handing pieces around (docs/benchmarks.md, "VS Code", tenth round).
 */
const UNPACK_PIECE_BYTES = 1 << 20;

const { packed, partial } = workerData as { packed: string; partial: string };

// a failure is an unhandled rejection, which ends the worker with an 'error' event carrying it
void pipeline(fs.createReadStream(packed, { highWaterMark: UNPACK_PIECE_BYTES }),
    zlib.createBrotliDecompress({ chunkSize: UNPACK_PIECE_BYTES }), fs.createWriteStream(partial));
