import type { SeasonResponse } from '../../../shared/api/schemas/season';
import { api, endpoint } from '../lib/api';

export interface SeasonArgs {
  field: string;
  year: number;
}

/**
 * Season intelligence of a field and year: the detected sowing, emergence, peak, senescence and harvest with their
 * confidence, the field's stage and the planned crop seasons beside them (the analysis chart's markers, Field Info).
 */
export const seasonApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFieldSeason: build.query<SeasonResponse, SeasonArgs>({
      ...endpoint('getFieldSeason', (query: SeasonArgs) => ({ query })),
    }),
  }),
});

export const { useGetFieldSeasonQuery } = seasonApi;
