/** Byte ranges of a local file (tests, the CLI, GDAL comparisons). */
import { open, type FileHandle } from 'node:fs/promises';
import { AssetMissingError, SourceError } from '../errors';
import type { ByteSource, ReadMeter } from './byte-source';

export class FileSource implements ByteSource {
  size: number | undefined;
  private handle: Promise<FileHandle> | undefined;

  constructor(
    readonly url: string,
    private readonly meter: ReadMeter,
  ) {}

  private file(): Promise<FileHandle> {
    this.handle ??= open(this.url, 'r').then(
      async (handle) => {
        this.size = (await handle.stat()).size;
        return handle;
      },
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw new AssetMissingError(`no file at ${this.url}`, { url: this.url });
        throw new SourceError(`${this.url}: ${error.message}`, { url: this.url });
      },
    );
    return this.handle;
  }

  async read(offset: number, length: number): Promise<Uint8Array> {
    const handle = await this.file();
    const end = Math.min(offset + length, this.size ?? offset + length);
    const wanted = Math.max(0, end - offset);
    this.meter.reserve(wanted);
    const bytes = new Uint8Array(wanted);
    let got = 0;
    try {
      while (got < wanted) {
        const { bytesRead } = await handle.read(bytes, got, wanted - got, offset + got);
        if (bytesRead === 0) break;
        got += bytesRead;
      }
    } finally {
      this.meter.settle(wanted, got);
    }
    return got === wanted ? bytes : bytes.subarray(0, got);
  }

  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    if (handle) await (await handle.catch(() => undefined))?.close();
  }
}
