import type { Role, TeamMember } from '../../../../../shared/api/schemas/roles';
import { OWNER_ROLE_NAME } from '../../../../../shared/domain/permissions';

/** Whether a member's role is the team's Owner role (by the role list's is_owner when it is at hand). */
export function isOwnerMember(member: TeamMember, roles: Role[] | undefined): boolean {
  if (!member.role) return false;
  const ownerRole = roles?.find((role) => role.is_owner);
  return ownerRole ? member.role.id === ownerRole.id : member.role.name === OWNER_ROLE_NAME;
}

export function fullName(member: TeamMember): string {
  return `${member.member.first_name} ${member.member.last_name}`.trim() || member.member.email;
}
