import { FIELD_LIST_PERIOD_DAYS, REPORT_BASELINE_YEARS } from '../../../shared/domain/farm-summary';
import type { FieldDayStatistics } from '../../imagery/compute/field-statistics';
import { performance, type SceneValue } from '../farm-summary/report-rules';
import { db } from '../db/service';
import { addDays, today } from './config';
import { storedDays } from './stat-store';

/**
 * The Field List's NDVI average and performance percentage (spec 2 §3 Field), worked out as the field report works
 * them out (report-rules.ts) over the last FIELD_LIST_PERIOD_DAYS and the same days of previous years, from the
 * stored NDVI statistics. They are refreshed whenever NDVI days of the field are stored (the index worker, a
 * computing request) and kept in one `LISTVAL#<field>` item, so the list reads a whole team's in one Query and
 * never reads imagery or statistics per field.
 */
const shiftYears = (day: string, years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;

const scenesOf = async (teamId: string, fieldId: string, boundaryHash: string, from: string, to: string): Promise<SceneValue[]> =>
  (await storedDays(teamId, fieldId, 'NDVI', from, to, boundaryHash)).map((item) => ({ date: item.date, mean: item.mean ?? null, validFraction: item.validFraction }));

/** Works the field's list values out again from its stored NDVI days and keeps them. */
export async function refreshListValues(teamId: string, fieldId: string, boundaryHash: string, now = new Date()): Promise<void> {
  const to = today(now);
  const from = addDays(to, -(FIELD_LIST_PERIOD_DAYS - 1));
  const years = Array.from({ length: REPORT_BASELINE_YEARS }, (_, i) => i + 1);
  const [period, previous] = await Promise.all([
    scenesOf(teamId, fieldId, boundaryHash, from, to),
    Promise.all(years.map(async (back) => [Number(to.slice(0, 4)) - back, await scenesOf(teamId, fieldId, boundaryHash, shiftYears(from, back), shiftYears(to, back))] as const)),
  ]);
  const perf = performance(period, new Map(previous));
  await db()
    .entities.fieldListValues.put({
      teamId,
      fieldId,
      from,
      to,
      boundaryHash,
      ...(perf.period_mean === null ? {} : { ndviAverage: perf.period_mean }),
      ...(perf.percentage === null ? {} : { performancePercentage: perf.percentage }),
    })
    .go();
}

/** Whether stored days change the list values: only NDVI days do. */
export const holdsNdvi = (days: readonly FieldDayStatistics[]) => days.some((day) => Boolean(day.indices.NDVI));

export interface ListValues {
  ndviAverage: number | null;
  performancePercentage: number | null;
  boundaryHash: string;
}

/** Every field's list values of a team, by field id: one Query of the team's `LISTVAL#` items. */
export async function teamListValues(teamId: string): Promise<Map<string, ListValues>> {
  const { data } = await db().entities.fieldListValues.query.byTeam({ teamId }).go({ pages: 'all' });
  return new Map(
    data.map((item) => [
      item.fieldId,
      { ndviAverage: item.ndviAverage ?? null, performancePercentage: item.performancePercentage ?? null, boundaryHash: item.boundaryHash },
    ]),
  );
}
