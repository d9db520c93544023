/**
 * Season intelligence: the crop season events detected per field and year from the cloud-proof index series, the
 * field's current stage, and how they compare with the crop plan. Isomorphic: the web words them as the API does.
 */

import type { ApiMessageId } from '../i18n/english';
import { messageRef } from '../i18n/message-ref';
import { daysBetween } from './weather';

/** Events of one detected season, in the order they happen. */
export const SEASON_EVENT_KINDS = ['sowing', 'emergence', 'peak', 'senescence', 'harvest'] as const;
export type SeasonEventKind = (typeof SEASON_EVENT_KINDS)[number];

export const SEASON_CONFIDENCES = ['high', 'medium', 'low'] as const;
export type SeasonConfidence = (typeof SEASON_CONFIDENCES)[number];

/**
 * What a field's year shows: one crop season, two (double-cropped), none on ground that greens with the rains
 * (fallow: weeds and grass, no crop's amplitude), none on ground that stays bare, or too few points to tell.
 */
export const LAND_USES = ['crop', 'double-crop', 'fallow', 'bare', 'unknown'] as const;
export type LandUse = (typeof LAND_USES)[number];

/** A field's stage on a day, from its detected events (the farm summary's column and filter). */
export const FIELD_STAGES = ['sown', 'emerging', 'peak', 'senescing', 'harvested', 'fallow'] as const;
export type FieldStage = (typeof FIELD_STAGES)[number];

/** The index the seasons are detected on. */
export const SEASON_INDEX = 'NDVI' as const;

/** A season that starts in one year may end in the next: the series read for a year reaches this far either side. */
export const SEASON_MARGIN_DAYS = 60;

/** After its harvest a field reads "harvested" this many days, then "fallow" until its next sowing. */
export const HARVESTED_STAGE_DAYS = 45;

/** Planned against detected (the Year plan's flags). */
export const PLAN_CHECK = {
  /** A detected sowing or harvest further than this from the planned one is flagged. */
  disagreeDays: 21,
  /** A planned crop with no season detected this many days after its planned sowing is flagged. */
  missingAfterDays: 45,
} as const;

/** The accuracy the demo must show (bench and test): sowing and harvest within `days` for `share` of field-seasons. */
export const DETECTION_ACCURACY = { days: 10, share: 0.7 } as const;

export const PLAN_FLAGS = ['disagrees', 'not-detected'] as const;

/** The labels below are catalogue keys (api/crop-plan): the web shows them with formatText, the API with translate. */
export const SEASON_EVENT_LABELS = {
  sowing: 'crop-plan.event.sowing',
  emergence: 'crop-plan.event.emergence',
  peak: 'crop-plan.event.peak',
  senescence: 'crop-plan.event.senescence',
  harvest: 'crop-plan.event.harvest',
} as const satisfies Readonly<Record<SeasonEventKind, ApiMessageId>>;

export const FIELD_STAGE_LABELS = {
  sown: 'crop-plan.stage.sown',
  emerging: 'crop-plan.stage.emerging',
  peak: 'crop-plan.stage.peak',
  senescing: 'crop-plan.stage.senescing',
  harvested: 'crop-plan.stage.harvested',
  fallow: 'crop-plan.stage.fallow',
} as const satisfies Readonly<Record<FieldStage, ApiMessageId>>;

export const LAND_USE_LABELS = {
  crop: 'crop-plan.landUse.crop',
  'double-crop': 'crop-plan.landUse.doubleCrop',
  fallow: 'crop-plan.landUse.fallow',
  bare: 'crop-plan.landUse.bare',
  unknown: 'crop-plan.landUse.unknown',
} as const satisfies Readonly<Record<LandUse, ApiMessageId>>;

/** "12 June" of a YYYY-MM-DD day, as a messageRef (the month's name follows the reader's language). */
export const dayAndMonth = (day: string) => messageRef('crop-plan.dayAndMonth', dayAndMonthValues(day));

/** The values of a day-and-month in a message: `{day} {month, select, m1 {January} ...}`. */
export const dayAndMonthValues = (day: string) => ({ day: Number(day.slice(8, 10)), month: `m${Number(day.slice(5, 7))}` });

/** Whole days from one YYYY-MM-DD day to another, negative when the second is earlier (the weather's day arithmetic). */
export { daysBetween };

/** The values of a difference from the planned date: `{plan, select, on {...} after {...} before {...} other {}}` with `{days}`. */
const planDifferenceValues = (days: number | null) => ({
  plan: days === null ? 'none' : days === 0 ? 'on' : days > 0 ? 'after' : 'before',
  days: days === null ? 0 : Math.abs(days),
});

/**
 * The season's sentences as messageRefs (api/crop-plan keys and their values): the API answers them, the web shows
 * them with formatText and the PDFs with translateText, each in its reader's language. Years are passed as text so
 * no language groups their digits.
 */
export const SEASON_MESSAGES = {
  noSeason: (year: number) => messageRef('crop-plan.season.noSeason', { year: String(year) }),
  bare: (year: number) => messageRef('crop-plan.season.bare', { year: String(year) }),
  unknown: (year: number) => messageRef('crop-plan.season.unknown', { year: String(year) }),
  notYet: 'crop-plan.season.notYet' satisfies ApiMessageId,
  fieldRequired: 'crop-plan.season.fieldRequired' satisfies ApiMessageId,
  yearOutOfRange: (first: number, last: number) => messageRef('crop-plan.season.yearOutOfRange', { first: String(first), last: String(last) }),
  /** "Sown about 12 June (high confidence), 9 days after the planned date" */
  event: (kind: SeasonEventKind, day: string, confidence: SeasonConfidence, planDifference: number | null) =>
    messageRef('crop-plan.season.event', { kind, ...dayAndMonthValues(day), confidence, ...planDifferenceValues(planDifference) }),
  flagDisagrees: (days: number) => messageRef('crop-plan.season.flagDisagrees', { days }),
  flagNotDetected: (crop: string) => messageRef('crop-plan.season.flagNotDetected', { crop, days: PLAN_CHECK.missingAfterDays }),
} as const;

interface DatedEvent {
  kind: SeasonEventKind;
  date: string;
}

/**
 * The stage of a field on `day` from its detected events (any seasons, any order): the last event on or before the
 * day decides; a harvest older than HARVESTED_STAGE_DAYS, or no event at all, is fallow.
 */
export function fieldStageOn(events: readonly DatedEvent[], day: string): FieldStage {
  const past = events.filter((event) => event.date <= day).sort((a, b) => a.date.localeCompare(b.date));
  const last = past.at(-1);
  if (!last) return 'fallow';
  switch (last.kind) {
    case 'sowing':
      return 'sown';
    case 'emergence':
      return 'emerging';
    case 'peak':
      return 'peak';
    case 'senescence':
      return 'senescing';
    case 'harvest':
      return daysBetween(last.date, day) <= HARVESTED_STAGE_DAYS ? 'harvested' : 'fallow';
  }
}
