import * as z from 'zod';
import { ACTIVITY_TYPES } from '../../domain/activities';
import { FIELD_STAGES, LAND_USES, PLAN_FLAGS, SEASON_CONFIDENCES, SEASON_EVENT_KINDS, SEASON_INDEX, SEASON_MESSAGES } from '../../domain/season';
import { SEASON_RECORD_LIMITS, SEASON_RECORD_MESSAGES, YIELD_UNITS } from '../../domain/season-record';

/** Years with Sentinel-2 L2A imagery, up to the current one. */
export const FIRST_SEASON_YEAR = 2017;

const currentYear = () => new Date().getUTCFullYear();

export const DetectionYear = z.coerce
  .number({ message: SEASON_MESSAGES.yearOutOfRange(FIRST_SEASON_YEAR, currentYear()) })
  .int()
  .superRefine((year, context) => {
    if (year < FIRST_SEASON_YEAR || year > currentYear()) context.addIssue({ code: 'custom', message: SEASON_MESSAGES.yearOutOfRange(FIRST_SEASON_YEAR, currentYear()) });
  });

/** GET /monitoring/season/?field=&year= */
export const SeasonQuery = z.object({
  team: z.string().min(1).optional(),
  field: z.string({ message: SEASON_MESSAGES.fieldRequired }).trim().min(1, SEASON_MESSAGES.fieldRequired).max(80),
  year: DetectionYear,
});
export type SeasonQuery = z.infer<typeof SeasonQuery>;

/** A point of the series an event was placed on: an optical view, a radar estimate of the index, or raw radar (VH dB). */
export const SeasonEvidencePoint = z.object({
  date: z.string(),
  value: z.number(),
  source: z.enum(['optical', 'radar-estimate', 'radar-vh']),
});
export type SeasonEvidencePoint = z.infer<typeof SeasonEvidencePoint>;

export const SeasonEvidence = z.object({
  /** The rule that placed the event, in words ("smoothed NDVI rose through 20 % of the season's amplitude"). */
  rule: z.string(),
  /** The points around the event the rule read (a handful, in date order). */
  points: z.array(SeasonEvidencePoint),
});
export type SeasonEvidence = z.infer<typeof SeasonEvidence>;

export const SeasonEvent = z.object({
  kind: z.enum(SEASON_EVENT_KINDS),
  date: z.string(),
  confidence: z.enum(SEASON_CONFIDENCES),
  /** 1 or 2: the season of the year the event belongs to (southern Nigeria has two rainy seasons). */
  season: z.number().int().min(1),
  evidence: SeasonEvidence,
});
export type SeasonEvent = z.infer<typeof SeasonEvent>;

export const DetectedSeason = z.object({
  season: z.number().int().min(1),
  /** Sowing and harvest dates (null when the series does not reach them, e.g. a crop still standing). */
  start: z.string().nullable(),
  end: z.string().nullable(),
  /** The smoothed index at the peak and its rise above the season's base. */
  peakValue: z.number(),
  amplitude: z.number(),
  confidence: z.enum(SEASON_CONFIDENCES),
});
export type DetectedSeason = z.infer<typeof DetectedSeason>;

/** A crop season the team planned for the field and year (crop planning), against the detected ones. */
export const PlannedAgainstDetected = z.object({
  id: z.string(),
  crop: z.string(),
  sowing_date: z.string(),
  harvest_date: z.string(),
  /** The detected season matched to it (nearest sowing), or null. */
  detectedSeason: z.number().int().nullable(),
  detectedSowing: z.string().nullable(),
  detectedHarvest: z.string().nullable(),
  /** Detected minus planned, in days (positive: later than planned). */
  sowingDifferenceDays: z.number().int().nullable(),
  harvestDifferenceDays: z.number().int().nullable(),
  flag: z.enum(PLAN_FLAGS).nullable(),
  /** The flag in words, or null. */
  message: z.string().nullable(),
});
export type PlannedAgainstDetected = z.infer<typeof PlannedAgainstDetected>;

export const SeasonResponse = z.object({
  field: z.object({ id: z.string(), name: z.string() }),
  year: z.number().int(),
  index: z.literal(SEASON_INDEX),
  landUse: z.enum(LAND_USES),
  /** Why there is no season ("No crop season detected in 2025."), else null. */
  message: z.string().nullable(),
  events: z.array(SeasonEvent),
  seasons: z.array(DetectedSeason),
  planned: z.array(PlannedAgainstDetected),
  /** The field's stage today (for the current year) or at the year's end. */
  stage: z.enum(FIELD_STAGES).nullable(),
  /** When the detection ran (the scheduled precompute, or this request). */
  detectedAt: z.string(),
  /** Days of the year's series not computed yet: the detection may change once they are. */
  pending: z.array(z.string()),
});
export type SeasonResponse = z.infer<typeof SeasonResponse>;

// ---- Season record: yield, costs from the field's tasks, revenue, margin per hectare ----

const money = z.coerce
  .number({ message: SEASON_RECORD_MESSAGES.revenueInvalid })
  .min(0, SEASON_RECORD_MESSAGES.revenueInvalid)
  .max(SEASON_RECORD_LIMITS.maxRevenue, SEASON_RECORD_MESSAGES.revenueInvalid);

/** PUT /field/season/{id}/record/: what the season gave. A yield in bags states the bag's weight. */
export const SeasonRecordBody = z
  .object({
    yield_amount: z.coerce
      .number({ message: SEASON_RECORD_MESSAGES.yieldInvalid })
      .min(0, SEASON_RECORD_MESSAGES.yieldInvalid)
      .max(SEASON_RECORD_LIMITS.maxYieldAmount, SEASON_RECORD_MESSAGES.yieldInvalid),
    yield_unit: z.enum(YIELD_UNITS, { message: SEASON_RECORD_MESSAGES.unitInvalid }),
    bag_kg: z.coerce
      .number({ message: SEASON_RECORD_MESSAGES.bagWeightRequired })
      .gt(0, SEASON_RECORD_MESSAGES.bagWeightRequired)
      .max(SEASON_RECORD_LIMITS.maxBagKg, SEASON_RECORD_MESSAGES.bagWeightRequired)
      .nullable()
      .optional(),
    revenue: money.nullable().optional(),
  })
  .refine((body) => body.yield_unit !== 'bag' || (body.bag_kg !== null && body.bag_kg !== undefined), {
    message: SEASON_RECORD_MESSAGES.bagWeightRequired,
    path: ['bag_kg'],
  });
export type SeasonRecordBody = z.infer<typeof SeasonRecordBody>;

/** A season's record as stored and answered, with what follows from it and the field's tasks. */
export const SeasonRecord = z.object({
  season: z.string(),
  yield_amount: z.number().nullable(),
  yield_unit: z.enum(YIELD_UNITS).nullable(),
  bag_kg: z.number().nullable(),
  /** The yield in kg (bags times their weight). */
  yield_kg: z.number().nullable(),
  revenue: z.number().nullable(),
  /** The field's tasks within the season (sowing minus the lead days to harvest plus the tail days), actual costs. */
  costs: z.number(),
  task_count: z.number().int(),
  /** The season's inputs and work: its tasks by type (planting's seed, fertilising, spraying...), with their actual costs. */
  costs_by_type: z.array(z.object({ type: z.enum(ACTIVITY_TYPES), tasks: z.number().int(), costs: z.number() })),
  area_ha: z.number(),
  yield_kg_per_ha: z.number().nullable(),
  cost_per_ha: z.number(),
  revenue_per_ha: z.number().nullable(),
  margin_per_ha: z.number().nullable(),
  updated_at: z.string().nullable(),
});
export type SeasonRecord = z.infer<typeof SeasonRecord>;

export const SeasonRecordParams = z.object({ id: z.string().min(1).max(80) });

/** GET /field/season/compare/ (and /csv/, /pdf/): seasons of the chosen fields and years side by side. */
export const SeasonComparisonQuery = z.object({
  team: z.string().min(1).optional(),
  /** Comma-separated field ids; all the team's fields when absent. */
  fields: z
    .string()
    .trim()
    .max(4000)
    .optional()
    .transform((value) => (value ? [...new Set(value.split(',').map((id) => id.trim()).filter(Boolean))] : [])),
  /** Comma-separated season years; every planned year when absent. */
  years: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value, context) => {
      if (!value) return [];
      const years = [...new Set(value.split(',').map((year) => Number(year.trim())))];
      if (years.some((year) => !Number.isInteger(year) || year < FIRST_SEASON_YEAR || year > SEASON_RECORD_LIMITS.lastYear)) {
        context.addIssue({ code: 'custom', message: SEASON_RECORD_MESSAGES.yearsInvalid });
        return z.NEVER;
      }
      return years.sort((a, b) => a - b);
    }),
});
export type SeasonComparisonQuery = z.infer<typeof SeasonComparisonQuery>;

export const SeasonComparisonRow = z.object({
  field: z.object({ id: z.string(), name: z.string(), area_ha: z.number() }),
  season_id: z.string(),
  year: z.number().int(),
  crop: z.string(),
  planned_sowing: z.string(),
  planned_harvest: z.string(),
  detected_sowing: z.string().nullable(),
  detected_harvest: z.string().nullable(),
  /** Null dates with `detection_pending`: the field's days of that year are not all computed yet, so nothing can be said. */
  detection_pending: z.boolean(),
  record: SeasonRecord,
  /** The season's NDVI curve (sowing to harvest, with the margin either side): date and value of each point. */
  curve: z.array(z.object({ date: z.string(), value: z.number() })),
});
export type SeasonComparisonRow = z.infer<typeof SeasonComparisonRow>;

export const SeasonComparison = z.object({
  rows: z.array(SeasonComparisonRow),
  /** Why rows are missing (no season planned, or more fields than one comparison holds), else absent or null. */
  message: z.string().nullable().optional(),
});
export type SeasonComparison = z.infer<typeof SeasonComparison>;
