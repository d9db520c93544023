/**
 * One XYZ map tile (256 px, Web Mercator) of an index over a field on one day, as RGBA pixels:
 * - the field is burnt into the tile's pixel grid by pixel centres (the statistics' rule), everything outside it
 *   is transparent; so are pixels without data in the index's bands and pixels SCL masks (clouds, shadows, ...);
 * - each tile pixel takes the source pixel that holds its centre (nearest neighbour) from the coarsest level of
 *   each band's COG that is still at least as fine as the tile's ground resolution, so zoomed-out tiles read
 *   overviews instead of full-resolution tiles;
 * - only the source window under the field's part of the tile is read;
 * - colours come from the index catalogue's ramp exactly as `rampColor` gives them; true colour is 2.5 × RGB.
 * Tile pixel centres are projected to the scene's UTM grid on a 16 px control lattice and interpolated between
 * (UTM and Web Mercator are both conformal: over 16 px the error stays far below a centimetre at field zooms).
 */
import { INDICES, TRUE_COLOR_GAIN, type IndexId, type RampStop, type S2Band } from '../../../shared/domain/indices';
import { ReadMeter } from '../cog/byte-source';
import type { CogFile, CogLevel, WindowReadOptions } from '../cog/cog-reader';
import type { Pixels } from '../cog/tiff-decode';
import { DEFAULT_FIELD_STATISTICS_OPTIONS, laiAnglesFor } from '../compute/field-statistics';
import { indexFormula } from '../compute/index-formulas';
import { rankScenes } from '../compute/scene-order';
import { SceneReader, type ScenePool, type SceneReadOptions } from '../compute/scene-reader';
import { projector } from '../geometry/crs';
import type { FieldShape } from '../geometry/field-geometry';
import { rasterisePolygons, type PixelRing } from '../geometry/rasterise';
import type { BandAsset, BandId, Scene } from '../scene';
import { lonLatFromMercator, mercatorFromLonLat, TILE_SIZE, tileBounds, type TileBounds } from './web-mercator';

export interface TileRenderInput {
  field: FieldShape;
  /** The day's scenes (mosaicked per pixel like the statistics). */
  scenes: readonly Scene[];
  index: IndexId;
  z: number;
  x: number;
  y: number;
  size?: number;
  saviL?: number;
  sclMask?: readonly number[];
  read?: Partial<SceneReadOptions>;
  /** Readers shared between tiles of the same day (headers parsed once, decoded tiles reused). */
  pool?: ScenePool;
  meter?: ReadMeter;
}

/** `B`: the files a tile reads (Sentinel-2 bands, or a radar scene's vv, vh and mask). */
export interface RenderedTile<B extends string = BandId> {
  size: number;
  /** size × size × 4 bytes, straight alpha. */
  rgba: Uint8Array;
  /** Tile pixels whose centre lies in the field. */
  fieldPixels: number;
  /** Of those, pixels painted (data, not masked, defined index). */
  paintedPixels: number;
  sceneIds: string[];
  /** COG level read per band (0 = full resolution). */
  levels: Partial<Record<B, number>>;
}

const CONTROL_STEP = 16;

/** The ramp with its stops parsed once; `paint` writes exactly what `rampColor` would give. */
export function rampPainter(ramp: readonly RampStop[]): (value: number, out: Uint8Array, at: number) => void {
  const values = ramp.map((stop) => stop.value);
  const colours = ramp.map((stop) => {
    const v = Number.parseInt(stop.color.slice(1), 16);
    return [(v >> 16) & 255, (v >> 8) & 255, v & 255] as const;
  });
  const n = values.length;
  return (value, out, at) => {
    let colour: readonly number[];
    if (n === 0) colour = [0, 0, 0];
    else if (value <= (values[0] as number)) colour = colours[0] as readonly number[];
    else if (value >= (values[n - 1] as number)) colour = colours[n - 1] as readonly number[];
    else {
      let i = 1;
      while (value > (values[i] as number)) i++;
      const t = (value - (values[i - 1] as number)) / ((values[i] as number) - (values[i - 1] as number));
      const a = colours[i - 1] as readonly number[];
      const b = colours[i] as readonly number[];
      out[at] = Math.round((a[0] as number) + ((b[0] as number) - (a[0] as number)) * t);
      out[at + 1] = Math.round((a[1] as number) + ((b[1] as number) - (a[1] as number)) * t);
      out[at + 2] = Math.round((a[2] as number) + ((b[2] as number) - (a[2] as number)) * t);
      out[at + 3] = 255;
      return;
    }
    out[at] = colour[0] as number;
    out[at + 1] = colour[1] as number;
    out[at + 2] = colour[2] as number;
    out[at + 3] = 255;
  };
}

interface BandWindow extends TileSourceWindow {
  band: BandId;
  asset: BandAsset;
  nodata: number;
}

/** The field burnt into a tile's pixel grid by pixel centres, and the box of its pixels (null: none in the tile). */
export interface FieldOnTile {
  size: number;
  bounds: TileBounds;
  mask: Uint8Array;
  fieldPixels: number;
  i0: number;
  i1: number;
  j0: number;
  j1: number;
}

/** The field's tile pixels, with each one's centre in a scene CRS (from a 16 px control lattice). */
export interface TilePixelsInCrs {
  count: number;
  /** Index of each pixel in the tile (j × size + i). */
  pixelIndex: Int32Array;
  sceneX: Float64Array;
  sceneY: Float64Array;
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** A window of one COG level around the field's tile pixels. */
export interface TileSourceWindow {
  level: CogLevel;
  x0: number;
  y0: number;
  width: number;
  height: number;
  pixels: Pixels;
}

export function emptyTile<B extends string = BandId>(size: number): RenderedTile<B> {
  return { size, rgba: new Uint8Array(size * size * 4), fieldPixels: 0, paintedPixels: 0, sceneIds: [], levels: {} };
}

export function fieldOnTile(field: FieldShape, z: number, x: number, y: number, size: number): FieldOnTile | null {
  const bounds = tileBounds(z, x, y, size);
  const [fw, fs] = mercatorFromLonLat([field.bbox[0], field.bbox[1]]);
  const [fe, fn] = mercatorFromLonLat([field.bbox[2], field.bbox[3]]);
  if (fe < bounds.minX || fw > bounds.maxX || fn < bounds.minY || fs > bounds.maxY) return null;

  // The field on the tile's pixel grid, by pixel centres.
  const ps = bounds.pixelSize;
  const rings: PixelRing[] = field.polygons.flatMap((polygon) =>
    polygon.map((ring) =>
      ring.map((p) => {
        const [mx, my] = mercatorFromLonLat(p);
        return [(mx - bounds.minX) / ps, (bounds.maxY - my) / ps] as const;
      }),
    ),
  );
  const mask = rasterisePolygons(rings, size, size);
  let fieldPixels = 0;
  let i0 = size;
  let i1 = -1;
  let j0 = size;
  let j1 = -1;
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      if (!mask[j * size + i]) continue;
      fieldPixels++;
      if (i < i0) i0 = i;
      if (i > i1) i1 = i;
      if (j < j0) j0 = j;
      if (j > j1) j1 = j;
    }
  }
  return fieldPixels === 0 ? null : { size, bounds, mask, fieldPixels, i0, i1, j0, j1 };
}

export function tilePixelsInCrs(onTile: FieldOnTile, epsg: number): TilePixelsInCrs {
  const { bounds, mask, size, i0, i1, j0, j1 } = onTile;
  const ps = bounds.pixelSize;
  // Tile pixel centres in the scene CRS, interpolated from a control lattice over the field's part of the tile.
  const { forward } = projector(epsg);
  const g0i = Math.floor(i0 / CONTROL_STEP);
  const g1i = Math.floor(i1 / CONTROL_STEP) + 1;
  const g0j = Math.floor(j0 / CONTROL_STEP);
  const g1j = Math.floor(j1 / CONTROL_STEP) + 1;
  const across = g1i - g0i + 1;
  const controlX = new Float64Array(across * (g1j - g0j + 1));
  const controlY = new Float64Array(controlX.length);
  for (let gj = g0j; gj <= g1j; gj++) {
    for (let gi = g0i; gi <= g1i; gi++) {
      const lonLat = lonLatFromMercator([bounds.minX + (gi * CONTROL_STEP + 0.5) * ps, bounds.maxY - (gj * CONTROL_STEP + 0.5) * ps]);
      const [ux, uy] = forward(lonLat);
      controlX[(gj - g0j) * across + gi - g0i] = ux;
      controlY[(gj - g0j) * across + gi - g0i] = uy;
    }
  }
  const count = onTile.fieldPixels;
  const pixelIndex = new Int32Array(count);
  const sceneX = new Float64Array(count);
  const sceneY = new Float64Array(count);
  let minUx = Infinity;
  let maxUx = -Infinity;
  let minUy = Infinity;
  let maxUy = -Infinity;
  let k = 0;
  for (let j = j0; j <= j1; j++) {
    const gj = Math.floor(j / CONTROL_STEP);
    const fy = (j - gj * CONTROL_STEP) / CONTROL_STEP;
    for (let i = i0; i <= i1; i++) {
      if (!mask[j * size + i]) continue;
      const gi = Math.floor(i / CONTROL_STEP);
      const fx = (i - gi * CONTROL_STEP) / CONTROL_STEP;
      const a = (gj - g0j) * across + gi - g0i;
      const b = a + across;
      const x = (1 - fy) * ((1 - fx) * (controlX[a] as number) + fx * (controlX[a + 1] as number)) + fy * ((1 - fx) * (controlX[b] as number) + fx * (controlX[b + 1] as number));
      const y = (1 - fy) * ((1 - fx) * (controlY[a] as number) + fx * (controlY[a + 1] as number)) + fy * ((1 - fx) * (controlY[b] as number) + fx * (controlY[b + 1] as number));
      pixelIndex[k] = j * size + i;
      sceneX[k] = x;
      sceneY[k] = y;
      k++;
      if (x < minUx) minUx = x;
      if (x > maxUx) maxUx = x;
      if (y < minUy) minUy = y;
      if (y > maxUy) maxUy = y;
    }
  }
  return { count, pixelIndex, sceneX, sceneY, minX: minUx, maxX: maxUx, minY: minUy, maxY: maxUy };
}

/**
 * Size of a tile pixel at the field in the scene CRS's units (Web Mercator stretches by 1 / cos(latitude)): metres
 * for projected CRSs; for EPSG:4326 the finer of its degrees of latitude and longitude there.
 */
export function tileResolutionInCrs(field: FieldShape, onTile: FieldOnTile, epsg: number): number {
  const latitude = ((field.bbox[1] + field.bbox[3]) / 2) * (Math.PI / 180);
  const ground = onTile.bounds.pixelSize * Math.cos(latitude);
  if (epsg !== 4326) return ground;
  return ground / Math.max(METRES_PER_DEGREE_LATITUDE, METRES_PER_DEGREE_LATITUDE * Math.cos(latitude));
}

const METRES_PER_DEGREE_LATITUDE = 110_574;

/** The coarsest level of a COG still at least as fine as the tile, and the window of it under the field's pixels. */
export async function readUnderTile(file: CogFile, resolution: number, inCrs: TilePixelsInCrs, read: Partial<WindowReadOptions>, fill: number): Promise<TileSourceWindow> {
  const level = file.levelForResolution(resolution);
  const x0 = Math.floor((inCrs.minX - level.originX) / level.resX) - 1;
  const y0 = Math.floor((level.originY - inCrs.maxY) / level.resY) - 1;
  const width = Math.floor((inCrs.maxX - level.originX) / level.resX) + 2 - x0;
  const height = Math.floor((level.originY - inCrs.minY) / level.resY) + 2 - y0;
  const pixels = await file.readWindow(level.index, { x: x0, y: y0, width, height }, { ...read, fill });
  return { level, x0, y0, width, height, pixels };
}

/** The source pixel holding field pixel p's centre. */
export function sampleUnderTile(w: TileSourceWindow, inCrs: TilePixelsInCrs, p: number): number {
  const column = Math.floor(((inCrs.sceneX[p] as number) - w.level.originX) / w.level.resX) - w.x0;
  const row = Math.floor((w.level.originY - (inCrs.sceneY[p] as number)) / w.level.resY) - w.y0;
  return w.pixels[row * w.width + column] as number;
}

export async function renderTile(input: TileRenderInput): Promise<RenderedTile> {
  const size = input.size ?? TILE_SIZE;
  const onTile = fieldOnTile(input.field, input.z, input.x, input.y, size);
  if (!onTile) return emptyTile(size);
  const fieldPixels = onTile.fieldPixels;

  const ranked = rankScenes(input.field, input.scenes);
  const epsg = (ranked[0] as (typeof ranked)[number]).scene.epsg;
  const definition = INDICES[input.index];
  const spectral = definition.bands as readonly S2Band[];
  const inCrs = tilePixelsInCrs(onTile, epsg);
  const count = fieldPixels;

  const groundResolution = tileResolutionInCrs(input.field, onTile, epsg);
  const rgba = new Uint8Array(size * size * 4);
  const done = new Uint8Array(count);
  const masked = new Set(input.sclMask ?? DEFAULT_FIELD_STATISTICS_OPTIONS.sclMask);
  const meter = input.meter ?? input.pool?.meter ?? new ReadMeter(DEFAULT_FIELD_STATISTICS_OPTIONS.byteBudget);
  const paint = definition.kind === 'scalar' ? rampPainter(definition.ramp) : null;
  const levels: Partial<Record<BandId, number>> = {};
  const used: string[] = [];
  let painted = 0;
  let remaining = count;

  for (const { scene } of ranked) {
    if (remaining === 0) break;
    const reader = input.pool?.reader(scene) ?? new SceneReader(scene, meter, input.read);
    try {
      const bands: BandId[] = [...spectral];
      const withScl = reader.has('SCL');
      if (withScl) bands.push('SCL');
      reader.openAhead(bands);
      const windows = await Promise.all(
        bands.map(async (band): Promise<BandWindow> => {
          const asset = reader.asset(band);
          const file = await reader.file(band);
          const nodata = asset.nodata ?? file.noData ?? 0;
          const window = await readUnderTile(file, groundResolution, inCrs, input.read?.window ?? {}, nodata);
          levels[band] = window.level.index;
          return { ...window, band, asset, nodata };
        }),
      );
      const sample = (w: BandWindow, p: number): number => sampleUnderTile(w, inCrs, p);
      const spectralWindows = windows.slice(0, spectral.length);
      const sclWindow = withScl ? (windows[spectral.length] as BandWindow) : null;
      const reflectance = new Map<S2Band, number>();
      const formula = definition.kind === 'scalar'
        ? indexFormula(input.index as Exclude<IndexId, 'TRUE_COLOR'>, { saviL: input.saviL ?? DEFAULT_FIELD_STATISTICS_OPTIONS.saviL, angles: laiAnglesFor(scene, new Set()) })
        : null;
      const get = (band: S2Band) => reflectance.get(band) as number;
      let contributed = false;
      for (let p = 0; p < count; p++) {
        if (done[p]) continue;
        let complete = true;
        for (const w of spectralWindows) {
          const dn = sample(w, p);
          if (dn === w.nodata) {
            complete = false;
            break;
          }
          reflectance.set(w.band as S2Band, dn * w.asset.scale + w.asset.offset);
        }
        if (!complete) continue;
        done[p] = 1;
        remaining--;
        contributed = true;
        if (sclWindow && masked.has(sample(sclWindow, p))) continue;
        const at = (inCrs.pixelIndex[p] as number) * 4;
        if (formula && paint) {
          const value = formula(get);
          if (!Number.isFinite(value)) continue;
          paint(value, rgba, at);
        } else {
          rgba[at] = Math.max(0, Math.min(255, Math.round(255 * TRUE_COLOR_GAIN * get('B04'))));
          rgba[at + 1] = Math.max(0, Math.min(255, Math.round(255 * TRUE_COLOR_GAIN * get('B03'))));
          rgba[at + 2] = Math.max(0, Math.min(255, Math.round(255 * TRUE_COLOR_GAIN * get('B02'))));
          rgba[at + 3] = 255;
        }
        painted++;
      }
      if (contributed) used.push(scene.id);
    } finally {
      if (!input.pool) await reader.close();
    }
  }
  return { size, rgba, fieldPixels, paintedPixels: painted, sceneIds: used, levels };
}
