/**
 * Sentinel-1 radar in the product: the map layers drawn from it, their ramps, the gap-filling rules that turn radar
 * into an estimate of an optical index, and the clear-view ledger's states. Isomorphic (no node:*): the Lambdas, the
 * tile renderer and the web read the same numbers.
 *
 * Backscatter is C-band gamma0 (radiometrically terrain-corrected), linear power; dB = 10·log10(linear). Averages
 * are taken in linear power and converted to dB afterwards (never averaged in dB). The radar vegetation index is
 * RVI = 4·VH / (VV + VH) of the field's linear means (Kim & van Zyl 2009, dual-pol form as Digital Earth Africa
 * publishes it): about 0.25-0.35 over bare soil, 0.5-0.85 under a closed maize or sorghum canopy.
 */
import { rampColor, type RampStop, type ScalarIndexId } from './indices';
import { messageRef } from '../i18n/message-ref';

/** Map layers drawn from radar (beside the optical INDEX_IDS). */
export const RADAR_LAYER_IDS = ['RVI', 'VH'] as const;
export type RadarLayerId = (typeof RADAR_LAYER_IDS)[number];

export function isRadarLayerId(value: string): value is RadarLayerId {
  return (RADAR_LAYER_IDS as readonly string[]).includes(value);
}

export type OrbitState = 'ascending' | 'descending';

export interface RadarLayerDefinition {
  id: RadarLayerId;
  name: string;
  description: string;
  formula: string;
  displayRange: readonly [number, number];
  unit: string;
  ramp: readonly RampStop[];
}

/** Brown (bare) to green (dense canopy), the optical NDVI ramp's ends, so a farmer reads both maps alike. */
const RVI_RAMP: readonly RampStop[] = [
  { value: 0, color: '#8c6d46' },
  { value: 0.2, color: '#c9b27c' },
  { value: 0.35, color: '#e6e0a3' },
  { value: 0.5, color: '#a3cc59' },
  { value: 0.65, color: '#4f892d' },
  { value: 0.8, color: '#216011' },
  { value: 1, color: '#004400' },
];
/** Dark (smooth, bare or wet soil) to bright (volume scattering by a canopy), in dB. */
const VH_RAMP: readonly RampStop[] = [
  { value: -28, color: '#0b0b0b' },
  { value: -24, color: '#3b3b3b' },
  { value: -20, color: '#7a7a7a' },
  { value: -17, color: '#b7c78f' },
  { value: -14, color: '#5f9e3a' },
  { value: -10, color: '#1b5a16' },
];

export const RADAR_LAYERS: Readonly<Record<RadarLayerId, RadarLayerDefinition>> = {
  RVI: {
    id: 'RVI', name: 'Radar Vegetation Index', description: 'Crop biomass seen by radar, through cloud.',
    formula: '4 × VH / (VV + VH), linear gamma0', displayRange: [0, 1], unit: '', ramp: RVI_RAMP,
  },
  VH: {
    id: 'VH', name: 'Radar backscatter VH', description: 'Cross-polarised backscatter: rises with leaves and stems.',
    formula: '10 × log10(VH gamma0)', displayRange: [-28, -10], unit: 'dB', ramp: VH_RAMP,
  },
};

/** Copernicus' legal notice asks for the source and the modification to be named wherever the data is shown. */
export function radarAttribution(year: number): string {
  return `Contains modified Copernicus Sentinel data ${year}, processed by Digital Earth Africa (Sentinel-1 RTC, CC BY 4.0)`;
}

/** How the fused series fills a missing or cloudy optical point. */
export const FUSION = {
  /** An optical and a radar acquisition pair up for the fit when at most this many days apart. */
  pairWindowDays: 3,
  /** Fewer pairs than this on the field: the fit falls back to the field's region (the team's fields on its radar tile). */
  minFieldPairs: 6,
  /** Fewer pairs than this in the region too: no estimate. */
  minRegionPairs: 10,
  /** A fit explaining less of the optical index's variance than this is poor: no estimate, said instead. */
  minR2: 0.4,
  /** At or above this the fit is good (between: fair). */
  goodR2: 0.7,
  /** The estimate's interval: the fit's prediction interval at this confidence. */
  intervalConfidence: 0.8,
  /** A radar estimate stands in only where no usable optical point lies within this many days. */
  fillAfterDays: 3,
  /**
   * A relative orbit gets its own offset in the fit from this many pairs; orbits with fewer share one pooled offset
   * (the reference orbit's level when they have fewer than this many pairs together).
   */
  minOrbitPairs: 4,
} as const;

/**
 * The sign the fit's slope must have for each index: more canopy raises RVI and must not lower NDVI, SAVI, MSAVI2,
 * NDRE, ReCI, LAI or NDMI, while McFeeters' NDWI falls as leaves cover the soil and water. A slope of the other sign
 * is a poor fit.
 */
export const FUSION_SLOPE_SIGN: Readonly<Record<ScalarIndexId, 1 | -1>> = { NDVI: 1, SAVI: 1, LAI: 1, NDMI: 1, NDWI: -1, NDRE: 1, MSAVI2: 1, RECI: 1 };

export const SERIES_SOURCES = ['optical', 'radar-estimate'] as const;
export type SeriesSource = (typeof SERIES_SOURCES)[number];

/** Ledger states of one acquisition over one field. */
export const VIEW_STATES = ['clear', 'partly-cloudy', 'cloudy', 'radar'] as const;
export type ViewState = (typeof VIEW_STATES)[number];

/** The ledger strip's colour per state: green clear, amber partly cloudy, grey cloudy, violet radar (read on light and dark). */
export const VIEW_STATE_COLOURS: Readonly<Record<ViewState, string>> = {
  clear: '#66bb6a',
  'partly-cloudy': '#ffca28',
  cloudy: '#78909c',
  radar: '#ba68c8',
};

export const CLEAR_VIEW = {
  /** At most this share of the field under cloud (percent): clear. */
  clearMaxCloud: 10,
  /** Above clearMaxCloud and at most this: partly cloudy (still a usable view); above: cloudy. */
  partlyMaxCloud: 60,
} as const;

/** The state of an optical view from its cloud over the field (percent; null when not computed yet: the scene's). */
export function opticalViewState(cloudPercent: number): Exclude<ViewState, 'radar'> {
  if (cloudPercent <= CLEAR_VIEW.clearMaxCloud) return 'clear';
  return cloudPercent <= CLEAR_VIEW.partlyMaxCloud ? 'partly-cloudy' : 'cloudy';
}

/**
 * Why radar cannot answer or fill: keys or refs (with their values) of the monitoring API catalogue. Errors are
 * answered in the caller's language; a series' fusion message is formatted by the screen showing it.
 */
export const RADAR_MESSAGES = {
  off: 'monitoring.radarOff',
  fill: 'monitoring.radarFillChoice',
  poorFit: (r2: number, pairs: number) => messageRef('monitoring.radarPoorFit', { r2: r2.toFixed(2), pairs }),
  wrongSign: (pairs: number) => messageRef('monitoring.radarWrongSign', { pairs }),
  fewPairs: (pairs: number) => messageRef('monitoring.radarFewPairs', { pairs }),
  noPass: (date: string) => messageRef('monitoring.radarNoPass', { date }),
} as const;

/** The legend of a radar map layer, in the optical legends' shape (legendFor in indices.ts). */
export function radarLegendFor(layer: RadarLayerId) {
  const definition = RADAR_LAYERS[layer];
  const [min, max] = definition.displayRange;
  const values = [...new Set([min, ...definition.ramp.map((stop) => stop.value).filter((value) => value >= min && value <= max), max])].sort((a, b) => a - b);
  const stops = values.map((value) => {
    const [r, g, b] = rampColor(definition.ramp, value);
    return { value, color: `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}` };
  });
  return { index: layer, name: definition.name, unit: definition.unit, kind: 'scalar' as const, min, max, stops };
}

/** Notes on a radar estimate in the series (SeriesEntry.notes). */
export const FUSION_NOTES = {
  estimate: (rvi: number, days: number) =>
    `Estimated from Sentinel-1 radar (RVI ${rvi.toFixed(2)}): no usable optical view within ${days} days. The interval shows its uncertainty.`,
  fair: (r2: number) => `The radar fit is only fair (R² ${r2.toFixed(2)}): read this estimate as a rough guide.`,
  lowConfidence: 'Few valid radar pixels over the field on this pass.',
} as const;

/** The clear-view ledger's sentence in the field report: "17 usable views between June and September; longest gap 9 days". */
export const LEDGER_WORDS = {
  views: (count: number) => (count === 0 ? 'No usable view' : `${count} usable ${count === 1 ? 'view' : 'views'}`),
  between: (from: string, to: string) => `between ${from} and ${to}`,
  within: (month: string) => `in ${month}`,
  longestGap: (days: number) => `longest gap ${days} ${days === 1 ? 'day' : 'days'}`,
  noGap: 'no gap between usable views',
} as const;
