/**
 * The clear-view ledger: every Sentinel-2 and Sentinel-1 acquisition over a field with its state (clear, partly
 * cloudy, cloudy, radar; CLEAR_VIEW in shared/domain/radar.ts) and the longest gap without a usable view.
 *
 * An optical day's state comes from the cloud over the field once the day is computed, else from the scene's cloud
 * (`fieldCloud` says which); a day whose cloud is not known at all counts as cloudy, never as a view. Gaps are whole
 * days between dates, the window's edges included: from `start` to the first usable view, between usable views, and
 * from the last one to `end`. Acquisitions outside the window are left out.
 */
import type { DatesResponse } from '../../../shared/api/schemas/monitoring';
import type { ClearView, ClearViewsResponse } from '../../../shared/api/schemas/radar';
import { LEDGER_WORDS, opticalViewState } from '../../../shared/domain/radar';

export interface LedgerInput {
  start: string;
  end: string;
  /** The field's optical acquisition days as the dates route gives them (computed days carry the field's cloud). */
  optical: DatesResponse['dates'];
  /** Radar acquisitions found over the field (computed or not); empty with `radar: false` when the stage has none. */
  radar: ReadonlyArray<{ date: string; sceneIds: string[] }>;
  radarOn: boolean;
  attribution: string | null;
}

type Gap = NonNullable<ClearViewsResponse['longestGap']>;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

function opticalView(day: DatesResponse['dates'][number]): ClearView {
  const fieldCloud = day.computed && day.fieldCloudPercent !== null;
  const cloudPercent = fieldCloud ? day.fieldCloudPercent : day.sceneCloudPercent;
  return {
    date: day.date,
    sensor: 'sentinel-2',
    state: cloudPercent === null ? 'cloudy' : opticalViewState(cloudPercent),
    cloudPercent,
    fieldCloud,
    sceneIds: [...day.sceneIds],
  };
}

const radarView = (pass: { date: string; sceneIds: string[] }): ClearView => ({
  date: pass.date.slice(0, 10),
  sensor: 'sentinel-1',
  state: 'radar',
  cloudPercent: null,
  fieldCloud: false,
  sceneIds: [...pass.sceneIds],
});

const usable = (view: ClearView) => view.state !== 'cloudy';

/** The longest stretch between `start`, the dates of `views` and `end` (the first of equal ones); null when start > end. */
function longestGap(start: string, end: string, views: readonly ClearView[]): Gap | null {
  if (start > end) return null;
  const edges = [start, ...views.map((view) => view.date), end];
  let gap: Gap = { days: -1, from: start, to: start };
  for (let i = 1; i < edges.length; i++) {
    const from = edges[i - 1] as string;
    const to = edges[i] as string;
    const days = daysBetween(from, to);
    if (days > gap.days) gap = { days, from, to };
  }
  return gap;
}

export function clearViewLedger(input: LedgerInput): Omit<ClearViewsResponse, 'field'> {
  const inWindow = (view: ClearView) => view.date >= input.start && view.date <= input.end;
  const views = [...input.optical.map(opticalView), ...input.radar.map(radarView)]
    .filter(inWindow)
    .sort((a, b) => a.date.localeCompare(b.date) || (a.sensor === b.sensor ? 0 : a.sensor === 'sentinel-2' ? -1 : 1));
  const count = (state: ClearView['state']) => views.filter((view) => view.state === state).length;
  const usableViews = views.filter(usable);
  return {
    start: input.start,
    end: input.end,
    views,
    usableViews: usableViews.length,
    counts: { clear: count('clear'), partlyCloudy: count('partly-cloudy'), cloudy: count('cloudy'), radar: count('radar') },
    longestGap: longestGap(input.start, input.end, usableViews),
    longestOpticalGap: longestGap(input.start, input.end, usableViews.filter((view) => view.sensor === 'sentinel-2')),
    radar: input.radarOn,
    attribution: input.attribution,
  };
}

const monthFormat = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });
const month = (date: string) => monthFormat.format(new Date(`${date}T00:00:00Z`));

/** "June", "between June and September", or with years when the window crosses one ("between November 2025 and February 2026"). */
function period(start: string, end: string): string {
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  if (sameYear && start.slice(0, 7) === end.slice(0, 7)) return LEDGER_WORDS.within(month(start));
  return sameYear ? LEDGER_WORDS.between(month(start), month(end)) : LEDGER_WORDS.between(`${month(start)} ${start.slice(0, 4)}`, `${month(end)} ${end.slice(0, 4)}`);
}

/** The report's sentence: "17 usable views between June and September; longest gap 9 days". */
export function ledgerSentence(ledger: Pick<ClearViewsResponse, 'start' | 'end' | 'usableViews' | 'longestGap'>): string {
  const views = `${LEDGER_WORDS.views(ledger.usableViews)} ${period(ledger.start, ledger.end)}`;
  const days = ledger.longestGap?.days ?? 0;
  if (days > 0) return `${views}; ${LEDGER_WORDS.longestGap(days)}`;
  return ledger.usableViews > 0 ? `${views}; ${LEDGER_WORDS.noGap}` : views;
}
