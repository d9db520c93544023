import { useCallback, useState } from 'react';
import { useSnackbar } from 'notistack';
import type { Attribution, MonthlyRainfall } from '../../../../../shared/api/schemas/weather';
import { compareRanges, INVALID_DATE, WEATHER_MESSAGES, type CompareMode, type DayRange } from '../../../../../shared/domain/weather';
import { useAppDispatch } from '../../../lib/hooks';
import { weatherApi } from '../../../api/weather';
import { weatherErrorMessage } from '../errors';
import type { YearSeries } from '../history-series';
import { useWeatherText } from '../messages';

export interface LoadedHistory {
  mode: CompareMode;
  range: DayRange;
  series: YearSeries[];
  rainfall: MonthlyRainfall[];
  attribution: Attribution[];
}

class EmptyCompare extends Error {}

function mergeAttribution(lists: readonly (readonly Attribution[])[]): Attribution[] {
  const seen = new Map<string, Attribution>();
  for (const entry of lists.flat()) if (!seen.has(entry.source)) seen.set(entry.source, entry);
  return [...seen.values()];
}

/**
 * Loads what the history screen draws: one history call for None, one per past-year range for 5 Years and Average
 * (spec 2 §7.2), plus the average rainfall of the chosen range, whose failure is only logged (§8).
 */
export function useHistoryLoader(location: string, field: string | undefined) {
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const say = useWeatherText();
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState<LoadedHistory | null>(null);

  const load = useCallback(
    async (mode: CompareMode, range: DayRange) => {
      setLoading(true);
      const args = (r: DayRange) => ({ location, startdate: r.start, enddate: r.end, field });
      const rainfall = dispatch(weatherApi.endpoints.getAverageRainfall.initiate(args(range), { subscribe: false }))
        .unwrap()
        .catch((error: unknown) => {
          console.warn('The average rainfall could not be loaded', error);
          return null;
        });
      try {
        const ranges = mode === 'none' ? [range] : compareRanges(range);
        const answers = await Promise.all(
          ranges.map((r) => dispatch(weatherApi.endpoints.getHistory.initiate(args(r), { subscribe: false })).unwrap()),
        );
        const series = answers.map((answer, index) => ({
          range: ranges[index] ?? range,
          days: answer.data === INVALID_DATE ? [] : answer.data,
        }));
        if (mode === 'none' && answers[0]?.data === INVALID_DATE) {
          enqueueSnackbar(say(WEATHER_MESSAGES.invalidDate), { variant: 'error' });
        } else if (mode !== 'none' && series.every(({ days }) => days.length === 0)) {
          throw new EmptyCompare();
        }
        const monthly = await rainfall;
        setLoaded({
          mode,
          range,
          series,
          rainfall: monthly?.data ?? [],
          attribution: mergeAttribution([...answers.map((answer) => answer.attribution), monthly?.attribution ?? []]),
        });
      } catch (error) {
        enqueueSnackbar(weatherErrorMessage(error, say(WEATHER_MESSAGES.historyFailed)), { variant: 'error' });
      } finally {
        setLoading(false);
      }
    },
    [dispatch, enqueueSnackbar, location, field, say],
  );

  return { load, loading, loaded };
}
