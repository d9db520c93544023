import { fusedFieldSeries, fusedSeriesCsv } from '../core/imagery/fused-series';
import { fieldSeries, seriesCsvOf } from '../core/imagery/monitoring';
import { raw, route } from '../lib/http';
import { ownerOfField } from './field-team';

const safe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'field';

/** The series as CSV; with fill=radar each row also says its source and an estimate's interval. */
export const getIndexSeriesCsv = route('getIndexSeriesCsv', { ownerTeam: ownerOfField }, async ({ query, team, log }) => {
  const fused = query.fill === 'radar';
  const series = fused ? await fusedFieldSeries(team.teamId, query, { log }) : await fieldSeries(team.teamId, query, { log });
  const filename = `${safe(series.field.name)}-${query.index}-${query.start}-${query.end}${fused ? '-radar-filled' : ''}.csv`;
  return raw(fused ? fusedSeriesCsv(series) : seriesCsvOf(series), 'text/csv; charset=utf-8', { 'content-disposition': `attachment; filename="${filename}"` });
});
