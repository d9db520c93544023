import { TeamQuery } from '../../shared/api/schemas/fields';
import { listTeamFields } from '../core/fields/field-list';
import { route } from '../lib/http';
import { teamIdOf } from './team-id';

export const listFields = route('listFields', { query: TeamQuery }, async ({ team }) => listTeamFields(teamIdOf(team)));
