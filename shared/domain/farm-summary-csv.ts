import type { FarmSummaryList, FarmSummaryRow } from '../api/schemas/farm-summary';
import type { ApiMessageId } from '../i18n/english';
import { formatIndexValue, type TextFormat } from './farm-summary';
import { FIELD_STAGE_LABELS } from './season';
import { toCsv } from './weather';

/**
 * The farm summary as a CSV file, its header and stages in the caller's language: one line per row of the list as answered (the stage filter applied), with the
 * field's current stage. Isomorphic: the server's download and the app make the same text. A value not computed
 * yet (a pending row) or withheld is an empty cell. A cell a spreadsheet would read as a formula (=, +, -, @) is
 * prefixed with a quote: field, group and crop names are typed by users.
 */
export const FARM_SUMMARY_CSV_HEADER = [
  'farm-summary.csv.field',
  'farm-summary.csv.group',
  'farm-summary.csv.area',
  'farm-summary.csv.state',
  'farm-summary.csv.lga',
  'farm-summary.csv.index',
  'farm-summary.csv.value',
  'farm-summary.csv.dateCaptured',
  'farm-summary.csv.change',
  'farm-summary.csv.lastCrop',
  'farm-summary.csv.lastSowingDate',
  'farm-summary.csv.stage',
] as const satisfies readonly ApiMessageId[];


/** A name a user typed, kept from being read as a formula (numbers, which may start with a minus, are not). */
const typed = (text: string | null) => (text !== null && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function line(row: FarmSummaryRow, text: TextFormat): Array<string | number | null> {
  const { field, result } = row;
  return [
    typed(field.name),
    typed(field.group_name),
    field.size.toFixed(2),
    typed(field.state),
    typed(field.lga),
    row.index,
    result.indexValue ? formatIndexValue(result.indexValue.value) : null,
    result.indexValue?.dateCaptured ?? null,
    result.valueChange === null ? null : formatIndexValue(result.valueChange),
    typed(row.last_crop),
    row.last_sowing_date,
    row.stage ? text(FIELD_STAGE_LABELS[row.stage]) : null,
  ];
}

/** `text` words the header and the stages in the caller's language (the server's translateText for request.language). */
export function farmSummaryCsv(list: Pick<FarmSummaryList, 'rows'>, text: TextFormat): string {
  return toCsv([FARM_SUMMARY_CSV_HEADER.map(text), ...list.rows.map((row) => line(row, text))]);
}

/** `farm_summary_NDVI.csv`, `farm_summary_NDVI_2026-06-30.csv` with a Date. */
export const farmSummaryCsvFileName = (index: string, date?: string) => `farm_summary_${index}${date ? `_${date}` : ''}.csv`;
