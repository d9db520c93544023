/** Texts of the team screens (spec 1 §2, §4, §5); the role and member messages come from ROLE_MESSAGES. */
export const TEAM_TEXTS = {
  userManagement: 'User Management',
  manageRole: 'Manage Role',
  manageRoles: 'Manage Roles',
  inviteMember: 'Invite Member',
  inviteTitle: 'Invite A Member',
  /** Under the invitation's role list: where the roles (the starter ones included) are changed. */
  roleHint: 'A role sets what the member can see and do.',
  roleHintLink: 'Change roles in Manage Roles',
  updateMemberTitle: 'Update Member Role',
  createRoleTitle: 'Create Custom Role',
  updateRoleTitle: 'Update Custom Role',
  notAllowed: 'Not Allowed',
  notFound: 'Not Found',
  noMembers: 'No team members yet',
  /** Someone invited who has not accepted: shown by the address they were invited at, not as a member. */
  invited: 'Invited',
  roles: 'Roles',
  noRoles: 'No roles yet',
  selectRole: 'Select A Role to view permission',
  roleAccess: 'What this role can access',
  noPermissions: 'This role cannot access anything yet.',
  customRoles: 'Custom Roles',
  customRolesHint: 'You can create your own custom roles, and choose exactly what team members can see and do.',
  createCustomRole: 'Create a custom role',
  membersWithRole: 'Team Members with this role',
  noMembersWithRole: 'No team member has this role yet.',
  deleteConfirm: 'Are you sure you want to delete?',
  removeConfirm: 'Are you sure you want to remove this member?',
  /** Spec 1 §5: updating a role needs the account to have a team. */
  noTeamForRole: 'Account does not have a team, please subscribe to a team to continue',
  toAdd: 'To Add',
  toRemove: 'To Remove',
  loading: 'Loading...',
  /** A member whose role cannot view roles, who reached the page by its address. */
  cannotViewRoles: 'Your role does not let you view the team’s roles. Ask the team owner if you need to.',
} as const;
