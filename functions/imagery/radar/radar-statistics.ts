/**
 * Per field and acquisition: mean and median VV and VH (linear and dB), the VH/VV ratio and RVI over the field's
 * valid radar pixels.
 *
 * The field is burnt into the first scene's VV grid by pixel centres (the optical engine's rule); each field pixel
 * takes its values from the first scene, in coverage order, where it is valid: mask 1 (when the scene has a mask),
 * VV and VH finite, positive and not the asset's no-data value (dB assets converted to linear power first). Means
 * and medians are taken in linear power; dB is 10·log10 of the linear mean or median.
 */
import { LOW_CONFIDENCE_PIXELS } from '../../../shared/domain/monitoring';
import type { Backscatter } from '../../../shared/api/schemas/radar';
import { ReadMeter } from '../cog/byte-source';
import type { Pixels } from '../cog/tiff-decode';
import type { FieldShape } from '../geometry/field-geometry';
import { fieldOnGrid, projectField } from '../geometry/field-grid';
import { rankRadarScenes } from './radar-order';
import { RadarReader, type RadarPool, type RadarReadOptions } from './radar-reader';
import { linearPower } from './radar-power';
import type { RadarScene } from './radar-scene';

export interface RadarStatistics {
  /** The acquisition's day, instant and scenes (same-pass scenes of neighbouring tiles are mosaicked). */
  date: string;
  datetime: string;
  sceneIds: string[];
  platform: string | null;
  orbitState: RadarScene['orbitState'];
  relativeOrbit: number | null;
  pixelCount: number;
  validPixelCount: number;
  lowConfidence: boolean;
  /** Null when no pixel is valid. */
  vv: Backscatter | null;
  vh: Backscatter | null;
  ratio: number | null;
  ratioDb: number | null;
  rvi: number | null;
  read: { bytesRead: number; requests: number };
}

export interface RadarStatisticsInput {
  field: FieldShape;
  /** Scenes of one pass (same date and relative orbit); mosaicked per pixel, first valid wins. */
  scenes: readonly RadarScene[];
  meter?: ReadMeter;
  /** Readers shared across the fields of one pass (closed by its owner, not here). */
  pool?: RadarPool;
  read?: Partial<RadarReadOptions>;
}

/** Most bytes one call may read when no meter is given (a field's window is a few KB to a few MB). */
export const RADAR_BYTE_BUDGET = 256 * 1024 * 1024;

/** Throws NoSceneError when the field is outside every scene, an ImageryError when a COG cannot be read. */
export async function computeRadarStatistics(input: RadarStatisticsInput): Promise<RadarStatistics> {
  const ranked = rankRadarScenes(input.field, input.scenes);
  const meter = input.meter ?? input.pool?.meter ?? new ReadMeter(RADAR_BYTE_BUDGET);
  const readers = ranked.map((scene) => input.pool?.reader(scene) ?? new RadarReader(scene, meter, input.read));
  const withVh = ranked.every((scene) => scene.vh !== null);
  try {
    for (const reader of readers) reader.openAhead();
    const grid = await (readers[0] as RadarReader).grid();
    const onGrid = fieldOnGrid(grid, projectField(input.field, grid.epsg));
    const { mask, window } = onGrid;
    const vv = new Float64Array(onGrid.pixelCount);
    const vh = new Float64Array(withVh ? onGrid.pixelCount : 0);
    const done = new Uint8Array(mask.length);
    const used: string[] = [];
    let valid = 0;
    let remaining = onGrid.pixelCount;
    for (const reader of readers) {
      if (remaining === 0) break;
      const scene = reader.scene;
      const [vvPixels, vhPixels, maskPixels] = await Promise.all([
        reader.readOnGrid('vv', grid, window, Number.NaN),
        withVh ? reader.readOnGrid('vh', grid, window, Number.NaN) : null,
        scene.mask ? reader.readOnGrid('mask', grid, window, 0) : null,
      ]);
      const before = valid;
      valid = takeValid({ mask, done, vvPixels, vhPixels, maskPixels, scene, vv, vh, valid });
      remaining = onGrid.pixelCount - valid;
      if (valid > before) used.push(scene.id);
    }
    const first = ranked[0] as RadarScene;
    const vvStats = backscatter(vv.subarray(0, valid));
    const vhStats = withVh ? backscatter(vh.subarray(0, valid)) : null;
    return {
      date: first.date,
      datetime: first.datetime,
      sceneIds: used.length > 0 ? used : [first.id],
      platform: first.platform,
      orbitState: first.orbitState,
      relativeOrbit: first.relativeOrbit,
      pixelCount: onGrid.pixelCount,
      validPixelCount: valid,
      lowConfidence: valid < LOW_CONFIDENCE_PIXELS,
      vv: vvStats,
      vh: vhStats,
      ratio: vvStats && vhStats ? vhStats.meanLinear / vvStats.meanLinear : null,
      ratioDb: vvStats && vhStats ? vhStats.meanDb - vvStats.meanDb : null,
      rvi: vvStats && vhStats ? (4 * vhStats.meanLinear) / (vvStats.meanLinear + vhStats.meanLinear) : null,
      read: meter.figures(),
    };
  } finally {
    if (!input.pool) await Promise.all(readers.map((reader) => reader.close()));
  }
}

interface TakeValid {
  mask: Uint8Array;
  /** 1 where a field pixel already has its values (from an earlier scene). */
  done: Uint8Array;
  vvPixels: Pixels;
  vhPixels: Pixels | null;
  maskPixels: Pixels | null;
  scene: RadarScene;
  vv: Float64Array;
  vh: Float64Array;
  valid: number;
}

/** Appends this scene's valid values of the field pixels still without one; the new count of values. */
function takeValid({ mask, done, vvPixels, vhPixels, maskPixels, scene, vv, vh, valid }: TakeValid): number {
  const vvAsset = scene.vv;
  const vhAsset = scene.vh;
  let count = valid;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i] === 0 || done[i] === 1) continue;
    if (maskPixels && maskPixels[i] !== 1) continue;
    const v = linearPower(vvPixels[i] as number, vvAsset);
    if (v !== v) continue;
    if (vhPixels && vhAsset) {
      const h = linearPower(vhPixels[i] as number, vhAsset);
      if (h !== h) continue;
      vh[count] = h;
    }
    vv[count++] = v;
    done[i] = 1;
  }
  return count;
}

/** Mean and median (numpy's: the average of the middle two of an even count) in linear power, and their dB. */
function backscatter(values: Float64Array): Backscatter | null {
  const n = values.length;
  if (n === 0) return null;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i] as number;
  const meanLinear = sum / n;
  const sorted = Float64Array.from(values).sort();
  const half = n >> 1;
  const medianLinear = n % 2 === 1 ? (sorted[half] as number) : ((sorted[half - 1] as number) + (sorted[half] as number)) / 2;
  return { meanLinear, medianLinear, meanDb: 10 * Math.log10(meanLinear), medianDb: 10 * Math.log10(medianLinear) };
}
