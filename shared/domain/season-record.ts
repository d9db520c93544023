import { messageRef } from '../i18n/message-ref';

/**
 * A crop season's record: the harvested yield (kg, or bags of a stated weight), its revenue in naira, and the costs
 * of the field's tasks within the season, per hectare. Isomorphic: the web checks the form as the server does.
 */

export const YIELD_UNITS = ['kg', 'bag'] as const;
export type YieldUnit = (typeof YIELD_UNITS)[number];

export const SEASON_RECORD_LIMITS = {
  maxYieldAmount: 100_000_000,
  maxBagKg: 1000,
  /** Naira; a ceiling keeps typos (an extra few zeros) out, as for task costs. */
  maxRevenue: 1_000_000_000_000,
  /** Tasks this many days before the planned sowing (land preparation, inputs bought) count for the season. */
  taskLeadDays: 30,
  /** ... and this many days after the planned harvest (threshing, transport, sale). */
  taskTailDays: 30,
  lastYear: 2040,
  /** The season comparison's index curve reaches this many days before the planned sowing and after the planned harvest. */
  curveMarginDays: 30,
  /** Fields one season comparison holds (its PDF stays a few pages per field). */
  maxComparisonFields: 50,
} as const;

export const SEASON_RECORD_MESSAGES = {
  yieldInvalid: 'crop-plan.record.yieldInvalid',
  unitInvalid: 'crop-plan.record.unitInvalid',
  bagWeightRequired: 'crop-plan.record.bagWeightRequired',
  revenueInvalid: 'crop-plan.record.revenueInvalid',
  yearsInvalid: 'crop-plan.record.yearsInvalid',
  saved: 'crop-plan.record.saved',
  saveFailed: 'crop-plan.record.saveFailed',
  noSeasons: 'crop-plan.record.noSeasons',
  tooManyFields: messageRef('crop-plan.record.tooManyFields', { max: SEASON_RECORD_LIMITS.maxComparisonFields }),
  comparisonCapped: (shown: number, planned: number) => messageRef('crop-plan.record.comparisonCapped', { shown, planned }),
} as const;

/** The yield in kg: bags times their weight. */
export const yieldKg = (amount: number, unit: YieldUnit, bagKg: number | null): number | null =>
  unit === 'kg' ? amount : bagKg === null ? null : amount * bagKg;
