import type { SeasonComparison, SeasonRecord, SeasonRecordBody } from '../../../shared/api/schemas/season';
import { api, endpoint, type RouteCall } from '../lib/api';

const LIST = 'LIST' as const;

/** Which seasons the comparison report covers: the chosen years of the team's fields (all the team's when none). */
export interface ComparisonArgs {
  years: number[];
  fields?: string[];
}

export type ComparisonFormat = 'csv' | 'pdf';

const comparisonQuery = ({ years, fields }: ComparisonArgs) => ({
  years: years.join(','),
  ...(fields && fields.length > 0 ? { fields: fields.join(',') } : {}),
});

/** A file answer becomes an object URL of it; an error keeps its JSON body, so its `detail` is shown. */
const readFile = async (response: Response): Promise<unknown> => (response.ok ? URL.createObjectURL(await response.blob()) : await errorBody(response));

/** The report's file route of a format, called with the comparison's query and read as a file. */
function fileCall(format: ComparisonFormat, args: ComparisonArgs): RouteCall<'compareSeasonsCsv'> | RouteCall<'compareSeasonsPdf'> {
  const input = { query: comparisonQuery(args) };
  return format === 'csv' ? { route: 'compareSeasonsCsv', input, responseHandler: readFile } : { route: 'compareSeasonsPdf', input, responseHandler: readFile };
}

/**
 * The crop plan's season intelligence (planned against detected is season.ts's getFieldSeason): a season's record
 * (yield, revenue, its tasks' costs per hectare) and the season comparison report with its CSV and PDF files.
 * A season written in the plan (CropSeason) changes what is planned and compared, so both reload.
 */
export const seasonPlanApi = api.enhanceEndpoints({ addTagTypes: ['CropSeason', 'SeasonRecord', 'SeasonComparison'] }).injectEndpoints({
  endpoints: (build) => ({
    getSeasonRecord: build.query<SeasonRecord, string>({
      ...endpoint('getSeasonRecord', (id: string) => ({ params: { id } })),
      providesTags: (_answer, _error, id) => [{ type: 'SeasonRecord', id }],
    }),
    recordSeason: build.mutation<SeasonRecord, { id: string; body: SeasonRecordBody }>({
      ...endpoint('recordSeason', ({ id, body }: { id: string; body: SeasonRecordBody }) => ({ params: { id }, body })),
      invalidatesTags: (_answer, error, { id }) => (error ? [] : [{ type: 'SeasonRecord', id }, { type: 'SeasonComparison', id: LIST }]),
    }),
    compareSeasons: build.query<SeasonComparison, ComparisonArgs>({
      ...endpoint('compareSeasons', (args: ComparisonArgs) => ({ query: comparisonQuery(args) })),
      providesTags: [
        { type: 'SeasonComparison', id: LIST },
        { type: 'CropSeason', id: LIST },
      ],
    }),
    /** The report as a file (CSV or PDF), answered as an object URL of it: the store keeps the URL, not the file. */
    downloadSeasonComparison: build.mutation<string, ComparisonArgs & { format: ComparisonFormat }>({
      query: ({ format, ...args }) => fileCall(format, args),
    }),
  }),
});

/** An error's JSON body (its `detail` is shown), or its text when it is not JSON. */
async function errorBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const {
  useGetSeasonRecordQuery,
  useRecordSeasonMutation,
  useCompareSeasonsQuery,
  useDownloadSeasonComparisonMutation,
} = seasonPlanApi;
