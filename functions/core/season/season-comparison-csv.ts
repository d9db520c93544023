import type { SeasonComparison } from '../../../shared/api/schemas/season';
import type { ApiMessageId } from '../../../shared/i18n/english';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { textCell } from '../fields/field-export';
import { translate } from '../i18n/translate';

/** The season comparison as CSV: one row per season, figures in kg, naira and hectares, an empty cell for unknown. */
export const SEASON_COMPARISON_CSV_HEADER = [
  'crop-plan.csv.field',
  'crop-plan.csv.areaHa',
  'crop-plan.csv.year',
  'crop-plan.csv.crop',
  'crop-plan.csv.plannedSowing',
  'crop-plan.csv.detectedSowing',
  'crop-plan.csv.plannedHarvest',
  'crop-plan.csv.detectedHarvest',
  'crop-plan.csv.yieldKg',
  'crop-plan.csv.yieldKgPerHa',
  'crop-plan.csv.costs',
  'crop-plan.csv.costPerHa',
  'crop-plan.csv.revenue',
  'crop-plan.csv.marginPerHa',
] as const satisfies readonly ApiMessageId[];

const cell = (value: string | number | null) => (value === null ? '' : typeof value === 'number' ? String(value) : textCell(value));

/** The header in the caller's language (English's is the columns' machine names). */
export function seasonComparisonCsv(comparison: SeasonComparison, language: Language = DEFAULT_LANGUAGE): string {
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
  return `${[SEASON_COMPARISON_CSV_HEADER.map((id) => cell(translate(language, id))).join(','), ...rows].join('\r\n')}\r\n`;
}
