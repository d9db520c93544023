/**
 * One demo acquisition: the farm's land cover (fields with their crop, savanna, a water body, a bare patch) turned
 * into Sentinel-2 L2A rasters for a date: 10 m bands B02 B03 B04 B08, 20 m bands B05 B06 B07 B8A B11 B12 (2×2
 * means of the 10 m model) and SCL at 20 m, DNs with the baseline 04.00+ offset (DN = 10000 × reflectance +
 * 1000), clouds with shadows cast away from the sun, thin cirrus, and fully overcast days.
 */
import { canopyOn, savannaOn, type CropKind } from './crop-calendar';
import { patternStrength, weedLaiOn, type FieldPatterns } from './field-patterns';
import { addCloud, addShadow, surfaceReflectance, waterReflectance } from './spectra';
import { hashNoise } from './hash-noise';

export { hashNoise } from './hash-noise';

export const COVER_SAVANNA = -1;
export const COVER_WATER = -2;
export const COVER_BARE = -3;

export interface DemoLayout {
  epsg: number;
  originX: number;
  originY: number;
  /** 10 m pixels (even). */
  width: number;
  height: number;
  /** Per 10 m pixel: a field index (0…) or one of the COVER_* values. */
  cover: Int16Array;
  kinds: readonly CropKind[];
  /** Each field's wetter corner, sandy strip and weedy patch (field-patterns.ts). */
  patterns: FieldPatterns;
}

export interface Weather {
  /** Cloud blobs in pixel units. */
  clouds: Array<{ x: number; y: number; radius: number }>;
  /** Shadow offset from each cloud, pixels (east, south). */
  shadow: [number, number];
  cirrus: boolean;
  overcast: boolean;
  soilWetness: number;
}

export interface DemoRasters {
  bands10: Record<'B02' | 'B03' | 'B04' | 'B08', Uint16Array>;
  bands20: Record<'B05' | 'B06' | 'B07' | 'B8A' | 'B11' | 'B12', Uint16Array>;
  scl: Uint8Array;
  /** Share of the scene's pixels flagged cloud or cirrus, in percent. */
  cloudCover: number;
}

const smooth = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));

function blobAlpha(clouds: Weather['clouds'], x: number, y: number): number {
  let alpha = 0;
  for (const c of clouds) {
    const d = Math.hypot(x - c.x, y - c.y) / c.radius;
    if (d < 1) alpha = Math.max(alpha, 1 - smooth((d - 0.6) / 0.4));
  }
  return alpha;
}

/** The sky over a 10 m pixel: cloud opacity, shadow depth and cirrus reflectance (0 when clear). */
export interface SkyPixel {
  alpha: number;
  shadow: number;
  cirrus: number;
}

export function skyAt(weather: Weather, x: number, y: number, salt: number): SkyPixel {
  const shadow = weather.overcast ? 0 : blobAlpha(weather.clouds, x - weather.shadow[0], y - weather.shadow[1]);
  const alpha = weather.overcast ? 0.92 + 0.08 * hashNoise(x >> 3, y >> 3, salt) : blobAlpha(weather.clouds, x, y);
  const cirrus = weather.cirrus && !weather.overcast ? 0.06 * smooth((Math.sin((x + y) / 40 + salt) + 0.2) * 2) : 0;
  return { alpha, shadow, cirrus };
}

/** The scene classification a pixel's sky gives (9, 8 cloud; 10 cirrus; 3 cloud shadow), or 0 when it is clear. */
export function skyClass(sky: SkyPixel): number {
  if (sky.alpha > 0.6) return 9;
  if (sky.alpha > 0.25) return 8;
  if (sky.cirrus > 0.03) return 10;
  if (sky.shadow > 0.5) return 3;
  return 0;
}

const toDn = (reflectance: number) => Math.max(1, Math.min(65535, Math.round(reflectance * 10000) + 1000));

/**
 * How well the crops grow in a year, 0.8 to 1.15 of the calendar's canopy: each demo year differs, so a field's
 * percentage performance and its years compared are not all one curve.
 */
export function yearVigour(year: number, seed: number): number {
  return 0.8 + 0.35 * hashNoise(year, seed, 99);
}

/** `vigour` scales the crops' green leaf area (yearVigour); savanna, weeds and bare ground are the same each year. */
export function renderDemoScene(layout: DemoLayout, doy: number, weather: Weather, salt: number, vigour = 1): DemoRasters {
  const { width, height, cover, kinds, patterns } = layout;
  const n = width * height;
  const model = new Float32Array(n * 10);
  const scl10 = new Uint8Array(n);
  const states = kinds.map((kind) => {
    const state = canopyOn(kind, doy);
    return { ...state, greenLai: state.greenLai * vigour };
  });
  const savanna = savannaOn(doy);
  const bare = { greenLai: 0.05, brownCover: 0.05, water: 0 };
  const strengths = kinds.map((_, k) => patternStrength(salt, k));
  const weedLai = weedLaiOn(doy);
  const pixel = new Float32Array(10);
  let cloudy = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const c = cover[i] as number;
      // Fixed spatial texture (soil, stand density) and a little noise of the day.
      const texture = 0.85 + 0.3 * hashNoise(x >> 1, y >> 1, 7) * 0.5 + 0.15 * hashNoise(x, y, 11);
      if (c === COVER_WATER) {
        waterReflectance(0.2 * hashNoise(x, y, salt), pixel);
      } else {
        const base = c >= 0 ? (states[c] ?? bare) : c === COVER_BARE ? bare : savanna;
        // Inside a field, its corner, strip and patch (0 elsewhere), a little stronger or weaker in each scene.
        const strength = c >= 0 ? (strengths[c] as number) : 0;
        const wet = (patterns.wet[i] as number) * strength;
        const sand = (patterns.sand[i] as number) * strength;
        const leaf = 1 + ((patterns.leaf[i] as number) - 1) * strength;
        const weeds = (patterns.weed[i] as number) * weedLai * strength;
        const state = { greenLai: base.greenLai * texture * leaf + weeds, brownCover: base.brownCover, water: base.water };
        surfaceReflectance(state, Math.min(1, weather.soilWetness + 0.5 * wet), pixel);
        const tone = 0.93 + 0.14 * hashNoise(x >> 2, y >> 2, 3);
        for (let b = 0; b < 10; b++) {
          // Sand is brighter; the wet corner's leaves hold more water (less SWIR, a higher NDMI).
          pixel[b] = (pixel[b] as number) * tone * (1 + 0.15 * sand) * (b >= 8 ? 1 - 0.12 * wet : 1);
        }
      }
      const sky = skyAt(weather, x, y, salt);
      if (sky.shadow > 0) addShadow(sky.shadow, pixel);
      if (sky.alpha > 0) addCloud(sky.alpha, pixel);
      if (sky.cirrus > 0) for (let b = 0; b < 10; b++) pixel[b] = (pixel[b] as number) + sky.cirrus;
      for (let b = 0; b < 10; b++) model[i * 10 + b] = (pixel[b] as number) + (hashNoise(x, y, salt * 16 + b) - 0.5) * 0.004;
      let scl = skyClass(sky);
      if (scl === 0 && c === COVER_WATER) scl = 6;
      else if (scl === 0) {
        const red = pixel[2] as number;
        const nir = pixel[6] as number;
        scl = (nir - red) / (nir + red) > 0.3 ? 4 : 5;
      }
      if (scl === 8 || scl === 9 || scl === 10) cloudy++;
      scl10[i] = scl;
    }
  }
  const bands10 = {
    B02: new Uint16Array(n), B03: new Uint16Array(n), B04: new Uint16Array(n), B08: new Uint16Array(n),
  };
  const order10: Array<[keyof typeof bands10, number]> = [['B02', 0], ['B03', 1], ['B04', 2], ['B08', 6]];
  for (const [band, b] of order10) {
    const out = bands10[band];
    for (let i = 0; i < n; i++) out[i] = toDn(model[i * 10 + b] as number);
  }
  const w2 = width / 2;
  const h2 = height / 2;
  const bands20 = {
    B05: new Uint16Array(w2 * h2), B06: new Uint16Array(w2 * h2), B07: new Uint16Array(w2 * h2),
    B8A: new Uint16Array(w2 * h2), B11: new Uint16Array(w2 * h2), B12: new Uint16Array(w2 * h2),
  };
  const order20: Array<[keyof typeof bands20, number]> = [['B05', 3], ['B06', 4], ['B07', 5], ['B8A', 7], ['B11', 8], ['B12', 9]];
  const scl = new Uint8Array(w2 * h2);
  for (let y = 0; y < h2; y++) {
    for (let x = 0; x < w2; x++) {
      const a = (2 * y * width + 2 * x) * 10;
      const b = a + 10;
      const c = a + width * 10;
      const d = c + 10;
      for (const [band, k] of order20) {
        bands20[band][y * w2 + x] = toDn(((model[a + k] as number) + (model[b + k] as number) + (model[c + k] as number) + (model[d + k] as number)) / 4);
      }
      scl[y * w2 + x] = scl10[2 * y * width + 2 * x] as number;
    }
  }
  return { bands10, bands20, scl, cloudCover: (100 * cloudy) / n };
}
