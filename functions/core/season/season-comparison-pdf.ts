import type { SeasonComparison, SeasonComparisonRow } from '../../../shared/api/schemas/season';
import { SEASON_INDEX } from '../../../shared/domain/season';
import { SEASON_RECORD_LIMITS } from '../../../shared/domain/season-record';
import { A4, SimplePdf, textWidth, wrap, type Rgb } from '../farm-summary/simple-pdf';
import { curveWindow } from './season-comparison';

/**
 * The season comparison as a PDF file (the field report's PDF writer): a table of the seasons, one row each with
 * its planned and detected dates, its record's figures and, beside them, the season's small NDVI curve with the
 * planned (grey) and detected (green) sowing and harvest marked on it.
 */
const MARGIN = 40;
const WIDTH = A4.width - 2 * MARGIN;
const SIZE = 7.5;
const LINE = 9;
const ROW_HEIGHT = 46;
const PADDING = 3;
const PLANNED: Rgb = [150, 150, 150];
const DETECTED: Rgb = [46, 125, 50];

const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const amount = (value: number | null, unit = '') => (value === null ? '-' : `${whole.format(value)}${unit}`);
const naira = (value: number | null) => (value === null ? '-' : `NGN ${whole.format(value)}`);

/** The text cut to the width, with an ellipsis when it had to be cut. */
function fit(text: string, width: number): string {
  if (textWidth(text, SIZE) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}...`, SIZE) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
}

interface Column {
  title: [string, string];
  width: number;
  lines: (row: SeasonComparisonRow, width: number) => string[];
}

const COLUMNS: Column[] = [
  {
    title: ['Field', 'area'],
    width: 82,
    lines: (row, width) => {
      const name = wrap(row.field.name, SIZE, width);
      const shown = name.slice(0, 3).map((line) => fit(line, width));
      if (name.length > 3) shown[2] = fit(`${name[2] ?? ''}...`, width);
      return [...shown, `${row.field.area_ha.toFixed(2)} ha`];
    },
  },
  { title: ['Season', 'crop'], width: 56, lines: (row, width) => [String(row.year), fit(row.crop, width)] },
  { title: ['Planned', 'sown / harvest'], width: 54, lines: (row) => [row.planned_sowing, row.planned_harvest] },
  { title: ['Detected', 'sown / harvest'], width: 54, lines: (row) => [row.detected_sowing ?? '-', row.detected_harvest ?? '-'] },
  { title: ['Yield', 'kg, kg/ha'], width: 56, lines: ({ record }) => [amount(record.yield_kg, ' kg'), amount(record.yield_kg_per_ha, ' kg/ha')] },
  {
    title: ['Costs', 'of tasks, per ha'],
    width: 62,
    lines: ({ record }) => [naira(record.costs), `${amount(record.cost_per_ha)}/ha`, `${record.task_count} ${record.task_count === 1 ? 'task' : 'tasks'}`],
  },
  {
    title: ['Revenue', 'margin per ha'],
    width: 66,
    lines: ({ record }) => [naira(record.revenue), record.margin_per_ha === null ? '-' : `${amount(record.margin_per_ha)}/ha`],
  },
];
const CURVE_X = COLUMNS.reduce((sum, column) => sum + column.width, 0);
const CURVE_WIDTH = WIDTH - CURVE_X;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** The season's curve in its box (lower-left corner x, y): NDVI 0 to 1 up, the curve's window across. */
function drawCurve(pdf: SimplePdf, row: SeasonComparisonRow, x: number, y: number, width: number, height: number): void {
  pdf.rect(x, y, width, height, 0.96);
  const window = curveWindow({ sowing_date: row.planned_sowing, harvest_date: row.planned_harvest });
  const start = dayNumber(window.from);
  const span = Math.max(1, dayNumber(window.to) - start);
  const across = (day: string) => x + (Math.min(Math.max(dayNumber(day) - start, 0), span) / span) * width;
  const up = (value: number) => y + Math.min(Math.max(value, 0), 1) * height;
  const mark = (day: string | null, colour: Rgb) => {
    if (day) pdf.rect(across(day) - 0.5, y, 1, height, colour);
  };
  mark(row.planned_sowing, PLANNED);
  mark(row.planned_harvest, PLANNED);
  mark(row.detected_sowing, DETECTED);
  mark(row.detected_harvest, DETECTED);
  if (row.curve.length === 0) {
    pdf.text(x + 3, y + height / 2 - 2, 'No clear day stored', { size: 6 });
    return;
  }
  const points = row.curve.map((point) => [across(point.date), up(point.value)] as const);
  points.forEach(([px, py], i) => {
    const next = points[i + 1];
    if (next) pdf.line(px, py, next[0], next[1], 0.8);
    pdf.rect(px - 0.8, py - 0.8, 1.6, 1.6, 0.2);
  });
}

export function seasonComparisonPdf(comparison: SeasonComparison): Uint8Array {
  const pdf = new SimplePdf();
  let y = A4.height - MARGIN;
  const paragraph = (content: string, size: number, bold = false) => {
    for (const line of wrap(content, size, WIDTH)) {
      pdf.text(MARGIN, y, line, { size, bold });
      y -= size + 4;
    }
  };
  const header = () => {
    let x = MARGIN;
    const height = 2 * LINE + 8;
    pdf.rect(MARGIN, y - height, WIDTH, height, 0.9);
    for (const column of [...COLUMNS, { title: [`${SEASON_INDEX} curve`, 'of clear days'], width: CURVE_WIDTH }]) {
      pdf.text(x + PADDING, y - 10, column.title[0] ?? '', { size: SIZE, bold: true });
      pdf.text(x + PADDING, y - 10 - LINE, column.title[1] ?? '', { size: SIZE });
      x += column.width;
    }
    y -= height;
  };
  const { rows } = comparison;
  const fields = new Set(rows.map((row) => row.field.id)).size;
  paragraph('Season comparison', 16, true);
  paragraph(`${rows.length} ${rows.length === 1 ? 'season' : 'seasons'} of ${fields} ${fields === 1 ? 'field' : 'fields'}. Costs are the actual costs of each field's tasks that started from ${SEASON_RECORD_LIMITS.taskLeadDays} days before the planned sowing to ${SEASON_RECORD_LIMITS.taskTailDays} days after the planned harvest; margin is revenue less those costs.`, 9);
  paragraph(`Curve: the field's ${SEASON_INDEX} on its stored clear days (0 to 1), from ${SEASON_RECORD_LIMITS.curveMarginDays} days before the planned sowing to ${SEASON_RECORD_LIMITS.curveMarginDays} days after the planned harvest. Grey marks: planned sowing and harvest. Green marks: detected sowing and harvest.`, 9);
  if (comparison.message) paragraph(comparison.message, 9, true);
  y -= 6;
  if (rows.length > 0) header();
  for (const row of rows) {
    if (y - ROW_HEIGHT < MARGIN) {
      pdf.addPage();
      y = A4.height - MARGIN;
      header();
    }
    let x = MARGIN;
    for (const column of COLUMNS) {
      column.lines(row, column.width - 2 * PADDING).forEach((line, i) => pdf.text(x + PADDING, y - 10 - i * LINE, line, { size: SIZE, bold: i === 0 && column === COLUMNS[0] }));
      x += column.width;
    }
    drawCurve(pdf, row, MARGIN + CURVE_X + PADDING, y - ROW_HEIGHT + 4, CURVE_WIDTH - 2 * PADDING, ROW_HEIGHT - 8);
    y -= ROW_HEIGHT;
    pdf.line(MARGIN, y, MARGIN + WIDTH, y, 0.3);
  }
  return pdf.bytes({ title: 'Season comparison' });
}
