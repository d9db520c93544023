/**
 * The index catalogue: every vegetation / moisture index the product shows, the Sentinel-2 bands it reads, its
 * formula, and the legend and colour ramp the web draws and the tile renderer paints. Isomorphic (no node:*).
 * Ramps for NDVI, NDMI and NDWI are the stops of Sentinel Hub's EO Browser scripts (sentinel-hub/custom-scripts,
 * CC BY-SA 4.0); SAVI reuses the NDVI ramp as EO Browser does; the LAI ramp is ours.
 * The red-edge and soil-adjusted indices follow the same scripts (sentinel-hub/custom-scripts, CC BY-SA 4.0):
 * NDRE is the normalised difference of NIR (B08) and red edge (B05) with the red–yellow–green stops of the EO Browser
 * NDRE script; MSAVI2 is the index database's Sentinel-2 formula (sentinel-2/indexdb, Qi et al. 1994) on B08 and B04,
 * drawn with the NDVI ramp like SAVI; ReCI is the Chlorophyll Red-Edge script, (B07 / B05) − 1, with its stops.
 * Every band is reflectance (0–1), as those scripts read it.
 */

export const INDEX_IDS = ['NDVI', 'NDMI', 'NDWI', 'LAI', 'SAVI', 'NDRE', 'MSAVI2', 'RECI', 'TRUE_COLOR'] as const;
export type IndexId = (typeof INDEX_IDS)[number];

/** Indices that yield one number per pixel (statistics, point values, series); true colour does not. */
export const SCALAR_INDEX_IDS = ['NDVI', 'NDMI', 'NDWI', 'LAI', 'SAVI', 'NDRE', 'MSAVI2', 'RECI'] as const;
export type ScalarIndexId = (typeof SCALAR_INDEX_IDS)[number];

export type S2Band = 'B01' | 'B02' | 'B03' | 'B04' | 'B05' | 'B06' | 'B07' | 'B08' | 'B8A' | 'B09' | 'B11' | 'B12';

/** Default soil-brightness factor of SAVI (Huete 1988). Sentinel Hub's script uses 0.428; ours is configurable. */
export const SAVI_DEFAULT_L = 0.5;

/** A colour stop: value and `#rrggbb`. Between stops colours blend linearly; outside they clamp. */
export interface RampStop {
  value: number;
  color: string;
}

export interface IndexDefinition {
  id: IndexId;
  name: string;
  description: string;
  formula: string;
  bands: readonly S2Band[];
  kind: 'scalar' | 'rgb';
  /** Range the legend shows (values outside are possible and kept in statistics). */
  displayRange: readonly [number, number];
  unit: string;
  ramp: readonly RampStop[];
}

const hex = (value: number) => `#${value.toString(16).padStart(6, '0')}`;
const stops = (pairs: ReadonlyArray<readonly [number, number]>): RampStop[] => pairs.map(([value, color]) => ({ value, color: hex(color) }));

const NDVI_RAMP = stops([
  [-0.5, 0x0c0c0c], [-0.2, 0xbfbfbf], [-0.1, 0xdbdbdb], [0, 0xeaeaea], [0.025, 0xfff9cc], [0.05, 0xede8b5],
  [0.075, 0xddd89b], [0.1, 0xccc682], [0.125, 0xbcb76b], [0.15, 0xafc160], [0.175, 0xa3cc59], [0.2, 0x91bf51],
  [0.25, 0x7fb247], [0.3, 0x70a33f], [0.35, 0x609635], [0.4, 0x4f892d], [0.45, 0x3f7c23], [0.5, 0x306d1c],
  [0.55, 0x216011], [0.6, 0x0f540a], [1, 0x004400],
]);
const NDMI_RAMP = stops([[-0.8, 0x800000], [-0.24, 0xff0000], [-0.032, 0xffff00], [0.032, 0x00ffff], [0.24, 0x0000ff], [0.8, 0x000080]]);
const NDWI_RAMP = stops([[-0.8, 0x008000], [0, 0xffffff], [0.8, 0x0000cc]]);
const NDRE_RAMP = stops([[0, 0xff0000], [0.5, 0xffff00], [1, 0x1a4f00]]);
const RECI_RAMP = stops([[0, 0x000000], [1, 0x008000], [2.5, 0x33cc00], [5, 0xffff00], [10, 0xcccccc], [20, 0xffffff]]);
const LAI_RAMP = stops([[0, 0xf7f4e4], [0.5, 0xe3dca6], [1, 0xc2d18a], [2, 0x8fbf5a], [3, 0x5c9e3a], [4, 0x357a26], [6, 0x1b5a16], [8, 0x0a3d0a]]);

export const INDICES: Readonly<Record<IndexId, IndexDefinition>> = {
  NDVI: {
    id: 'NDVI', name: 'Normalized Difference Vegetation Index', description: 'Green biomass and vigour.',
    formula: '(B08 - B04) / (B08 + B04)', bands: ['B08', 'B04'], kind: 'scalar', displayRange: [-1, 1], unit: '', ramp: NDVI_RAMP,
  },
  NDMI: {
    id: 'NDMI', name: 'Normalized Difference Moisture Index', description: 'Water content of leaves.',
    formula: '(B8A - B11) / (B8A + B11)', bands: ['B8A', 'B11'], kind: 'scalar', displayRange: [-1, 1], unit: '', ramp: NDMI_RAMP,
  },
  NDWI: {
    id: 'NDWI', name: 'Normalized Difference Water Index (McFeeters)', description: 'Open water and waterlogging.',
    formula: '(B03 - B08) / (B03 + B08)', bands: ['B03', 'B08'], kind: 'scalar', displayRange: [-1, 1], unit: '', ramp: NDWI_RAMP,
  },
  LAI: {
    id: 'LAI', name: 'Leaf Area Index', description: 'One-sided leaf area per ground area (SNAP biophysical processor network).',
    formula: 'SNAP S2 biophysical neural network (B03 B04 B05 B06 B07 B8A B11 B12, sun and view angles)',
    bands: ['B03', 'B04', 'B05', 'B06', 'B07', 'B8A', 'B11', 'B12'], kind: 'scalar', displayRange: [0, 8], unit: 'm²/m²', ramp: LAI_RAMP,
  },
  SAVI: {
    id: 'SAVI', name: 'Soil Adjusted Vegetation Index', description: 'Vegetation where soil shows through a sparse canopy.',
    formula: '(B08 - B04) / (B08 + B04 + L) × (1 + L), L = 0.5', bands: ['B08', 'B04'], kind: 'scalar', displayRange: [-1, 1], unit: '', ramp: NDVI_RAMP,
  },
  NDRE: {
    id: 'NDRE', name: 'Normalized Difference Red Edge', description: 'Chlorophyll and nitrogen in a dense canopy, where NDVI saturates.',
    formula: '(B08 - B05) / (B08 + B05)', bands: ['B08', 'B05'], kind: 'scalar', displayRange: [0, 1], unit: '', ramp: NDRE_RAMP,
  },
  MSAVI2: {
    id: 'MSAVI2', name: 'Modified Soil Adjusted Vegetation Index 2', description: 'Vegetation in young or sparse crops, with the soil correction worked out per pixel.',
    formula: '(2 × B08 + 1 − √((2 × B08 + 1)² − 8 × (B08 − B04))) / 2', bands: ['B08', 'B04'], kind: 'scalar', displayRange: [-1, 1], unit: '', ramp: NDVI_RAMP,
  },
  RECI: {
    id: 'RECI', name: 'Red-Edge Chlorophyll Index (ReCI)', description: 'Leaf chlorophyll of an active canopy.',
    formula: 'B07 / B05 − 1', bands: ['B07', 'B05'], kind: 'scalar', displayRange: [0, 10], unit: '', ramp: RECI_RAMP,
  },
  TRUE_COLOR: {
    id: 'TRUE_COLOR', name: 'True colour', description: 'Red, green and blue reflectance as the eye would see it.',
    formula: 'RGB = 2.5 × (B04, B03, B02)', bands: ['B04', 'B03', 'B02'], kind: 'rgb', displayRange: [0, 0.4], unit: '', ramp: [],
  },
};

/** Gain applied to reflectance for true colour (Sentinel Hub's default true-colour script uses 2.5). */
export const TRUE_COLOR_GAIN = 2.5;

export function isScalarIndexId(value: string): value is ScalarIndexId {
  return (SCALAR_INDEX_IDS as readonly string[]).includes(value);
}

export type Rgb = [number, number, number];

function parseHex(color: string): Rgb {
  const value = Number.parseInt(color.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The ramp colour of a value (linear between stops, clamped outside), as 0–255 RGB. */
export function rampColor(ramp: readonly RampStop[], value: number): Rgb {
  const first = ramp[0];
  const last = ramp[ramp.length - 1];
  if (!first || !last) return [0, 0, 0];
  if (value <= first.value) return parseHex(first.color);
  if (value >= last.value) return parseHex(last.color);
  for (let i = 1; i < ramp.length; i++) {
    const high = ramp[i] as RampStop;
    if (value <= high.value) {
      const low = ramp[i - 1] as RampStop;
      const t = (value - low.value) / (high.value - low.value);
      const a = parseHex(low.color);
      const b = parseHex(high.color);
      return [0, 1, 2].map((k) => Math.round((a[k] as number) + ((b[k] as number) - (a[k] as number)) * t)) as Rgb;
    }
  }
  return parseHex(last.color);
}

export interface LegendEntry {
  value: number;
  color: string;
}

export interface Legend {
  index: IndexId;
  name: string;
  unit: string;
  kind: 'scalar' | 'rgb';
  min: number;
  max: number;
  /** Colour stops to draw a continuous bar (the ramp, limited to the display range). */
  stops: LegendEntry[];
}

/** The legend the web shows next to a map layer (and the API renders as PNG). */
export function legendFor(index: IndexId): Legend {
  const definition = INDICES[index];
  const [min, max] = definition.displayRange;
  const inside = definition.ramp.filter((stop) => stop.value >= min && stop.value <= max);
  const edges = definition.kind === 'scalar' ? [min, ...inside.map((s) => s.value), max] : [];
  const unique = [...new Set(edges)].sort((a, b) => a - b);
  const stops = unique.map((value) => {
    const [r, g, b] = rampColor(definition.ramp, value);
    return { value, color: `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}` };
  });
  return { index, name: definition.name, unit: definition.unit, kind: definition.kind, min, max, stops };
}
