import { createRole as create, toRole } from '../core/teams/roles';
import { created, route } from '../lib/http';

export const createRole = route('createRole', { idempotent: true }, async ({ body, team }) =>
  created(toRole(await create({ teamId: body.team, name: body.name, description: body.description, privileges: body.privileges }, team))),
);
