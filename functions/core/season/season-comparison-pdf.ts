import type { SeasonComparison, SeasonComparisonRow } from '../../../shared/api/schemas/season';
import { SEASON_INDEX } from '../../../shared/domain/season';
import { SEASON_RECORD_LIMITS } from '../../../shared/domain/season-record';
import type { ApiMessageId } from '../../../shared/i18n/english';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { A4, SimplePdf, textWidth, wrap, type Rgb } from '../farm-summary/simple-pdf';
import { formatNumber, translate, translateText, type MessageValues } from '../i18n/translate';
import { curveWindow } from './season-comparison';

/**
 * The season comparison as a PDF file (the field report's PDF writer): a table of the seasons, one row each with
 * its planned and detected dates, its record's figures and, beside them, the season's small NDVI curve with the
 * planned (grey) and detected (green) sowing and harvest marked on it; in the caller's language (dates in ISO form).
 */
const MARGIN = 40;
const WIDTH = A4.width - 2 * MARGIN;
const SIZE = 7.5;
const LINE = 9;
const ROW_HEIGHT = 46;
const PADDING = 3;
const PLANNED: Rgb = [150, 150, 150];
const DETECTED: Rgb = [46, 125, 50];

/** The comparison's words and numbers in one language. */
function comparisonWords(language: Language) {
  const t = (id: ApiMessageId, values?: MessageValues) => translate(language, id, values);
  const whole = (value: number) => formatNumber(language, value, { maximumFractionDigits: 0 });
  const amount = (value: number | null, id?: 'report.seasons.kg' | 'report.seasons.kgPerHa') =>
    value === null ? '-' : id ? t(id, { amount: whole(value) }) : whole(value);
  const naira = (value: number | null) => (value === null ? '-' : t('report.seasons.naira', { amount: whole(value) }));
  const hectares = (value: number) =>
    t('report.hectares', { area: formatNumber(language, value, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }) });
  return { t, whole, amount, naira, hectares };
}

type Words = ReturnType<typeof comparisonWords>;

/** The text cut to the width, with an ellipsis when it had to be cut. */
function fit(text: string, width: number): string {
  if (textWidth(text, SIZE) <= width) return text;
  let cut = [...text.normalize('NFC')];
  while (cut.length > 1 && textWidth(`${cut.join('')}...`, SIZE) > width) cut = cut.slice(0, -1);
  return `${cut.join('')}...`;
}

interface Column {
  title: [ApiMessageId, ApiMessageId];
  width: number;
  lines: (row: SeasonComparisonRow, width: number, words: Words) => string[];
}

const COLUMNS: Column[] = [
  {
    title: ['report.seasons.column.field', 'report.seasons.column.fieldNote'],
    width: 82,
    lines: (row, width, { hectares }) => {
      const name = wrap(row.field.name, SIZE, width);
      const shown = name.slice(0, 3).map((line) => fit(line, width));
      if (name.length > 3) shown[2] = fit(`${name[2] ?? ''}...`, width);
      return [...shown, hectares(row.field.area_ha)];
    },
  },
  { title: ['report.seasons.column.season', 'report.seasons.column.seasonNote'], width: 56, lines: (row, width) => [String(row.year), fit(row.crop, width)] },
  { title: ['report.seasons.column.planned', 'report.seasons.column.datesNote'], width: 54, lines: (row) => [row.planned_sowing, row.planned_harvest] },
  {
    title: ['report.seasons.column.detected', 'report.seasons.column.datesNote'],
    width: 54,
    // As the screen says it: nothing detected, or nothing to say yet while the year's satellite days are not all computed.
    lines: (row, width, { t }) =>
      row.detected_sowing === null && row.detected_harvest === null
        ? wrap(t(row.detection_pending ? 'report.seasons.notComputed' : 'report.seasons.notDetected'), SIZE, width)
        : [row.detected_sowing ?? '-', row.detected_harvest ?? '-'],
  },
  {
    title: ['report.seasons.column.yield', 'report.seasons.column.yieldNote'],
    width: 56,
    lines: ({ record }, _width, { amount }) => [amount(record.yield_kg, 'report.seasons.kg'), amount(record.yield_kg_per_ha, 'report.seasons.kgPerHa')],
  },
  {
    title: ['report.seasons.column.costs', 'report.seasons.column.costsNote'],
    width: 62,
    lines: ({ record }, _width, { t, amount, naira }) => [
      naira(record.costs),
      t('report.seasons.perHa', { amount: amount(record.cost_per_ha) }),
      t('report.seasons.tasks', { count: record.task_count }),
    ],
  },
  {
    title: ['report.seasons.column.revenue', 'report.seasons.column.revenueNote'],
    width: 66,
    lines: ({ record }, _width, { t, amount, naira }) => [naira(record.revenue), record.margin_per_ha === null ? '-' : t('report.seasons.perHa', { amount: amount(record.margin_per_ha) })],
  },
];
const CURVE_X = COLUMNS.reduce((sum, column) => sum + column.width, 0);
const CURVE_WIDTH = WIDTH - CURVE_X;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** The season's curve in its box (lower-left corner x, y): NDVI 0 to 1 up, the curve's window across. */
function drawCurve(pdf: SimplePdf, row: SeasonComparisonRow, x: number, y: number, width: number, height: number, words: Words): void {
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
    pdf.text(x + 3, y + height / 2 - 2, words.t('report.seasons.noClearDay'), { size: 6 });
    return;
  }
  const points = row.curve.map((point) => [across(point.date), up(point.value)] as const);
  points.forEach(([px, py], i) => {
    const next = points[i + 1];
    if (next) pdf.line(px, py, next[0], next[1], 0.8);
    pdf.rect(px - 0.8, py - 0.8, 1.6, 1.6, 0.2);
  });
}

export function seasonComparisonPdf(comparison: SeasonComparison, language: Language = DEFAULT_LANGUAGE): Uint8Array {
  const words = comparisonWords(language);
  const { t } = words;
  const pdf = new SimplePdf();
  let y = A4.height - MARGIN;
  const paragraph = (content: string, size: number, bold = false) => {
    for (const line of wrap(content, size, WIDTH, bold)) {
      pdf.text(MARGIN, y, line, { size, bold });
      y -= size + 4;
    }
  };
  const header = () => {
    let x = MARGIN;
    const height = 2 * LINE + 8;
    pdf.rect(MARGIN, y - height, WIDTH, height, 0.9);
    const curve = { title: [t('report.seasons.column.curve', { index: SEASON_INDEX }), t('report.seasons.column.curveNote')], width: CURVE_WIDTH };
    for (const column of [...COLUMNS.map((c) => ({ title: c.title.map((id) => t(id)), width: c.width })), curve]) {
      pdf.text(x + PADDING, y - 10, column.title[0] ?? '', { size: SIZE, bold: true });
      pdf.text(x + PADDING, y - 10 - LINE, column.title[1] ?? '', { size: SIZE });
      x += column.width;
    }
    y -= height;
  };
  const { rows } = comparison;
  const fields = new Set(rows.map((row) => row.field.id)).size;
  const title = t('report.seasons.title');
  paragraph(title, 16, true);
  const limits = SEASON_RECORD_LIMITS;
  paragraph(t('report.seasons.summary', { seasons: rows.length, fields, lead: limits.taskLeadDays, tail: limits.taskTailDays }), 9);
  paragraph(t('report.seasons.curveNote', { index: SEASON_INDEX, margin: limits.curveMarginDays }), 9);
  if (comparison.message) paragraph(translateText(language, comparison.message), 9, true);
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
      column.lines(row, column.width - 2 * PADDING, words).forEach((line, i) => pdf.text(x + PADDING, y - 10 - i * LINE, line, { size: SIZE, bold: i === 0 && column === COLUMNS[0] }));
      x += column.width;
    }
    drawCurve(pdf, row, MARGIN + CURVE_X + PADDING, y - ROW_HEIGHT + 4, CURVE_WIDTH - 2 * PADDING, ROW_HEIGHT - 8, words);
    y -= ROW_HEIGHT;
    pdf.line(MARGIN, y, MARGIN + WIDTH, y, 0.3);
  }
  return pdf.bytes({ title });
}
