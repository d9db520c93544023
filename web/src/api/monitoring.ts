import type { DatesResponse, LegendResponse, PointResponse, SeriesResponse, TileUrlResponse } from '../../../shared/api/schemas/monitoring';
import type { IndexId, ScalarIndexId } from '../../../shared/domain/indices';
import { answerOf, api, request } from '../lib/api';

export interface RangeArgs {
  field: string;
  start: string;
  end: string;
}

export interface SeriesArgs extends RangeArgs {
  index: ScalarIndexId;
  cloud: number;
}

export interface PointArgs {
  field: string;
  index: ScalarIndexId;
  date: string;
  lat: number;
  lng: number;
}

/**
 * The monitoring routes (spec 2 §2.1-2.3, §7.6 as our own API): a field's acquisition dates with cloud, its index
 * series (and CSV), the value at a point, legends and signed tile URLs. Read-only; RTK Query's cache keeps what a
 * screen has shown, so going back to a date or an index is instant.
 */
export const monitoringApi = api.injectEndpoints({
  endpoints: (build) => ({
    getIndexDates: build.query<DatesResponse, RangeArgs>({
      query: (query) => request('getIndexDates', { query }),
      responseSchema: answerOf('getIndexDates'),
    }),
    getIndexSeries: build.query<SeriesResponse, SeriesArgs>({
      query: (query) => request('getIndexSeries', { query }),
      responseSchema: answerOf('getIndexSeries'),
    }),
    downloadIndexSeries: build.query<string, SeriesArgs>({
      query: (query) => ({ ...request('getIndexSeriesCsv', { query }), responseHandler: 'text' }),
      keepUnusedDataFor: 0,
    }),
    getIndexPoint: build.query<PointResponse, PointArgs>({
      query: (query) => request('getIndexPoint', { query }),
      responseSchema: answerOf('getIndexPoint'),
    }),
    getIndexLegend: build.query<LegendResponse, IndexId>({
      query: (index) => request('getIndexLegend', { query: { index, format: 'json' } }),
      responseSchema: answerOf('getIndexLegend'),
      keepUnusedDataFor: 3600,
    }),
    getTileUrl: build.query<TileUrlResponse, { field: string; index: IndexId; date: string }>({
      query: (query) => request('getTileUrl', { query }),
      responseSchema: answerOf('getTileUrl'),
      // Signed for days: a tile URL is good for the whole session.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const {
  useGetIndexDatesQuery,
  useGetIndexSeriesQuery,
  useLazyDownloadIndexSeriesQuery,
  useLazyGetIndexPointQuery,
  useGetIndexLegendQuery,
  useGetTileUrlQuery,
  useLazyGetIndexSeriesQuery,
} = monitoringApi;
