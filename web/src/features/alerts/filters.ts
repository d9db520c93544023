import { ALERT_KINDS, type AlertKind } from '../../../../shared/domain/alerts';
import type { AlertsFilter } from '../../../../shared/api/schemas/alerts';

/** The alerts page's filters, kept in the address (a filtered list can be shared, and Back keeps it). */
export interface AlertFilters {
  field: string;
  kind: AlertKind | '';
  from: string;
  to: string;
  unread: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFrom(params: URLSearchParams): AlertFilters {
  const kind = params.get('kind') ?? '';
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    field: params.get('field') ?? '',
    kind: (ALERT_KINDS as readonly string[]).includes(kind) ? (kind as AlertKind) : '',
    from: day('from'),
    to: day('to'),
    unread: params.get('unread') === 'true',
  };
}

/** The address's parameters for some filters: the empty ones left out. */
export function filterParams(filters: AlertFilters): Record<string, string> {
  const entries = Object.entries({ ...filters, unread: filters.unread ? 'true' : '' }).filter(([, value]) => value !== '');
  return Object.fromEntries(entries) as Record<string, string>;
}

export const hasFilters = (filters: AlertFilters) => Object.keys(filterParams(filters)).length > 0;

/** How many alerts a page asks for at a time: a short answer on a slow line, then "Load more". */
export const PAGE_SIZE = 20;

/** The list's request for the filters, from a page's cursor. */
export function alertsQuery(filters: AlertFilters, cursor: string | undefined): AlertsFilter {
  return {
    ...(filters.field ? { field: filters.field } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.unread ? { unread: 'true' as const } : {}),
    ...(cursor ? { cursor } : {}),
    limit: PAGE_SIZE,
  };
}
