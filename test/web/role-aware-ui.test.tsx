import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from './support/intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '../../shared/api/schemas/accounts';
import { ALL_PERMISSIONS, type Permission } from '../../shared/domain/permissions';
import { FIELDS_TEXTS } from '../../web/src/features/fields/messages';
import { TEAM_TEXTS } from '../../web/src/features/team/messages';
import { mockSession, renderApp, userDetails } from './render';
import { mockApi, reply } from './support/mock-api';

// Leaflet needs a laid-out page: the dashboard map is a stand-in.
vi.mock('../../web/src/features/fields/components/fields-map', () => ({ default: () => <div data-testid="fields-map" /> }));

/** A member of team-1 (not its owner) whose role holds `permissions`. */
function member(permissions: Permission[]): UserDetails {
  return userDetails({ owned_team: null, user_team: 'team-1', permissions });
}

/** Answers the profile and the lists the screens read, and records every request. */
function mockBackend(profile: UserDetails) {
  const notFound = reply(404, { detail: 'Not found.' });
  const api = mockApi({
    getProfile: (request) => (request.params.userId === profile.id ? profile : notFound),
    listTeamRoles: (request) => (request.params.teamId === 'team-1' ? [] : notFound),
    listTeamMembers: (request) => (request.params.teamId === 'team-1' ? [] : notFound),
    listFields: [],
  });
  return {
    /** Every request as `METHOD /path`. */
    get lines(): string[] {
      return api.requests.map((request) => `${request.method} ${request.path}`);
    },
  };
}

async function openProfileMenu() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open profile menu' }));
  await screen.findByRole('menuitem', { name: 'My Profile' });
}

describe('screens follow the member’s role', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    mockSession({ sub: 'user-1' });
  });

  it('a member without field.add_field sees no Add field; one with it does', async () => {
    mockBackend(member(['field.view_field']));
    const { unmount } = renderApp('/dashboard');
    // The dashboard loads lazily: a cold first load can take a few seconds under load.
    await screen.findByRole('button', { name: en(FIELDS_TEXTS.fieldList) }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: en(FIELDS_TEXTS.addField) })).toBeNull();
    unmount();

    mockBackend(member(['field.view_field', 'field.add_field']));
    renderApp('/dashboard');
    await screen.findByRole('button', { name: en(FIELDS_TEXTS.addField) });
  });

  it('the team owner sees Add field and every team page', async () => {
    mockBackend(userDetails({ permissions: [...ALL_PERMISSIONS] }));
    renderApp('/dashboard');
    await screen.findByRole('button', { name: en(FIELDS_TEXTS.addField) });
    await openProfileMenu();
    expect(screen.getByRole('menuitem', { name: 'Manage Role' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Manage User' })).toBeTruthy();
  });

  it('without roles.view_role the Manage Role entry is hidden and the page asks nothing of the server', async () => {
    const requests = mockBackend(member(['field.view_field']));
    renderApp('/dashboard');
    await openProfileMenu();
    expect(screen.queryByRole('menuitem', { name: 'Manage Role' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Manage User' })).toBeNull();
    await userEvent.keyboard('{Escape}');

    const direct = mockBackend(member(['field.view_field']));
    renderApp('/dashboard/manage-roles');
    await screen.findByText(en(TEAM_TEXTS.cannotViewRoles));
    await waitFor(() => expect(direct.lines.some((line) => line.startsWith('GET /accounts/user-1/profile/'))).toBe(true));
    // The permission catalogue is public; the team's roles and members are not asked for.
    expect(direct.lines.filter((line) => line.startsWith('GET /roles/team/') || line.includes('/members/'))).toEqual([]);
    expect(requests.lines.filter((line) => line.startsWith('GET /roles/team/'))).toEqual([]);
  });

  it('with roles.view_role the entry is there and the page lists the roles', async () => {
    const requests = mockBackend(member(['roles.view_role']));
    renderApp('/dashboard');
    await openProfileMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Manage Role' }));
    await screen.findByText(en(TEAM_TEXTS.noRoles));
    expect(requests.lines).toContain('GET /roles/team/team-1/');
    // Without accounts.view_teammember the member list is not asked for either.
    expect(requests.lines.filter((line) => line.includes('/members/'))).toEqual([]);
  });
});
