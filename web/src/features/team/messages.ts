import { useIntl } from 'react-intl';
import { permissionLabel, permissionLabelId } from '../../../../shared/domain/permissions';
import type { MessageId } from '../../../../shared/i18n/english';

/**
 * Texts of the team screens (spec 1 §2, §4, §5) as catalogue keys (web/team); the role and member messages come
 * from ROLE_MESSAGES.
 */
export const TEAM_TEXTS = {
  userManagement: 'team.userManagement',
  manageRole: 'team.manageRole',
  manageRoles: 'team.manageRoles',
  inviteMember: 'team.inviteMember',
  inviteTitle: 'team.inviteTitle',
  /** Under the invitation's role list: where the roles (the starter ones included) are changed. */
  roleHint: 'team.roleHint',
  roleHintLink: 'team.roleHintLink',
  updateMemberTitle: 'team.updateMemberTitle',
  createRoleTitle: 'team.createRoleTitle',
  updateRoleTitle: 'team.updateRoleTitle',
  notAllowed: 'team.notAllowed',
  notFound: 'team.notFound',
  noMembers: 'team.noMembers',
  /** Someone invited who has not accepted: shown by the address they were invited at, not as a member. */
  invited: 'team.invited',
  roles: 'team.roles',
  noRoles: 'team.noRoles',
  selectRole: 'team.selectRole',
  roleAccess: 'team.roleAccess',
  noPermissions: 'team.noPermissions',
  customRoles: 'team.customRoles',
  customRolesHint: 'team.customRolesHint',
  createCustomRole: 'team.createCustomRole',
  membersWithRole: 'team.membersWithRole',
  noMembersWithRole: 'team.noMembersWithRole',
  deleteConfirm: 'team.deleteConfirm',
  removeConfirm: 'team.removeConfirm',
  /** Spec 1 §5: updating a role needs the account to have a team. */
  noTeamForRole: 'team.noTeamForRole',
  toAdd: 'team.toAdd',
  toRemove: 'team.toRemove',
  loading: 'team.loading',
  /** A member whose role cannot view roles, who reached the page by its address. */
  cannotViewRoles: 'team.cannotViewRoles',
} as const satisfies Record<string, MessageId>;

/** A permission's label in the language on screen (a code outside the catalogue in the Django wording). */
export function usePermissionLabel(): (code: string) => string {
  const intl = useIntl();
  return (code) => {
    const id = permissionLabelId(code);
    return id ? intl.formatMessage({ id }) : permissionLabel(code);
  };
}
