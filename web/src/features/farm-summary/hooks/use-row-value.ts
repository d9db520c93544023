import { useEffect } from 'react';
import type { FarmSummaryRow, IndexResult } from '../../../../../shared/api/schemas/farm-summary';
import { MONITORING_DEFAULTS } from '../../../../../shared/domain/monitoring';
import { useGetIndexSeriesQuery } from '../../../api/monitoring';

/** How far back a field without a stored value is looked at: a few revisits of Sentinel-2 (5 days). */
const LOOKBACK_DAYS = 30;
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A row's index result: the stored one, or for a pending row (no stored value, or a stored one newer than the
 * list's Date) the last clear scene's mean up to the Date, computed on demand by the series route (which also stores it, so the next list has it). `loading` shows the row's spinner; `failed`, 'No Value Found'.
 */
export function useRowValue(row: FarmSummaryRow, onSettled: (fieldId: string) => void, date?: string): { result: IndexResult; loading: boolean; failed: boolean } {
  // The list's Date ends the window: the value is the last clear scene on or before it.
  const end = date ? new Date(`${date}T00:00:00Z`) : new Date();
  const start = new Date(end.getTime() - LOOKBACK_DAYS * 86_400_000);
  const series = useGetIndexSeriesQuery({ field: row.field.id, index: row.index, start: day(start), end: day(end), cloud: MONITORING_DEFAULTS.cloud }, { skip: !row.pending });
  const loading = row.pending && series.isFetching;
  useEffect(() => {
    if (!loading) onSettled(row.field.id);
  }, [loading, onSettled, row.field.id]);
  if (!row.pending) return { result: row.result, loading: false, failed: false };
  const scenes = (series.data?.C0 ?? []).filter((entry) => entry.validPixelCount > 0).sort((a, b) => a.date.localeCompare(b.date));
  const last = scenes.at(-1);
  const before = scenes.at(-2);
  if (!last) return { result: row.result, loading, failed: !loading };
  return {
    result: {
      indexValue: { value: last.basicStats.mean, dateCaptured: last.date },
      valueChange: before ? last.basicStats.mean - before.basicStats.mean : null,
      previousDate: before?.date ?? null,
      lowConfidence: last.lowConfidence,
    },
    loading,
    failed: false,
  };
}
