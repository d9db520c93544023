import { skipToken } from '@reduxjs/toolkit/query/react';
import type { SeasonResponse } from '../../../../../shared/api/schemas/season';
import { MAX_YEARS_BACK } from '../../../../../shared/domain/monitoring';
import { useGetFieldSeasonQuery } from '../../../api/season';

/** Ranges of up to a year each, up to MAX_YEARS_BACK of them a year apart, touch at most one calendar year more. */
const MAX_SEASON_YEARS = MAX_YEARS_BACK + 1;

/**
 * The detected seasons of a field for some calendar years (newest first): fixed hooks, the years not asked skipped.
 * Only the years answered are given: a year whose detection failed or is on its way simply has no markers.
 */
export function useSeasonYears(field: string | null, years: readonly number[]): SeasonResponse[] {
  const args = (k: number) => {
    const year = years[k];
    return field && year !== undefined && k < MAX_SEASON_YEARS ? { field, year } : skipToken;
  };
  const answers = [
    useGetFieldSeasonQuery(args(0)),
    useGetFieldSeasonQuery(args(1)),
    useGetFieldSeasonQuery(args(2)),
    useGetFieldSeasonQuery(args(3)),
    useGetFieldSeasonQuery(args(4)),
    useGetFieldSeasonQuery(args(5)),
  ];
  return answers.flatMap((answer, k) => (k < years.length && answer.currentData && !answer.isError ? [answer.currentData] : []));
}
