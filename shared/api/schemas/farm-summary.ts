import * as z from 'zod';
import { SCOUTING_CATEGORIES, SCOUTING_SEVERITIES } from '../../domain/scouting';
import { SCALAR_INDEX_IDS } from '../../domain/indices';
import { FIELD_STAGES, SEASON_CONFIDENCES, SEASON_EVENT_KINDS } from '../../domain/season';
import { FARM_SUMMARY_MESSAGES, REPORT_MAX_DAYS, reportDays, SUMMARY_MAX_FIELDS, SUMMARY_PARTS, summaryDateError } from '../../domain/farm-summary';
import { Activity } from './activities';
import { Field } from './fields';
import { WeatherDay } from './weather';

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const Index = z.preprocess(upper, z.enum(SCALAR_INDEX_IDS, { message: FARM_SUMMARY_MESSAGES.indexRequired }));
const DayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, FARM_SUMMARY_MESSAGES.dateRangeRequired);

/** The list's Date: a real day, from the first satellite scene to today (checked when the request is read). */
const SummaryDate = z
  .string()
  .trim()
  .superRefine((day, context) => {
    const message = summaryDateError(day);
    if (message) context.addIssue({ code: 'custom', message });
  });

/**
 * GET /field/summary/: the farm summary list for one index (spec 2 §2.6), NDMI by default. `date` (the Date
 * filter) asks for each field's value as it stood that day: its last clear scene on or before it; without it,
 * the latest.
 */
export const FarmSummaryQuery = z.object({
  team: z.string().min(1).optional(),
  index: Index.default('NDMI'),
  date: z.preprocess((value) => (value === '' ? undefined : value), SummaryDate.optional()),
  /** Only the fields at this stage (detected by the scheduled precompute). */
  stage: z.preprocess((value) => (value === '' ? undefined : value), z.enum(FIELD_STAGES, { message: FARM_SUMMARY_MESSAGES.stageInvalid }).optional()),
});
export type FarmSummaryQuery = z.infer<typeof FarmSummaryQuery>;

/** Spec 2 §3 Index result: `indexValue {value, dateCaptured}` and `valueChange`. */
export const IndexResult = z.object({
  indexValue: z.object({ value: z.number(), dateCaptured: z.string() }).nullable(),
  /** Change from the previous usable scene; null when there is none yet. */
  valueChange: z.number().nullable(),
  previousDate: z.string().nullable(),
  lowConfidence: z.boolean(),
});
export type IndexResult = z.infer<typeof IndexResult>;

export const FarmSummaryRow = z.object({
  field: Field,
  index: z.enum(SCALAR_INDEX_IDS),
  result: IndexResult,
  /** No stored value yet for this field and index: the screen asks the value call for it. */
  pending: z.boolean(),
  last_crop: z.string().nullable(),
  last_sowing_date: z.string().nullable(),
  /** The field's current stage as last detected (season intelligence); null before its first detection. */
  stage: z.enum(FIELD_STAGES).nullable(),
});
export type FarmSummaryRow = z.infer<typeof FarmSummaryRow>;

/** The parts of a summary left out for the caller (their role lacks the part's permission, or the team is paused). */
export const WithheldParts = z.array(z.enum(SUMMARY_PARTS));

export const FarmSummaryList = z.object({
  index: z.enum(SCALAR_INDEX_IDS),
  rows: z.array(FarmSummaryRow),
  /** `index_values` when the rows carry no value (and none is pending) for this caller. */
  withheld: WithheldParts,
});
export type FarmSummaryList = z.infer<typeof FarmSummaryList>;

/** GET /field/summary/fields/{ids}/: comma-separated field ids (spec 2 §2.8). */
export const SelectedFieldsParams = z.object({
  ids: z
    .string()
    .max(2000)
    .transform((text) => [...new Set(text.split(',').map((id) => id.trim()).filter(Boolean))])
    .refine((ids) => ids.length > 0, FARM_SUMMARY_MESSAGES.fieldIdsRequired)
    .refine((ids) => ids.length <= SUMMARY_MAX_FIELDS, `At most ${SUMMARY_MAX_FIELDS} fields.`),
});

/** Spec 2 §3 Field summary response: field, activity (list), weather (list; today's forecast first). */
export const FieldSummary = z.object({
  field: Field,
  activity: z.array(Activity),
  weather: z.array(WeatherDay),
  /** Why the weather is empty, when it is. */
  weather_error: z.string().nullable(),
  /** `tasks`, `weather`: parts left out (empty) for this caller. */
  withheld: WithheldParts,
});
export type FieldSummary = z.infer<typeof FieldSummary>;
export const SelectedFieldsSummary = z.array(FieldSummary);

/** GET /field/report/ (spec 2 §7.1): `format=pdf` answers the same report as a PDF file. */
export const FieldReportQuery = z
  .object({
    team: z.string().min(1).optional(),
    field_id: z.string({ message: FARM_SUMMARY_MESSAGES.fieldIdRequired }).trim().min(1, FARM_SUMMARY_MESSAGES.fieldIdRequired).max(80),
    start_date: DayText,
    end_date: DayText,
    index: Index.default('NDVI'),
    format: z.enum(['json', 'pdf']).default('json'),
  })
  .refine((query) => query.start_date <= query.end_date, { message: FARM_SUMMARY_MESSAGES.dateRangeRequired, path: ['start_date'] })
  .refine((query) => reportDays(query.start_date, query.end_date) <= REPORT_MAX_DAYS, {
    message: FARM_SUMMARY_MESSAGES.reportPeriodTooLong,
    path: ['end_date'],
  });
export type FieldReportQuery = z.infer<typeof FieldReportQuery>;

export const ReportScene = z.object({
  date: z.string(),
  ndvi: z.number().nullable(),
  ndmi: z.number().nullable(),
  index: z.number().nullable(),
  /** Share of the field seen clear (0-1). */
  valid_fraction: z.number(),
});

export const ReportCause = z.object({
  cause: z.string(),
  /** The numbers that triggered the rule: no cause is given without them. */
  evidence: z.string(),
});

export const ReportTableRow = z.object({
  anchor: z.string().nullable(),
  variety: z.string().nullable(),
  farm_index_number: z.number().nullable(),
  planting_season: z.number().nullable(),
  lga: z.string().nullable(),
  starting_date: z.string(),
  state: z.string().nullable(),
  ending_date: z.string(),
  area: z.number(),
  average: z.number().nullable(),
  crop: z.string().nullable(),
  percentage_performance: z.number().nullable(),
});

/** A detected season event of the report's period, worded as the report prints it. */
export const ReportSeasonEvent = z.object({
  kind: z.enum(SEASON_EVENT_KINDS),
  date: z.string(),
  confidence: z.enum(SEASON_CONFIDENCES),
  /** The season of its year (1 or 2). */
  season: z.number().int().min(1),
  /** The planned sowing or harvest date it is compared with (crop planning); null for the other events or unplanned. */
  planned_date: z.string().nullable(),
  /** Detected minus planned, in days (positive: later than planned). */
  plan_difference_days: z.number().int().nullable(),
  /** "Sown about 12 June (high confidence), 9 days after the planned date" */
  sentence: z.string(),
});
export type ReportSeasonEvent = z.infer<typeof ReportSeasonEvent>;

/** The report's season part: the detected events of the period, and what is said of a year without any. */
export const ReportSeason = z.object({
  /** The years whose detection the part reads (those of the period). */
  years: z.array(z.number().int()),
  events: z.array(ReportSeasonEvent),
  /** "No crop season detected in 2025.", or that detection has not run yet: printed after the events. */
  messages: z.array(z.string()),
});
export type ReportSeason = z.infer<typeof ReportSeason>;

export const ReportScoutingNote = z.object({
  id: z.string(),
  category: z.enum(SCOUTING_CATEGORIES),
  severity: z.enum(SCOUTING_SEVERITIES),
  observed_at: z.string(),
  text: z.string(),
  task: z.boolean(),
});
export type ReportScoutingNote = z.infer<typeof ReportScoutingNote>;

export const FieldReport = z.object({
  field: Field,
  index: z.enum(SCALAR_INDEX_IDS),
  start_date: z.string(),
  end_date: z.string(),
  /** The period's mean of the chosen index over its clear scenes. */
  farm_index_number: z.number().nullable(),
  ndvi_average: z.number().nullable(),
  performance: z.object({
    /** The period's mean NDVI against the same period's mean over previous years (100 = as usual). */
    percentage: z.number().nullable(),
    period_mean: z.number().nullable(),
    baseline_mean: z.number().nullable(),
    years: z.array(z.number()),
  }),
  rainfall: z.object({ period_mm: z.number().nullable(), normal_mm: z.number().nullable(), years: z.array(z.number()) }),
  scenes: z.array(ReportScene),
  causes: z.array(ReportCause),
  table: z.array(ReportTableRow),
  /** How each number is made, as printed on the report. */
  method: z.array(z.string()),
  /** Scene days (of the period or its previous years) not computed within the request's time: the figures use the others. */
  pending_days: z.number().int().min(0),
  /**
   * Day ranges (the period, or the same period of a previous year) whose scenes could not be looked up because the
   * imagery search failed: their stored values are used as they are. Empty when every range was refreshed.
   */
  unrefreshed: z.array(z.object({ from: z.string(), to: z.string() })),
  /**
   * The period's clear-view ledger (GET /monitoring/clear-views/) in one sentence, "17 usable views between June and
   * September; longest gap 9 days", with its numbers; null when the acquisitions could not be looked up.
   */
  clear_views: z
    .object({ sentence: z.string(), usable_views: z.number(), longest_gap_days: z.number().nullable(), radar: z.boolean() })
    .nullable()
    .optional(),
  /** The crop season detected in the period (season intelligence); null when the detection could not be read. */
  season: ReportSeason.nullable().optional(),
  /** The field's scouting notes observed in the period, newest first, and whether each became a task. */
  scouting_notes: z.array(ReportScoutingNote).optional(),
});
export type FieldReport = z.infer<typeof FieldReport>;
