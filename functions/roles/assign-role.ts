import { addMember } from '../core/teams/members';
import { created, route } from '../lib/http';

/** Invites a person into the team with a role (a new user is created; an existing one joins). */
export const assignRole = route('assignRole', async ({ body }) =>
  created(
    await addMember({ teamId: body.team, roleId: body.role, email: body.email, firstName: body.first_name, lastName: body.last_name }),
  ),
);
