import { teamOfField } from '../core/weather/field-place';
import { fieldWeatherAnswer } from '../core/weather/field-weather';
import { route } from '../lib/http';

export const getFieldWeatherInfo = route(
  'getFieldWeatherInfo',
  { ownerTeam: ({ query }) => teamOfField(query.id) },
  async ({ query, team, log, language }) => {
    return fieldWeatherAnswer(team.teamId, query, { log, language });
  },
);
