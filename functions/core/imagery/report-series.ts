import type { ReportSeries } from '../farm-summary/field-report';
import type { Logger } from '../logger';
import { fieldDays } from './monitoring';
import { asReadBack } from './stat-store';

/**
 * Time a report may spend computing the days the table lacks, per series: the period and each of the previous
 * years run side by side, and the whole answer must stay well inside API Gateway's 29 s.
 */
const REPORT_COMPUTE_BUDGET_MS = 12_000;

/**
 * The report's series through the imagery engine: stored days as they are, missing ones (the same period of
 * previous years above all: the planner precomputes only the last year) computed and stored like the analysis
 * chart's, and read as the table would answer them, so a report is the same computed now or read later.
 */
export function computedReportSeries(teamId: string, log?: Logger): ReportSeries {
  return async (fieldId, index, from, to) => {
    const found = await fieldDays(teamId, fieldId, index, from, to, { log, budgetMs: REPORT_COMPUTE_BUDGET_MS });
    const scenes = found.days.flatMap((day) => {
      const stats = asReadBack(teamId, fieldId, found.field.boundaryHash, day, index).indices[index];
      return stats ? [{ date: day.date, mean: stats.mean, validFraction: stats.validFraction }] : [];
    });
    // Days not computed within the time are pending (the next request computes them); failed ones are logged by fieldDays.
    return { scenes, pending: found.pending.length };
  };
}
