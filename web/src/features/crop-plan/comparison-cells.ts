import type { SeasonRecord } from '../../../../shared/api/schemas/season';
import { CROP_PLAN_TEXTS } from './messages';
import { kgPerHa, nairaPerHa, seasonDay } from './season-format';

/**
 * "10 May → 2 October" of a season's sowing and harvest (a "?" for an end not known), or "Not detected" ("Not computed
 * yet" while the year's satellite days are not all computed).
 */
export function seasonSpan(start: string | null, end: string | null, year: number, pending = false): string {
  if (start === null && end === null) return pending ? CROP_PLAN_TEXTS.detectionPending : CROP_PLAN_TEXTS.notDetected;
  return `${start === null ? '?' : seasonDay(start, year)} → ${end === null ? '?' : seasonDay(end, year)}`;
}

/** A compared season's money and yield per hectare, labelled as the table's columns. */
export function comparisonFigures(record: SeasonRecord): [string, string][] {
  const columns = CROP_PLAN_TEXTS.comparisonColumns;
  return [
    [columns.yield, kgPerHa(record.yield_kg_per_ha)],
    [columns.cost, nairaPerHa(record.cost_per_ha)],
    [columns.margin, nairaPerHa(record.margin_per_ha)],
  ];
}
