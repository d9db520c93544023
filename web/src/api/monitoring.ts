import type { DatesResponse, LegendResponse, MapLayerId, PointResponse, SeriesResponse, TileUrlResponse } from '../../../shared/api/schemas/monitoring';
import type { ScalarIndexId } from '../../../shared/domain/indices';
import { api, endpoint } from '../lib/api';

export interface RangeArgs {
  field: string;
  start: string;
  end: string;
}

export interface SeriesArgs extends RangeArgs {
  index: ScalarIndexId;
  cloud: number;
  /** `radar`: missing and cloudy dates are filled with estimates from Sentinel-1 (absent: optical only). */
  fill?: 'radar';
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
      ...endpoint('getIndexDates', (query: RangeArgs) => ({ query })),
    }),
    getIndexSeries: build.query<SeriesResponse, SeriesArgs>({
      ...endpoint('getIndexSeries', (query: SeriesArgs) => ({ query })),
    }),
    downloadIndexSeries: build.query<string, SeriesArgs>({
      ...endpoint('getIndexSeriesCsv', (query: SeriesArgs) => ({ query }), { responseHandler: 'text' }),
      keepUnusedDataFor: 0,
    }),
    getIndexPoint: build.query<PointResponse, PointArgs>({
      ...endpoint('getIndexPoint', (query: PointArgs) => ({ query })),
    }),
    getIndexLegend: build.query<LegendResponse, MapLayerId>({
      ...endpoint('getIndexLegend', (index: MapLayerId) => ({ query: { index, format: 'json' as const } })),
      keepUnusedDataFor: 3600,
    }),
    getTileUrl: build.query<TileUrlResponse, { field: string; index: MapLayerId; date: string }>({
      ...endpoint('getTileUrl', (query: { field: string; index: MapLayerId; date: string }) => ({ query })),
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
