/**
 * Statistics for one field over many days (a season or a year): days run a few at a time, each with its own
 * byte budget. A day that fails (asset missing, truncated file, timeout) is reported with its error code and
 * left out; the other days still count. Callers must not cache failed days.
 */
import type { ScalarIndexId } from '../../../shared/domain/indices';
import { mapLimit } from '../cog/concurrency';
import { ImageryError, NoSceneError } from '../errors';
import type { FieldShape } from '../geometry/field-geometry';
import type { SceneDay } from '../stac/group-by-date';
import { computeFieldStatistics, type FieldDayStatistics, type FieldStatisticsOptions } from './field-statistics';

export interface DayFailure {
  date: string;
  code: string;
  message: string;
}

export interface FieldSeries {
  days: FieldDayStatistics[];
  failures: DayFailure[];
}

export async function computeFieldSeries(input: {
  field: FieldShape;
  days: readonly SceneDay[];
  indices: readonly ScalarIndexId[];
  options?: Partial<FieldStatisticsOptions>;
  concurrency?: number;
}): Promise<FieldSeries> {
  const outcomes = await mapLimit(input.days, input.concurrency ?? 4, async (day) => {
    try {
      return await computeFieldStatistics({ field: input.field, scenes: day.scenes, indices: input.indices, ...(input.options ? { options: input.options } : {}) });
    } catch (error) {
      if (error instanceof NoSceneError) return null;
      if (error instanceof ImageryError) return { date: day.date, code: error.code, message: error.message };
      throw error;
    }
  });
  const days: FieldDayStatistics[] = [];
  const failures: DayFailure[] = [];
  for (const outcome of outcomes) {
    if (outcome === null) continue;
    if ('code' in outcome) failures.push(outcome);
    else days.push(outcome);
  }
  return { days, failures };
}
