import type { FarmSummaryList, FarmSummaryRow } from '../api/schemas/farm-summary';
import { formatIndexValue } from './farm-summary';
import { FIELD_STAGE_LABELS } from './season';
import { toCsv } from './weather';

/**
 * The farm summary as a CSV file: one line per row of the list as answered (the stage filter applied), with the
 * field's current stage. Isomorphic: the server's download and the app make the same text. A value not computed
 * yet (a pending row) or withheld is an empty cell. A cell a spreadsheet would read as a formula (=, +, -, @) is
 * prefixed with a quote: field, group and crop names are typed by users.
 */
export const FARM_SUMMARY_CSV_HEADER = [
  'Field',
  'Group',
  'Area (ha)',
  'State',
  'LGA',
  'Index',
  'Value',
  'Date Captured',
  'Change',
  'Last Crop',
  'Last Sowing Date',
  'Stage',
] as const;


/** A name a user typed, kept from being read as a formula (numbers, which may start with a minus, are not). */
const typed = (text: string | null) => (text !== null && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

function line(row: FarmSummaryRow): Array<string | number | null> {
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
    row.stage ? FIELD_STAGE_LABELS[row.stage] : null,
  ];
}

export function farmSummaryCsv(list: Pick<FarmSummaryList, 'rows'>): string {
  return toCsv([[...FARM_SUMMARY_CSV_HEADER], ...list.rows.map(line)]);
}

/** `farm_summary_NDVI.csv`, `farm_summary_NDVI_2026-06-30.csv` with a Date. */
export const farmSummaryCsvFileName = (index: string, date?: string) => `farm_summary_${index}${date ? `_${date}` : ''}.csv`;
