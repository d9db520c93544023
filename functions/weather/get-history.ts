import { historyAnswer } from '../core/weather/answers';
import { placeOfSelectedField } from '../core/weather/field-place';
import { route } from '../lib/http';

export const getHistory = route('getHistory', async ({ query, team, log }) =>
  historyAnswer(query.LOCATION, query, { log, place: await placeOfSelectedField(team.teamId, query.field) }),
);
