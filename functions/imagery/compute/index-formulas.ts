/**
 * Per-pixel index formulas on reflectance (0–1, offset already applied). A pixel whose formula is undefined
 * (zero denominator) gives NaN, which statistics treat as no value, never as a number.
 */
import { SAVI_DEFAULT_L, type S2Band, type ScalarIndexId } from '../../../shared/domain/indices';
import { laiAngleTerms, laiFromReflectance, type LaiAngles, type LaiBands } from './lai';

export interface FormulaOptions {
  saviL: number;
  /** Needed by LAI only. */
  angles: LaiAngles | null;
}

export const DEFAULT_FORMULA_OPTIONS: FormulaOptions = { saviL: SAVI_DEFAULT_L, angles: null };

/** Reflectance of one pixel by band. */
export type PixelReflectance = (band: S2Band) => number;

export function normalisedDifference(a: number, b: number): number {
  const sum = a + b;
  return sum === 0 ? Number.NaN : (a - b) / sum;
}

export function savi(nir: number, red: number, l: number): number {
  const denominator = nir + red + l;
  return denominator === 0 ? Number.NaN : ((nir - red) / denominator) * (1 + l);
}

/** MSAVI2 (Qi et al. 1994): SAVI with its soil factor worked out from the pixel itself. */
export function msavi2(nir: number, red: number): number {
  const b = 2 * nir + 1;
  return (b - Math.sqrt(b * b - 8 * (nir - red))) / 2;
}

/** ReCI: NIR over red edge, minus one; undefined where there is no red-edge reflectance. */
export function reci(nir: number, redEdge: number): number {
  return redEdge === 0 ? Number.NaN : nir / redEdge - 1;
}

/** Returns a function computing the index for one pixel; angle terms are prepared once per scene. */
export function indexFormula(index: ScalarIndexId, options: FormulaOptions = DEFAULT_FORMULA_OPTIONS): (r: PixelReflectance) => number {
  switch (index) {
    case 'NDVI':
      return (r) => normalisedDifference(r('B08'), r('B04'));
    case 'NDMI':
      return (r) => normalisedDifference(r('B8A'), r('B11'));
    case 'NDWI':
      return (r) => normalisedDifference(r('B03'), r('B08'));
    case 'SAVI':
      return (r) => savi(r('B08'), r('B04'), options.saviL);
    case 'NDRE':
      return (r) => normalisedDifference(r('B08'), r('B05'));
    case 'MSAVI2':
      return (r) => msavi2(r('B08'), r('B04'));
    case 'RECI':
      return (r) => reci(r('B07'), r('B05'));
    case 'LAI': {
      const angles = options.angles ?? { sunZenith: 45, sunAzimuth: 0, viewZenith: 0, viewAzimuth: 0 };
      const terms = laiAngleTerms(angles);
      return (r) => {
        const bands: LaiBands = [r('B03'), r('B04'), r('B05'), r('B06'), r('B07'), r('B8A'), r('B11'), r('B12')];
        return laiFromReflectance(bands, terms);
      };
    }
  }
}

/** Reflectance arrays of the pixels to compute, by band (same length). */
export type BandColumns = Partial<Record<S2Band, Float64Array>>;

const column = (bands: BandColumns, band: S2Band): Float64Array => {
  const values = bands[band];
  if (!values) throw new RangeError(`band ${band} missing`);
  return values;
};

/**
 * The index for many pixels at once (tight loops over columns; the per-pixel closure form costs several times
 * more). `anglesOf(i)` gives LAI the angles of pixel i's scene.
 */
export function indexColumn(index: ScalarIndexId, bands: BandColumns, count: number, saviL: number, anglesOf: (i: number) => LaiAngles): Float64Array {
  const out = new Float64Array(count);
  const difference = (a: Float64Array, b: Float64Array) => {
    for (let i = 0; i < count; i++) out[i] = normalisedDifference(a[i] as number, b[i] as number);
  };
  switch (index) {
    case 'NDVI':
      difference(column(bands, 'B08'), column(bands, 'B04'));
      break;
    case 'NDMI':
      difference(column(bands, 'B8A'), column(bands, 'B11'));
      break;
    case 'NDWI':
      difference(column(bands, 'B03'), column(bands, 'B08'));
      break;
    case 'SAVI': {
      const nir = column(bands, 'B08');
      const red = column(bands, 'B04');
      for (let i = 0; i < count; i++) out[i] = savi(nir[i] as number, red[i] as number, saviL);
      break;
    }
    case 'NDRE':
      difference(column(bands, 'B08'), column(bands, 'B05'));
      break;
    case 'MSAVI2': {
      const nir = column(bands, 'B08');
      const red = column(bands, 'B04');
      for (let i = 0; i < count; i++) out[i] = msavi2(nir[i] as number, red[i] as number);
      break;
    }
    case 'RECI': {
      const nir = column(bands, 'B07');
      const redEdge = column(bands, 'B05');
      for (let i = 0; i < count; i++) out[i] = reci(nir[i] as number, redEdge[i] as number);
      break;
    }
    case 'LAI': {
      const order: S2Band[] = ['B03', 'B04', 'B05', 'B06', 'B07', 'B8A', 'B11', 'B12'];
      const columns = order.map((band) => column(bands, band));
      let lastAngles: LaiAngles | null = null;
      let terms = laiAngleTerms({ sunZenith: 45, sunAzimuth: 0, viewZenith: 0, viewAzimuth: 0 });
      for (let i = 0; i < count; i++) {
        const angles = anglesOf(i);
        if (angles !== lastAngles) {
          terms = laiAngleTerms(angles);
          lastAngles = angles;
        }
        const pixel = columns.map((c) => c[i] as number) as unknown as LaiBands;
        out[i] = laiFromReflectance(pixel, terms);
      }
      break;
    }
  }
  return out;
}
