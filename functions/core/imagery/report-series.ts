import type { ReportSeriesOf } from '../farm-summary/field-report';
import type { Logger } from '../logger';
import { imageryField } from './field-shape';
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
export function computedReportSeries(log?: Logger): ReportSeriesOf {
  return (item) => {
    // The report has read the field: its 7 series take it as it is rather than each reading it again.
    const field = imageryField(item);
    return async (index, from, to) => {
      const found = await fieldDays(field.teamId, field.fieldId, index, from, to, { log, budgetMs: REPORT_COMPUTE_BUDGET_MS, field });
      const scenes = found.days.flatMap((day) => {
        const stats = asReadBack(field.teamId, field.fieldId, field.boundaryHash, day, index).indices[index];
        return stats ? [{ date: day.date, mean: stats.mean, validFraction: stats.validFraction }] : [];
      });
      // Days not computed within the time are pending (the next request computes them); failed ones are logged by fieldDays.
      return { scenes, pending: found.pending.length };
    };
  };
}
