/**
 * Where monitoring starts when nothing is chosen: the dashboard's controls and the monitoring API read the same
 * window and cloud limit, under the API's names (start, end, cloud).
 */
export const MONITORING_DEFAULTS = {
  /** "3 back-dated units" (spec 2 §5): the window is the last 3 months up to the end date. */
  windowMonths: 3,
  /** The most cloud over the field (percent) a date may have (design research: 80 %). */
  cloud: 80,
} as const;

/**
 * Fewer clean (unclouded) 10 m pixels than this inside a field's edge (about 0.1 ha) make its number
 * low-confidence: a smallholder plot of 0.5 ha has about 50, so a farmer must see when a value rests on a handful.
 */
export const LOW_CONFIDENCE_PIXELS = 10;

/** Spec 2 §9: the cloud cover limit (percent): above it the index layer and point values are not shown. */
export const CLOUD_LIMIT = 80;

/** Spec 2 §2.3, §9: the split view's right map starts at this cloud cover. */
export const SPLIT_RIGHT_CLOUD = 20;

/** Years back the analysis chart compares (spec 2 §5: capped at 5). */
export const MAX_YEARS_BACK = 5;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The default start of a window ending on `end` (YYYY-MM-DD): the same day `windowMonths` earlier, or that month's
 * last day when it is shorter (31 May -> 28/29 February), as calendar arithmetic in the browser does it.
 */
export function defaultWindowStart(end: string, months: number = MONITORING_DEFAULTS.windowMonths): string {
  const [year = 1970, month = 1, day = 1] = end.split('-').map(Number);
  const total = year * 12 + (month - 1) - months;
  const startYear = Math.floor(total / 12);
  const startMonth = total - startYear * 12;
  const lastDay = new Date(Date.UTC(startYear, startMonth + 1, 0)).getUTCDate();
  return `${startYear}-${pad(startMonth + 1)}-${pad(Math.min(day, lastDay))}`;
}
