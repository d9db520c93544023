import { fieldsAsCsv, fieldsAsGeoJson } from '../core/fields/field-export';
import { listTeamFields } from '../core/fields/field-list';
import { raw, route } from '../lib/http';

const FORMATS = {
  geojson: { contentType: 'application/geo+json', file: 'fields.geojson', write: fieldsAsGeoJson },
  csv: { contentType: 'text/csv; charset=utf-8', file: 'fields.csv', write: fieldsAsCsv },
} as const;

/** The team's fields as a file to save: GeoJSON or CSV. */
export const exportFields = route('exportFields', async ({ query, team }) => {
  const format = FORMATS[query.format];
  const fields = await listTeamFields(team.teamId);
  return raw(format.write(fields), format.contentType, { 'content-disposition': `attachment; filename="${format.file}"` });
});
