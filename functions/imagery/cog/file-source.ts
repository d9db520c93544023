/**
 * Byte ranges of a local file (tests, the CLI, GDAL comparisons).
 *
 * Reads are synchronous, as GDAL's local files are: a COG range on a local disk (the OS cache, mostly) takes
 * microseconds, while each asynchronous read costs a round trip through libuv's thread pool and the event loop
 * that is longer than the read itself (it made a field's radar statistics ~1.3x GDAL's time). Remote COGs, the
 * product's own path, stay asynchronous (`HttpSource`).
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { AssetMissingError, SourceError } from '../errors';
import type { ByteSource, ReadMeter } from './byte-source';

export class FileSource implements ByteSource {
  size: number | undefined;
  private descriptor: number | undefined;

  constructor(
    readonly url: string,
    private readonly meter: ReadMeter,
  ) {}

  private file(): number {
    if (this.descriptor !== undefined) return this.descriptor;
    try {
      const descriptor = openSync(this.url, 'r');
      this.size = fstatSync(descriptor).size;
      this.descriptor = descriptor;
      return descriptor;
    } catch (error) {
      const { code, message } = error as NodeJS.ErrnoException;
      if (code === 'ENOENT') throw new AssetMissingError(`no file at ${this.url}`, { url: this.url });
      throw new SourceError(`${this.url}: ${message}`, { url: this.url });
    }
  }

  async read(offset: number, length: number): Promise<Uint8Array> {
    const descriptor = this.file();
    const end = Math.min(offset + length, this.size ?? offset + length);
    const wanted = Math.max(0, end - offset);
    this.meter.reserve(wanted);
    const bytes = new Uint8Array(wanted);
    let got = 0;
    try {
      while (got < wanted) {
        const bytesRead = readSync(descriptor, bytes, got, wanted - got, offset + got);
        if (bytesRead === 0) break;
        got += bytesRead;
      }
    } catch (error) {
      throw new SourceError(`${this.url}: ${(error as Error).message}`, { url: this.url });
    } finally {
      this.meter.settle(wanted, got);
    }
    return got === wanted ? bytes : bytes.subarray(0, got);
  }

  async close(): Promise<void> {
    const descriptor = this.descriptor;
    this.descriptor = undefined;
    if (descriptor !== undefined) closeSync(descriptor);
  }
}
