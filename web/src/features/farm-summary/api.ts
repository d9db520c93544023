import type { FarmSummaryList, FieldReport, FieldSummary } from '../../../../shared/api/schemas/farm-summary';
import type { ScalarIndexId } from '../../../../shared/domain/indices';
import { answerOf, api, request } from '../../lib/api';

/** Farm summary list, selected-fields summary and field report (spec 2 §2.6-2.8, §7.1). */
export const farmSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    listFarmSummary: build.query<FarmSummaryList, ScalarIndexId>({
      query: (index) => request('listFarmSummary', { query: { index } }),
      responseSchema: answerOf('listFarmSummary'),
    }),
    getSelectedFieldsSummary: build.query<FieldSummary[], string>({
      query: (ids) => request('getSelectedFieldsSummary', { params: { ids } }),
      responseSchema: answerOf('getSelectedFieldsSummary'),
    }),
    getFieldReport: build.query<FieldReport[], { field_id: string; start_date: string; end_date: string; index: ScalarIndexId }>({
      query: (query) => request('getFieldReport', { query }),
      responseSchema: answerOf('getFieldReport'),
    }),
  }),
});

export const { useListFarmSummaryQuery, useGetSelectedFieldsSummaryQuery, useLazyGetFieldReportQuery } = farmSummaryApi;
