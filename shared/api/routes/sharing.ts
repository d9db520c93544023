import * as z from 'zod';
import { indexMeter } from '../../domain/admin';
import { FieldReport, FieldReportQuery } from '../schemas/farm-summary';
import { DatesQuery, DatesResponse, SeriesQuery, SeriesResponse, TileUrlQuery, TileUrlResponse } from '../schemas/monitoring';
import { CreatedShareLink, CreateShareLinkBody, ShareLink, ShareLinkParams, SharedView, ShareTokenParams } from '../schemas/sharing';
import { EMPTY, FILE, r, type RouteSpec } from './spec';

/**
 * The routes of the sharing Lambda: a team's read-only share links (create, list, revoke), and the public reads a
 * link opens without an account. A public read names its link's token in the path (`shared: true`): the handler kit
 * resolves it to its team and fields and meters the call like the app's own route to that team.
 */
export const SHARING_ROUTES = {
  listShareLinks: r('GET', '/sharing/', 'sharing', 'user', 'sharing.view_sharelink', { team: 'query', answer: z.array(ShareLink) }),
  createShareLink: r('POST', '/sharing/', 'sharing', 'user', 'sharing.add_sharelink', { team: 'query', body: CreateShareLinkBody, answer: CreatedShareLink }),
  revokeShareLink: r('DELETE', '/sharing/{id}/', 'sharing', 'user', 'sharing.delete_sharelink', { team: 'query', params: ShareLinkParams, answer: EMPTY }),
  getSharedView: r('GET', '/share/{token}/', 'sharing', 'public', null, { params: ShareTokenParams, answer: SharedView, shared: true }),
  getSharedSeries: r('GET', '/share/{token}/series/', 'sharing', 'public', null, {
    params: ShareTokenParams,
    query: SeriesQuery,
    answer: SeriesResponse,
    meter: indexMeter('Index statistics'),
    shared: true,
  }),
  getSharedDates: r('GET', '/share/{token}/dates/', 'sharing', 'public', null, { params: ShareTokenParams, query: DatesQuery, answer: DatesResponse, shared: true }),
  getSharedTileUrl: r('GET', '/share/{token}/tiles/', 'sharing', 'public', null, {
    params: ShareTokenParams,
    query: TileUrlQuery,
    answer: TileUrlResponse,
    meter: indexMeter('Index tile'),
    shared: true,
  }),
  getSharedReport: r('GET', '/share/{token}/report/', 'sharing', 'public', null, {
    params: ShareTokenParams,
    query: FieldReportQuery,
    answer: z.array(FieldReport),
    meter: indexMeter('Index report'),
    shared: true,
  }),
  getSharedReportPdf: r('GET', '/share/{token}/report/pdf/', 'sharing', 'public', null, {
    params: ShareTokenParams,
    query: FieldReportQuery,
    answer: FILE,
    meter: indexMeter('Index report'),
    shared: true,
  }),
} as const satisfies Record<string, RouteSpec>;
