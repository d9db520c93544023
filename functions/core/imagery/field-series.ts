import type { SeriesResponse } from '../../../shared/api/schemas/monitoring';
import type { ScalarIndexId } from '../../../shared/domain/indices';
import { mapLimit } from '../../imagery/cog/concurrency';
import type { DayFailure } from '../../imagery/compute/field-series';
import { computeFieldStatistics, type FieldDayStatistics } from '../../imagery/compute/field-statistics';
import type { FieldShape } from '../../imagery/geometry/field-geometry';
import { ImageryError, NoSceneError } from '../../imagery/errors';
import { toFisSeries, type FisSeries } from '../../imagery/output/series';
import type { SceneDay } from '../../imagery/stac/group-by-date';
import type { Logger } from '../logger';

/**
 * The one path from scene days to an index series, shared by the monitoring routes (a field's stored days and
 * the missing ones computed) and the farm value (a field, or a part of one computed now): days are computed a few
 * at once within a time budget, days left over are `pending`, a day the imagery engine cannot read is a `failure`
 * (a day without a usable scene is no day), and the answer is the FIS series filtered by the field's cloud cover.
 */
export const DEFAULT_BUDGET_MS = 20_000;
/** Days computed at once: each waits mostly on range requests, so more than the cores. */
const CONCURRENT_DAYS = 6;

export interface ComputedDays {
  computed: FieldDayStatistics[];
  failures: DayFailure[];
  pending: string[];
}

/** Each scene day's statistics of `index` over `shape`, computed within the budget (sorted failures and pending). */
export async function computeDays(
  shape: FieldShape,
  days: readonly SceneDay[],
  index: ScalarIndexId,
  options: { budgetMs?: number; log?: Logger; fieldId: string; logMessage: string; onComputed?: (day: FieldDayStatistics) => void },
): Promise<ComputedDays> {
  const computed: FieldDayStatistics[] = [];
  const failures: DayFailure[] = [];
  const pending: string[] = [];
  const deadline = Date.now() + (options.budgetMs ?? DEFAULT_BUDGET_MS);
  await mapLimit([...days], CONCURRENT_DAYS, async (day) => {
    if (Date.now() > deadline) {
      pending.push(day.date);
      return;
    }
    try {
      const statistics = await computeFieldStatistics({ field: shape, scenes: day.scenes, indices: [index] });
      computed.push(statistics);
      options.onComputed?.(statistics);
    } catch (error) {
      if (error instanceof NoSceneError) return;
      if (!(error instanceof ImageryError)) throw error;
      options.log?.warn(options.logMessage, { fieldId: options.fieldId, date: day.date, code: error.code, error });
      failures.push({ date: day.date, code: error.code, message: error.message });
    }
  });
  return { computed, failures: failures.sort((a, b) => a.date.localeCompare(b.date)), pending: pending.sort() };
}

export interface SeriesQuery {
  index: ScalarIndexId;
  start: string;
  end: string;
  /** Field cloud limit applied (percent). */
  cloud: number;
}

export interface SeriesAnswer extends FisSeries, SeriesQuery {
  field: { id: string; name: string; areaHa: number | null };
  failures: DayFailure[];
  pending: string[];
  fusion: SeriesResponse['fusion'];
}

/** The series answer of a field's days: the days over the cloud limit left out. */
export function seriesAnswer(
  field: { id: string; name: string },
  days: readonly FieldDayStatistics[],
  query: SeriesQuery,
  outcome: { failures: DayFailure[]; pending: string[] },
): SeriesAnswer {
  const series = toFisSeries([...days], query.index);
  return {
    C0: series.C0.filter((entry) => entry.fieldCloudPercent === null || entry.fieldCloudPercent <= query.cloud),
    field: { ...field, areaHa: days[0]?.areaHa ?? null },
    index: query.index,
    start: query.start,
    end: query.end,
    cloud: query.cloud,
    failures: outcome.failures,
    pending: outcome.pending,
    fusion: null,
  };
}
