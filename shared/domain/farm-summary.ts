import type { ApiMessageId } from '../i18n/english';
import { messageRef } from '../i18n/message-ref';
import type { Permission } from './permissions';
/** Texts and constants of the farm summary, field info and field report screens (spec 2 §2.6-2.8, §5, §8, §9). */
/**
 * A text that may be a catalogue key or messageRef, in the reader's language: the server's
 * `(text) => translateText(language, text)`, the web's `(text) => formatText(intl, text)`.
 */
export type TextFormat = (text: string) => string;

export const FARM_SUMMARY_MESSAGES = {
  downloadFile: 'farm-summary.downloadFile',
  print: 'farm-summary.print',
  downloadFailed: 'farm-summary.downloadFailed',
  listFailedPage: 'farm-summary.listFailedPage',
  listFailedToast: 'farm-summary.listFailedToast',
  noValue: 'farm-summary.noValue',
  indexRequired: 'farm-summary.indexRequired',
  computing: 'farm-summary.computing',
  dateRangeRequired: 'farm-summary.dateRangeRequired',
  reportFailed: 'farm-summary.reportFailed',
  noCrop: 'farm-summary.noCrop',
  noTasks: 'farm-summary.noTasks',
  summaryFailedTitle: 'farm-summary.summaryFailedTitle',
  summaryFailed: 'farm-summary.summaryFailed',
  previewTitle: 'farm-summary.previewTitle',
  fieldIdsRequired: 'farm-summary.fieldIdsRequired',
  /** The list's Date filter (spec 2 §2.6 names it without messages; these follow §2.5's "not after today"). */
  dateInvalid: 'farm-summary.dateInvalid',
  dateInFuture: 'farm-summary.dateInFuture',
  dateBeforeImagery: 'farm-summary.dateBeforeImagery',
  performanceUnavailable: 'farm-summary.performanceUnavailable',
  reportPeriodTooLong: 'farm-summary.reportPeriodTooLong',
  /** The report's season part when the period's years have a detected season but none of its events in the period. */
  reportNoSeasonEvent: 'farm-summary.reportNoSeasonEvent',
  stageInvalid: 'farm-summary.stageInvalid',
  fieldIdRequired: 'farm-summary.fieldIdRequired',
  /** The short line a summary shows when a part of it is left out for the member (a messageRef). */
  withheld: (parts: readonly SummaryPart[]) => {
    const ordered = SUMMARY_PARTS.filter((part) => parts.includes(part));
    return messageRef('farm-summary.withheld', { parts: ordered.join('_'), count: ordered.length });
  },
  /** Days the report could not compute within its time: its figures use the others (a messageRef). */
  reportPending: (days: number) => messageRef('farm-summary.reportPending', { days }),
  /** Ranges whose scenes could not be looked up (the satellite catalogue did not answer): the stored values are used. */
  reportUnrefreshed: (periods: ReadonlyArray<{ from: string; to: string }>, text: TextFormat) =>
    text(
      messageRef('farm-summary.reportUnrefreshed', {
        periods: periods.map((period) => text(messageRef('farm-summary.period', { from: period.from, to: period.to }))).join(', '),
      }),
    ),
} as const satisfies Record<string, ApiMessageId | ((...args: never[]) => string)>;

/**
 * The parts of a farm summary that come from other routes: each is sent only to a member whose role holds the
 * permission of the route it comes from (and, for paid data, while the team is approved), else it is left out and
 * named in the answer's `withheld`.
 */
export const SUMMARY_PARTS = ['tasks', 'weather', 'index_values'] as const;
export type SummaryPart = (typeof SUMMARY_PARTS)[number];
export const SUMMARY_PART_PERMISSIONS = {
  tasks: 'activity.view_farmactivity',
  weather: 'weather.view_weather',
  index_values: 'monitoring.view_index',
} as const satisfies Record<SummaryPart, Permission>;
/** Paid parts: withheld too while staff have not approved (or revoked) the team, as their routes refuse it. */
export const PAID_SUMMARY_PARTS: readonly SummaryPart[] = ['weather', 'index_values'];

/** A report covers a season at most: the period and each of its previous years are computed on request. */
export const REPORT_MAX_DAYS = 366;

/** Calendar days from one day to another, both counted (2026-01-01 to 2026-01-01 is 1). */
export const reportDays = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Sentinel-2A's first acquisitions: no index value exists before this day. */
export const FIRST_IMAGERY_DAY = '2015-06-23';

/**
 * Today as a calendar day somewhere on Earth (UTC+14): a farmer east of Greenwich whose day has begun is not told
 * their today is in the future.
 */
export const latestToday = (now = new Date()) => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(text: string): boolean {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN;
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/**
 * The field report's season part as printed, one sentence a line, in the reader's language (`text` formats the
 * messageRefs the report carries): each detected event of the period in date order ("Sown about 12 June (high
 * confidence), 9 days after the planned date."), then what is said of a year without one.
 */
export const reportSeasonSentences = (
  season: { events: readonly { sentence: string }[]; messages: readonly string[] },
  text: TextFormat,
): string[] => [...season.events.map((event) => `${text(event.sentence)}.`), ...season.messages.map(text)];

/**
 * The report's PDF file name: the field's name (letters and digits, accents dropped, the rest as dashes) and the
 * period, as the server names the attachment and the app saves it: `North-Maize-report-2026-03-01-to-2026-06-30.pdf`.
 */
export function reportFileName(fieldName: string, from: string, to: string): string {
  const name = fieldName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${name || 'field'}-report-${from}-to-${to}.pdf`;
}

/** Farm summary index values show 4 decimals (spec 2 §9). */
export const SUMMARY_DECIMALS = 4;
/**
 * The Field List's NDVI average and performance percentage are the report's figures over this many days up to the
 * day they were last worked out (when the field's newest NDVI days were stored).
 */
export const FIELD_LIST_PERIOD_DAYS = 90;
/** Previous years compared with the report's period for the performance percentage. */
export const REPORT_BASELINE_YEARS = 5;
/** At most this many fields in one selected-fields summary. */
export const SUMMARY_MAX_FIELDS = 20;

export const formatIndexValue = (value: number) => value.toFixed(SUMMARY_DECIMALS);

/** What is wrong with a farm summary Date, or null: a real day from the first satellite scene to today. */
export function summaryDateError(day: string, now = new Date()): string | null {
  if (!isCalendarDay(day)) return FARM_SUMMARY_MESSAGES.dateInvalid;
  if (day < FIRST_IMAGERY_DAY) return FARM_SUMMARY_MESSAGES.dateBeforeImagery;
  if (day > latestToday(now)) return FARM_SUMMARY_MESSAGES.dateInFuture;
  return null;
}
