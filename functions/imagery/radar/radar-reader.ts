/**
 * Opens a radar scene's COGs (VV, VH, mask; once per engine request or pool) and reads any of them onto a pixel
 * grid: a file already on the grid is read as it is, another (a neighbouring tile of a different pixel size) by
 * nearest neighbour, the source pixel holding each target pixel centre. Only the blocks under the window are read.
 */
import type { ByteSource, ReadMeter } from '../cog/byte-source';
import { CogFile, type CogLevel, type PixelWindow, type WindowReadOptions } from '../cog/cog-reader';
import type { HttpSourceOptions } from '../cog/http-source';
import { openSource } from '../cog/open-source';
import { ReaderPool } from '../cog/reader-pool';
import { pixelArray, type Pixels } from '../cog/tiff-decode';
import { AssetMissingError, CogUnsupportedError } from '../errors';
import type { Grid } from '../geometry/field-grid';
import type { RadarAsset, RadarScene } from './radar-scene';

export type RadarBand = 'vv' | 'vh' | 'mask';

export interface RadarReadOptions {
  http: Partial<HttpSourceOptions>;
  window: Partial<WindowReadOptions>;
  /** Opens a byte source for an href; tests and the local stage may swap it. */
  openSource: (href: string, meter: ReadMeter) => ByteSource;
}

export class RadarReader {
  private readonly files = new Map<RadarBand, Promise<CogFile>>();
  private readonly options: RadarReadOptions;

  constructor(
    readonly scene: RadarScene,
    private readonly meter: ReadMeter,
    options: Partial<RadarReadOptions> = {},
  ) {
    this.options = {
      http: options.http ?? {},
      window: options.window ?? {},
      openSource: options.openSource ?? ((href, meter) => openSource(href, meter, this.options.http)),
    };
  }

  asset(band: RadarBand): RadarAsset | null {
    return this.scene[band];
  }

  file(band: RadarBand): Promise<CogFile> {
    let file = this.files.get(band);
    if (!file) {
      const asset = this.scene[band];
      if (!asset) return Promise.reject(new AssetMissingError(`scene ${this.scene.id} has no ${band} asset`, { scene: this.scene.id, band }));
      file = CogFile.open(this.options.openSource(asset.href, this.meter));
      // Opened ahead of use (headers in parallel); a failure surfaces where the file is used.
      file.catch(() => undefined);
      this.files.set(band, file);
    }
    return file;
  }

  /** Starts reading the headers of the scene's files at once. */
  openAhead(): void {
    for (const band of ['vv', 'vh', 'mask'] as const) if (this.scene[band]) void this.file(band);
  }

  /** The scene's native grid, from its VV file (the file's EPSG when it gives one, else the item's). */
  async grid(): Promise<Grid> {
    const file = await this.file('vv');
    const level = file.level0;
    if (Math.abs(level.resX - level.resY) > level.resX * 1e-6) {
      throw new CogUnsupportedError(`${file.source.url} has pixels of ${level.resX} × ${level.resY}: radar statistics need square pixels`);
    }
    return { epsg: file.epsg ?? this.scene.epsg, originX: level.originX, originY: level.originY, res: level.resX };
  }

  /** The band on the grid's window; `fill` where the file has no pixel (outside it or in a sparse block). */
  async readOnGrid(band: RadarBand, grid: Grid, window: PixelWindow, fill: number): Promise<Pixels> {
    const file = await this.file(band);
    return readFileOnGrid(file, file.level0, grid, window, { ...this.options.window, fill });
  }

  async close(): Promise<void> {
    const files = [...this.files.values()];
    this.files.clear();
    await Promise.all(files.map(async (file) => (await file.catch(() => null))?.close()));
  }
}

export async function readFileOnGrid(file: CogFile, level: CogLevel, grid: Grid, window: PixelWindow, read: Partial<WindowReadOptions>): Promise<Pixels> {
  const columns = new Int32Array(window.width);
  const rows = new Int32Array(window.height);
  for (let i = 0; i < window.width; i++) columns[i] = Math.floor((grid.originX + (window.x + i + 0.5) * grid.res - level.originX) / level.resX);
  for (let j = 0; j < window.height; j++) rows[j] = Math.floor((level.originY - (grid.originY - (window.y + j + 0.5) * grid.res)) / level.resY);
  const x0 = columns[0] as number;
  const y0 = rows[0] as number;
  const source = { x: x0, y: y0, width: (columns[window.width - 1] as number) - x0 + 1, height: (rows[window.height - 1] as number) - y0 + 1 };
  const sourcePixels = await file.readWindow(level.index, source, read);
  if (source.width === window.width && source.height === window.height) return sourcePixels;
  const pixels = pixelArray(file.layout, window.width * window.height);
  for (let j = 0; j < window.height; j++) {
    const sourceRow = ((rows[j] as number) - y0) * source.width - x0;
    for (let i = 0; i < window.width; i++) pixels[j * window.width + i] = sourcePixels[sourceRow + (columns[i] as number)] as number;
  }
  return pixels;
}

/** Radar scene readers shared by many fields of one pass (see ReaderPool). */
export class RadarPool extends ReaderPool<RadarScene, RadarReader> {
  constructor(meter: ReadMeter, options: Partial<RadarReadOptions> = {}) {
    super(meter, (scene, shared) => new RadarReader(scene, shared, options));
  }
}
