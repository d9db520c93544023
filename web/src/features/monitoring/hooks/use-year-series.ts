import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ScalarIndexId } from '../../../../../shared/domain/indices';
import type { YearRange, YearSeries } from '../analysis-data';
import { useGetIndexSeriesQuery, type SeriesArgs } from '../api';

export interface YearSeriesState {
  series: YearSeries[];
  loading: boolean;
  failed: boolean;
}

/**
 * The series of up to 5 year ranges of one field and index (spec 2 §5: capped at 5): five fixed hooks, the ranges
 * not asked skipped, each year cached on its own (going from 2 to 3 years asks for one more).
 */
export function useYearSeries(field: string | null, index: ScalarIndexId | null, cloud: number, ranges: readonly YearRange[]): YearSeriesState {
  const args = (k: number): SeriesArgs | typeof skipToken => {
    const range = ranges[k];
    return field && index && range ? { field, index, cloud, start: range.start, end: range.end } : skipToken;
  };
  const answers = [
    useGetIndexSeriesQuery(args(0)),
    useGetIndexSeriesQuery(args(1)),
    useGetIndexSeriesQuery(args(2)),
    useGetIndexSeriesQuery(args(3)),
    useGetIndexSeriesQuery(args(4)),
  ].slice(0, ranges.length);
  return {
    series: ranges.map((range, k) => ({ range, entries: answers[k]?.data?.C0 ?? [] })),
    loading: answers.some((answer) => answer.isFetching),
    failed: answers.some((answer) => answer.isError),
  };
}
