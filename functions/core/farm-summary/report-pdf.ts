import type { FieldReport } from '../../../shared/api/schemas/farm-summary';
import { FARM_SUMMARY_MESSAGES, formatIndexValue, reportSeasonSentences } from '../../../shared/domain/farm-summary';
import { INDICES, legendFor, rampColor, type ScalarIndexId } from '../../../shared/domain/indices';
import { formatTick } from '../../imagery/output/legend-png';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';
import { translateText } from '../i18n/translate';
import type { MapRaster, ReportMaps } from './report-maps';
import { A4, SimplePdf, wrap } from './simple-pdf';

/** The field report as a PDF file: the same content as the printed preview, its two maps and legend included. */
const MARGIN = 40;
const WIDTH = A4.width - 2 * MARGIN;
/** Each map's side on the page (points); the legend takes what is left of the row. */
export const MAP_SIDE = 180;
const MAP_GAP = 16;
// The monitoring map's outline colour: it stands out on the field's greens and browns.
const OUTLINE = [255, 235, 59] as const;
const LEGEND_SLICES = 64;

/** The report's messageRefs (season sentences, causes, method, notes) in English until the PDF speaks the caller's language. */
const say = (content: string) => translateText(DEFAULT_LANGUAGE, content);
const value = (number: number | null) => (number === null ? '-' : formatIndexValue(number));
const text = (content: string | number | null) => (content === null ? '-' : String(content));

export const TABLE_COLUMNS: { title: string; cell: (row: FieldReport['table'][number]) => string }[] = [
  { title: 'Anchor', cell: (row) => text(row.anchor) },
  { title: 'Variety', cell: (row) => text(row.variety) },
  { title: 'Farm Index Number', cell: (row) => value(row.farm_index_number) },
  { title: 'Planting Season', cell: (row) => text(row.planting_season) },
  { title: 'LGA', cell: (row) => text(row.lga) },
  { title: 'Starting Date', cell: (row) => row.starting_date },
  { title: 'State', cell: (row) => text(row.state) },
  { title: 'Ending Date', cell: (row) => row.ending_date },
  { title: 'Area', cell: (row) => `${row.area.toFixed(2)} ha` },
  { title: 'Average', cell: (row) => value(row.average) },
  { title: 'Crop', cell: (row) => text(row.crop) },
  { title: 'Percentage Performance', cell: (row) => (row.percentage_performance === null ? '-' : `${row.percentage_performance} %`) },
];

/** A map on its grey ground (the preview's), the field's outline over it, lower-left corner at (x, y). */
function drawMap(pdf: SimplePdf, map: MapRaster, x: number, y: number): void {
  pdf.rect(x, y, MAP_SIDE, MAP_SIDE, 0.93);
  pdf.image(x, y, MAP_SIDE, MAP_SIDE, map.rgba, map.width, map.height);
  const scale = MAP_SIDE / map.width;
  for (const ring of map.outline) pdf.outline(ring.map(([px, py]) => [x + px * scale, y + MAP_SIDE - py * scale] as const), OUTLINE, 1.2);
}

/** The index's legend as the engine's legend image draws it: name, unit, the ramp over the display range, five ticks. */
function drawLegend(pdf: SimplePdf, index: ScalarIndexId, x: number, top: number, height: number): void {
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
    pdf.text(x + 21, y - 3, formatTick(legend.max - (t / 4) * (legend.max - legend.min)), { size: 8 });
  }
}

export function reportPdf(report: FieldReport, maps: ReportMaps): Uint8Array {
  const pdf = new SimplePdf();
  let y = A4.height - MARGIN;
  const need = (height: number) => {
    if (y - height < MARGIN) {
      pdf.addPage();
      y = A4.height - MARGIN;
    }
  };
  const paragraph = (content: string, size = 10, bold = false) => {
    for (const line of wrap(content, size, WIDTH)) {
      need(size + 4);
      pdf.text(MARGIN, y, line, { size, bold });
      y -= size + 4;
    }
  };
  const { field, performance } = report;
  paragraph(`Field report: ${field.name}`, 18, true);
  y -= 4;
  paragraph(`Location: ${field.location ?? '-'}    State: ${field.state ?? '-'}    LGA: ${field.lga ?? '-'}`);
  paragraph(`Period: ${report.start_date} to ${report.end_date}    Area: ${field.size.toFixed(2)} ha    Anchor: ${field.anchor ?? '-'}`);
  paragraph(`Farm Index Number (${report.index}): ${value(report.farm_index_number)}    NDVI average: ${value(report.ndvi_average)}`);
  paragraph(
    `Overall performance: ${performance.percentage === null ? say(FARM_SUMMARY_MESSAGES.performanceUnavailable) : `${performance.percentage} % of usual`}` +
      (performance.years.length > 0 ? ` (baseline NDVI ${value(performance.baseline_mean)} over ${performance.years.join(', ')})` : ''),
  );
  if (report.pending_days > 0) paragraph(say(FARM_SUMMARY_MESSAGES.reportPending(report.pending_days)));
  if (report.unrefreshed.length > 0) paragraph(FARM_SUMMARY_MESSAGES.reportUnrefreshed(report.unrefreshed, say));
  paragraph(
    `Rainfall: ${report.rainfall.period_mm === null ? 'unavailable' : `${report.rainfall.period_mm} mm`}` +
      (report.rainfall.normal_mm === null ? '' : ` (normal ${report.rainfall.normal_mm} mm over ${report.rainfall.years.join(', ')})`),
  );
  if (report.clear_views) paragraph(`Satellite views: ${report.clear_views.sentence}.`);
  y -= 6;
  if (maps.kind === 'no-clear-scene') paragraph('No clear scene in this period: no map to show.');
  else if (maps.kind === 'unavailable') paragraph(`The maps of ${maps.date} could not be drawn: the satellite imagery could not be read. Try again later.`);
  else {
    need(MAP_SIDE + 20);
    drawMap(pdf, maps.trueColour, MARGIN, y - MAP_SIDE);
    drawMap(pdf, maps.index, MARGIN + MAP_SIDE + MAP_GAP, y - MAP_SIDE);
    drawLegend(pdf, report.index, MARGIN + 2 * (MAP_SIDE + MAP_GAP), y, MAP_SIDE);
    y -= MAP_SIDE + 12;
    pdf.text(MARGIN, y, `True colour, ${maps.date}`, { size: 9 });
    pdf.text(MARGIN + MAP_SIDE + MAP_GAP, y, `${report.index}, ${maps.date}`, { size: 9 });
    y -= 12;
    pdf.text(MARGIN, y, 'Grey inside the yellow outline: not seen clearly that day (cloud, shadow or no data).', { size: 8 });
    y -= 14;
  }
  y -= 6;
  paragraph('Agronomic information', 12, true);
  if (field.crop_season.length === 0) paragraph('No Crop Added Yet!');
  for (const season of field.crop_season) paragraph(`${season.season}: ${season.crop.name} (${season.crop.description}), sown ${season.sowing_date}, harvest ${season.harvest_date}`);
  // The season detected from the satellite series, against those planned dates.
  if (report.season) {
    paragraph('Detected from satellite:', 10, true);
    for (const line of reportSeasonSentences(report.season, say)) paragraph(line);
  }
  y -= 6;
  paragraph('Possible causes of plant-health change', 12, true);
  if (report.causes.length === 0) paragraph('None found: no rule was triggered by this period’s scenes and weather.');
  for (const cause of report.causes) paragraph(`- ${say(cause.cause)}: ${say(cause.evidence)}`);
  y -= 6;
  paragraph('Summary table', 12, true);
  // The table on its side: one line per column, so the twelve columns stay legible on A4.
  for (const row of report.table) {
    need(TABLE_COLUMNS.length * 14 + 8);
    for (const column of TABLE_COLUMNS) {
      pdf.rect(MARGIN, y - 4, 170, 14, 0.92);
      pdf.text(MARGIN + 4, y, column.title, { size: 9, bold: true });
      pdf.text(MARGIN + 178, y, column.cell(row), { size: 9 });
      pdf.line(MARGIN, y - 4, MARGIN + WIDTH, y - 4, 0.3);
      y -= 14;
    }
    y -= 8;
  }
  paragraph('How the numbers are made', 12, true);
  for (const line of report.method) paragraph(`- ${say(line)}`, 9);
  y -= 4;
  // The chosen index has its own column unless it is one of the two always listed.
  const own = report.index !== 'NDVI' && report.index !== 'NDMI';
  paragraph(`Scenes of the period (NDVI / NDMI${own ? ` / ${report.index}` : ''} / share of the field clear)`, 10, true);
  if (report.scenes.length === 0) paragraph('No scene of this period is stored yet.', 9);
  for (const scene of report.scenes) {
    paragraph(`${scene.date}: ${value(scene.ndvi)} / ${value(scene.ndmi)}${own ? ` / ${value(scene.index)}` : ''} / ${Math.round(scene.valid_fraction * 100)} %`, 9);
  }
  return pdf.bytes({ title: `Field report ${field.name}` });
}
