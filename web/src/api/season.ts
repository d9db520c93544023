import type { SeasonResponse } from '../../../shared/api/schemas/season';
import { api, endpoint } from '../lib/api';

export interface SeasonArgs {
  field: string;
  year: number;
}

/**
 * Season intelligence of a field and year: the detected sowing, emergence, peak, senescence and harvest with their
 * confidence, the field's stage and the planned crop seasons beside them (the analysis chart's markers, Field Info,
 * the crop plan's planned against detected). A crop season written in the plan changes what is planned, so it reloads.
 */
export const seasonApi = api.enhanceEndpoints({ addTagTypes: ['CropSeason'] }).injectEndpoints({
  endpoints: (build) => ({
    getFieldSeason: build.query<SeasonResponse, SeasonArgs>({
      ...endpoint('getFieldSeason', (query: SeasonArgs) => ({ query })),
      providesTags: [{ type: 'CropSeason', id: 'LIST' }],
    }),
  }),
});

export const { useGetFieldSeasonQuery } = seasonApi;
