import type { FieldReport } from '../../../shared/api/schemas/farm-summary';
import { FARM_SUMMARY_MESSAGES, SUMMARY_DECIMALS, reportSeasonSentences } from '../../../shared/domain/farm-summary';
import { INDICES, legendFor, rampColor, type ScalarIndexId } from '../../../shared/domain/indices';
import type { ApiMessageId } from '../../../shared/i18n/english';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { formatTick } from '../../imagery/output/legend-png';
import { formatNumber, translate, translateText, type MessageValues } from '../i18n/translate';
import type { MapRaster, ReportMaps } from './report-maps';
import { A4, SimplePdf, wrap } from './simple-pdf';

/**
 * The field report as a PDF file: the same content as the printed preview, its two maps and legend included, in the
 * caller's language (its dates in the specification's ISO form, its numbers in the language's).
 */
const MARGIN = 40;
const WIDTH = A4.width - 2 * MARGIN;
/** Each map's side on the page (points); the legend takes what is left of the row. */
export const MAP_SIDE = 180;
const MAP_GAP = 16;
// The monitoring map's outline colour: it stands out on the field's greens and browns.
const OUTLINE = [255, 235, 59] as const;
const LEGEND_SLICES = 64;

/** The report's words and numbers in one language. */
function reportWords(language: Language) {
  const t = (id: ApiMessageId, values?: MessageValues) => translate(language, id, values);
  /** A number as the language writes it, without grouping (an index value, millimetres, a year's figure). */
  const number = (value: number, digits?: number) =>
    formatNumber(language, value, { useGrouping: false, minimumFractionDigits: digits ?? 0, maximumFractionDigits: digits ?? 20 });
  /** An index value: 4 decimals (spec 2 §9), or '-'. */
  const value = (content: number | null) => (content === null ? '-' : number(content, SUMMARY_DECIMALS));
  /**
   * A sentence of the farm summary's (a catalogue key or messageRef, or final text), in the language; a sentence the
   * report ends with a full stop keeps it.
   */
  const sentence = (content: string) => {
    const stop = content.endsWith('.') && translateText(language, content.slice(0, -1)) !== content.slice(0, -1);
    return stop ? `${translateText(language, content.slice(0, -1))}.` : translateText(language, content);
  };
  return { t, number, value, sentence };
}

type Words = ReturnType<typeof reportWords>;
const text = (content: string | number | null) => (content === null ? '-' : String(content));

export const TABLE_COLUMNS: { title: ApiMessageId; cell: (row: FieldReport['table'][number], words: Words) => string }[] = [
  { title: 'report.column.anchor', cell: (row) => text(row.anchor) },
  { title: 'report.column.variety', cell: (row) => text(row.variety) },
  { title: 'report.column.farmIndexNumber', cell: (row, { value }) => value(row.farm_index_number) },
  { title: 'report.column.plantingSeason', cell: (row) => text(row.planting_season) },
  { title: 'report.column.lga', cell: (row) => text(row.lga) },
  { title: 'report.column.startingDate', cell: (row) => row.starting_date },
  { title: 'report.column.state', cell: (row) => text(row.state) },
  { title: 'report.column.endingDate', cell: (row) => row.ending_date },
  { title: 'report.column.area', cell: (row, { t, number }) => t('report.hectares', { area: number(row.area, 2) }) },
  { title: 'report.column.average', cell: (row, { value }) => value(row.average) },
  { title: 'report.column.crop', cell: (row) => text(row.crop) },
  {
    title: 'report.column.percentagePerformance',
    cell: (row, { t, number }) => (row.percentage_performance === null ? '-' : t('report.percent', { value: number(row.percentage_performance) })),
  },
];

/** A map on its grey ground (the preview's), the field's outline over it, lower-left corner at (x, y). */
function drawMap(pdf: SimplePdf, map: MapRaster, x: number, y: number): void {
  pdf.rect(x, y, MAP_SIDE, MAP_SIDE, 0.93);
  pdf.image(x, y, MAP_SIDE, MAP_SIDE, map.rgba, map.width, map.height);
  const scale = MAP_SIDE / map.width;
  for (const ring of map.outline) pdf.outline(ring.map(([px, py]) => [x + px * scale, y + MAP_SIDE - py * scale] as const), OUTLINE, 1.2);
}

/** The index's legend as the engine's legend image draws it: name, unit, the ramp over the display range, five ticks. */
function drawLegend(pdf: SimplePdf, index: ScalarIndexId, x: number, top: number, height: number, words: Words): void {
  const legend = legendFor(index);
  const { ramp, unit } = INDICES[index];
  pdf.text(x, top - 10, index, { size: 10, bold: true });
  let barTop = top - 22;
  if (unit) {
    pdf.text(x, barTop, unit, { size: 8 });
    barTop -= 10;
  }
  barTop -= 4;
  const barHeight = barTop - (top - height) - 4;
  const slice = barHeight / LEGEND_SLICES;
  for (let s = 0; s < LEGEND_SLICES; s++) {
    const value = legend.max - ((s + 0.5) / LEGEND_SLICES) * (legend.max - legend.min);
    // Each slice overlaps the next a little so no hairline of page shows between them.
    pdf.rect(x, barTop - (s + 1) * slice, 14, slice + 0.3, rampColor(ramp, value));
  }
  for (let t = 0; t <= 4; t++) {
    const y = barTop - (t / 4) * barHeight;
    pdf.line(x + 14, y, x + 18, y, 0.5);
    pdf.text(x + 21, y - 3, words.number(Number(formatTick(legend.max - (t / 4) * (legend.max - legend.min)))), { size: 8 });
  }
}

export function reportPdf(report: FieldReport, maps: ReportMaps, language: Language = DEFAULT_LANGUAGE): Uint8Array {
  const words = reportWords(language);
  const { t, number, value, sentence } = words;
  const pdf = new SimplePdf();
  let y = A4.height - MARGIN;
  const need = (height: number) => {
    if (y - height < MARGIN) {
      pdf.addPage();
      y = A4.height - MARGIN;
    }
  };
  const paragraph = (content: string, size = 10, bold = false) => {
    for (const line of wrap(content, size, WIDTH, bold)) {
      need(size + 4);
      pdf.text(MARGIN, y, line, { size, bold });
      y -= size + 4;
    }
  };
  const { field, performance } = report;
  paragraph(t('report.title', { name: field.name }), 18, true);
  y -= 4;
  paragraph(t('report.place', { location: field.location ?? '-', state: field.state ?? '-', lga: field.lga ?? '-' }));
  paragraph(t('report.period', { start: report.start_date, end: report.end_date, area: number(field.size, 2), anchor: field.anchor ?? '-' }));
  paragraph(t('report.indexLine', { index: report.index, value: value(report.farm_index_number), ndvi: value(report.ndvi_average) }));
  const baseline = { baseline: value(performance.baseline_mean), years: performance.years.join(', ') };
  const withBaseline = performance.years.length > 0;
  if (performance.percentage === null) {
    const reason = sentence(FARM_SUMMARY_MESSAGES.performanceUnavailable);
    paragraph(withBaseline ? t('report.performanceUnavailableBaseline', { reason, ...baseline }) : t('report.performanceUnavailable', { reason }));
  } else {
    const percentage = number(performance.percentage);
    paragraph(withBaseline ? t('report.performanceBaseline', { percentage, ...baseline }) : t('report.performance', { percentage }));
  }
  if (report.pending_days > 0) paragraph(sentence(FARM_SUMMARY_MESSAGES.reportPending(report.pending_days)));
  if (report.unrefreshed.length > 0) paragraph(FARM_SUMMARY_MESSAGES.reportUnrefreshed(report.unrefreshed, sentence));
  const { period_mm, normal_mm, years } = report.rainfall;
  const normal = normal_mm === null ? null : { normal: number(normal_mm), years: years.join(', ') };
  if (period_mm === null) paragraph(normal ? t('report.rainfallUnavailableNormal', normal) : t('report.rainfallUnavailable'));
  else paragraph(normal ? t('report.rainfallNormal', { mm: number(period_mm), ...normal }) : t('report.rainfall', { mm: number(period_mm) }));
  if (report.clear_views) paragraph(t('report.satelliteViews', { sentence: sentence(report.clear_views.sentence) }));
  y -= 6;
  if (maps.kind === 'no-clear-scene') paragraph(t('report.noClearScene'));
  else if (maps.kind === 'unavailable') paragraph(t('report.mapsUnavailable', { date: maps.date }));
  else {
    need(MAP_SIDE + 20);
    drawMap(pdf, maps.trueColour, MARGIN, y - MAP_SIDE);
    drawMap(pdf, maps.index, MARGIN + MAP_SIDE + MAP_GAP, y - MAP_SIDE);
    drawLegend(pdf, report.index, MARGIN + 2 * (MAP_SIDE + MAP_GAP), y, MAP_SIDE, words);
    y -= MAP_SIDE + 12;
    pdf.text(MARGIN, y, t('report.trueColourCaption', { date: maps.date }), { size: 9 });
    pdf.text(MARGIN + MAP_SIDE + MAP_GAP, y, `${report.index}, ${maps.date}`, { size: 9 });
    y -= 12;
    for (const line of wrap(t('report.mapNote'), 8, WIDTH)) {
      pdf.text(MARGIN, y, line, { size: 8 });
      y -= 10;
    }
    y -= 4;
  }
  y -= 6;
  paragraph(t('report.agronomy'), 12, true);
  if (field.crop_season.length === 0) paragraph(sentence(FARM_SUMMARY_MESSAGES.noCrop));
  for (const season of field.crop_season) {
    paragraph(t('report.cropSeason', { season: season.season, crop: season.crop.name, description: season.crop.description, sowing: season.sowing_date, harvest: season.harvest_date }));
  }
  // The season detected from the satellite series, against those planned dates.
  if (report.season) {
    paragraph(t('report.detected'), 10, true);
    for (const line of reportSeasonSentences(report.season, sentence)) paragraph(line);
  }
  y -= 6;
  paragraph(t('report.causesHeading'), 12, true);
  if (report.causes.length === 0) paragraph(t('report.noCauses'));
  for (const cause of report.causes) paragraph(t('report.cause', { cause: sentence(cause.cause), evidence: sentence(cause.evidence) }));
  if (report.scouting_notes) {
    // What the farm team saw on the ground in the period, beside what the satellite saw.
    y -= 6;
    paragraph(t('report.scoutingHeading'), 12, true);
    if (report.scouting_notes.length === 0) paragraph(t('report.noScouting'));
    for (const note of report.scouting_notes) {
      const line = t('report.scoutingLine', { date: note.observed_at.slice(0, 10), category: t(`report.scouting.${note.category}`), severity: t(`report.severity.${note.severity}`), text: note.text || '-' });
      paragraph(note.task ? t('report.scoutingTask', { line }) : line);
    }
  }
  y -= 6;
  paragraph(t('report.tableHeading'), 12, true);
  // The table on its side: one line per column, so the twelve columns stay legible on A4.
  for (const row of report.table) {
    need(TABLE_COLUMNS.length * 14 + 8);
    for (const column of TABLE_COLUMNS) {
      pdf.rect(MARGIN, y - 4, 170, 14, 0.92);
      pdf.text(MARGIN + 4, y, t(column.title), { size: 9, bold: true });
      pdf.text(MARGIN + 178, y, column.cell(row, words), { size: 9 });
      pdf.line(MARGIN, y - 4, MARGIN + WIDTH, y - 4, 0.3);
      y -= 14;
    }
    y -= 8;
  }
  paragraph(t('report.methodHeading'), 12, true);
  for (const line of report.method) paragraph(t('report.bullet', { text: sentence(line) }), 9);
  y -= 4;
  // The chosen index has its own column unless it is one of the two always listed.
  const own = report.index !== 'NDVI' && report.index !== 'NDMI';
  paragraph(own ? t('report.scenesHeadingIndex', { index: report.index }) : t('report.scenesHeading'), 10, true);
  if (report.scenes.length === 0) paragraph(t('report.noScenes'), 9);
  for (const scene of report.scenes) {
    const figures = { date: scene.date, ndvi: value(scene.ndvi), ndmi: value(scene.ndmi), clear: number(Math.round(scene.valid_fraction * 100)) };
    paragraph(own ? t('report.sceneLineIndex', { ...figures, index: value(scene.index) }) : t('report.sceneLine', figures), 9);
  }
  return pdf.bytes({ title: t('report.documentTitle', { name: field.name }) });
}
