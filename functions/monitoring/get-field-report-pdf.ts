import { fieldReport } from '../core/farm-summary/field-report';
import { reportMaps } from '../core/farm-summary/report-maps';
import { reportPdf } from '../core/farm-summary/report-pdf';
import { teamOfField } from '../core/imagery/field-shape';
import { computedReportSeries } from '../core/imagery/report-series';
import { raw, route } from '../lib/http';

/**
 * The field report as a PDF file for API clients, with its two maps: served here, beside the imagery engine that
 * paints them; the screen prints the same content from its preview.
 */
export const getFieldReportPdf = route('getFieldReportPdf', { ownerTeam: ({ query }) => teamOfField(query.field_id) }, async ({ query, team, log }) => {
  const report = await fieldReport(team.teamId, query, log, computedReportSeries(log));
  const maps = await reportMaps(team.teamId, report, { log });
  const file = `field-report-${report.start_date}-${report.end_date}.pdf`;
  return raw(reportPdf(report, maps), 'application/pdf', { 'content-disposition': `attachment; filename="${file}"` });
});
