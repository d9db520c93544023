import { ulid } from 'ulid';
import type { Role } from '../../../shared/api/schemas/roles';
import { ROLE_MESSAGES } from '../../../shared/api/schemas/roles';
import { ALL_PERMISSIONS } from '../../../shared/domain/permissions';
import { db } from '../db/service';
import type { RoleItem } from '../db/entities';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors';
import { assertGrantable, assertNotOwnRole } from './grants';
import type { TeamAccess } from './teams';

export function toRole(item: RoleItem): Role {
  return {
    id: item.roleId,
    name: item.name,
    description: item.description,
    team: item.teamId,
    privileges: item.isOwner ? [...ALL_PERMISSIONS] : item.privileges,
    is_owner: item.isOwner,
  };
}

export async function listRoles(teamId: string): Promise<RoleItem[]> {
  const { data } = await db().entities.role.query.byTeam({ teamId }).go({ pages: 'all' });
  return data.sort((a, b) => Number(b.isOwner) - Number(a.isOwner) || a.createdAt.localeCompare(b.createdAt));
}

/** A role by id, only within the given team: another team's role id reads as not found. */
export async function roleInTeam(teamId: string, roleId: string): Promise<RoleItem> {
  const { data } = await db().entities.role.get({ teamId, roleId }).go();
  if (!data) throw new NotFoundError('Role not found.');
  return data;
}

/** The team a role belongs to, or null when there is no such role. */
export async function teamOfRole(roleId: string): Promise<string | null> {
  const { data } = await db().entities.role.query.byId({ roleId }).go();
  return data[0]?.teamId ?? null;
}

/** Role names are unique within a team whatever their case, so members are never shown two "Manager" roles. */
async function assertNameFree(teamId: string, name: string, exceptRoleId?: string): Promise<void> {
  const wanted = name.trim().toLocaleLowerCase();
  const roles = await listRoles(teamId);
  if (roles.some((role) => role.roleId !== exceptRoleId && role.name.trim().toLocaleLowerCase() === wanted)) {
    throw new ConflictError(ROLE_MESSAGES.roleNameTaken);
  }
}

export async function createRole(
  input: { teamId: string; name: string; description: string; privileges: string[] },
  actor: TeamAccess,
): Promise<RoleItem> {
  assertGrantable(actor, input.privileges);
  await assertNameFree(input.teamId, input.name);
  const { data } = await db()
    .entities.role.create({ ...input, roleId: ulid(), privileges: [...new Set(input.privileges)], isOwner: false })
    .go();
  return data;
}

export async function updateRole(
  teamId: string,
  roleId: string,
  changes: { name: string; description: string; privileges: string[] },
  actor: TeamAccess,
): Promise<RoleItem> {
  const role = await roleInTeam(teamId, roleId);
  if (role.isOwner) throw new ForbiddenError(ROLE_MESSAGES.ownerRoleLocked);
  assertNotOwnRole(actor, roleId);
  assertGrantable(actor, changes.privileges);
  await assertNameFree(teamId, changes.name, roleId);
  await db()
    .entities.role.patch({ teamId, roleId })
    .set({ ...changes, privileges: [...new Set(changes.privileges)] })
    .go();
  return { ...role, ...changes };
}

/** Refuses to delete a role members still hold, rather than leave them without one. */
export async function deleteRole(teamId: string, roleId: string): Promise<void> {
  const role = await roleInTeam(teamId, roleId);
  if (role.isOwner) throw new ForbiddenError(ROLE_MESSAGES.ownerRoleLocked);
  const { data: members } = await db().entities.member.query.byTeam({ teamId }).go({ pages: 'all' });
  if (members.some((member) => member.roleId === roleId)) throw new ConflictError(ROLE_MESSAGES.roleInUse);
  await db().entities.role.delete({ teamId, roleId }).go();
}
