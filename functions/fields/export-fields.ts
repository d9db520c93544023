import { ExportFieldsQuery } from '../../shared/api/schemas/fields';
import { fieldsAsCsv, fieldsAsGeoJson } from '../core/fields/field-export';
import { listTeamFields } from '../core/fields/field-list';
import { Reply, route, type HttpHandler } from '../lib/http';
import { teamIdOf } from './team-id';

const FORMATS = {
  geojson: { contentType: 'application/geo+json', file: 'fields.geojson', write: fieldsAsGeoJson },
  csv: { contentType: 'text/csv; charset=utf-8', file: 'fields.csv', write: fieldsAsCsv },
} as const;

const exportRoute = route('exportFields', { query: ExportFieldsQuery }, async ({ query, team }) => {
  const format = FORMATS[query.format];
  const fields = await listTeamFields(teamIdOf(team));
  return new Reply(200, format.write(fields), {
    'content-type': format.contentType,
    'content-disposition': `attachment; filename="${format.file}"`,
  });
});

/** The factory answers JSON; a file is sent as it is, so the JSON string it made of the file is unwrapped. */
export const exportFields: HttpHandler = async (event, context) => {
  const result = await exportRoute(event, context);
  if (result.statusCode !== 200) return result;
  return { ...result, body: JSON.parse(result.body) as string };
};
