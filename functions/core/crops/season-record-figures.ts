import type { SeasonRecord } from '../../../shared/api/schemas/season';
import { ACTIVITY_TYPES, type ActivityType } from '../../../shared/domain/activities';
import { SEASON_RECORD_LIMITS, yieldKg } from '../../../shared/domain/season-record';
import type { ActivityItem } from '../db/activity-entities';
import { addDays } from '../imagery/config';
import type { SeasonRecordItem } from '../db/crop-entities';

/**
 * A season's record as answered: the typed yield and revenue, and what follows from them, the field's area and the
 * actual costs of the field's tasks that started within the season's window. Pure, so the record route and the
 * season comparison make the same numbers.
 */

/** The days whose tasks count for a season: its planned sowing minus the lead days to its planned harvest plus the tail days. */
export function taskWindow(season: { sowingDate: string; harvestDate: string }): { from: string; to: string } {
  return { from: addDays(season.sowingDate, -SEASON_RECORD_LIMITS.taskLeadDays), to: addDays(season.harvestDate, SEASON_RECORD_LIMITS.taskTailDays) };
}

/** The field's tasks that started within the season's window (the field's tasks of any other field are left out). */
export function seasonTasks<T extends Pick<ActivityItem, 'fieldId' | 'startDate' | 'actualCost' | 'type'>>(tasks: readonly T[], season: { fieldId: string; sowingDate: string; harvestDate: string }) {
  const { from, to } = taskWindow(season);
  return tasks.filter((task) => task.fieldId === season.fieldId && task.startDate >= from && task.startDate <= to);
}

/** Kobo-exact naira and two decimals for the per-hectare figures. */
const round2 = (value: number) => Math.round(value * 100) / 100;
const perHa = (value: number | null, areaHa: number) => (value === null || areaHa <= 0 ? null : round2(value / areaHa));

export function seasonRecordFigures(
  seasonId: string,
  record: SeasonRecordItem | null,
  tasks: readonly Pick<ActivityItem, 'actualCost' | 'type'>[],
  areaHa: number,
): SeasonRecord {
  const costs = round2(tasks.reduce((sum, task) => sum + task.actualCost, 0));
  const byType = new Map<ActivityType, { tasks: number; costs: number }>();
  for (const task of tasks) {
    const entry = byType.get(task.type) ?? { tasks: 0, costs: 0 };
    byType.set(task.type, { tasks: entry.tasks + 1, costs: entry.costs + task.actualCost });
  }
  const kg = record ? yieldKg(record.yieldAmount, record.yieldUnit, record.bagKg ?? null) : null;
  const revenue = record?.revenue ?? null;
  return {
    season: seasonId,
    yield_amount: record?.yieldAmount ?? null,
    yield_unit: record?.yieldUnit ?? null,
    bag_kg: record?.bagKg ?? null,
    yield_kg: kg === null ? null : round2(kg),
    revenue,
    costs,
    task_count: tasks.length,
    // In the catalogue's order of a season's work: planning, land preparation, planting, fertilising...
    costs_by_type: ACTIVITY_TYPES.flatMap((type) => {
      const entry = byType.get(type);
      return entry ? [{ type, tasks: entry.tasks, costs: round2(entry.costs) }] : [];
    }),
    area_ha: areaHa,
    yield_kg_per_ha: perHa(kg, areaHa),
    cost_per_ha: perHa(costs, areaHa) ?? 0,
    revenue_per_ha: perHa(revenue, areaHa),
    margin_per_ha: revenue === null ? null : perHa(revenue - costs, areaHa),
    updated_at: record?.updatedAt ?? null,
  };
}
