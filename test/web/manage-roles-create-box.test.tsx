import { screen } from '@testing-library/react';
import { en } from './support/intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDetails } from '../../shared/api/schemas/accounts';
import type { Role } from '../../shared/api/schemas/roles';
import type { Permission } from '../../shared/domain/permissions';
import { TEAM_TEXTS } from '../../web/src/features/team/messages';
import { mockSession, renderApp, userDetails } from './render';
import { mockApi, reply } from './support/mock-api';

const scout: Role = { id: 'r1', name: 'Scout', description: 'Walks the fields', team: 'team-1', privileges: ['field.view_field'], is_owner: false };

function member(permissions: Permission[]): UserDetails {
  return userDetails({ owned_team: null, user_team: 'team-1', permissions });
}

function mockBackend(profile: UserDetails) {
  const notFound = reply(404, { detail: 'Not found.' });
  mockApi({
    getProfile: (request) => (request.params.userId === profile.id ? profile : notFound),
    listTeamRoles: (request) => (request.params.teamId === 'team-1' ? [scout] : notFound),
    listTeamMembers: (request) => (request.params.teamId === 'team-1' ? [] : notFound),
  });
}

describe('the create-role box of Manage Roles follows roles.add_role', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    mockSession({ sub: 'user-1' });
  });

  it('a member who may view roles but not create them sees the roles and no create-role box', async () => {
    mockBackend(member(['roles.view_role']));
    renderApp('/dashboard/manage-roles');
    expect(await screen.findByRole('button', { name: 'Scout' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: en(TEAM_TEXTS.customRoles) })).toBeNull();
    expect(screen.queryByRole('button', { name: en(TEAM_TEXTS.createCustomRole) })).toBeNull();
  });

  it('a member with roles.add_role sees the box with its button', async () => {
    mockBackend(member(['roles.view_role', 'roles.add_role']));
    renderApp('/dashboard/manage-roles');
    expect(await screen.findByRole('heading', { name: en(TEAM_TEXTS.customRoles) }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: en(TEAM_TEXTS.createCustomRole) })).toBeTruthy();
  });
});
