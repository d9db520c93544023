import { fieldReport } from '../core/farm-summary/field-report';
import { teamOfField } from '../core/fields/field-store';
import { route } from '../lib/http';

/** GET /field/report/: a list whose first item is the report (spec 2 §7.1). */
export const getFieldReport = route('getFieldReport', { ownerTeam: ({ query }) => teamOfField(query.field_id) }, async ({ query, team, log }) => [
  await fieldReport(team.teamId, query, log),
]);
