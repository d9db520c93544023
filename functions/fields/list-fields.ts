import { listTeamFields } from '../core/fields/field-list';
import { route } from '../lib/http';

export const listFields = route('listFields', async ({ team }) => listTeamFields(team.teamId));
