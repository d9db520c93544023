import { fieldReport } from '../core/farm-summary/field-report';
import { reportMaps } from '../core/farm-summary/report-maps';
import { reportPdf } from '../core/farm-summary/report-pdf';
import { reportClearViews } from '../core/imagery/report-clear-views';
import { computedReportSeries } from '../core/imagery/report-series';
import { reportSeason } from '../core/farm-summary/report-season';
import { reportFileName } from '../../shared/domain/farm-summary';
import { raw, route } from '../lib/http';

/** A shared field's report as the app's PDF, with its maps, in the viewer's language. */
export const getSharedReportPdf = route('getSharedReportPdf', async ({ query, share, log, language }) => {
  const report = await fieldReport(share.teamId, query, log, computedReportSeries(log), reportClearViews(share.teamId, log), reportSeason(share.teamId, { compute: true, log }));
  const maps = await reportMaps(share.teamId, report, { log });
  const file = reportFileName(report.field.name, report.start_date, report.end_date);
  return raw(reportPdf(report, maps, language), 'application/pdf', { 'content-disposition': `attachment; filename="${file}"` });
});
