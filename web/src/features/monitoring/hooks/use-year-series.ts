import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ScalarIndexId } from '../../../../../shared/domain/indices';
import type { YearRange, YearSeries, YearStatus } from '../analysis-data';
import { useGetIndexSeriesQuery, type SeriesArgs } from '../../../api/monitoring';

/** A year answered with dates still being computed (the request's time budget ran out) is asked again after this. */
export const PENDING_SERIES_RETRY_MS = 4000;

export interface YearSeriesState {
  /** Every year asked, each with what has arrived so far and its own status. */
  series: YearSeries[];
  /** Some year is still on its way. */
  loading: boolean;
  /** The years whose request failed (their loaded points, if any, are kept). */
  failed: YearRange[];
  /** Asks the failed years again. */
  retry: () => void;
}

/**
 * The series of up to 5 year ranges of one field and index (spec 2 §5: capped at 5): five fixed hooks, the ranges
 * not asked skipped, each year cached and drawn on its own as it arrives (going from 2 to 3 years asks for one more;
 * a slow or failed year never hides the others). With `radarFill` each year is asked with `fill=radar`.
 */
export function useYearSeries(field: string | null, index: ScalarIndexId | null, cloud: number, ranges: readonly YearRange[], radarFill = false): YearSeriesState {
  const args = (k: number): SeriesArgs | typeof skipToken => {
    const range = ranges[k];
    if (!field || !index || !range) return skipToken;
    const query: SeriesArgs = { field, index, cloud, start: range.start, end: range.end };
    return radarFill ? { ...query, fill: 'radar' } : query;
  };
  const answers = [
    useGetIndexSeriesQuery(args(0)),
    useGetIndexSeriesQuery(args(1)),
    useGetIndexSeriesQuery(args(2)),
    useGetIndexSeriesQuery(args(3)),
    useGetIndexSeriesQuery(args(4)),
  ].slice(0, ranges.length);
  const pendingDays = (k: number) => answers[k]?.currentData?.pending.length ?? 0;
  const statusOf = (k: number): YearStatus => {
    const answer = answers[k];
    if (!answer || answer.isFetching || answer.isUninitialized) return 'pending';
    if (answer.isError) return 'failed';
    return pendingDays(k) > 0 ? 'pending' : 'loaded';
  };
  // Years whose answer left dates to the index worker are asked again until complete, their points drawn meanwhile.
  const waiting = answers.map((answer, k) => (!answer.isFetching && !answer.isError && pendingDays(k) > 0 ? k : -1)).filter((k) => k >= 0);
  const waitingKey = waiting.join(',');
  useEffect(() => {
    if (!waitingKey) return undefined;
    const timer = window.setTimeout(() => waitingKey.split(',').forEach((k) => void answers[Number(k)]?.refetch()), PENDING_SERIES_RETRY_MS);
    return () => window.clearTimeout(timer);
    // The answers change every render; the years waiting decide when to ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waitingKey]);
  const series = ranges.map((range, k): YearSeries => ({ range, entries: answers[k]?.currentData?.C0 ?? [], status: statusOf(k), fusion: answers[k]?.currentData?.fusion ?? null }));
  return {
    series,
    loading: series.some((year) => year.status === 'pending'),
    failed: series.filter((year) => year.status === 'failed').map((year) => year.range),
    retry: () =>
      answers.forEach((answer, k) => {
        if (statusOf(k) === 'failed') void answer.refetch();
      }),
  };
}
