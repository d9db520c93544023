/**
 * The defined values of a two-band index (NDVI, NDMI, NDWI, SAVI, NDRE, MSAVI2, ReCI) over the kept pixels of a
 * field, straight from the rasters' DNs in one pass: reflectance, formula and the undefined-value filter together, without the
 * per-band Float64 columns and closures of `indexColumn`. A scene's first read runs this before the JIT has
 * optimised anything, where every extra pass and call per pixel shows. The arithmetic is the same as
 * `normalisedDifference`, `savi`, `msavi2` and `reci` step by step, so the values are identical.
 */
import type { ScalarIndexId, S2Band } from '../../../shared/domain/indices';
import type { BandId } from '../scene';
import type { BandRaster } from './scene-reader';

type TwoBandIndex = Exclude<ScalarIndexId, 'LAI'>;

/** [a, b] of (a - b) / (a + b), [nir, red] of SAVI and MSAVI2, [nir, red edge] of ReCI. */
const BANDS: Record<TwoBandIndex, readonly [S2Band, S2Band]> = {
  NDVI: ['B08', 'B04'],
  NDMI: ['B8A', 'B11'],
  NDWI: ['B03', 'B08'],
  SAVI: ['B08', 'B04'],
  NDRE: ['B08', 'B05'],
  MSAVI2: ['B08', 'B04'],
  RECI: ['B07', 'B05'],
};

export const isTwoBandIndex = (index: ScalarIndexId): index is TwoBandIndex => index !== 'LAI';

/**
 * Writes the defined values into `out` (any order) and returns how many there are.
 * @param kept field pixels to compute (window offsets), `count` of them
 * @param keptScene the scene (index into `rasters`) each kept pixel takes its values from
 * @param rasters per scene, the band rasters on the field's window
 */
export function twoBandIndexValues(
  index: TwoBandIndex,
  rasters: ReadonlyArray<ReadonlyMap<BandId, BandRaster>>,
  kept: Int32Array,
  keptScene: Int32Array,
  count: number,
  saviL: number,
  out: Float64Array,
): number {
  const [bandA, bandB] = BANDS[index];
  let valid = 0;
  for (let s = 0; s < rasters.length; s++) {
    const a = rasters[s]?.get(bandA);
    const b = rasters[s]?.get(bandB);
    if (!a || !b) continue;
    const only = rasters.length === 1;
    valid = index === 'SAVI' ? saviValues(a, b, saviL, kept, keptScene, count, s, only, out, valid)
      : index === 'MSAVI2' ? msavi2Values(a, b, kept, keptScene, count, s, only, out, valid)
      : index === 'RECI' ? reciValues(a, b, kept, keptScene, count, s, only, out, valid)
      : differenceValues(a, b, kept, keptScene, count, s, only, out, valid);
  }
  return valid;
}

function differenceValues(a: BandRaster, b: BandRaster, kept: Int32Array, keptScene: Int32Array, count: number, s: number, only: boolean, out: Float64Array, valid: number): number {
  const pa = a.pixels;
  const pb = b.pixels;
  const scaleA = a.asset.scale;
  const offsetA = a.asset.offset;
  const scaleB = b.asset.scale;
  const offsetB = b.asset.offset;
  for (let i = 0; i < count; i++) {
    if (!only && keptScene[i] !== s) continue;
    const pixel = kept[i] as number;
    const x = (pa[pixel] as number) * scaleA + offsetA;
    const y = (pb[pixel] as number) * scaleB + offsetB;
    const sum = x + y;
    const value = sum === 0 ? Number.NaN : (x - y) / sum;
    // Finite values only (v - v is NaN for NaN and ±Infinity), without a call per pixel.
    if (value - value === 0) out[valid++] = value;
  }
  return valid;
}

function saviValues(nirRaster: BandRaster, redRaster: BandRaster, l: number, kept: Int32Array, keptScene: Int32Array, count: number, s: number, only: boolean, out: Float64Array, valid: number): number {
  const pn = nirRaster.pixels;
  const pr = redRaster.pixels;
  const scaleN = nirRaster.asset.scale;
  const offsetN = nirRaster.asset.offset;
  const scaleR = redRaster.asset.scale;
  const offsetR = redRaster.asset.offset;
  for (let i = 0; i < count; i++) {
    if (!only && keptScene[i] !== s) continue;
    const pixel = kept[i] as number;
    const nir = (pn[pixel] as number) * scaleN + offsetN;
    const red = (pr[pixel] as number) * scaleR + offsetR;
    const denominator = nir + red + l;
    const value = denominator === 0 ? Number.NaN : ((nir - red) / denominator) * (1 + l);
    if (value - value === 0) out[valid++] = value;
  }
  return valid;
}

function msavi2Values(nirRaster: BandRaster, redRaster: BandRaster, kept: Int32Array, keptScene: Int32Array, count: number, s: number, only: boolean, out: Float64Array, valid: number): number {
  const pn = nirRaster.pixels;
  const pr = redRaster.pixels;
  const scaleN = nirRaster.asset.scale;
  const offsetN = nirRaster.asset.offset;
  const scaleR = redRaster.asset.scale;
  const offsetR = redRaster.asset.offset;
  for (let i = 0; i < count; i++) {
    if (!only && keptScene[i] !== s) continue;
    const pixel = kept[i] as number;
    const nir = (pn[pixel] as number) * scaleN + offsetN;
    const red = (pr[pixel] as number) * scaleR + offsetR;
    const b = 2 * nir + 1;
    const value = (b - Math.sqrt(b * b - 8 * (nir - red))) / 2;
    if (value - value === 0) out[valid++] = value;
  }
  return valid;
}

function reciValues(nirRaster: BandRaster, edgeRaster: BandRaster, kept: Int32Array, keptScene: Int32Array, count: number, s: number, only: boolean, out: Float64Array, valid: number): number {
  const pn = nirRaster.pixels;
  const pe = edgeRaster.pixels;
  const scaleN = nirRaster.asset.scale;
  const offsetN = nirRaster.asset.offset;
  const scaleE = edgeRaster.asset.scale;
  const offsetE = edgeRaster.asset.offset;
  for (let i = 0; i < count; i++) {
    if (!only && keptScene[i] !== s) continue;
    const pixel = kept[i] as number;
    const nir = (pn[pixel] as number) * scaleN + offsetN;
    const edge = (pe[pixel] as number) * scaleE + offsetE;
    const value = edge === 0 ? Number.NaN : nir / edge - 1;
    if (value - value === 0) out[valid++] = value;
  }
  return valid;
}
