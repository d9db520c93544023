import { downloadAnswer } from '../core/weather/answers';
import { placeOfSelectedField } from '../core/weather/field-place';
import { route } from '../lib/http';

export const downloadHistory = route('downloadHistory', async ({ query, team, log }) =>
  downloadAnswer(query.location, query, { log, place: await placeOfSelectedField(team.teamId, query.field) }),
);
