import type { DatesResponse, SeriesResponse, TileUrlResponse } from '../../../../shared/api/schemas/monitoring';
import type { FieldReport } from '../../../../shared/api/schemas/farm-summary';
import type { SharedView } from '../../../../shared/api/schemas/sharing';
import { API_PREFIX } from '../../../../shared/api/routes';
import { MESSAGES } from '../../../../shared/domain/accounts';
import { currentLanguage } from '../../lib/i18n/current-language';

/**
 * The reads a share link opens, by plain fetch: the page carries no sign-in library nor the app's store, so a phone
 * on 2G loads little. The API answers errors (an unknown, ended or revoked link) in the reader's language.
 */
export class ShareReadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const sharedPath = (token: string, path: string, query: Record<string, string> = {}): string => {
  const search = new URLSearchParams(query).toString();
  return `${API_PREFIX}/share/${encodeURIComponent(token)}/${path}${search ? `?${search}` : ''}`;
};

async function read<T>(token: string, path: string, query: Record<string, string> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(sharedPath(token, path, query), { headers: { 'accept-language': currentLanguage() }, referrerPolicy: 'no-referrer' });
  } catch {
    throw new ShareReadError(0, MESSAGES.offline);
  }
  const body = (await response.json().catch(() => ({}))) as { detail?: unknown };
  if (!response.ok) throw new ShareReadError(response.status, typeof body.detail === 'string' ? body.detail : response.statusText);
  return body as T;
}

export const readSharedView = (token: string) => read<SharedView>(token, '');
export const readSharedSeries = (token: string, field: string) => read<SeriesResponse>(token, 'series/', { field, index: 'NDVI' });
export const readSharedDates = (token: string, field: string) => read<DatesResponse>(token, 'dates/', { field });
export const readSharedTileUrl = (token: string, field: string, date: string) => read<TileUrlResponse>(token, 'tiles/', { field, index: 'NDVI', date });
export const readSharedReport = (token: string, field: string, start: string, end: string) =>
  read<FieldReport[]>(token, 'report/', { field_id: field, start_date: start, end_date: end, index: 'NDVI' });
export const sharedReportPdfPath = (token: string, field: string, start: string, end: string) =>
  sharedPath(token, 'report/pdf/', { field_id: field, start_date: start, end_date: end, index: 'NDVI' });
