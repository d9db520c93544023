import * as z from 'zod';
import { VIEW_STATES } from '../../domain/radar';
import { checkRange, FieldId, RangeFields, settleRange } from './monitoring';

/**
 * The radar routes: a field's Sentinel-1 series (GET /monitoring/radar/) and its clear-view ledger of every
 * Sentinel-2 and Sentinel-1 acquisition (GET /monitoring/clear-views/). Both take the series route's query names.
 */
export const RadarQuery = z.object({ field: FieldId, ...RangeFields }).transform(settleRange).superRefine(checkRange);
export type RadarQuery = z.infer<typeof RadarQuery>;

export const ClearViewsQuery = RadarQuery;
export type ClearViewsQuery = RadarQuery;

const Orbit = z.enum(['ascending', 'descending']);

/** Backscatter of one polarisation over the field's valid pixels: means in linear power, dB of the linear mean. */
export const Backscatter = z.object({
  meanLinear: z.number(),
  medianLinear: z.number(),
  meanDb: z.number(),
  medianDb: z.number(),
});
export type Backscatter = z.infer<typeof Backscatter>;

export const RadarPoint = z.object({
  date: z.string(),
  datetime: z.string(),
  sceneIds: z.array(z.string()),
  platform: z.string().nullable(),
  orbitState: Orbit.nullable(),
  relativeOrbit: z.number().nullable(),
  /** Radar pixels whose centre lies in the field, and of those the valid ones (mask 1, finite VV and VH). */
  pixelCount: z.number(),
  validPixelCount: z.number(),
  /** Fewer than LOW_CONFIDENCE_PIXELS valid pixels. */
  lowConfidence: z.boolean(),
  vv: Backscatter,
  vh: Backscatter,
  /** VH / VV of the linear means, and the same in dB (VH dB − VV dB). */
  ratio: z.number(),
  ratioDb: z.number(),
  /** 4·VH / (VV + VH) of the linear means. */
  rvi: z.number(),
});
export type RadarPoint = z.infer<typeof RadarPoint>;

const DayFailure = z.object({ date: z.string(), code: z.string(), message: z.string() });

export const RadarSeriesResponse = z.object({
  field: z.object({ id: z.string(), name: z.string() }),
  start: z.string(),
  end: z.string(),
  /** One point per acquisition (date and relative orbit), in date order. */
  points: z.array(RadarPoint),
  /** The series per orbit: backscatter depends on the viewing geometry, so compare points of the same orbit. */
  orbits: z.array(z.object({ orbitState: Orbit.nullable(), relativeOrbit: z.number().nullable(), count: z.number() })),
  attribution: z.string(),
  failures: z.array(DayFailure),
  pending: z.array(z.string()),
});
export type RadarSeriesResponse = z.infer<typeof RadarSeriesResponse>;

export const ClearView = z.object({
  date: z.string(),
  sensor: z.enum(['sentinel-2', 'sentinel-1']),
  state: z.enum(VIEW_STATES),
  /** Cloud over the field (percent) for a computed optical day; the scene's cloud before; null for radar. */
  cloudPercent: z.number().nullable(),
  /** Whether the cloud is the field's own (the day is computed) or the scene's. */
  fieldCloud: z.boolean(),
  sceneIds: z.array(z.string()),
});
export type ClearView = z.infer<typeof ClearView>;

export const ClearViewsResponse = z.object({
  field: z.object({ id: z.string(), name: z.string() }),
  start: z.string(),
  end: z.string(),
  /** Every acquisition in date order (optical and radar of the same date both listed). */
  views: z.array(ClearView),
  /** Views that show the field: clear, partly cloudy and radar. */
  usableViews: z.number(),
  counts: z.object({ clear: z.number(), partlyCloudy: z.number(), cloudy: z.number(), radar: z.number() }),
  /**
   * The longest stretch without a usable view, window edges included (start to the first usable view, the last one
   * to the end); `opticalOnly` is the same without radar, to show what radar adds. Null only for an empty window.
   */
  longestGap: z.object({ days: z.number(), from: z.string(), to: z.string() }).nullable(),
  longestOpticalGap: z.object({ days: z.number(), from: z.string(), to: z.string() }).nullable(),
  /** False when the stage has no radar source (the ledger is optical only). */
  radar: z.boolean(),
  attribution: z.string().nullable(),
});
export type ClearViewsResponse = z.infer<typeof ClearViewsResponse>;
