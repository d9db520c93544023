/**
 * Opens a scene's band COGs (once per engine request) and reads any band onto the scene's 10 m grid: bands
 * already on that grid are read as they are, 20 m bands and SCL by nearest neighbour (the source pixel that
 * holds each 10 m pixel centre, which for Sentinel-2's aligned 2:1 grids is exact).
 */
import type { ByteSource, ReadMeter } from '../cog/byte-source';
import { CogFile, type PixelWindow, type WindowReadOptions } from '../cog/cog-reader';
import type { HttpSourceOptions } from '../cog/http-source';
import { openSource } from '../cog/open-source';
import { ReaderPool } from '../cog/reader-pool';
import { pixelArray, type Pixels } from '../cog/tiff-decode';
import { AssetMissingError, InvalidItemError } from '../errors';
import type { Grid } from '../geometry/field-grid';
import { BAND_RESOLUTION, type BandAsset, type BandId, type Scene } from '../scene';

export interface SceneReadOptions {
  http: Partial<HttpSourceOptions>;
  window: Partial<WindowReadOptions>;
  /** Opens a byte source for an href; tests and the local stage may swap it. */
  openSource: (href: string, meter: ReadMeter) => ByteSource;
}

export const TARGET_RESOLUTION = 10;

export interface BandRaster {
  band: BandId;
  asset: BandAsset;
  /** DNs on the target window; `nodata` marks pixels without data (also outside the file). */
  pixels: Pixels;
  nodata: number;
}

export class SceneReader {
  private readonly files = new Map<BandId, Promise<CogFile>>();
  private readonly options: SceneReadOptions;

  constructor(
    readonly scene: Scene,
    private readonly meter: ReadMeter,
    options: Partial<SceneReadOptions> = {},
  ) {
    this.options = {
      http: options.http ?? {},
      window: options.window ?? {},
      openSource: options.openSource ?? ((href, meter) => openSource(href, meter, this.options.http)),
    };
  }

  has(band: BandId): boolean {
    return this.scene.bands[band] !== undefined;
  }

  asset(band: BandId): BandAsset {
    const asset = this.scene.bands[band];
    if (!asset) throw new AssetMissingError(`scene ${this.scene.id} has no ${band} asset`, { scene: this.scene.id, band });
    return asset;
  }

  file(band: BandId): Promise<CogFile> {
    let file = this.files.get(band);
    if (!file) {
      const asset = this.asset(band);
      file = CogFile.open(this.options.openSource(asset.href, this.meter));
      // Files may be opened ahead of use (headers in parallel); a failure surfaces where the file is used.
      file.catch(() => undefined);
      this.files.set(band, file);
    }
    return file;
  }

  /** Starts reading the headers of these bands' files at once. */
  openAhead(bands: readonly BandId[]): void {
    for (const band of bands) if (this.has(band)) void this.file(band);
  }

  /** The scene's 10 m grid, taken from the first band file on hand (all S2 bands share the tile origin). */
  async grid(preferred: readonly BandId[]): Promise<Grid> {
    const byResolution = [...preferred].sort((a, b) => BAND_RESOLUTION[a] - BAND_RESOLUTION[b]);
    const band = byResolution.find((b) => this.has(b));
    if (!band) throw new AssetMissingError(`scene ${this.scene.id} has none of ${preferred.join(', ')}`, { scene: this.scene.id });
    const file = await this.file(band);
    const level = file.level0;
    if (file.epsg !== null && file.epsg !== this.scene.epsg) {
      throw new InvalidItemError(`scene ${this.scene.id} says EPSG:${this.scene.epsg} but ${band} is in EPSG:${file.epsg}`);
    }
    return { epsg: this.scene.epsg, originX: level.originX, originY: level.originY, res: Math.min(level.resX, TARGET_RESOLUTION) };
  }

  async readOnGrid(band: BandId, grid: Grid, window: PixelWindow): Promise<BandRaster> {
    const asset = this.asset(band);
    const file = await this.file(band);
    const level = file.level0;
    const nodata = asset.nodata ?? file.noData ?? 0;
    const read = { ...this.options.window, fill: nodata };
    // Source column/row holding each target pixel centre.
    const columns = new Int32Array(window.width);
    const rows = new Int32Array(window.height);
    for (let i = 0; i < window.width; i++) {
      columns[i] = Math.floor((grid.originX + (window.x + i + 0.5) * grid.res - level.originX) / level.resX);
    }
    for (let j = 0; j < window.height; j++) {
      rows[j] = Math.floor((level.originY - (grid.originY - (window.y + j + 0.5) * grid.res)) / level.resY);
    }
    const x0 = columns[0] as number;
    const y0 = rows[0] as number;
    const source = { x: x0, y: y0, width: (columns[window.width - 1] as number) - x0 + 1, height: (rows[window.height - 1] as number) - y0 + 1 };
    const sourcePixels = await file.readWindow(0, source, read);
    if (source.width === window.width && source.height === window.height) return { band, asset, pixels: sourcePixels, nodata };
    // Same element type as the file's (DNs stay DNs: no Float64 copy of a Uint8 SCL or Uint16 band).
    const pixels = pixelArray(file.layout, window.width * window.height);
    for (let j = 0; j < window.height; j++) {
      const targetRow = j * window.width;
      // A 20 m row serves two 10 m rows: the second is a copy of the first.
      if (j > 0 && rows[j] === rows[j - 1]) {
        pixels.copyWithin(targetRow, targetRow - window.width, targetRow);
        continue;
      }
      const sourceRow = ((rows[j] as number) - y0) * source.width - x0;
      for (let i = 0; i < window.width; i++) pixels[targetRow + i] = sourcePixels[sourceRow + (columns[i] as number)] as number;
    }
    return { band, asset, pixels, nodata };
  }

  async close(): Promise<void> {
    const files = [...this.files.values()];
    this.files.clear();
    await Promise.all(files.map(async (file) => (await file.catch(() => null))?.close()));
  }
}

/** Sentinel-2 scene readers shared by many calls on the same scenes (see ReaderPool). */
export class ScenePool extends ReaderPool<Scene, SceneReader> {
  constructor(meter: ReadMeter, options: Partial<SceneReadOptions> = {}) {
    super(meter, (scene, shared) => new SceneReader(scene, shared, options));
  }
}
