import { fieldsAsCsv, fieldsAsGeoJson } from '../core/fields/field-export';
import { listTeamFields } from '../core/fields/field-list';
import { exportReply } from '../lib/export-reply';
import { route } from '../lib/http';

const FORMATS = {
  geojson: { contentType: 'application/geo+json', file: 'fields.geojson', write: fieldsAsGeoJson },
  csv: { contentType: 'text/csv; charset=utf-8', file: 'fields.csv', write: fieldsAsCsv },
} as const;

/** The team's fields as a file to save: GeoJSON or CSV (a link to it when it is too large for an answer). */
export const exportFields = route('exportFields', async ({ query, team }) => {
  const format = FORMATS[query.format];
  const fields = await listTeamFields(team.teamId);
  return exportReply(format.write(fields), { name: format.file, contentType: format.contentType, scope: team.teamId });
});
