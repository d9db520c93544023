import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from './support/intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '../../shared/api/schemas/accounts';
import { INVITATION_MESSAGES, type Invitation, type MyTeam } from '../../shared/api/schemas/roles';
import { mockSession, renderApp, userDetails } from './render';
import { mockApi, reply, type ApiRequest } from './support/mock-api';

const OWN: MyTeam = { id: 'team-1', name: 'Jane Farms', role: 'Owner', is_owner: true, member_id: 'm1' };
const COOP: MyTeam = { id: 'team-2', name: 'Kaduna Co-op', role: 'Scout', is_owner: false, member_id: 'm9' };
const INVITE: Invitation = {
  id: 'inv-1',
  team: { id: 'team-3', name: 'Zaria Growers' },
  role: { id: 'r3', name: 'Agronomist' },
  invited_by: 'musa@example.com',
  invited_at: '2026-11-20T09:00:00.000Z',
};

interface Call {
  method: string;
  path: string;
  team: string | null;
}

/** The profile follows the team it is read for, as the server's does; every call is recorded with its team. */
function mockBackend(options: { teams: MyTeam[]; invitations?: Invitation[] }) {
  let invitations = options.invitations ?? [];
  let teams = options.teams;
  const missing = (request: ApiRequest) => reply(404, { detail: `Unexpected ${request.method} ${request.path}` });
  const api = mockApi({
    getProfile: (request) => {
      if (request.params.userId !== 'user-1') return missing(request);
      const team = request.query.get('team');
      const profile: UserDetails = userDetails(team && team !== 'team-1' ? { user_team: team, permissions: ['field.view_field'] } : {});
      return profile;
    },
    listMyTeams: (request) => (request.params.userId === 'user-1' ? teams : missing(request)),
    listMyInvitations: (request) => (request.params.userId === 'user-1' ? invitations : missing(request)),
    acceptInvitation: (request) => {
      if (request.params.id !== 'inv-1') return missing(request);
      invitations = [];
      const joined: MyTeam = { id: 'team-3', name: 'Zaria Growers', role: 'Agronomist', is_owner: false, member_id: 'm7' };
      teams = [...teams, joined];
      return joined;
    },
    declineInvitation: (request) => {
      if (request.params.id !== 'inv-1') return missing(request);
      invitations = [];
      return reply(204);
    },
    listFields: [],
    listTeamMembers: [],
  });
  return {
    get calls(): Call[] {
      return api.requests.map((request) => ({ method: request.method, path: request.path, team: request.query.get('team') }));
    },
  };
}

describe('the current team', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.localStorage.clear();
    mockSession({});
  });

  it('shows the team the user works in, switches to another, and names it on every team call from then on', async () => {
    const backend = mockBackend({ teams: [OWN, COOP] });
    renderApp('/dashboard/my-account');
    const switcher = await screen.findByRole('button', { name: 'Team: Jane Farms. Switch team' });
    await userEvent.click(switcher);
    await userEvent.click(within(screen.getByRole('menu')).getByText('Kaduna Co-op'));

    expect(await screen.findByRole('button', { name: 'Team: Kaduna Co-op. Switch team' })).toBeTruthy();
    await waitFor(() => expect(backend.calls.some((call) => call.path === '/accounts/user-1/profile/' && call.team === 'team-2')).toBe(true));
    // Remembered for this user on this device.
    expect(window.localStorage.getItem('fieldwatch.currentTeam.user-1')).toBe('team-2');
    // A member of someone else's team may leave it; the owner of a team may not leave their own.
    await userEvent.click(screen.getByRole('button', { name: 'Team: Kaduna Co-op. Switch team' }));
    expect(within(screen.getByRole('menu')).getByText('Leave Kaduna Co-op')).toBeTruthy();
  });

  it('names the current team on team-scoped calls such as the field list', async () => {
    window.localStorage.setItem('fieldwatch.currentTeam.user-1', 'team-2');
    const backend = mockBackend({ teams: [OWN, COOP] });
    renderApp('/dashboard/my-account');
    expect(await screen.findByRole('button', { name: 'Team: Kaduna Co-op. Switch team' })).toBeTruthy();
    await waitFor(() => expect(backend.calls.some((call) => call.path.startsWith('/roles/user/'))).toBe(true));
    const scoped = backend.calls.filter((call) => call.path === '/accounts/user-1/profile/');
    expect(scoped.every((call) => call.team === 'team-2')).toBe(true);
  });

  it('lists pending invitations on My Account; accepting switches to the new team', async () => {
    mockBackend({ teams: [OWN], invitations: [INVITE] });
    renderApp('/dashboard/my-account');
    const card = await screen.findByRole('region', { name: 'Team Invitations (1)' });
    expect(within(card).getByText('Zaria Growers, as Agronomist')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Accept the invitation to Zaria Growers' }));
    expect(await screen.findByText(en(INVITATION_MESSAGES.accepted))).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Team: Zaria Growers. Switch team' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: /Team Invitations/ })).toBeNull());
  });

  it('declines an invitation without joining', async () => {
    mockBackend({ teams: [OWN], invitations: [INVITE] });
    renderApp('/dashboard/my-account');
    const card = await screen.findByRole('region', { name: 'Team Invitations (1)' });
    await userEvent.click(within(card).getByRole('button', { name: 'Decline the invitation to Zaria Growers' }));
    expect(await screen.findByText(en(INVITATION_MESSAGES.declined))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: /Team Invitations/ })).toBeNull());
    expect(screen.getByRole('button', { name: 'Team: Jane Farms. Switch team' })).toBeTruthy();
  });
});
