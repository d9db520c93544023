/**
 * Inflates a DEFLATE tile while its bytes arrive and stops once the rows a window needs are out: the answer's
 * chunks are not joined into one array first (a copy of every byte on the main thread), the input past those rows
 * (a prefix's margin, a last tile's padding) is never inflated, and the inflate runs on libuv's threads while the
 * rest of the answer is still on the way. The rows land in one output chunk of exactly the bytes wanted, handed
 * out as contiguous slices of it, so that the result is a view, not a copy. See cog-reader.ts for the figures.
 */
import { constants, createInflate, type Inflate } from 'node:zlib';
import type { ByteSink } from './byte-source';

/** Compressed bytes handed to zlib at once (a socket hands over 64 KB at a time). */
const BATCH_BYTES = 256 * 1024;

export class RowInflater implements ByteSink {
  /** The inflated bytes: at least `wanted` of them, or all the stream held when the input ended first. */
  readonly result: Promise<Uint8Array>;
  /** The compressed bytes taken so far, in order (for a caller that must read the rest of the tile). */
  readonly taken: Uint8Array[] = [];
  private readonly zlib: Inflate;
  private done = false;
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;

  /**
   * @param wanted inflated bytes to stop at
   * @param total the tile's whole inflated size (never more comes out of a valid tile)
   */
  constructor(wanted: number, total: number) {
    // An output chunk of exactly the bytes wanted: zlib stops when it is full, leaving the rest of the input (the
    // prefix's margin, a last tile's padding) uninflated, and the stream, destroyed there, allocates no other.
    this.zlib = createInflate({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: Math.max(64, Math.min(wanted, total)) });
    const out: Buffer[] = [];
    let produced = 0;
    this.result = new Promise<Uint8Array>((resolve, reject) => {
      const finish = () => {
        this.done = true;
        resolve(joined(out, produced));
      };
      this.zlib.on('data', (chunk: Buffer) => {
        out.push(chunk);
        produced += chunk.length;
        if (produced >= wanted && !this.done) {
          finish();
          this.zlib.destroy();
        }
      });
      this.zlib.on('end', () => {
        if (!this.done) finish();
      });
      this.zlib.on('error', (error) => {
        if (this.done) return;
        this.done = true;
        reject(error);
      });
    });
    // A caller that gives up early (the answer failed) need not await the result.
    this.result.catch(() => undefined);
  }

  write(chunk: Uint8Array): boolean {
    if (this.done) return false;
    this.taken.push(chunk);
    this.pending.push(chunk);
    this.pendingBytes += chunk.byteLength;
    if (this.pendingBytes >= BATCH_BYTES) this.flush();
    return true;
  }

  end(): void {
    if (this.done) return;
    this.flush();
    this.zlib.end();
  }

  /** The chunks taken since the last flush, as one write: each zlib write is a trip to libuv's threads. */
  private flush(): void {
    if (this.pendingBytes === 0) return;
    const batch = this.pending.length === 1 ? (this.pending[0] as Uint8Array) : Buffer.concat(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    this.zlib.write(batch);
  }

  /** Stops inflating (a failed answer whose retry starts over with another inflater). */
  abandon(): void {
    if (this.done) return;
    this.done = true;
    this.zlib.destroy();
  }
}

/** The chunks as one array: a view when they are contiguous slices of one buffer (the usual case), else a copy. */
function joined(chunks: Buffer[], length: number): Uint8Array {
  const first = chunks[0];
  if (!first) return new Uint8Array(0);
  let contiguous = true;
  for (let i = 1, end = first.byteOffset + first.byteLength; i < chunks.length && contiguous; i++) {
    const chunk = chunks[i] as Buffer;
    contiguous = chunk.buffer === first.buffer && chunk.byteOffset === end;
    end += chunk.byteLength;
  }
  const all = contiguous ? first : Buffer.concat(chunks, length);
  return new Uint8Array(all.buffer, all.byteOffset, length);
}
