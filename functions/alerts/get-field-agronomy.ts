import { fieldAgronomy } from '../core/alerts/agronomy';
import { teamThresholds } from '../core/alerts/thresholds';
import { fieldForWeather } from '../core/weather/field-place';
import { route } from '../lib/http';

/** GET /alerts/field-agronomy/?field=&team=: the field's degree days and rain since sowing, and its spray windows. */
export const getFieldAgronomy = route('getFieldAgronomy', async ({ query, team }) => {
  const [{ point }, { thresholds }] = await Promise.all([fieldForWeather(team.teamId, query.field), teamThresholds(team.teamId)]);
  return fieldAgronomy(team.teamId, query.field, point, thresholds);
});
