import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from './support/intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '../../shared/api/schemas/accounts';
import { ROLE_MESSAGES, type Role, type TeamMember } from '../../shared/api/schemas/roles';
import { MESSAGES } from '../../shared/domain/accounts';
import { ALL_PERMISSIONS } from '../../shared/domain/permissions';
import { currentPath, mockSession, renderApp, userDetails } from './render';
import { TEAM_TEXTS } from '../../web/src/features/team/messages';
import { mockApi, reply, type ApiRequest } from './support/mock-api';
import { phoneMatchMedia } from './media-query';


const OWNER_ROLE: Role = {
  id: 'role-owner',
  name: 'Owner',
  description: 'Full access',
  team: 'team-1',
  privileges: [...ALL_PERMISSIONS],
  is_owner: true,
};
const SCOUT: Role = {
  id: 'role-scout',
  name: 'Scout',
  description: 'Walks the fields',
  team: 'team-1',
  privileges: ['roles.view_role', 'accounts.view_teammember'],
  is_owner: false,
};
const SPARE: Role = { id: 'role-spare', name: 'Spare', description: 'Nobody has it', team: 'team-1', privileges: [], is_owner: false };

function member(id: string, userId: string, first: string, last: string, role: Role | null): TeamMember {
  const { id: roleId, name, description, privileges } = role ?? OWNER_ROLE;
  return {
    id,
    member: { first_name: first, last_name: last, email: `${first.toLowerCase()}@example.com`, pk: userId },
    role: role ? { id: roleId, name, description, privileges } : null,
  };
}

interface Backend {
  profile: UserDetails;
  roles: Role[];
  members: TeamMember[];
  requests: ApiRequest[];
  /** Answers a request before the default handling (e.g. an error). */
  override?: (method: string, path: string, body: unknown) => Response | undefined;
}

/** An in-memory stand-in for the team routes, so lists really reload after each change. */
function mockTeamBackend(initial: Partial<Backend> = {}): Backend {
  let next = 10;
  const api = mockApi();
  const backend: Backend = {
    profile: userDetails(),
    roles: [OWNER_ROLE, SCOUT, SPARE],
    members: [
      member('m1', 'user-1', 'Jane', 'Doe', OWNER_ROLE),
      member('m2', 'user-2', 'Sam', 'Scout', SCOUT),
      member('m3', 'user-3', 'Nora', 'Norole', null),
    ],
    requests: api.requests,
    ...initial,
  };
  const overridden = (request: ApiRequest) => backend.override?.(request.method, request.path, request.body);
  const missing = (request: ApiRequest) => reply(404, { detail: `Unexpected ${request.method} ${request.path}` });
  api.answer({
    getProfile: (request) => overridden(request) ?? (request.params.userId === backend.profile.id ? backend.profile : missing(request)),
    listTeamMembers: (request) => overridden(request) ?? (request.params.teamId === 'team-1' ? backend.members : missing(request)),
    listTeamRoles: (request) => overridden(request) ?? (request.params.teamId === 'team-1' ? backend.roles : missing(request)),
    listPermissions: (request) => overridden(request) ?? [...ALL_PERMISSIONS],
    assignRole: (request) => {
      const answer = overridden(request);
      if (answer) return answer;
      const b = request.body;
      const role = backend.roles.find((candidate) => candidate.id === b.role) ?? null;
      const added = { ...member(`m${next++}`, `user-${next}`, b.first_name, b.last_name, role), member: { first_name: b.first_name, last_name: b.last_name, email: b.email, pk: `user-${next}` } };
      backend.members = [...backend.members, added];
      return reply(201, added);
    },
    reassignRole: (request) => {
      const answer = overridden(request);
      if (answer) return answer;
      const id = request.params.memberId;
      const role = backend.roles.find((candidate) => candidate.id === request.body.role) ?? null;
      backend.members = backend.members.map((entry) => (entry.id === id ? member(entry.id, entry.member.pk, entry.member.first_name, entry.member.last_name, role) : entry));
      return backend.members.find((entry) => entry.id === id) ?? missing(request);
    },
    removeMember: (request) => {
      const answer = overridden(request);
      if (answer) return answer;
      backend.members = backend.members.filter((entry) => entry.id !== request.params.memberId);
      return reply(204);
    },
    createRole: (request) => {
      const answer = overridden(request);
      if (answer) return answer;
      const b = request.body;
      const role: Role = { id: `role-${next++}`, name: b.name, description: b.description, team: 'team-1', privileges: b.privileges ?? [], is_owner: false };
      backend.roles = [...backend.roles, role];
      return reply(201, role);
    },
    updateRole: (request) => {
      const answer = overridden(request);
      if (answer) return answer;
      const id = request.params.id;
      const b = request.body;
      backend.roles = backend.roles.map((role) => (role.id === id ? { ...role, ...b, privileges: b.privileges ?? [], team: 'team-1' } : role));
      return backend.roles.find((role) => role.id === id) ?? missing(request);
    },
    deleteRole: (request) => {
      const answer = overridden(request);
      if (answer) return answer;
      const id = request.params.id;
      if (backend.members.some((entry) => entry.role?.id === id)) return reply(409, { detail: en(ROLE_MESSAGES.roleInUse) });
      backend.roles = backend.roles.filter((role) => role.id !== id);
      return reply(204);
    },
  });
  return backend;
}

function sent(backend: Backend, method: string, path: string | RegExp) {
  return backend.requests.filter((request) => request.method === method && (typeof path === 'string' ? request.path === path : path.test(request.path)));
}

/** An existing user invited who has not accepted: the list knows only the address they were invited at. */
const INVITED: TeamMember = {
  id: 'm4',
  member: { first_name: '', last_name: '', email: 'ivy@example.com', pk: '' },
  role: { id: SCOUT.id, name: SCOUT.name, description: SCOUT.description, privileges: SCOUT.privileges },
  pending: true,
};

function membersTable() {
  return screen.getByRole('table', { name: /^Team Members/ });
}

async function openUserManagement() {
  renderApp('/dashboard/manage-user');
  expect(await screen.findByRole('heading', { name: 'User Management', level: 1 })).toBeTruthy();
  await screen.findByRole('heading', { name: 'Team Members (3)' });
  return membersTable();
}

function row(name: string) {
  const cell = within(membersTable()).getByRole('cell', { name });
  return cell.closest('tr') as HTMLElement;
}

describe('User Management', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it("lists the team with 'Not Allowed' for the Owner and a 'Not Found' tag for a member without a role", async () => {
    mockTeamBackend();
    const table = await openUserManagement();
    expect(document.title).toBe('User Management | GIS');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Full Name', 'Email Address', 'Role', 'Action']);
    expect(within(row('Jane Doe')).getByText('Not Allowed')).toBeTruthy();
    expect(within(row('Jane Doe')).queryByRole('button')).toBeNull();
    expect(within(row('Nora Norole')).getByText('Not Found')).toBeTruthy();
    expect(within(row('Sam Scout')).getByRole('button', { name: 'Update role of Sam Scout' })).toBeTruthy();
    expect(within(row('Sam Scout')).getByRole('button', { name: 'Remove Sam Scout' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Roles' }).getAttribute('href')).toBe('/dashboard/manage-roles');
  });

  it("lists someone invited who has not accepted as 'Invited' by their address, not as a member", async () => {
    const backend = mockTeamBackend();
    backend.members = [...backend.members, INVITED];
    const table = await openUserManagement();
    const invitedRow = within(table).getByText('ivy@example.com').closest('tr') as HTMLElement;
    expect(within(invitedRow).getByText('Invited')).toBeTruthy();
    expect(within(invitedRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Invited', 'ivy@example.com', 'Scout', '']);
  });

  it('requires every invite field, offers every role but Owner, and reloads the list after inviting', async () => {
    const backend = mockTeamBackend();
    await openUserManagement();
    await userEvent.click(screen.getByRole('button', { name: 'Invite Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite A Member' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    for (const text of [en(ROLE_MESSAGES.firstNameRequired), en(ROLE_MESSAGES.lastNameRequired), en(ROLE_MESSAGES.emailRequired), en(ROLE_MESSAGES.roleRequired)]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    expect(sent(backend, 'POST', '/roles/assign/')).toHaveLength(0);

    const select = within(dialog).getByLabelText('Role') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Select a role', 'Scout', 'Spare']);
    expect(within(dialog).getByRole('link', { name: en(TEAM_TEXTS.roleHintLink) }).getAttribute('href')).toBe('/dashboard/manage-roles');
    await userEvent.type(within(dialog).getByLabelText('First Name'), 'Ada');
    await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Obi');
    await userEvent.type(within(dialog).getByLabelText('Email Address'), 'ada@example.com');
    await userEvent.selectOptions(select, 'Scout');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(en(ROLE_MESSAGES.roleAssigned))).toBeTruthy();
    expect(sent(backend, 'POST', '/roles/assign/')[0]?.body).toEqual({
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'ada@example.com',
      role: 'role-scout',
      team: 'team-1',
    });
    await screen.findByRole('heading', { name: 'Team Members (4)' });
    expect(row('Ada Obi')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite A Member' })).toBeNull());
  });

  it('toasts the first server error when the invitation is refused', async () => {
    const backend = mockTeamBackend();
    backend.override = (method, path) =>
      method === 'POST' && path === '/roles/assign/' ? Response.json({ detail: en(ROLE_MESSAGES.memberLimit) }, { status: 409 }) : undefined;
    await openUserManagement();
    await userEvent.click(screen.getByRole('button', { name: 'Invite Member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite A Member' });
    await userEvent.type(within(dialog).getByLabelText('First Name'), 'Ada');
    await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Obi');
    await userEvent.type(within(dialog).getByLabelText('Email Address'), 'ada@example.com');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'Scout');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(en(ROLE_MESSAGES.memberLimit))).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Invite A Member' })).toBeTruthy();
  });

  it("updates a member's role through the Update Member Role modal", async () => {
    const backend = mockTeamBackend();
    await openUserManagement();
    await userEvent.click(screen.getByRole('button', { name: 'Update role of Sam Scout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Member Role' });
    expect((within(dialog).getByLabelText('Role') as HTMLSelectElement).value).toBe('role-scout');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'Spare');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(en(ROLE_MESSAGES.roleUpdated))).toBeTruthy();
    expect(sent(backend, 'PATCH', '/roles/reassign/m2/')[0]?.body).toEqual({ email: 'sam@example.com', role: 'role-spare', team: 'team-1' });
    await waitFor(() => expect(within(row('Sam Scout')).getByText('Spare')).toBeTruthy());
  });

  it('removes a member only after the confirmation', async () => {
    const backend = mockTeamBackend();
    await openUserManagement();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sam Scout' }));
    let dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to remove this member?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(backend, 'DELETE', /remove-member/)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Sam Scout' }));
    dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to remove this member?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(en(ROLE_MESSAGES.memberRemoved))).toBeTruthy();
    expect(sent(backend, 'DELETE', '/roles/remove-member/m2/')).toHaveLength(1);
    await screen.findByRole('heading', { name: 'Team Members (2)' });
    expect(within(membersTable()).queryByText('Sam Scout')).toBeNull();
  });

  it("hides what the caller's role cannot do", async () => {
    mockSession({ sub: 'user-2' });
    mockTeamBackend({ profile: userDetails({ id: 'user-2', owned_team: null, user_team: 'team-1' }) });
    await openUserManagement();
    expect(within(row('Nora Norole')).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite Member' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage Roles' })).toBeTruthy();
  });

  it("shows the server's refusal when the caller may not list members", async () => {
    mockSession({ sub: 'user-9' });
    const backend = mockTeamBackend({ profile: userDetails({ id: 'user-9', owned_team: null, user_team: 'team-1' }) });
    backend.override = (method, path) =>
      path.startsWith('/accounts/team/') ? Response.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 }) : undefined;
    renderApp('/dashboard/manage-user');
    expect(await screen.findByText('You do not have permission to perform this action.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Team Members (0)' })).toBeTruthy();
  });
});

async function openManageRole() {
  renderApp('/dashboard/manage-roles');
  expect(await screen.findByRole('heading', { name: 'Manage Role', level: 1 })).toBeTruthy();
  return screen.findByRole('list', { name: 'Roles' });
}

describe('Manage Role', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it("shows a role's permissions and members once selected; the Owner role has no edit or delete", async () => {
    mockTeamBackend();
    const roles = await openManageRole();
    expect(document.title).toBe('Manage Role | GIS');
    expect(screen.getByText('Select A Role to view permission')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Custom Roles' })).toBeTruthy();
    expect(screen.getByText('You can create your own custom roles, and choose exactly what team members can see and do.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/dashboard/manage-user');
    expect(within(roles).queryByRole('button', { name: 'Edit Owner' })).toBeNull();
    expect(within(roles).queryByRole('button', { name: 'Delete Owner' })).toBeNull();

    await userEvent.click(within(roles).getByRole('button', { name: 'Scout' }));
    const panel = screen.getByRole('region', { name: 'What this role can access' });
    expect(within(panel).getByRole('list', { name: 'Permissions of Scout' }).textContent).toContain('Can view role');
    expect(within(panel).getByText('Can view team member')).toBeTruthy();
    expect(within(panel).getByRole('heading', { name: 'Team Members with this role' })).toBeTruthy();
    await waitFor(() => expect(within(panel).getByRole('list', { name: 'Team Members with this role' }).textContent).toContain('Sam Scout'));
    expect(screen.queryByText('Select A Role to view permission')).toBeNull();
  });

  it('creates a custom role with empty privileges after checking name and description', async () => {
    const backend = mockTeamBackend();
    await openManageRole();
    await userEvent.click(screen.getByRole('button', { name: 'Create a custom role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Custom Role' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText(en(ROLE_MESSAGES.nameRequired))).toBeTruthy();
    expect(within(dialog).getByText(en(ROLE_MESSAGES.descriptionRequired))).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Role Name'), 'Agronomist');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Advises on crops');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(en(ROLE_MESSAGES.roleCreated))).toBeTruthy();
    expect(sent(backend, 'POST', '/roles/create/')[0]?.body).toEqual({ name: 'Agronomist', description: 'Advises on crops', team: 'team-1', privileges: [] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(screen.getByRole('list', { name: 'Roles' })).findByRole('button', { name: 'Agronomist' })).toBeTruthy();
  });

  it('moves permissions between To Add and To Remove and saves the chosen list', async () => {
    const backend = mockTeamBackend();
    const roles = await openManageRole();
    await userEvent.click(within(roles).getByRole('button', { name: 'Edit Scout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Custom Role' });
    const toAdd = within(dialog).getByRole('group', { name: 'To Add' });
    const toRemove = within(dialog).getByRole('group', { name: 'To Remove' });
    expect(within(toRemove).getByLabelText('Can view role')).toBeTruthy();
    expect(within(toAdd).queryByLabelText('Can view role')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Add selected permissions' })).toHaveProperty('disabled', true);

    await userEvent.click(within(toAdd).getByLabelText('Can add field'));
    await userEvent.click(within(toAdd).getByLabelText('Can view field'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add selected permissions' }));
    expect(within(toRemove).getByLabelText('Can add field')).toBeTruthy();
    expect(within(toAdd).queryByLabelText('Can add field')).toBeNull();

    await userEvent.click(within(toRemove).getByLabelText('Can view role'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove selected permissions' }));
    expect(within(toAdd).getByLabelText('Can view role')).toBeTruthy();

    await userEvent.clear(within(dialog).getByLabelText('Role Name'));
    await userEvent.type(within(dialog).getByLabelText('Role Name'), 'Field Scout');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(en(ROLE_MESSAGES.roleUpdated))).toBeTruthy();
    const body = sent(backend, 'PUT', '/roles/role-scout/')[0]?.body as { privileges: string[] };
    expect(body).toMatchObject({ team: 'team-1', name: 'Field Scout', description: 'Walks the fields' });
    expect([...body.privileges].sort()).toEqual(['accounts.view_teammember', 'field.add_field', 'field.view_field']);
    expect(await within(roles).findByRole('button', { name: 'Field Scout' })).toBeTruthy();
  });

  it("asks 'Are you sure you want to delete?' and refuses a role still in use", async () => {
    const backend = mockTeamBackend();
    const roles = await openManageRole();
    await userEvent.click(within(roles).getByRole('button', { name: 'Delete Scout' }));
    let dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent(backend, 'DELETE', /^\/roles\/role-/)).toHaveLength(0);

    await userEvent.click(within(roles).getByRole('button', { name: 'Delete Scout' }));
    dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(en(ROLE_MESSAGES.roleInUse))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(roles).getByRole('button', { name: 'Scout' })).toBeTruthy();

    await userEvent.click(within(roles).getByRole('button', { name: 'Delete Spare' }));
    dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(en(ROLE_MESSAGES.roleDeleted))).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Roles' })).queryByRole('button', { name: 'Spare' })).toBeNull());
  });

  it('gives a member with view rights the list but no create, edit or delete', async () => {
    mockSession({ sub: 'user-2' });
    mockTeamBackend({ profile: userDetails({ id: 'user-2', owned_team: null, user_team: 'team-1' }) });
    const roles = await openManageRole();
    await within(roles).findByRole('button', { name: 'Scout' });
    // Privileges come from the caller's own row of the member list; without roles.add_role no create-role box.
    await waitFor(() => expect(screen.queryByText('Custom Roles')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Create a custom role' })).toBeNull();
    expect(within(roles).queryByRole('button', { name: 'Edit Scout' })).toBeNull();
    expect(within(roles).queryByRole('button', { name: 'Delete Scout' })).toBeNull();
  });

  it('says so when the account has no team', async () => {
    mockTeamBackend({ profile: userDetails({ owned_team: null, user_team: null }) });
    renderApp('/dashboard/manage-roles');
    expect(await within(await screen.findByRole('region', { name: 'Roles' })).findByText(en(MESSAGES.noTeam))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create a custom role' })).toBeNull();
  });

  it('goes back to User Management', async () => {
    mockTeamBackend();
    await openManageRole();
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard/manage-user'));
  });
});

describe('My Account team members card', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it("lists someone invited who has not accepted as 'Invited'", async () => {
    const backend = mockTeamBackend();
    backend.members = [...backend.members, INVITED];
    renderApp('/dashboard/my-account');
    const card = await screen.findByRole('region', { name: 'My Team Members' });
    await waitFor(() => expect(within(card).getByText('ivy@example.com')).toBeTruthy());
    const invitedRow = within(card).getByText('ivy@example.com').closest('tr') as HTMLElement;
    expect(within(invitedRow).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Invited', 'ivy@example.com', 'Scout']);
  });

  it("lists the team's members with the same endpoint", async () => {
    mockTeamBackend();
    renderApp('/dashboard/my-account');
    const card = await screen.findByRole('region', { name: 'My Team Members' });
    await waitFor(() => expect(within(card).getByText('Sam Scout')).toBeTruthy());
    expect(within(card).getByText('nora@example.com')).toBeTruthy();
    expect(within(card).getByText('Not Found')).toBeTruthy();
  });
});

describe('User Management on a phone and while loading', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    mockSession({});
  });

  it("shows a skeleton, not 'Team Members (0)', until the members arrive", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const backend = mockTeamBackend();
    const answer = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/members/')) await held;
      return answer(input, init);
    });
    renderApp('/dashboard/manage-user');
    expect(await screen.findByRole('heading', { name: 'User Management', level: 1 })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Team Members/ })).toBeTruthy());
    expect(screen.queryByText('Team Members (0)')).toBeNull();
    expect(screen.queryByText('No team members yet')).toBeNull();
    release();
    expect(await screen.findByRole('heading', { name: `Team Members (${backend.members.length})` })).toBeTruthy();
  });

  it('lays the members out as cards below sm, with the role and the actions in view', async () => {
    vi.stubGlobal('matchMedia', phoneMatchMedia);
    mockTeamBackend();
    renderApp('/dashboard/manage-user');
    const list = await screen.findByRole('list', { name: 'Team members' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Not Allowed')).toBeTruthy();
    expect(within(cards[1]!).getByText('Scout')).toBeTruthy();
    expect(within(cards[1]!).getByRole('button', { name: 'Update role of Sam Scout' })).toBeTruthy();
    expect(within(cards[2]!).getByText('Not Found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Invite Member' })).toBeTruthy();
  });
});
