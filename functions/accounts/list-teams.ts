import { teamPage } from '../core/admin/teams';
import { route } from '../lib/http';

export const listTeams = route('listTeams', async ({ query }) => teamPage(query));
