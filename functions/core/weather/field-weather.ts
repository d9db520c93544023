import type { FieldWeatherInfoQuery, FieldWeatherInfoResponse } from '../../../shared/api/schemas/weather';
import { forecastAnswer, historyAnswer, type AnswerOptions } from './answers';
import { weatherDeps } from './deps';
import { fieldForWeather } from './field-place';
import { attributionFor } from './records';

/** GET /weather/field-info/: the field and its weather (forecast, or history when dates are given). */
export async function fieldWeatherAnswer(
  teamId: string,
  query: FieldWeatherInfoQuery,
  options: AnswerOptions = {},
): Promise<FieldWeatherInfoResponse> {
  const { field, point, place } = await fieldForWeather(teamId, query.id);
  const location = `${point.lat},${point.lon}`;
  if (query.startdate === undefined && query.enddate === undefined) {
    const weather = await forecastAnswer(point, { ...options, place });
    const fallback = weatherDeps(options.deps).sources.forecast.source;
    return { field, location, kind: 'forecast', weather, attribution: attributionFor(weather, fallback) };
  }
  const history = await historyAnswer(point, query, { ...options, place });
  return { field, location, kind: 'history', weather: history.data, attribution: history.attribution };
}
