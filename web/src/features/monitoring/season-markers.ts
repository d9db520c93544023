import dayjs from 'dayjs';
import type { SeasonEvent, SeasonResponse } from '../../../../shared/api/schemas/season';
import type { YearSeries } from './analysis-data';

/** A detected season event placed on the analysis chart: on the curve of the year range its date falls in. */
export interface SeasonMarker {
  event: SeasonEvent;
  /** The year range (series) it sits on. */
  offset: number;
  /** Days from that range's start: the chart's x. */
  day: number;
  /** The year's curve at that day (linear between its two nearest points, or its nearest end): the chart's y. */
  value: number;
  /** Sown, Emerged... and confidence and plan difference, in words. */
  sentence: string;
}

/** The series' value on a day: linear between the points either side, the nearest end's value outside them. */
export function curveValueOn(entries: YearSeries['entries'], date: string): number | null {
  const points = [...entries].sort((a, b) => a.date.localeCompare(b.date));
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  if (date <= first.date) return first.basicStats.mean;
  if (date >= last.date) return last.basicStats.mean;
  const after = points.findIndex((point) => point.date >= date);
  const right = points[after];
  const left = points[after - 1];
  if (!right || !left) return null;
  const span = dayjs(right.date).diff(dayjs(left.date), 'day');
  const share = span === 0 ? 0 : dayjs(date).diff(dayjs(left.date), 'day') / span;
  return left.basicStats.mean + (right.basicStats.mean - left.basicStats.mean) * share;
}

/**
 * The markers of the detected events that fall within the chart's year ranges, each on its year's curve. An event
 * outside every range, or in a range with no point to stand on, has no marker (the list under the chart still says it).
 */
export function seasonMarkers(series: readonly YearSeries[], seasons: readonly SeasonResponse[], sentence: (response: SeasonResponse, event: SeasonEvent) => string): SeasonMarker[] {
  // A season across the new year may be answered for both years: each event is marked once.
  const seen = new Set<string>();
  return seasons.flatMap((response) =>
    response.events.flatMap((event) => {
      const key = `${event.kind}-${event.date}`;
      if (seen.has(key)) return [];
      seen.add(key);
      const year = series.find(({ range }) => event.date >= range.start && event.date <= range.end);
      if (!year) return [];
      const value = curveValueOn(year.entries, event.date);
      if (value === null) return [];
      return [{ event, offset: year.range.offset, day: dayjs(event.date).diff(dayjs(year.range.start), 'day'), value, sentence: sentence(response, event) }];
    }),
  );
}
