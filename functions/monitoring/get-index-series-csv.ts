import { fieldSeries, seriesCsvOf } from '../core/imagery/monitoring';
import { raw, route } from '../lib/http';
import { ownerOfField } from './field-team';

const safe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'field';

export const getIndexSeriesCsv = route('getIndexSeriesCsv', { ownerTeam: ownerOfField }, async ({ query, team, log }) => {
  const series = await fieldSeries(team.teamId, query, { log });
  const filename = `${safe(series.field.name)}-${query.index}-${query.start}-${query.end}.csv`;
  return raw(seriesCsvOf(series), 'text/csv; charset=utf-8', { 'content-disposition': `attachment; filename="${filename}"` });
});
