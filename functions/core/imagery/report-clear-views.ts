import type { Logger } from '../logger';
import type { ReportClearViews } from '../farm-summary/field-report';
import { fieldClearViews } from './clear-views';
import { addDays } from './config';

/**
 * The field report's clear-view ledger: the period's acquisitions as the clear-views route lists them, from the
 * stored days (the report has just computed the period's) without computing more. A period longer than the route's
 * year is quoted for its last year. A ledger that cannot be made (the catalogue down) leaves the report without it.
 */
const LEDGER_MAX_DAYS = 365;

export function reportClearViews(teamId: string, log?: Logger): ReportClearViews {
  return async (fieldId, from, to) => {
    const start = from < addDays(to, -LEDGER_MAX_DAYS) ? addDays(to, -LEDGER_MAX_DAYS) : from;
    try {
      return await fieldClearViews(teamId, { field: fieldId, start, end: to }, { budgetMs: 0, ...(log ? { log } : {}) });
    } catch (error) {
      log?.warn('report clear-view ledger unavailable', { fieldId, error });
      return null;
    }
  };
}
