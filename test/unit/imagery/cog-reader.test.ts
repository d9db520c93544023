import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadMeter, type ByteSource } from '../../../functions/imagery/cog/byte-source';
import { CogFile, type PixelWindow } from '../../../functions/imagery/cog/cog-reader';
import { writeCog } from '../../../functions/imagery/cog/cog-writer';
import { FileSource } from '../../../functions/imagery/cog/file-source';
import { HttpSource } from '../../../functions/imagery/cog/http-source';
import { openSource } from '../../../functions/imagery/cog/open-source';
import { AssetMissingError, ByteBudgetExceededError, CogTruncatedError, SourceError, SourceTimeoutError } from '../../../functions/imagery/errors';
import { startStandIn, type StandIn } from './support/http-stand-in';
import { seeded, texturedBand } from './support/synthetic';

const W = 700;
const H = 600;
const BLOCK = 128;
const data = texturedBand(W, H, 7);
const cogBytes = writeCog({ width: W, height: H, data, originX: 600_000, originY: 5_000_000, resolution: 10, epsg: 32633, noData: 0, blockSize: BLOCK, overviews: [2, 4] });
const dir = mkdtempSync(join(tmpdir(), 'cog-reader-'));
const path = join(dir, 'band.tif');
writeFileSync(path, cogBytes);

function expected(window: PixelWindow, fill = 0): number[] {
  const out: number[] = [];
  for (let y = window.y; y < window.y + window.height; y++) {
    for (let x = window.x; x < window.x + window.width; x++) {
      out.push(x < 0 || y < 0 || x >= W || y >= H ? fill : (data[y * W + x] as number));
    }
  }
  return out;
}

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
  standIn.routes.set('/band.tif', { body: cogBytes });
});
afterAll(async () => {
  await standIn.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('COG reader over a local file', () => {
  it('reads arbitrary windows exactly, including windows reaching outside the image', async () => {
    const cog = await CogFile.open(new FileSource(path, new ReadMeter()));
    const random = seeded(3);
    for (let i = 0; i < 25; i++) {
      const window = { x: Math.floor(random() * 800) - 50, y: Math.floor(random() * 700) - 50, width: 1 + Math.floor(random() * 200), height: 1 + Math.floor(random() * 200) };
      expect(Array.from(await cog.readWindow(0, window)), JSON.stringify(window)).toEqual(expected(window));
    }
    await cog.close();
  });

  it('undoes the predictor of a cached tile further right when a later window reaches further right in it', async () => {
    const meter = new ReadMeter();
    const cog = await CogFile.open(new FileSource(path, meter));
    const left = { x: 130, y: 140, width: 20, height: 30 }; // the left part of tile (1, 1)
    const right = { x: 200, y: 145, width: 50, height: 20 }; // further right in the same tile, rows within those
    expect(Array.from(await cog.readWindow(0, left))).toEqual(expected(left));
    const afterLeft = meter.bytesRead;
    expect(Array.from(await cog.readWindow(0, right))).toEqual(expected(right));
    expect(meter.bytesRead).toBe(afterLeft); // served by the cached tile, decoded further, not read again
    expect(Array.from(await cog.readWindow(0, left))).toEqual(expected(left));
    await cog.close();
  });

  it('describes levels, CRS and nodata from the header, and picks overviews by resolution', async () => {
    const cog = await CogFile.open(new FileSource(path, new ReadMeter()));
    expect(cog.epsg).toBe(32633);
    expect(cog.noData).toBe(0);
    expect(cog.levels.map((l) => [l.width, l.height, l.resX])).toEqual([[700, 600, 10], [350, 300, 20], [175, 150, 40]]);
    expect(cog.levelForResolution(10).index).toBe(0);
    expect(cog.levelForResolution(19.9).index).toBe(0);
    expect(cog.levelForResolution(20).index).toBe(1);
    expect(cog.levelForResolution(1000).index).toBe(2);
    const overview = await cog.readWindow(1, { x: 10, y: 20, width: 1, height: 1 });
    const block = [data[40 * W + 20], data[40 * W + 21], data[41 * W + 20], data[41 * W + 21]] as number[];
    expect(overview[0]).toBe(Math.round(block.reduce((a, b) => a + b, 0) / 4));
    await cog.close();
  });

  it('reads only the internal tiles covering the window, and of a tile only the rows down to the window', async () => {
    const meter = new ReadMeter();
    const cog = await CogFile.open(new FileSource(path, meter));
    const header = meter.bytesRead;
    const bottom = { x: 130, y: 200, width: 50, height: 50 }; // inside tile (1, 1), down to its last rows
    expect(cog.blocksFor(0, bottom)).toEqual([1 * 6 + 1]);
    expect(Array.from(await cog.readWindow(0, bottom))).toEqual(expected(bottom));
    const covering = await cog.coveringBytes(0, bottom);
    expect(meter.bytesRead - header).toBe(covering);
    expect(covering).toBeLessThan(cogBytes.byteLength / 20);

    const fresh = new ReadMeter();
    const again = await CogFile.open(new FileSource(path, fresh));
    const top = { x: 400, y: 0, width: 50, height: 20 }; // the first 20 of tile (3, 0)'s 128 rows
    const before = fresh.bytesRead;
    expect(Array.from(await again.readWindow(0, top))).toEqual(expected(top));
    expect(fresh.bytesRead - before).toBeLessThan(await again.coveringBytes(0, top));
  });

  it('fetches the rest of a tile when the prefix read first does not hold the rows (uneven compression)', async () => {
    // Top half noise (incompressible), bottom half flat: the first 100 rows hold most of the tile's bytes.
    const n = 256;
    const random = seeded(5);
    const uneven = new Uint16Array(n * n).map((_, i) => (i < (n * n) / 2 ? 1 + Math.floor(random() * 60000) : 1000));
    const file = join(dir, 'uneven.tif');
    writeFileSync(file, writeCog({ width: n, height: n, data: uneven, originX: 0, originY: 0, resolution: 10, epsg: 32633, blockSize: n }));
    const meter = new ReadMeter();
    const cog = await CogFile.open(new FileSource(file, meter));
    const requests = meter.requests;
    const pixels = await cog.readWindow(0, { x: 10, y: 90, width: 20, height: 10 });
    expect(Array.from(pixels)).toEqual(Array.from({ length: 200 }, (_, i) => uneven[(90 + Math.floor(i / 20)) * n + 10 + (i % 20)]));
    expect(meter.requests - requests).toBe(2);
  });

  it('reads a window in a part-height last row of tiles with one range request per tile', async () => {
    // As Sentinel-2's 10980 rows in 1024-row tiles: the last row of tiles holds 372 of its 512 rows; its padding
    // compresses to next to nothing, so the rows' share of the tile's bytes is of 372 rows, not of 512.
    const width = 600;
    const height = 512 + 372;
    const band = texturedBand(width, height, 11);
    const file = join(dir, 'part-height.tif');
    writeFileSync(file, writeCog({ width, height, data: band, originX: 0, originY: 0, resolution: 10, epsg: 32633, noData: 0, blockSize: 512 }));
    const meter = new ReadMeter();
    const cog = await CogFile.open(new FileSource(file, meter));
    const window = { x: 40, y: 512 + 20, width: 300, height: 150 }; // rows 20 to 170 of tile (0, 1)'s 372
    expect(cog.blocksFor(0, window)).toEqual([2]);
    const requests = meter.requests;
    const bytes = meter.bytesRead;
    const pixels = await cog.readWindow(0, window);
    expect(Array.from(pixels)).toEqual(Array.from({ length: 300 * 150 }, (_, i) => band[(window.y + Math.floor(i / 300)) * width + 40 + (i % 300)]));
    expect(meter.requests - requests).toBe(1);
    expect(meter.bytesRead - bytes).toBeLessThan(await cog.coveringBytes(0, window)); // still only a prefix
    // Down to the image's last row, and past it: still one request, the tile whole.
    const again = await CogFile.open(new FileSource(file, meter));
    const bottom = { x: 0, y: height - 50, width: 100, height: 80 };
    const before = meter.requests;
    const read = await again.readWindow(0, bottom);
    expect(meter.requests - before).toBe(1);
    expect(Array.from(read)).toEqual(Array.from({ length: 100 * 80 }, (_, i) => {
      const y = bottom.y + Math.floor(i / 100);
      return y < height ? band[y * width + (i % 100)] : 0;
    }));
    await cog.close();
    await again.close();
  });

  it('reports a missing file as a missing asset', async () => {
    const cog = CogFile.open(new FileSource(join(dir, 'nope.tif'), new ReadMeter()));
    await expect(cog).rejects.toBeInstanceOf(AssetMissingError);
  });

  it('reports a file cut short inside its tile data as truncated', async () => {
    const cut = join(dir, 'cut.tif');
    writeFileSync(cut, cogBytes.subarray(0, cogBytes.byteLength - 5000));
    const cog = await CogFile.open(new FileSource(cut, new ReadMeter()));
    await expect(cog.readWindow(0, { x: 0, y: 0, width: W, height: H })).rejects.toBeInstanceOf(CogTruncatedError);
  });

  it('reports a file cut inside its header as truncated', async () => {
    const cut = join(dir, 'cut-header.tif');
    writeFileSync(cut, cogBytes.subarray(0, 100));
    await expect(CogFile.open(new FileSource(cut, new ReadMeter()))).rejects.toBeInstanceOf(CogTruncatedError);
  });
});

describe('COG reader over HTTP range requests', () => {
  it('merges the ranges of neighbouring tiles into one request and reads the same pixels as from the file', async () => {
    standIn.requests.length = 0;
    const meter = new ReadMeter();
    const cog = await CogFile.open(new HttpSource(`${standIn.url}/band.tif`, meter));
    const headerRequests = standIn.requests.length;
    const window = { x: 100, y: 10, width: 100, height: 50 }; // tiles (0,0) and (1,0), back to back in the file
    expect(Array.from(await cog.readWindow(0, window))).toEqual(expected(window));
    expect(cog.blocksFor(0, window)).toHaveLength(2);
    expect(standIn.requests.length - headerRequests).toBe(1);
    expect(standIn.requests.every((r) => r.range !== undefined)).toBe(true);
    expect(meter.bytesRead).toBeLessThan(cogBytes.byteLength / 5);
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    standIn.routes.set('/slow.tif', { body: cogBytes, delayMs: 20 });
    standIn.maxInFlight = 0;
    const cog = await CogFile.open(new HttpSource(`${standIn.url}/slow.tif`, new ReadMeter()));
    const window = { x: 0, y: 0, width: W, height: H };
    // No merging: every tile its own request, so concurrency is what limits them.
    const pixels = await cog.readWindow(0, window, { concurrency: 2, rangePlan: { maxGapBytes: -1, maxRequestBytes: 1 } });
    expect(Array.from(pixels)).toEqual(expected(window));
    expect(standIn.maxInFlight).toBe(2);
  });

  it('retries 5xx answers with backoff and then succeeds', async () => {
    standIn.routes.set('/flaky.tif', { body: cogBytes, status: 503, times: 2 });
    const cog = await CogFile.open(new HttpSource(`${standIn.url}/flaky.tif`, new ReadMeter(), { backoffMs: 5 }));
    expect(cog.level0.width).toBe(W);
  });

  it('gives up after the retries with a source error', async () => {
    standIn.routes.set('/down.tif', { body: cogBytes, status: 500 });
    const started = Date.now();
    const open = CogFile.open(new HttpSource(`${standIn.url}/down.tif`, new ReadMeter(), { backoffMs: 10, retries: 2 }));
    await expect(open).rejects.toBeInstanceOf(SourceError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(10 + 20);
    expect(standIn.requests.filter((r) => r.path === '/down.tif')).toHaveLength(3);
  });

  it('times out a server that never answers', async () => {
    standIn.routes.set('/hang.tif', { hang: true });
    const open = CogFile.open(new HttpSource(`${standIn.url}/hang.tif`, new ReadMeter(), { timeoutMs: 100, retries: 1, backoffMs: 1 }));
    await expect(open).rejects.toBeInstanceOf(SourceTimeoutError);
  });

  it('times out a server that stops sending in the middle of an answer', async () => {
    standIn.routes.set('/stall.tif', { body: cogBytes, stallBody: true });
    const open = CogFile.open(new HttpSource(`${standIn.url}/stall.tif`, new ReadMeter(), { timeoutMs: 100, retries: 1, backoffMs: 1 }));
    await expect(open).rejects.toBeInstanceOf(SourceTimeoutError);
  });

  it('retries an answer cut short by a dropped connection, then reads the same pixels', async () => {
    standIn.routes.set('/dropped.tif', { body: cogBytes, cutShort: 2 });
    const before = standIn.requests.length;
    const dropped = await CogFile.open(new HttpSource(`${standIn.url}/dropped.tif`, new ReadMeter(), { backoffMs: 1 }));
    const window = { x: 300, y: 200, width: 60, height: 40 };
    expect(Array.from(await dropped.readWindow(0, window))).toEqual(expected(window));
    expect(standIn.requests.slice(before).filter((r) => r.path === '/dropped.tif').length).toBeGreaterThanOrEqual(4);
  });

  it('follows a redirect to where the file is', async () => {
    standIn.routes.set('/moved.tif', { redirect: '/band.tif' });
    const cog = await CogFile.open(new HttpSource(`${standIn.url}/moved.tif`, new ReadMeter()));
    const window = { x: 20, y: 500, width: 30, height: 30 };
    expect(Array.from(await cog.readWindow(0, window))).toEqual(expected(window));
  });

  it('keeps connections alive: the ranges of many reads go over one or two sockets', async () => {
    const before = standIn.connections;
    for (let i = 0; i < 5; i++) {
      const cog = await CogFile.open(new HttpSource(`${standIn.url}/band.tif`, new ReadMeter()));
      const window = { x: 100 * i, y: 80 * i, width: 40, height: 40 };
      expect(Array.from(await cog.readWindow(0, window))).toEqual(expected(window));
    }
    expect(standIn.connections - before).toBeLessThanOrEqual(2);
  });

  it('says an asset is missing on 404 without retrying', async () => {
    const before = standIn.requests.length;
    await expect(CogFile.open(openSource(`${standIn.url}/absent.tif`, new ReadMeter()))).rejects.toBeInstanceOf(AssetMissingError);
    expect(standIn.requests.length - before).toBe(1);
  });

  it('detects a COG truncated on the server', async () => {
    standIn.routes.set('/truncated.tif', { body: cogBytes.subarray(0, Math.floor(cogBytes.byteLength * 0.6)) });
    const cog = await CogFile.open(new HttpSource(`${standIn.url}/truncated.tif`, new ReadMeter()));
    await expect(cog.readWindow(0, { x: 0, y: 0, width: W, height: H })).rejects.toBeInstanceOf(CogTruncatedError);
  });

  it('inflates tiles as their bytes arrive: windows in the top, middle and bottom rows of tiles read the same pixels as from the file', async () => {
    const meter = new ReadMeter();
    const cog = await CogFile.open(new HttpSource(`${standIn.url}/band.tif`, meter));
    const fromFile = await CogFile.open(new FileSource(path, new ReadMeter()));
    for (const window of [{ x: 140, y: 130, width: 60, height: 10 }, { x: 270, y: 320, width: 100, height: 40 }, { x: 520, y: 470, width: 180, height: 130 }, { x: 640, y: 560, width: 90, height: 70 }]) {
      const before = meter.bytesRead;
      const pixels = Array.from(await cog.readWindow(0, window));
      expect(pixels, JSON.stringify(window)).toEqual(expected(window));
      expect(pixels).toEqual(Array.from(await fromFile.readWindow(0, window)));
      expect(meter.bytesRead - before).toBeLessThanOrEqual(await cog.coveringBytes(0, window));
    }
    await cog.close();
    await fromFile.close();
  });

  it('fetches the rest of a tile over HTTP when the prefix does not hold the rows (uneven compression)', async () => {
    const n = 256;
    const random = seeded(5);
    const uneven = new Uint16Array(n * n).map((_, i) => (i < (n * n) / 2 ? 1 + Math.floor(random() * 60000) : 1000));
    standIn.routes.set('/uneven.tif', { body: writeCog({ width: n, height: n, data: uneven, originX: 0, originY: 0, resolution: 10, epsg: 32633, blockSize: n }) });
    const meter = new ReadMeter();
    const cog = await CogFile.open(new HttpSource(`${standIn.url}/uneven.tif`, meter));
    const requests = meter.requests;
    const pixels = await cog.readWindow(0, { x: 10, y: 90, width: 20, height: 10 });
    expect(Array.from(pixels)).toEqual(Array.from({ length: 200 }, (_, i) => uneven[(90 + Math.floor(i / 20)) * n + 10 + (i % 20)]));
    expect(meter.requests - requests).toBe(2);
  });

  it('reports a tile whose compressed bytes are damaged on the server as truncated', async () => {
    // Where tile (2, 2)'s bytes start: the offset of the one data read of a window inside it, from the file.
    const reads: number[] = [];
    const file = new FileSource(path, new ReadMeter());
    const recording: ByteSource = {
      url: file.url,
      get size() {
        return file.size;
      },
      read: (offset, length) => (reads.push(offset), file.read(offset, length)),
      close: () => file.close(),
    };
    const probe = await CogFile.open(recording);
    const window = { x: 2 * BLOCK + 10, y: 2 * BLOCK + 10, width: 20, height: 20 };
    reads.length = 0;
    await probe.readWindow(0, window);
    await probe.close();
    expect(reads).toHaveLength(1);
    const damaged = Uint8Array.from(cogBytes);
    damaged.fill(0xff, (reads[0] as number) + 2, (reads[0] as number) + 200); // past the zlib header
    standIn.routes.set('/damaged.tif', { body: damaged });
    const cog = await CogFile.open(new HttpSource(`${standIn.url}/damaged.tif`, new ReadMeter()));
    await expect(cog.readWindow(0, window)).rejects.toBeInstanceOf(CogTruncatedError);
  });

  it('copes with a server that ignores Range (counting every byte it sent)', async () => {
    standIn.routes.set('/norange.tif', { body: cogBytes, ignoreRange: true });
    const meter = new ReadMeter();
    const cog = await CogFile.open(new HttpSource(`${standIn.url}/norange.tif`, meter));
    const window = { x: 300, y: 300, width: 30, height: 30 };
    expect(Array.from(await cog.readWindow(0, window))).toEqual(expected(window));
    expect(meter.bytesRead).toBeGreaterThanOrEqual(cogBytes.byteLength);
  });

  it('stops before reading past the byte budget of the request', async () => {
    const meter = new ReadMeter(40_000);
    const cog = await CogFile.open(new HttpSource(`${standIn.url}/band.tif`, meter));
    const before = standIn.bytesSent;
    await expect(cog.readWindow(0, { x: 0, y: 0, width: W, height: H })).rejects.toBeInstanceOf(ByteBudgetExceededError);
    expect(meter.bytesRead).toBeLessThanOrEqual(40_000);
    expect(standIn.bytesSent - before).toBeLessThanOrEqual(40_000);
  });
});
