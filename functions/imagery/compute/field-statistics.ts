/**
 * Statistics of scalar indices over one field for one acquisition day. The day's scenes (neighbouring MGRS tiles
 * on the same grid) are mosaicked per pixel: each field pixel takes its values from the first scene, in coverage
 * order, that has data in every band the index needs. SCL classes {0,1,3,8,9,10,11} are masked; a scene without
 * SCL is used unmasked and the result says so.
 */
import type { ScalarIndexId } from '../../../shared/domain/indices';
import { INDICES, SAVI_DEFAULT_L } from '../../../shared/domain/indices';
import { LOW_CONFIDENCE_PIXELS } from '../../../shared/domain/monitoring';
import { ReadMeter, type ReadFigures } from '../cog/byte-source';
import type { FieldShape } from '../geometry/field-geometry';
import { fieldOnGrid, projectField, type FieldOnGrid } from '../geometry/field-grid';
import type { BandId, Scene } from '../scene';
import { indexColumn, type BandColumns } from './index-formulas';
import { isTwoBandIndex, twoBandIndexValues } from './index-values';
import type { LaiAngles } from './lai';
import { rankScenes } from './scene-order';
import { SceneReader, type BandRaster, type ScenePool, type SceneReadOptions } from './scene-reader';
import { summarise, type SummaryStatistics } from './summary-statistics';
import { warmUpPredictor } from './warm-up';

/** SCL classes without a usable surface reflectance: no data, saturated, cloud shadow, clouds, cirrus, snow. */
export const DEFAULT_SCL_MASK: readonly number[] = [0, 1, 3, 8, 9, 10, 11];
/** SCL classes counted as cloud for the field's cloud percentage: cloud shadow, medium/high cloud, cirrus. */
export const SCL_CLOUD_CLASSES: readonly number[] = [3, 8, 9, 10];
/**
 * A day of one scene at least this cloudy (the scene's own cloud cover) reads the field's SCL before any reflectance
 * band: when SCL masks every field pixel, no band is read at all. In the rainy season most days are such days, and
 * the SCL window (20 m, one band) costs a tenth of the bands' (10 m, two or more); a clear day still reads its bands
 * at once, beside its SCL.
 */
export const SCL_FIRST_SCENE_CLOUD = 30;
/** Fewer valid pixels than this (0.1 ha at 10 m) make a result low-confidence; the screens say the same. */
export { LOW_CONFIDENCE_PIXELS };

export interface FieldStatisticsOptions {
  saviL: number;
  sclMask: readonly number[];
  histogramBins: number;
  /** Most bytes one call may read, all bands and scenes together. */
  byteBudget: number;
  read: Partial<SceneReadOptions>;
}

export const DEFAULT_FIELD_STATISTICS_OPTIONS: FieldStatisticsOptions = {
  saviL: SAVI_DEFAULT_L,
  sclMask: DEFAULT_SCL_MASK,
  histogramBins: 10,
  byteBudget: 256 * 1024 * 1024,
  read: {},
};

export interface IndexStatistics extends SummaryStatistics {
  index: ScalarIndexId;
  /** Field pixels by the pixel-centre rule. */
  pixelCount: number;
  /** Of those, pixels with data in the index's bands in some scene of the day. */
  dataPixelCount: number;
  /** Of those, pixels not masked by SCL and with a defined index value: the pixels the statistics describe. */
  validPixelCount: number;
  /** validPixelCount / pixelCount (0 when the field has no pixel). */
  validFraction: number;
  /** Cloud, cirrus and cloud-shadow share of the data pixels, by SCL; null without SCL or without data. */
  fieldCloudPercent: number | null;
  /** False when some pixels came from a scene without SCL (unmasked). */
  sclAvailable: boolean;
  lowConfidence: boolean;
  /** Scenes that supplied pixels, in order. */
  sceneIds: string[];
  notes: string[];
}

export interface FieldDayStatistics {
  date: string;
  datetime: string;
  epsg: number;
  sceneIds: string[];
  sceneCloudPercent: number | null;
  areaHa: number;
  pixelCount: number;
  indices: Partial<Record<ScalarIndexId, IndexStatistics>>;
  read: ReadFigures;
}

interface SceneBands {
  reader: SceneReader;
  rasters: Map<BandId, BandRaster>;
}

export interface FieldStatisticsInput {
  field: FieldShape;
  /** Scenes of one day. */
  scenes: readonly Scene[];
  indices: readonly ScalarIndexId[];
  options?: Partial<FieldStatisticsOptions>;
  /** Shared across calls to account bytes of a whole job; a fresh one (with the byte budget) otherwise. */
  meter?: ReadMeter;
  /** Readers shared across calls (many fields on one scene); closed by its owner, not here. */
  pool?: ScenePool;
}

export async function computeFieldStatistics(input: FieldStatisticsInput): Promise<FieldDayStatistics> {
  const options = { ...DEFAULT_FIELD_STATISTICS_OPTIONS, ...input.options };
  const meter = input.meter ?? input.pool?.meter ?? new ReadMeter(options.byteBudget);
  const ranked = rankScenes(input.field, input.scenes);
  const readers = ranked.map((r) => input.pool?.reader(r.scene) ?? new SceneReader(r.scene, meter, options.read));
  const primary = readers[0] as SceneReader;
  const sclFirst = readers.length === 1 && primary.has('SCL') && (primary.scene.cloudCover ?? 0) >= SCL_FIRST_SCENE_CLOUD;
  try {
    const spectral = [...new Set(input.indices.flatMap((index) => INDICES[index].bands))];
    primary.openAhead(sclFirst ? ['SCL'] : [...spectral, 'SCL']);
    const grid = await primary.grid(spectral);
    const projected = projectField(input.field, grid.epsg);
    const onGrid = fieldOnGrid(grid, projected);
    const perScene: SceneBands[] = [];
    const results: Partial<Record<ScalarIndexId, IndexStatistics>> = {};
    const pending = new Map(input.indices.map((index) => [index, new Int32Array(onGrid.mask.length).fill(-1)]));
    const scl = sclFirst && onGrid.pixelCount > 0 ? await primary.readOnGrid('SCL', grid, onGrid.window) : null;
    if (scl && masksWholeField(scl, onGrid, options.sclMask)) {
      // No pixel can be valid, whatever the bands hold. A pixel has data where its SCL class is not 0 (no data):
      // L2A marks no data alike in every band and in SCL, so the counts are those the bands would give.
      for (const source of pending.values()) for (let i = 0; i < source.length; i++) if (onGrid.mask[i] === 1 && scl.pixels[i] !== 0) source[i] = 0;
      perScene.push({ reader: primary, rasters: new Map([['SCL', scl]]) });
    } else {
      for (const [s, reader] of readers.entries()) {
        const needy = input.indices.filter((index) => hasUnassigned(pending.get(index) as Int32Array, onGrid));
        if (needy.length === 0 || onGrid.pixelCount === 0) break;
        const bands = [...new Set(needy.flatMap((index) => INDICES[index].bands as readonly BandId[]))];
        const rasters = new Map<BandId, BandRaster>(s === 0 && scl ? [['SCL', scl]] : []);
        if (reader.has('SCL') && !rasters.has('SCL')) bands.push('SCL');
        await Promise.all(bands.map(async (band) => rasters.set(band, await reader.readOnGrid(band, grid, onGrid.window))));
        perScene.push({ reader, rasters });
        for (const index of needy) assign(pending.get(index) as Int32Array, onGrid, INDICES[index].bands as readonly BandId[], rasters, s);
      }
    }
    for (const index of input.indices) {
      results[index] = indexStatistics(index, onGrid, pending.get(index) as Int32Array, perScene, options);
    }
    const first = ranked[0]?.scene as Scene;
    return {
      date: first.date,
      datetime: first.datetime,
      epsg: grid.epsg,
      sceneIds: ranked.map((r) => r.scene.id),
      sceneCloudPercent: first.cloudCover,
      areaHa: projected.areaM2 / 10_000,
      pixelCount: onGrid.pixelCount,
      indices: results,
      read: meter.figures(),
    };
  } finally {
    if (!input.pool) await Promise.all(readers.map((reader) => reader.close()));
  }
}

function hasUnassigned(source: Int32Array, onGrid: FieldOnGrid): boolean {
  for (let i = 0; i < source.length; i++) if (onGrid.mask[i] && source[i] === -1) return true;
  return false;
}

/** Gives every still-unassigned field pixel with data in all `bands` of this scene to scene `s`. */
function assign(source: Int32Array, onGrid: FieldOnGrid, bands: readonly BandId[], rasters: Map<BandId, BandRaster>, s: number): void {
  const mask = onGrid.mask;
  // Tentatively all of them, then back to unassigned where a band has no data: flat loops, no closure per pixel.
  for (let i = 0; i < source.length; i++) if (mask[i] === 1 && source[i] === -1) source[i] = s;
  for (const band of bands) {
    const { pixels, nodata } = rasters.get(band) as BandRaster;
    for (let i = 0; i < source.length; i++) if (source[i] === s && pixels[i] === nodata) source[i] = -1;
  }
}

/** Whether SCL masks every pixel of the field (no data counts as masked). */
function masksWholeField(scl: BandRaster, onGrid: FieldOnGrid, sclMask: readonly number[]): boolean {
  const masked = classTable([0, ...sclMask]);
  const classes = scl.pixels;
  for (let i = 0; i < onGrid.mask.length; i++) if (onGrid.mask[i] === 1 && masked[classes[i] as number] !== 1) return false;
  return true;
}

/** 1 at each class of `classes`: a table lookup per pixel instead of a Set's. */
function classTable(classes: readonly number[]): Uint8Array {
  const table = new Uint8Array(Math.max(256, ...classes.map((c) => c + 1)));
  for (const c of classes) if (Number.isInteger(c) && c >= 0) table[c] = 1;
  return table;
}

function indexStatistics(
  index: ScalarIndexId,
  onGrid: FieldOnGrid,
  source: Int32Array,
  perScene: SceneBands[],
  options: FieldStatisticsOptions,
): IndexStatistics {
  const masked = classTable(options.sclMask);
  const cloud = classTable(SCL_CLOUD_CLASSES);
  const notes = new Set<string>();
  const angles = index === 'LAI' ? perScene.map(({ reader }) => laiAnglesFor(reader.scene, notes)) : [];
  // Pixels to compute (field, data, not masked) and the scene each comes from.
  const kept = new Int32Array(onGrid.pixelCount);
  const keptScene = new Int32Array(onGrid.pixelCount);
  let count = 0;
  let data = 0;
  let withScl = 0;
  let clouded = 0;
  let unmasked = false;
  const used = new Set<number>();
  const scl = perScene.map(({ rasters }) => rasters.get('SCL')?.pixels ?? null);
  for (let pixel = 0; pixel < source.length; pixel++) {
    const s = source[pixel] as number;
    if (s < 0 || !onGrid.mask[pixel]) continue;
    data++;
    used.add(s);
    const classes = scl[s];
    if (classes) {
      const sclClass = classes[pixel] as number;
      withScl++;
      if (cloud[sclClass] === 1) clouded++;
      if (masked[sclClass] === 1) continue;
    } else {
      unmasked = true;
    }
    kept[count] = pixel;
    keptScene[count++] = s;
  }
  const values = new Float64Array(count);
  const valid = isTwoBandIndex(index)
    ? twoBandIndexValues(index, perScene.map(({ rasters }) => rasters), kept, keptScene, count, options.saviL, values)
    : laiValues(kept, keptScene, count, perScene, options, angles, values);
  if (unmasked) notes.add('Some pixels come from a scene without a scene classification (SCL): clouds are not masked there.');
  const summary = summarise(values.subarray(0, valid), options.histogramBins, true);
  return {
    index,
    ...summary,
    pixelCount: onGrid.pixelCount,
    dataPixelCount: data,
    validPixelCount: valid,
    validFraction: onGrid.pixelCount === 0 ? 0 : valid / onGrid.pixelCount,
    fieldCloudPercent: withScl === 0 ? null : (100 * clouded) / withScl,
    sclAvailable: !unmasked,
    lowConfidence: valid < LOW_CONFIDENCE_PIXELS,
    sceneIds: [...used].sort((a, b) => a - b).map((s) => (perScene[s] as SceneBands).reader.scene.id),
    notes: [...notes],
  };
}

/** LAI's defined values (the network needs every band at once: columns of reflectance, then `indexColumn`). */
function laiValues(kept: Int32Array, keptScene: Int32Array, count: number, perScene: SceneBands[], options: FieldStatisticsOptions, angles: LaiAngles[], out: Float64Array): number {
  const bands: BandColumns = {};
  for (const band of INDICES.LAI.bands) {
    const values = new Float64Array(count);
    const rasters = perScene.map(({ rasters }) => rasters.get(band) as BandRaster);
    for (let i = 0; i < count; i++) {
      const raster = rasters[keptScene[i] as number] as BandRaster;
      values[i] = (raster.pixels[kept[i] as number] as number) * raster.asset.scale + raster.asset.offset;
    }
    bands[band] = values;
  }
  const computed = indexColumn('LAI', bands, count, options.saviL, (i) => angles[keptScene[i] as number] as LaiAngles);
  let valid = 0;
  for (let i = 0; i < count; i++) {
    const value = computed[i] as number;
    if (Number.isFinite(value)) out[valid++] = value;
  }
  return valid;
}

/** Sun and view angles LAI needs for a scene; what is missing is assumed and noted, never silently. */
export function laiAnglesFor(scene: Scene, notes: Set<string>): LaiAngles {
  const angles = scene.angles;
  if (!angles) {
    notes.add(`Scene ${scene.id} gives no sun angles: LAI assumes a 45° sun zenith and a nadir view.`);
    return { sunZenith: 45, sunAzimuth: 0, viewZenith: 0, viewAzimuth: 0 };
  }
  if (angles.viewZenith === null || angles.viewAzimuth === null) {
    notes.add(`Scene ${scene.id} gives no viewing angles: LAI assumes a nadir view.`);
  }
  return { sunZenith: angles.sunZenith, sunAzimuth: angles.sunAzimuth, viewZenith: angles.viewZenith ?? 0, viewAzimuth: angles.viewAzimuth ?? angles.sunAzimuth };
}

/** Run when this module is loaded, once per process (a Lambda's init): see warm-up.ts. */
if (process.env.FIELDWATCH_IMAGERY_WARM_UP !== 'off') warmUpPredictor();
