import { fieldReport } from '../core/farm-summary/field-report';
import { teamOfField } from '../core/imagery/field-shape';
import { reportClearViews } from '../core/imagery/report-clear-views';
import { computedReportSeries } from '../core/imagery/report-series';
import { reportSeason } from '../core/farm-summary/report-season';
import { route } from '../lib/http';

/**
 * GET /field/report/: a list whose first item is the report (spec 2 §7.1). Served beside the imagery engine, so the
 * previous years' same period, which the planner does not precompute, is computed for the performance percentage.
 */
export const getFieldReport = route('getFieldReport', { ownerTeam: ({ query }) => teamOfField(query.field_id) }, async ({ query, team, log }) => [
  await fieldReport(team.teamId, query, log, computedReportSeries(log), reportClearViews(team.teamId, log), reportSeason(team.teamId, { compute: true, log })),
]);
