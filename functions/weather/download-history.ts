import { HistoryRangeQuery } from '../../shared/api/schemas/weather';
import { downloadAnswer } from '../core/weather/answers';
import { placeOfSelectedField } from '../core/weather/field-place';
import { route } from '../lib/http';

export const downloadHistory = route('downloadHistory', { query: HistoryRangeQuery }, async ({ query, team, log }) =>
  downloadAnswer(query.location, query, { log, place: await placeOfSelectedField(team?.teamId, query.field) }),
);
