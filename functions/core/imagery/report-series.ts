import { StacError, StacTimeoutError } from '../../imagery/errors';
import { storedReportSeries, type ReportSeriesOf } from '../farm-summary/field-report';
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
 * chart's, and read as the table would answer them, so a report is the same computed now or read later. When the
 * imagery search fails (the STAC API down or slow), the range's stored days are served as they are and the range
 * is marked unrefreshed, which the report says, rather than failing the report (its other ranges may be cached).
 */
export function computedReportSeries(log?: Logger): ReportSeriesOf {
  return (item, boundaryHash) => {
    // The report has read the field: its 7 series take it as it is rather than each reading it again.
    const field = imageryField(item);
    const stored = storedReportSeries(item, boundaryHash);
    return async (index, from, to) => {
      let found;
      try {
        found = await fieldDays(field.teamId, field.fieldId, index, from, to, { log, budgetMs: REPORT_COMPUTE_BUDGET_MS, field });
      } catch (error) {
        if (!(error instanceof StacError || error instanceof StacTimeoutError)) throw error;
        log?.warn('report imagery search failed: the stored days are served', { fieldId: field.fieldId, index, from, to, code: error.code, error });
        return { ...(await stored(index, from, to)), unrefreshed: true };
      }
      const scenes = found.days.flatMap((day) => {
        const stats = asReadBack(field.teamId, field.fieldId, field.boundaryHash, day, index).indices[index];
        return stats ? [{ date: day.date, mean: stats.mean, validFraction: stats.validFraction }] : [];
      });
      // Days not computed within the time are pending (the next request computes them); failed ones are logged by fieldDays.
      return { scenes, pending: found.pending.length };
    };
  };
}
