import { HistoryRangeQuery } from '../../shared/api/schemas/weather';
import { rainfallAnswer } from '../core/weather/answers';
import { route } from '../lib/http';

export const getAverageRainfall = route('getAverageRainfall', { query: HistoryRangeQuery }, async ({ query, log }) =>
  rainfallAnswer(query.location, query, { log }),
);
