import { addMember } from '../core/teams/members';
import { created, route } from '../lib/http';

/** Invites a person into the team with a role (a new user is created; an existing one is asked and joins once they accept). */
export const assignRole = route('assignRole', { idempotent: true }, async ({ body, team, log, language }) =>
  created(
    await addMember({ teamId: body.team, roleId: body.role, email: body.email, firstName: body.first_name, lastName: body.last_name, language }, team, log),
  ),
);
