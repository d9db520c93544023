import { fieldReport } from '../core/farm-summary/field-report';
import { reportMaps } from '../core/farm-summary/report-maps';
import { reportPdf } from '../core/farm-summary/report-pdf';
import { teamOfField } from '../core/imagery/field-shape';
import { reportClearViews } from '../core/imagery/report-clear-views';
import { computedReportSeries } from '../core/imagery/report-series';
import { reportSeason } from '../core/farm-summary/report-season';
import { reportFileName } from '../../shared/domain/farm-summary';
import { raw, route } from '../lib/http';

/**
 * The field report as a PDF file, with its two maps: served here, beside the imagery engine that paints them. The
 * report preview's Download File saves it under the same name. Its texts are in the caller's language.
 */
export const getFieldReportPdf = route('getFieldReportPdf', { ownerTeam: ({ query }) => teamOfField(query.field_id) }, async ({ query, team, log, language }) => {
  const report = await fieldReport(team.teamId, query, log, computedReportSeries(log), reportClearViews(team.teamId, log), reportSeason(team.teamId, { compute: true, log }));
  const maps = await reportMaps(team.teamId, report, { log });
  const file = reportFileName(report.field.name, report.start_date, report.end_date);
  return raw(reportPdf(report, maps, language), 'application/pdf', { 'content-disposition': `attachment; filename="${file}"` });
});
