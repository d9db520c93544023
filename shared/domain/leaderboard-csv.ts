import type { Leaderboard, LeaderboardRow } from '../api/schemas/leaderboard';
import type { ApiMessageId } from '../i18n/english';
import { formatIndexValue, type TextFormat } from './farm-summary';
import { LEADERBOARD_REASON_LABELS, TREND_LABELS } from './leaderboard';
import { FIELD_STAGE_LABELS } from './season';
import { toCsv } from './weather';

/**
 * The field leaderboard as a CSV file: one line per row as answered (filters applied, in rank order), its header,
 * trend words, stages and reasons in the caller's language. Isomorphic: the server's download and the screen name it
 * alike. Names users typed are kept from being read as formulas.
 */
export const LEADERBOARD_CSV_HEADER = [
  'farm-summary.leaderboard.csv.rank',
  'farm-summary.csv.field',
  'farm-summary.csv.group',
  'farm-summary.csv.state',
  'farm-summary.csv.lga',
  'farm-summary.leaderboard.csv.crop',
  'farm-summary.csv.index',
  'farm-summary.csv.value',
  'farm-summary.csv.dateCaptured',
  'farm-summary.leaderboard.csv.usual',
  'farm-summary.leaderboard.csv.vsUsual',
  'farm-summary.leaderboard.csv.years',
  'farm-summary.leaderboard.csv.cropMedian',
  'farm-summary.leaderboard.csv.vsCrop',
  'farm-summary.leaderboard.csv.percentile',
  'farm-summary.leaderboard.csv.trend',
  'farm-summary.leaderboard.csv.slope',
  'farm-summary.csv.stage',
  'farm-summary.leaderboard.csv.score',
  'farm-summary.leaderboard.csv.note',
] as const satisfies readonly ApiMessageId[];

const typed = (text: string | null) => (text !== null && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
const number = (value: number | null) => (value === null ? null : formatIndexValue(value));

function line(row: LeaderboardRow, index: string, text: TextFormat): Array<string | number | null> {
  return [
    row.rank,
    typed(row.field_name),
    typed(row.group_name),
    typed(row.state),
    typed(row.lga),
    typed(row.crop?.name ?? null),
    index,
    number(row.value),
    row.date,
    number(row.own.baseline),
    number(row.own.difference),
    row.own.years.join(' '),
    number(row.crop_group.median),
    number(row.crop_group.difference),
    row.crop_group.percentile,
    row.trend.word ? text(TREND_LABELS[row.trend.word]) : null,
    number(row.trend.slope_per_week),
    row.stage ? text(FIELD_STAGE_LABELS[row.stage]) : null,
    number(row.score),
    row.reason ? text(LEADERBOARD_REASON_LABELS[row.reason]) : null,
  ];
}

export function leaderboardCsv(board: Pick<Leaderboard, 'rows' | 'index'>, text: TextFormat): string {
  return toCsv([LEADERBOARD_CSV_HEADER.map(text), ...board.rows.map((row) => line(row, board.index, text))]);
}

/** `field_leaderboard_NDVI.csv` */
export const leaderboardCsvFileName = (index: string) => `field_leaderboard_${index}.csv`;
