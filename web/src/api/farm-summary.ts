import type { FarmSummaryList, FieldReport, FieldSummary } from '../../../shared/api/schemas/farm-summary';
import type { Leaderboard, LeaderboardQuery } from '../../../shared/api/schemas/leaderboard';
import type { IndexId, ScalarIndexId } from '../../../shared/domain/indices';
import type { FieldStage } from '../../../shared/domain/season';
import { api, endpoint } from '../lib/api';
import { readExport, type ExportBody } from '../lib/export-download';

export interface SummaryArgs {
  index: ScalarIndexId;
  date?: string;
  stage?: FieldStage;
}

export type LeaderboardArgs = Omit<LeaderboardQuery, 'team'>;
const leaderboardQuery = ({ index, crop, group, lga }: LeaderboardArgs) => ({ index, ...(crop ? { crop } : {}), ...(group ? { group } : {}), ...(lga ? { lga } : {}) });

/** Farm summary list, selected-fields summary and field report (spec 2 §2.6-2.8, §7.1). */
export const farmSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `date` (the Date filter): each field's value as it stood that day; without it, the latest. `stage`: only the
     * fields at that stage (as last detected).
     */
    listFarmSummary: build.query<FarmSummaryList, SummaryArgs>({
      ...endpoint('listFarmSummary', ({ index, date, stage }: SummaryArgs) => ({ query: { index, ...(date ? { date } : {}), ...(stage ? { stage } : {}) } })),
    }),
    /** The list as a CSV file (the same filters), each field's stage included. */
    exportFarmSummary: build.mutation<ExportBody, SummaryArgs>({
      ...endpoint('exportFarmSummary', ({ index, date, stage }: SummaryArgs) => ({ query: { index, ...(date ? { date } : {}), ...(stage ? { stage } : {}) } }), { responseHandler: readExport }),
    }),
    /** The field leaderboard (only the filters given are sent). */
    getFieldLeaderboard: build.query<Leaderboard, LeaderboardArgs>({
      ...endpoint('getFieldLeaderboard', (args: LeaderboardArgs) => ({ query: leaderboardQuery(args) })),
    }),
    exportFieldLeaderboard: build.mutation<ExportBody, LeaderboardArgs>({
      ...endpoint('exportFieldLeaderboard', (args: LeaderboardArgs) => ({ query: leaderboardQuery(args) }), { responseHandler: readExport }),
    }),
    getSelectedFieldsSummary: build.query<FieldSummary[], string>({
      ...endpoint('getSelectedFieldsSummary', (ids: string) => ({ params: { ids } })),
    }),
    getFieldReport: build.query<FieldReport[], { field_id: string; start_date: string; end_date: string; index: ScalarIndexId }>({
      ...endpoint('getFieldReport', (query: { field_id: string; start_date: string; end_date: string; index: ScalarIndexId }) => ({ query })),
    }),
    /** The engine's legend PNG as a data URL: an image the report prints (a drawn colour bar loses its colours in print). */
    getLegendImage: build.query<string, IndexId>({
      ...endpoint('getIndexLegend', (index: IndexId) => ({ query: { index, format: 'png' as const } }), { responseHandler: dataUrl }),
    }),
  }),
});

/** A small image as a data URL (a legend is a few KB), built from its bytes so it needs no FileReader. */
async function dataUrl(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${response.headers.get('content-type') ?? 'image/png'};base64,${btoa(text)}`;
}

export const { useListFarmSummaryQuery, useExportFarmSummaryMutation, useGetFieldLeaderboardQuery, useExportFieldLeaderboardMutation, useGetSelectedFieldsSummaryQuery, useLazyGetFieldReportQuery, useGetLegendImageQuery } = farmSummaryApi;
