import { ROLE_MESSAGES } from '../../../shared/api/schemas/roles';
import { ForbiddenError } from '../errors';
import type { TeamAccess } from './teams';

/**
 * Nobody grants what they do not hold: a member who manages roles or members can hand out only permissions they
 * hold themselves, and cannot raise their own standing by editing the role they hold or their own membership.
 * The team's owner holds every permission, so these never stop them.
 */
export function assertGrantable(actor: TeamAccess, privileges: readonly string[]): void {
  if (privileges.some((privilege) => !actor.privileges.has(privilege))) throw new ForbiddenError(ROLE_MESSAGES.grantNotHeld);
}

export function assertNotOwnRole(actor: TeamAccess, roleId: string): void {
  if (actor.roleId === roleId && !actor.isTeamOwner) throw new ForbiddenError(ROLE_MESSAGES.ownRoleLocked);
}

export function assertNotOwnMembership(actor: TeamAccess, memberId: string): void {
  if (actor.memberId === memberId) throw new ForbiddenError(ROLE_MESSAGES.ownMembershipLocked);
}

/**
 * Nobody changes or removes a member who can do more than they can: the member's permissions must all be the
 * actor's too. The owner holds every permission, so only the owner passes for the owner.
 */
export function assertOutranks(actor: TeamAccess, memberPrivileges: readonly string[]): void {
  if (memberPrivileges.some((privilege) => !actor.privileges.has(privilege))) throw new ForbiddenError(ROLE_MESSAGES.memberOutranks);
}
