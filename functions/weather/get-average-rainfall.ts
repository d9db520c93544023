import { rainfallAnswer } from '../core/weather/answers';
import { route } from '../lib/http';

export const getAverageRainfall = route('getAverageRainfall', async ({ query, log }) =>
  rainfallAnswer(query.location, query, { log }),
);
