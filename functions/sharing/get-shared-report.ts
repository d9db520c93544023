import { fieldReport } from '../core/farm-summary/field-report';
import { reportClearViews } from '../core/imagery/report-clear-views';
import { computedReportSeries } from '../core/imagery/report-series';
import { reportSeason } from '../core/farm-summary/report-season';
import { route } from '../lib/http';

/** A shared field's report, built as the app's GET /field/report/ builds it, for the link's team. */
export const getSharedReport = route('getSharedReport', async ({ query, share, log }) => [
  await fieldReport(share.teamId, query, log, computedReportSeries(log), reportClearViews(share.teamId, log), reportSeason(share.teamId, { compute: true, log })),
]);
