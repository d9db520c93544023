/**
 * Season intelligence: the crop season events detected per field and year from the cloud-proof index series, the
 * field's current stage, and how they compare with the crop plan. Isomorphic: the web words them as the API does.
 */

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

export const SEASON_EVENT_LABELS: Readonly<Record<SeasonEventKind, string>> = {
  sowing: 'Sown',
  emergence: 'Emerged',
  peak: 'Peak',
  senescence: 'Senescence',
  harvest: 'Harvested',
};

export const FIELD_STAGE_LABELS: Readonly<Record<FieldStage, string>> = {
  sown: 'Sown',
  emerging: 'Emerging',
  peak: 'Peak',
  senescing: 'Senescing',
  harvested: 'Harvested',
  fallow: 'Fallow',
};

export const LAND_USE_LABELS: Readonly<Record<LandUse, string>> = {
  crop: 'One crop season',
  'double-crop': 'Two crop seasons',
  fallow: 'Fallow (no crop season)',
  bare: 'Bare ground',
  unknown: 'Not enough views to tell',
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "12 June" of a YYYY-MM-DD day. */
export const dayAndMonth = (day: string) => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1] ?? ''}`;

/** Whole days from one YYYY-MM-DD day to another, negative when the second is earlier (the weather's day arithmetic). */
export { daysBetween };

/** "9 days after the planned date", "3 days before the planned date", "on the planned date". */
export function planDifferenceText(days: number): string {
  if (days === 0) return 'on the planned date';
  const count = Math.abs(days);
  return `${count} ${count === 1 ? 'day' : 'days'} ${days > 0 ? 'after' : 'before'} the planned date`;
}

export const SEASON_MESSAGES = {
  noSeason: (year: number) => `No crop season detected in ${year}.`,
  bare: (year: number) => `The field stayed bare in ${year}: no crop season detected.`,
  unknown: (year: number) => `Too few usable views in ${year} to detect a crop season.`,
  notYet: 'Detection has not run for this field yet.',
  yearOutOfRange: (first: number, last: number) => `Choose a year from ${first} to ${last}.`,
  /** "Sown about 12 June (high confidence), 9 days after the planned date" */
  event: (kind: SeasonEventKind, day: string, confidence: SeasonConfidence, planDifference: number | null) =>
    `${SEASON_EVENT_LABELS[kind]} about ${dayAndMonth(day)} (${confidence} confidence)${planDifference === null ? '' : `, ${planDifferenceText(planDifference)}`}`,
  flagDisagrees: (days: number) => `The detected season is ${days} days away from the plan.`,
  flagNotDetected: (crop: string) => `${crop} was planned, but no season has been detected ${PLAN_CHECK.missingAfterDays} days after its planned sowing.`,
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
