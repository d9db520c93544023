import type { SeasonComparison } from '../../../shared/api/schemas/season';
import { textCell } from '../fields/field-export';

/** The season comparison as CSV: one row per season, figures in kg, naira and hectares, an empty cell for unknown. */
export const SEASON_COMPARISON_CSV_HEADER = [
  'field',
  'area_ha',
  'year',
  'crop',
  'planned_sowing',
  'detected_sowing',
  'planned_harvest',
  'detected_harvest',
  'yield_kg',
  'yield_kg_per_ha',
  'costs',
  'cost_per_ha',
  'revenue',
  'margin_per_ha',
] as const;

const cell = (value: string | number | null) => (value === null ? '' : typeof value === 'number' ? String(value) : textCell(value));

export function seasonComparisonCsv(comparison: SeasonComparison): string {
  const rows = comparison.rows.map(({ field, year, crop, planned_sowing, detected_sowing, planned_harvest, detected_harvest, record }) =>
    [
      field.name,
      field.area_ha,
      year,
      crop,
      planned_sowing,
      detected_sowing,
      planned_harvest,
      detected_harvest,
      record.yield_kg,
      record.yield_kg_per_ha,
      record.costs,
      record.cost_per_ha,
      record.revenue,
      record.margin_per_ha,
    ]
      .map(cell)
      .join(','),
  );
  return `${[SEASON_COMPARISON_CSV_HEADER.join(','), ...rows].join('\r\n')}\r\n`;
}
