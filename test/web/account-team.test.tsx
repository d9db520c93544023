import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from './support/intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '../../shared/api/schemas/accounts';
import type { MyTeam, TeamMember } from '../../shared/api/schemas/roles';
import { TEAM_NAME_MESSAGES } from '../../shared/domain/team-name';
import { ACCOUNT_TEAM_TEXTS } from '../../web/src/features/account/texts';
import { teamOf } from '../../web/src/lib/use-current-team';
import { mockSession, renderApp, userDetails } from './render';
import { mockApi, reply, type ApiRequest, type MockedApi } from './support/mock-api';

const member = (email: string): TeamMember => ({
  id: `m-${email}`,
  member: { pk: email, email, first_name: 'Sam', last_name: 'Scout' },
  role: { id: 'r', name: 'Scout', description: '', privileges: [] },
});

interface Backend {
  profile: UserDetails;
  myTeams: MyTeam[];
  members: Record<string, TeamMember[]>;
  renameAnswer?: { status: number; body: unknown };
}

function mockAccountBackend(backend: Backend) {
  const missing = (request: ApiRequest) => reply(404, { detail: `Unexpected ${request.method} ${request.path}` });
  return mockApi({
    getProfile: (request) => (request.params.userId === 'user-1' ? backend.profile : missing(request)),
    listMyTeams: (request) => (request.params.userId === 'user-1' ? backend.myTeams : missing(request)),
    listMyInvitations: (request) => (request.params.userId === 'user-1' ? [] : missing(request)),
    listTeamMembers: (request) => backend.members[request.params.teamId ?? ''] ?? [],
    renameTeam: (request) => {
      const body = request.body as { name: string };
      if (backend.renameAnswer) return reply(backend.renameAnswer.status, backend.renameAnswer.body);
      if (backend.profile.owned_team) backend.profile = { ...backend.profile, owned_team: { ...backend.profile.owned_team, name: body.name } };
      return { id: request.params.teamId ?? '', name: body.name };
    },
  });
}

/** The renames sent: the team of each and its body. */
const renames = (api: MockedApi) => api.calls('renameTeam').map((request) => ({ teamId: request.params.teamId, body: request.body }));

const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  mockSession({});
});

describe('My Account shows one team', () => {
  it("shows the current team's name, members and subscription for a member working in another team", async () => {
    const backend: Backend = {
      // Working in Delta Growers (user_team), while owning Jane Farms.
      profile: userDetails({
        owned_team: { id: 'team-1', name: 'Jane Farms', current_subscription: null },
        user_team: 'team-2',
        current_subscription: { current_subscription: 'Gold', subscription_approved: true, admin_approved: true },
      }),
      myTeams: [
        { id: 'team-1', name: 'Jane Farms', role: 'Owner', is_owner: true, member_id: 'a' },
        { id: 'team-2', name: 'Delta Growers', role: 'Scout', is_owner: false, member_id: 'b' },
      ],
      members: { 'team-1': [member('own@example.com')], 'team-2': [member('delta@example.com')] },
    };
    mockAccountBackend(backend);
    renderApp('/dashboard/my-account');

    const members = await screen.findByRole('region', { name: 'My Team Members' });
    await waitFor(() => expect(within(members).getByText('delta@example.com')).toBeTruthy());
    expect(within(members).queryByText('own@example.com')).toBeNull();
    expect(within(members).getByText(teamOf('Delta Growers'))).toBeTruthy();
    const subscription = region('My Current Subscription');
    expect(within(subscription).getByText(teamOf('Delta Growers'))).toBeTruthy();
    expect(within(subscription).getByText('Gold')).toBeTruthy();

    // Not its owner: the name is read-only, and says who can change it.
    const team = region(en(ACCOUNT_TEAM_TEXTS.teamCardTitle));
    expect((within(team).getByLabelText(en(ACCOUNT_TEAM_TEXTS.teamNameLabel)) as HTMLInputElement).value).toBe('Delta Growers');
    expect((within(team).getByLabelText(en(ACCOUNT_TEAM_TEXTS.teamNameLabel)) as HTMLInputElement).readOnly).toBe(true);
    expect(within(team).getByText(en(TEAM_NAME_MESSAGES.ownerOnly))).toBeTruthy();
    expect(within(team).queryByRole('button', { name: en(ACCOUNT_TEAM_TEXTS.renameButton) })).toBeNull();
  });

  it('lets the owner rename the team: the new name is sent, confirmed and shown', async () => {
    const backend: Backend = { profile: userDetails(), myTeams: [], members: {} };
    const api = mockAccountBackend(backend);
    renderApp('/dashboard/my-account');
    const team = await screen.findByRole('region', { name: en(ACCOUNT_TEAM_TEXTS.teamCardTitle) });
    const input = await within(team).findByLabelText(en(ACCOUNT_TEAM_TEXTS.teamNameLabel));
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Jane Farms'));

    await userEvent.clear(input);
    await userEvent.type(input, 'ab');
    await userEvent.click(within(team).getByRole('button', { name: en(ACCOUNT_TEAM_TEXTS.renameButton) }));
    expect(await within(team).findByText(en(TEAM_NAME_MESSAGES.tooShort, { minimum: 3 }))).toBeTruthy();
    expect(renames(api)).toEqual([]);

    await userEvent.clear(input);
    await userEvent.type(input, 'Green Acres');
    await userEvent.click(within(team).getByRole('button', { name: en(ACCOUNT_TEAM_TEXTS.renameButton) }));
    expect(await screen.findByText(en(TEAM_NAME_MESSAGES.renamed))).toBeTruthy();
    expect(renames(api)).toEqual([{ teamId: 'team-1', body: { name: 'Green Acres' } }]);
    await waitFor(() => expect(within(region('My Team Members')).getByText(teamOf('Green Acres'))).toBeTruthy());
  });

  it("shows the server's refusal under the name and in a toast", async () => {
    const backend: Backend = {
      profile: userDetails(),
      myTeams: [],
      members: {},
      renameAnswer: { status: 403, body: { detail: en(TEAM_NAME_MESSAGES.ownerOnly) } },
    };
    mockAccountBackend(backend);
    renderApp('/dashboard/my-account');
    const team = await screen.findByRole('region', { name: en(ACCOUNT_TEAM_TEXTS.teamCardTitle) });
    const input = await within(team).findByLabelText(en(ACCOUNT_TEAM_TEXTS.teamNameLabel));
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('Jane Farms'));
    await userEvent.type(input, ' Two');
    await userEvent.click(within(team).getByRole('button', { name: en(ACCOUNT_TEAM_TEXTS.renameButton) }));
    expect(await screen.findByText(en(TEAM_NAME_MESSAGES.ownerOnly))).toBeTruthy();
  });
});
