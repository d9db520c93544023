import { downloadAnswer } from '../core/weather/answers';
import { placeOfSelectedField } from '../core/weather/field-place';
import { route } from '../lib/http';

export const downloadHistory = route('downloadHistory', async ({ query, team, log, language }) =>
  downloadAnswer(query.location, query, { log, language, place: await placeOfSelectedField(team.teamId, query.field) }),
);
