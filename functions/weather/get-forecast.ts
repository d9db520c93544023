import { forecastAnswer } from '../core/weather/answers';
import { placeOfSelectedField } from '../core/weather/field-place';
import { route } from '../lib/http';

export const getForecast = route('getForecast', async ({ query, team, log, language }) =>
  forecastAnswer(query.location, { log, language, place: await placeOfSelectedField(team.teamId, query.field) }),
);
