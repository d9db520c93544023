import { fieldZones } from '../core/imagery/field-zones';
import { rememberedTeamOfField } from '../core/imagery/field-shape';
import { route } from '../lib/http';

/** Another team's field reads as not found, as on the monitoring routes. */
export const getFieldZones = route('getFieldZones', { ownerTeam: ({ query }) => rememberedTeamOfField(query.field) }, async ({ query, team }) => fieldZones(team.teamId, query));
