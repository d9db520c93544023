import { historyAnswer } from '../core/weather/answers';
import { placeOfSelectedField } from '../core/weather/field-place';
import { route } from '../lib/http';

export const getHistory = route('getHistory', async ({ query, team, log, language }) =>
  historyAnswer(query.LOCATION, query, { log, language, place: await placeOfSelectedField(team.teamId, query.field) }),
);
