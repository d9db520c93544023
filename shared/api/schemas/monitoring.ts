import * as z from 'zod';
import { INDEX_IDS, SCALAR_INDEX_IDS } from '../../domain/indices';
import { defaultWindowStart, MONITORING_DEFAULTS } from '../../domain/monitoring';
import { RADAR_LAYER_IDS, RADAR_MESSAGES, SERIES_SOURCES } from '../../domain/radar';
import type { ApiMessageId } from '../../i18n/english';
import { messageRef } from '../../i18n/message-ref';

/**
 * The monitoring routes (ours, for the monitoring screens): an index series of a field in the specification's
 * FIS-like shape (`C0: [{date, basicStats}]`, plus our extra fields), its CSV, the acquisition dates with scene
 * and field cloud cover, the value at a point, legends (JSON or PNG), and signed XYZ tile URLs.
 */
/** The routes' refusals: keys (or refs with their values) of the monitoring API catalogue, answered in the caller's language. */
export const MONITORING_MESSAGES = {
  field: 'monitoring.fieldRequired' satisfies ApiMessageId,
  index: messageRef('monitoring.indexChoice' satisfies ApiMessageId, { indices: SCALAR_INDEX_IDS.join(', ') }),
  layer: messageRef('monitoring.layerChoice' satisfies ApiMessageId, { layers: [...INDEX_IDS, ...RADAR_LAYER_IDS].join(', ') }),
  date: 'monitoring.dateFormat' satisfies ApiMessageId,
  range: 'monitoring.rangeOrder' satisfies ApiMessageId,
  rangeTooLong: 'monitoring.rangeTooLong' satisfies ApiMessageId,
  cloud: 'monitoring.cloudRange' satisfies ApiMessageId,
  lat: 'monitoring.latitudeRange' satisfies ApiMessageId,
  lng: 'monitoring.longitudeRange' satisfies ApiMessageId,
  tile: 'monitoring.tileCoordinate' satisfies ApiMessageId,
} as const;

const MAX_RANGE_DAYS = 366;

export const FieldId = z.string({ message: MONITORING_MESSAGES.field }).trim().min(1, MONITORING_MESSAGES.field).max(80);

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
export const ScalarIndex = z.preprocess(upper, z.enum(SCALAR_INDEX_IDS, { message: MONITORING_MESSAGES.index }));
/** A map layer: an optical index (INDEX_IDS) or a radar layer (RADAR_LAYER_IDS). */
export const MAP_LAYER_IDS = [...INDEX_IDS, ...RADAR_LAYER_IDS] as const;
export type MapLayerId = (typeof MAP_LAYER_IDS)[number];
export const Layer = z.preprocess(upper, z.enum(MAP_LAYER_IDS, { message: MONITORING_MESSAGES.layer }));

export const Day = z
  .string({ message: MONITORING_MESSAGES.date })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, MONITORING_MESSAGES.date)
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), MONITORING_MESSAGES.date);

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** start/end default to the dashboard's window (MONITORING_DEFAULTS); the range is checked once both are known. */
export const RangeFields = { start: Day.optional(), end: Day.optional() };

export function settleRange<Q extends { start?: string | undefined; end?: string | undefined }>(query: Q): Q & { start: string; end: string } {
  const end = query.end ?? todayUtc();
  return { ...query, end, start: query.start ?? defaultWindowStart(end) };
}

export function checkRange(query: { start: string; end: string }, ctx: z.RefinementCtx): void {
  if (query.start > query.end) ctx.addIssue({ code: 'custom', path: ['start'], message: MONITORING_MESSAGES.range });
  else if ((Date.parse(query.end) - Date.parse(query.start)) / 86_400_000 >= MAX_RANGE_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['start'], message: MONITORING_MESSAGES.rangeTooLong });
  }
}

const Cloud = z.coerce.number({ message: MONITORING_MESSAGES.cloud }).min(0, MONITORING_MESSAGES.cloud).max(100, MONITORING_MESSAGES.cloud);

/**
 * GET /monitoring/series/ and /monitoring/series/csv/: `cloud` is the most cloud over the field (percent) a date may
 * have; `fill=radar` fills missing and cloudy optical dates with an estimate of the index from Sentinel-1 radar.
 */
export const SeriesQuery = z
  .object({
    field: FieldId,
    index: ScalarIndex,
    cloud: Cloud.optional().default(MONITORING_DEFAULTS.cloud),
    fill: z.enum(['radar'], { message: RADAR_MESSAGES.fill }).optional(),
    ...RangeFields,
  })
  .transform(settleRange)
  .superRefine(checkRange);
export type SeriesQuery = z.infer<typeof SeriesQuery>;

export const DatesQuery = z.object({ field: FieldId, ...RangeFields }).transform(settleRange).superRefine(checkRange);
export type DatesQuery = z.infer<typeof DatesQuery>;

export const PointQuery = z.object({
  field: FieldId,
  index: ScalarIndex,
  date: Day,
  lat: z.coerce.number({ message: MONITORING_MESSAGES.lat }).min(-90, MONITORING_MESSAGES.lat).max(90, MONITORING_MESSAGES.lat),
  lng: z.coerce.number({ message: MONITORING_MESSAGES.lng }).min(-180, MONITORING_MESSAGES.lng).max(180, MONITORING_MESSAGES.lng),
});
export type PointQuery = z.infer<typeof PointQuery>;

export const LegendQuery = z.object({ index: Layer, format: z.enum(['json', 'png']).optional().default('json') });
export type LegendQuery = z.infer<typeof LegendQuery>;

export const TileUrlQuery = z.object({ field: FieldId, index: Layer, date: Day });
export type TileUrlQuery = z.infer<typeof TileUrlQuery>;

const TileNumber = z.string().regex(/^\d{1,8}$/, MONITORING_MESSAGES.tile).transform(Number);

/** GET /tiles/{fieldId}/{index}/{date}/{z}/{x}/{y}: `y` may carry a `.png` suffix. */
export const TileParams = z.object({
  fieldId: FieldId,
  index: Layer,
  date: Day,
  z: TileNumber,
  x: TileNumber,
  y: z.string().regex(/^\d{1,8}(\.png)?$/, MONITORING_MESSAGES.tile).transform((text) => Number(text.replace(/\.png$/, ''))),
});
export type TileParams = z.infer<typeof TileParams>;

export const TileQuery = z.object({
  v: z.string().trim().min(1).max(64),
  /** The holder the link was made for. */
  u: z.string().trim().min(1).max(128),
  exp: z.string().regex(/^\d{1,12}$/).transform(Number),
  sig: z.string().trim().min(1).max(128),
});
export type TileQuery = z.infer<typeof TileQuery>;

const HistogramBin = z.object({ lowEdge: z.number(), highEdge: z.number(), mean: z.number().nullable(), count: z.number() });

export const SeriesEntry = z.object({
  date: z.string(),
  basicStats: z.object({ min: z.number(), max: z.number(), mean: z.number(), stDev: z.number() }),
  histogram: z.object({ bins: z.array(HistogramBin) }),
  percentiles: z.object({ p10: z.number(), p50: z.number(), p90: z.number() }),
  pixelCount: z.number(),
  validPixelCount: z.number(),
  validFraction: z.number(),
  fieldCloudPercent: z.number().nullable(),
  sceneCloudPercent: z.number().nullable(),
  lowConfidence: z.boolean(),
  sceneIds: z.array(z.string()),
  notes: z.array(z.string()),
  /**
   * Where the point comes from. A `radar-estimate` is the index estimated from the radar acquisition of that date
   * by the series' `fusion` fit: `basicStats.mean` and `percentiles.p50` are the estimate, `percentiles.p10`/`p90`
   * (and `basicStats.min`/`max`) the ends of its interval, `basicStats.stDev` the prediction's standard error,
   * `histogram.bins` is empty, the pixel counts are the radar's, and the cloud percentages are null.
   */
  source: z.enum(SERIES_SOURCES),
  /** The estimate's interval at FUSION.intervalConfidence; null for optical points. */
  interval: z.object({ low: z.number(), high: z.number() }).nullable(),
});
export type SeriesEntry = z.infer<typeof SeriesEntry>;

const DayFailure = z.object({ date: z.string(), code: z.string(), message: z.string() });

export const SeriesResponse = z.object({
  C0: z.array(SeriesEntry),
  field: z.object({ id: z.string(), name: z.string(), areaHa: z.number().nullable() }),
  index: z.enum(SCALAR_INDEX_IDS),
  start: z.string(),
  end: z.string(),
  cloud: z.number(),
  /** Dates whose imagery could not be read (not cached; asked again next time). */
  failures: z.array(DayFailure),
  /** Dates not computed within this request's time budget (the index worker fills them). */
  pending: z.array(z.string()),
  /** How radar filled the series (null without `fill=radar`). */
  fusion: z
    .object({
      /** `field`: fitted on this field's own pairs; `region`: on the team's fields on the same radar tile; `none`: no fit. */
      scope: z.enum(['field', 'region', 'none']),
      quality: z.enum(['good', 'fair', 'poor', 'insufficient']),
      /** Optical and radar dates paired for the fit (at most FUSION.pairWindowDays apart). */
      pairs: z.number(),
      r2: z.number().nullable(),
      /** Root-mean-square error of the fit, in the index's units. */
      rmse: z.number().nullable(),
      /** index ≈ intercept + slope × RVI (+ the orbit's offset). */
      slope: z.number().nullable(),
      intercept: z.number().nullable(),
      /** How orbits are compared: one offset per relative orbit in the fit, so ascending and descending passes agree. */
      orbits: z.array(z.object({ orbitState: z.enum(['ascending', 'descending']).nullable(), relativeOrbit: z.number().nullable(), offset: z.number(), pairs: z.number() })),
      /** Estimates added to C0. */
      estimates: z.number(),
      /** Why there is no estimate (poor or insufficient fit), in the farmer's words; null when the series is filled. */
      message: z.string().nullable(),
      attribution: z.string(),
    })
    .nullable(),
});
export type SeriesResponse = z.infer<typeof SeriesResponse>;

export const DatesResponse = z.object({
  field: z.string(),
  dates: z.array(
    z.object({
      date: z.string(),
      sceneIds: z.array(z.string()),
      sceneCloudPercent: z.number().nullable(),
      /** The specification's name for the scene's cloud cover. */
      cloudCoverPercentage: z.number().nullable(),
      fieldCloudPercent: z.number().nullable(),
      validFraction: z.number(),
      /** Clean (unclouded) 10 m pixels inside the field's edge that day; null before the day is computed. */
      validPixelCount: z.number().nullable(),
      /** Fewer than LOW_CONFIDENCE_PIXELS clean pixels: the number rests on a handful of pixels. */
      lowConfidence: z.boolean(),
      computed: z.boolean(),
    }),
  ),
  failures: z.array(DayFailure),
  pending: z.array(z.string()),
});
export type DatesResponse = z.infer<typeof DatesResponse>;

export const PointResponse = z.object({
  field: z.string(),
  index: z.enum(SCALAR_INDEX_IDS),
  date: z.string(),
  lon: z.number(),
  lat: z.number(),
  /** Three decimals; null with a reason when the point has no value that day. */
  value: z.number().nullable(),
  reason: z.enum(['ok', 'no-data', 'masked', 'undefined']),
  sceneId: z.string().nullable(),
  sclClass: z.number().nullable(),
});
export type PointResponse = z.infer<typeof PointResponse>;

export const LegendResponse = z.object({
  index: z.enum(MAP_LAYER_IDS),
  name: z.string(),
  unit: z.string(),
  kind: z.enum(['scalar', 'rgb']),
  min: z.number(),
  max: z.number(),
  stops: z.array(z.object({ value: z.number(), color: z.string() })),
});
export type LegendResponse = z.infer<typeof LegendResponse>;

export const TileUrlResponse = z.object({
  url: z.string(),
  tileSize: z.number(),
  minZoom: z.number(),
  maxZoom: z.number(),
  bounds: z.tuple([z.tuple([z.number(), z.number()]), z.tuple([z.number(), z.number()])]),
  expiresAt: z.string(),
});
export type TileUrlResponse = z.infer<typeof TileUrlResponse>;

/** One index's latest clear value of a field, as the planner and worker stored it (null: none yet). */
export const LatestIndexValue = z.object({
  value: z.number(),
  date: z.string(),
  min: z.number(),
  max: z.number(),
  stDev: z.number(),
  /** Change from the previous clear value; null when there is none yet. */
  valueChange: z.number().nullable(),
  previousDate: z.string().nullable(),
  validFraction: z.number(),
  fieldCloudPercent: z.number().nullable(),
  lowConfidence: z.boolean(),
});
export type LatestIndexValue = z.infer<typeof LatestIndexValue>;

/** GET /monitoring/ (spec 2 §7.1, shape not shown): the team's fields with their latest stored index values. */
export const MonitoringResponse = z.object({
  fields: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      group_name: z.string(),
      size: z.number(),
      centroid: z.tuple([z.number(), z.number()]),
      /** The newest scene date of any index. */
      latestDate: z.string().nullable(),
      indices: z.object(Object.fromEntries(SCALAR_INDEX_IDS.map((id) => [id, LatestIndexValue.nullable()])) as Record<(typeof SCALAR_INDEX_IDS)[number], z.ZodNullable<typeof LatestIndexValue>>),
    }),
  ),
  /** False when the team has more stored values than one read returns (never with a few hundred fields). */
  complete: z.boolean(),
});
export type MonitoringResponse = z.infer<typeof MonitoringResponse>;

export const FARM_VALUE_MESSAGES = {
  geometry: 'monitoring.geometryWkt',
  outside: 'monitoring.geometryOutside',
  time: 'monitoring.timeFormat',
  crs: 'monitoring.crsOnly',
} as const satisfies Record<string, ApiMessageId>;

const WKT_POLYGON = /^\s*POLYGON\s*\(\s*\((.+?)\)/i;

/** The outer ring of a WKT POLYGON as [longitude, latitude] pairs (CRS:84), or null when it is not one. */
export function parseWktRing(text: string): [number, number][] | null {
  const match = WKT_POLYGON.exec(text);
  if (!match?.[1]) return null;
  const ring = match[1].split(',').map((pair) => pair.trim().split(/\s+/).map(Number));
  if (ring.length < 4 || ring.some((pair) => pair.length !== 2 || pair.some((n) => !Number.isFinite(n)))) return null;
  if (ring.some(([lon = 0, lat = 0]) => Math.abs(lon) > 180 || Math.abs(lat) > 90)) return null;
  return ring as [number, number][];
}

/** GET /farm/value (spec 2 §7.5): LAYER, TIME (a day or start/end), MAXCC, GEOMETRY (WKT), CRS CRS:84; WIDTH/HEIGHT accepted. */
export const FarmValueQuery = z
  .object({
    LAYER: ScalarIndex,
    TIME: z.string({ message: FARM_VALUE_MESSAGES.time }).trim().max(64),
    MAXCC: Cloud.optional().default(MONITORING_DEFAULTS.cloud),
    GEOMETRY: z.string({ message: FARM_VALUE_MESSAGES.geometry }).max(200_000).transform((text, ctx) => {
      const ring = parseWktRing(text);
      if (!ring) {
        ctx.addIssue({ code: 'custom', message: FARM_VALUE_MESSAGES.geometry });
        return z.NEVER;
      }
      return ring;
    }),
    CRS: z.literal('CRS:84', { message: FARM_VALUE_MESSAGES.crs }).optional().default('CRS:84'),
    WIDTH: z.coerce.number().int().min(1).max(2500).optional(),
    HEIGHT: z.coerce.number().int().min(1).max(2500).optional(),
  })
  .transform((query, ctx) => {
    const [from = '', to = from] = query.TIME.split('/').map((part) => part.trim().slice(0, 10));
    const days = [from, to];
    if (!days.every((day) => Day.safeParse(day).success)) {
      ctx.addIssue({ code: 'custom', path: ['TIME'], message: FARM_VALUE_MESSAGES.time });
      return z.NEVER;
    }
    return { ...query, start: from, end: to };
  })
  .superRefine(checkRange);
export type FarmValueQuery = z.infer<typeof FarmValueQuery>;

/** The index statistics of the geometry in the FIS shape (`C0: [{date, basicStats}]`) with the field it lies in. */
export const FarmValueResponse = SeriesResponse.extend({
  /** Whether the geometry is the field's own outline (statistics as stored) or a part of it (computed now). */
  geometry: z.enum(['field', 'part']),
});
export type FarmValueResponse = z.infer<typeof FarmValueResponse>;
