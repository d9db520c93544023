import type { TextFormat } from '../../../../shared/domain/farm-summary';
import { messageRef } from '../../../../shared/i18n/message-ref';
import type { SeasonRecord } from '../../../../shared/api/schemas/season';
import { CROP_PLAN_TEXTS } from './messages';
import { kgPerHa, nairaPerHa, seasonDay } from './season-format';

/**
 * "10 May → 2 October" of a season's sowing and harvest (a "?" for an end not known), or "Not detected" ("Not computed
 * yet" while the year's satellite days are not all computed), in the language `text` formats.
 */
export function seasonSpan(text: TextFormat, start: string | null, end: string | null, year: number, pending = false): string {
  if (start === null && end === null) return text(pending ? CROP_PLAN_TEXTS.detectionPending : CROP_PLAN_TEXTS.notDetected);
  const day = (value: string | null) => (value === null ? '?' : text(seasonDay(value, year)));
  return text(messageRef('crop-plan.ui.span', { start: day(start), end: day(end) }));
}

/** A compared season's money and yield per hectare, labelled as the table's columns (catalogue keys). */
export function comparisonFigures(record: SeasonRecord): [string, string][] {
  const columns = CROP_PLAN_TEXTS.comparisonColumns;
  return [
    [columns.yield, kgPerHa(record.yield_kg_per_ha)],
    [columns.cost, nairaPerHa(record.cost_per_ha)],
    [columns.margin, nairaPerHa(record.margin_per_ha)],
  ];
}
