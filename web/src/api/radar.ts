import type { ClearViewsResponse, RadarSeriesResponse } from '../../../shared/api/schemas/radar';
import { api, endpoint } from '../lib/api';
import type { RangeArgs } from './monitoring';

/**
 * The radar routes of a field: its Sentinel-1 series per acquisition and orbit (the analysis chart's radar tab, the
 * radar map layers' dates) and the clear-view ledger of every Sentinel-2 and Sentinel-1 acquisition (the strip under
 * the chart). Both take the series route's field, start and end.
 */
export const radarApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRadarSeries: build.query<RadarSeriesResponse, RangeArgs>({
      ...endpoint('getRadarSeries', (query: RangeArgs) => ({ query })),
    }),
    getClearViews: build.query<ClearViewsResponse, RangeArgs>({
      ...endpoint('getClearViews', (query: RangeArgs) => ({ query })),
    }),
  }),
});

export const { useGetRadarSeriesQuery, useGetClearViewsQuery } = radarApi;
