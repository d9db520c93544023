import { FieldWeatherInfoQuery } from '../../shared/api/schemas/weather';
import { teamOfField } from '../core/weather/field-place';
import { fieldWeatherAnswer } from '../core/weather/field-weather';
import { Forbidden } from '../lib/errors';
import { route } from '../lib/http';

export const getFieldWeatherInfo = route(
  'getFieldWeatherInfo',
  { query: FieldWeatherInfoQuery, ownerTeam: ({ query }) => teamOfField(query.id) },
  async ({ query, team, log }) => {
    if (!team) throw new Forbidden();
    return fieldWeatherAnswer(team.teamId, query, { log });
  },
);
