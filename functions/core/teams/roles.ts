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
  if (!data) throw new NotFoundError(ROLE_MESSAGES.roleNotFound);
  return data;
}

/** The team a role belongs to, or null when there is no such role. */
export async function teamOfRole(roleId: string): Promise<string | null> {
  const { data } = await db().entities.role.query.byId({ roleId }).go();
  return data[0]?.teamId ?? null;
}

/** The key a role name is claimed under: case and surrounding spaces do not make another name. */
export const roleNameKey = (name: string) => name.trim().toLocaleLowerCase('en');

/**
 * Role names are unique within a team whatever their case, so members are never shown two "Manager" roles. The
 * name claim written with the role makes it so under concurrent writes; this read also covers roles stored before
 * names were claimed, and answers the usual case without a failed write.
 */
async function assertNameFree(teamId: string, name: string, exceptRoleId?: string): Promise<void> {
  const wanted = roleNameKey(name);
  const roles = await listRoles(teamId);
  if (roles.some((role) => role.roleId !== exceptRoleId && roleNameKey(role.name) === wanted)) {
    throw new ConflictError(ROLE_MESSAGES.roleNameTaken);
  }
}

/** A transaction refused because the name claim exists: another role took the name meanwhile. */
function refuseTakenName(result: { canceled: boolean; data: Array<{ code?: string }> }, claimIndex: number): void {
  if (!result.canceled) return;
  if (result.data[claimIndex]?.code === 'ConditionalCheckFailed') throw new ConflictError(ROLE_MESSAGES.roleNameTaken);
  throw new ConflictError(ROLE_MESSAGES.roleChangedMeanwhile);
}

export async function createRole(
  input: { teamId: string; name: string; description: string; privileges: string[] },
  actor: TeamAccess,
): Promise<RoleItem> {
  assertGrantable(actor, input.privileges);
  await assertNameFree(input.teamId, input.name);
  const roleId = ulid();
  const result = await db()
    .transaction.write(({ role, roleName }) => [
      roleName.create({ teamId: input.teamId, nameKey: roleNameKey(input.name), roleId }).commit(),
      role.create({ ...input, roleId, privileges: [...new Set(input.privileges)], isOwner: false }).commit(),
    ])
    .go();
  refuseTakenName(result, 0);
  return roleInTeam(input.teamId, roleId);
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
  const before = roleNameKey(role.name);
  const after = roleNameKey(changes.name);
  const update = { ...changes, privileges: [...new Set(changes.privileges)] };
  if (before === after) {
    await db().entities.role.patch({ teamId, roleId }).set(update).go();
  } else {
    // A renamed role moves its claim, in one transaction with the rename.
    const result = await db()
      .transaction.write(({ role: roles, roleName }) => [
        roleName.create({ teamId, nameKey: after, roleId }).commit(),
        roles.patch({ teamId, roleId }).set(update).where(({ name }, { eq }) => eq(name, role.name)).commit(),
        roleName.delete({ teamId, nameKey: before }).commit(),
      ])
      .go();
    refuseTakenName(result, 0);
  }
  return { ...role, ...update };
}

/** Refuses to delete a role members still hold, rather than leave them without one. Its name is free again. */
export async function deleteRole(teamId: string, roleId: string): Promise<void> {
  const role = await roleInTeam(teamId, roleId);
  if (role.isOwner) throw new ForbiddenError(ROLE_MESSAGES.ownerRoleLocked);
  const { data: members } = await db().entities.member.query.byTeam({ teamId }).go({ pages: 'all' });
  if (members.some((member) => member.roleId === roleId)) throw new ConflictError(ROLE_MESSAGES.roleInUse);
  const claim = roleNameKey(role.name);
  await db()
    .transaction.write(({ role: roles, roleName }) => [
      roles.delete({ teamId, roleId }).commit(),
      roleName.delete({ teamId, nameKey: claim }).commit(),
    ])
    .go();
}
