import type { FieldReport } from '../../../shared/api/schemas/farm-summary';
import { formatIndexValue } from '../../../shared/domain/farm-summary';
import { A4, SimplePdf, wrap } from './simple-pdf';

/** The field report as a PDF file: the same content as the printed preview, without the maps. */
const MARGIN = 40;
const WIDTH = A4.width - 2 * MARGIN;

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

export function reportPdf(report: FieldReport): Uint8Array {
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
  paragraph(`Period: ${report.start_date} to ${report.end_date}    Area: ${field.size.toFixed(2)} ha`);
  paragraph(`Farm Index Number (${report.index}): ${value(report.farm_index_number)}    NDVI average: ${value(report.ndvi_average)}`);
  paragraph(
    `Overall performance: ${performance.percentage === null ? 'not available (no previous year with clear scenes in this period)' : `${performance.percentage} % of usual`}` +
      (performance.years.length > 0 ? ` (baseline NDVI ${value(performance.baseline_mean)} over ${performance.years.join(', ')})` : ''),
  );
  paragraph(
    `Rainfall: ${report.rainfall.period_mm === null ? 'unavailable' : `${report.rainfall.period_mm} mm`}` +
      (report.rainfall.normal_mm === null ? '' : ` (normal ${report.rainfall.normal_mm} mm over ${report.rainfall.years.join(', ')})`),
  );
  y -= 6;
  paragraph('Agronomic information', 12, true);
  if (field.crop_season.length === 0) paragraph('No Crop Added Yet!');
  for (const season of field.crop_season) paragraph(`${season.season}: ${season.crop.name} (${season.crop.description}), sown ${season.sowing_date}, harvest ${season.harvest_date}`);
  y -= 6;
  paragraph('Possible causes of plant-health change', 12, true);
  if (report.causes.length === 0) paragraph('None found: no rule was triggered by this period’s scenes and weather.');
  for (const cause of report.causes) paragraph(`- ${cause.cause}: ${cause.evidence}`);
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
  for (const line of report.method) paragraph(`- ${line}`, 9);
  if (report.scenes.length > 0) {
    y -= 4;
    paragraph('Scenes of the period (NDVI / NDMI / share of the field clear)', 10, true);
    for (const scene of report.scenes) paragraph(`${scene.date}: ${value(scene.ndvi)} / ${value(scene.ndmi)} / ${Math.round(scene.valid_fraction * 100)} %`, 9);
  }
  return pdf.bytes({ title: `Field report ${field.name}` });
}
