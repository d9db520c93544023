import { beforeAll, describe, expect, inject, it } from 'vitest';
import { translate } from '../../functions/core/i18n/translate';
import { ROUTES } from '../../shared/api/routes';
import { Role, ROLE_MESSAGES, TeamMember } from '../../shared/api/schemas/roles';
import { UserDetails } from '../../shared/api/schemas/accounts';
import { newOwner as createOwner, type Owner } from '../support/teams';
import { DEFAULT_MAX_USERS_PER_TEAM } from '../../shared/domain/limits';
import { CLIENT_ID, api, cognito, latestMail, signIn, uniqueEmail, type Session } from '../support/local-client';
import { STARTER_ROLES } from '../../shared/domain/permissions';

const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

/** A fresh team: a user signs up, confirms with the mailed code and owns a new team. */
const newOwner = (prefix: string): Promise<Owner> => createOwner(stageUrl, sesEndpoint, prefix);

/** An invited member's first sign-in: the mailed temporary password, then a new one. */
async function acceptInvitation(email: string, newPassword: string): Promise<Session> {
  const mail = await latestMail(sesEndpoint, email, 'invited');
  const temporary = /temporary password: <strong>([^<]+)<\/strong>/.exec(mail.body.html ?? '')?.[1];
  expect(temporary).toBeTruthy();
  const challenge = await cognito<{ ChallengeName: string; Session: string }>(stageUrl, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: CLIENT_ID,
    AuthParameters: { USERNAME: email, PASSWORD: temporary },
  });
  expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  await cognito(stageUrl, 'RespondToAuthChallenge', {
    ClientId: CLIENT_ID,
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: challenge.Session,
    ChallengeResponses: { USERNAME: email, NEW_PASSWORD: newPassword },
  });
  return signIn(stageUrl, email, newPassword);
}

describe('roles and members of a team', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await newOwner('roles');
  });

  it('gives a new team an Owner role with every permission that cannot be changed or deleted, and starter roles to invite with', async () => {
    const { status, body } = await api(stageUrl, 'GET', `/roles/team/${owner.teamId}/`, { token: owner.session.idToken });
    expect(status).toBe(200);
    const roles = Role.array().parse(body);
    expect(roles.map((role) => role.name).sort()).toEqual(['Owner', ...STARTER_ROLES.map((role) => role.name)].sort());
    for (const starter of STARTER_ROLES) {
      expect(roles.find((role) => role.name === starter.name)).toMatchObject({ is_owner: false, privileges: [...starter.privileges] });
    }
    // A starter role is an ordinary custom role: the owner may delete it.
    const viewer = roles.find((role) => role.name === 'Viewer');
    expect((await api(stageUrl, 'DELETE', `/roles/${viewer?.id}/`, { token: owner.session.idToken })).status).toBe(204);
    const ownerRole = roles.find((role) => role.is_owner)!;
    expect(ownerRole).toMatchObject({ name: 'Owner', is_owner: true, team: owner.teamId });
    const permissions = (await api(stageUrl, 'GET', '/roles/permissions/')).body as string[];
    expect([...ownerRole.privileges].sort()).toEqual([...permissions].sort());

    const edit = await api(stageUrl, 'PUT', `/roles/${ownerRole.id}/`, {
      token: owner.session.idToken,
      body: { team: owner.teamId, name: 'Boss', description: 'x', privileges: [] },
    });
    expect(edit).toEqual({ status: 403, body: { detail: translate('en', ROLE_MESSAGES.ownerRoleLocked) } });
    expect((await api(stageUrl, 'DELETE', `/roles/${ownerRole.id}/`, { token: owner.session.idToken })).status).toBe(403);

    const members = TeamMember.array().parse((await api(stageUrl, 'GET', `/accounts/team/${owner.teamId}/members/`, { token: owner.session.idToken })).body);
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({ member: { email: owner.email, pk: owner.session.sub }, role: { name: 'Owner' } });
  });

  it('validates role forms with the specification messages', async () => {
    const missing = await api(stageUrl, 'POST', '/roles/create/', { token: owner.session.idToken, body: { team: owner.teamId, name: '', description: '' } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ name: [translate('en', ROLE_MESSAGES.nameRequired)] });
    const unknown = await api(stageUrl, 'POST', '/roles/create/', {
      token: owner.session.idToken,
      body: { team: owner.teamId, name: 'X', description: 'Y', privileges: ['field.fly_drone'] },
    });
    expect(unknown.status).toBe(400);
    const invite = await api(stageUrl, 'POST', '/roles/assign/', { token: owner.session.idToken, body: { team: owner.teamId } });
    expect(invite.status).toBe(400);
    expect(invite.body).toMatchObject({
      first_name: expect.arrayContaining([expect.any(String)]),
      email: expect.arrayContaining([expect.any(String)]),
    });
  });

  it('runs the custom-role lifecycle: create, grant, invite, enforce, reassign, refuse delete in use, remove', async () => {
    const token = owner.session.idToken;
    const created = await api(stageUrl, 'POST', '/roles/create/', {
      token,
      body: { team: owner.teamId, name: 'Scout', description: 'Walks the fields', privileges: [] },
    });
    expect(created.status).toBe(201);
    const scout = Role.parse(created.body);
    expect(scout.privileges).toEqual([]);

    const updated = await api(stageUrl, 'PUT', `/roles/${scout.id}/`, {
      token,
      body: { team: owner.teamId, name: 'Scout', description: 'Walks the fields', privileges: ['roles.view_role', 'accounts.view_teammember'] },
    });
    expect(Role.parse(updated.body).privileges).toEqual(['roles.view_role', 'accounts.view_teammember']);

    const email = uniqueEmail('scout');
    const invited = await api(stageUrl, 'POST', '/roles/assign/', {
      token,
      body: { first_name: 'Sade', last_name: 'Scout', email, role: scout.id, team: owner.teamId },
    });
    expect(invited.status).toBe(201);
    const member = TeamMember.parse(invited.body);
    expect(member).toMatchObject({ member: { email, first_name: 'Sade' }, role: { id: scout.id } });
    const invitation = await latestMail(sesEndpoint, email, 'invited');
    expect(invitation.subject).toContain("Team roles's Farm");

    const scoutSession = await acceptInvitation(email, 'ScoutPass1!');
    const scoutProfile = UserDetails.parse((await api(stageUrl, 'GET', `/accounts/${scoutSession.sub}/profile/`, { token: scoutSession.idToken })).body);
    expect(scoutProfile).toMatchObject({ owned_team: null, user_team: owner.teamId });
    expect((await api(stageUrl, 'GET', `/roles/team/${owner.teamId}/`, { token: scoutSession.idToken })).status).toBe(200);
    const refused = await api(stageUrl, 'POST', '/roles/create/', {
      token: scoutSession.idToken,
      body: { team: owner.teamId, name: 'Mine', description: 'd', privileges: [] },
    });
    expect(refused.status).toBe(403);

    const manager = Role.parse(
      (await api(stageUrl, 'POST', '/roles/create/', { token, body: { team: owner.teamId, name: 'Role keeper', description: 'Runs roles', privileges: ['roles.view_role', 'roles.add_role'] } })).body,
    );
    const reassigned = await api(stageUrl, 'PATCH', `/roles/reassign/${member.id}/`, { token, body: { email, role: manager.id, team: owner.teamId } });
    expect(TeamMember.parse(reassigned.body).role?.name).toBe('Role keeper');
    const nowAllowed = await api(stageUrl, 'POST', '/roles/create/', {
      token: scoutSession.idToken,
      body: { team: owner.teamId, name: 'Helper', description: 'd', privileges: [] },
    });
    expect(nowAllowed.status).toBe(201);

    const inUse = await api(stageUrl, 'DELETE', `/roles/${manager.id}/`, { token });
    expect(inUse).toEqual({ status: 409, body: { detail: translate('en', ROLE_MESSAGES.roleInUse) } });
    expect((await api(stageUrl, 'DELETE', `/roles/${scout.id}/`, { token })).status).toBe(204);

    const ownerMember = TeamMember.array()
      .parse((await api(stageUrl, 'GET', `/accounts/team/${owner.teamId}/members/`, { token })).body)
      .find((entry) => entry.role?.name === 'Owner');
    expect((await api(stageUrl, 'DELETE', `/roles/remove-member/${ownerMember?.id}/`, { token })).status).toBe(403);

    expect((await api(stageUrl, 'DELETE', `/roles/remove-member/${member.id}/`, { token })).status).toBe(204);
    const afterRemoval = await api(stageUrl, 'GET', `/roles/team/${owner.teamId}/`, { token: scoutSession.idToken });
    expect(afterRemoval.status).toBe(403);
  });

  it('lets an existing user join a team without a new account', async () => {
    const other = await newOwner('joiner');
    const role = Role.parse(
      (await api(stageUrl, 'POST', '/roles/create/', { token: owner.session.idToken, body: { team: owner.teamId, name: 'Reader', description: 'Reads', privileges: ['roles.view_role'] } })).body,
    );
    const joined = await api(stageUrl, 'POST', '/roles/assign/', {
      token: owner.session.idToken,
      body: { first_name: 'Team', last_name: 'joiner', email: other.email, role: role.id, team: owner.teamId },
    });
    expect(joined.status).toBe(201);
    // An existing user is asked first: no access until they accept the invitation.
    expect((await api(stageUrl, 'GET', `/roles/team/${owner.teamId}/`, { token: other.session.idToken })).status).toBe(403);
    const accepted = await api(stageUrl, 'POST', `/roles/invitations/${TeamMember.parse(joined.body).id}/accept/`, { token: other.session.idToken });
    expect(accepted.status).toBe(200);
    expect((await api(stageUrl, 'GET', `/roles/team/${owner.teamId}/`, { token: other.session.idToken })).status).toBe(200);
    const again = await api(stageUrl, 'POST', '/roles/assign/', {
      token: owner.session.idToken,
      body: { first_name: 'Team', last_name: 'joiner', email: other.email, role: role.id, team: owner.teamId },
    });
    expect(again).toEqual({ status: 409, body: { detail: translate('en', ROLE_MESSAGES.alreadyMember) } });
  });

  it("mails a new member's invitation in the language the owner invited in", async () => {
    const role = Role.parse(
      (await api(stageUrl, 'POST', '/roles/create/', { token: owner.session.idToken, body: { team: owner.teamId, name: 'Mai karatu', description: 'Reads', privileges: ['roles.view_role'] } })).body,
    );
    const email = uniqueEmail('hausa-invite');
    const invited = await api(stageUrl, 'POST', '/roles/assign/', {
      token: owner.session.idToken,
      headers: { 'accept-language': 'ha' },
      body: { first_name: 'Amina', last_name: 'Bello', email, role: role.id, team: owner.teamId },
    });
    expect(invited.status).toBe(201);
    const mail = await latestMail(sesEndpoint, email, 'An gayyace ka');
    expect(mail.body.html).toContain(translate('ha', 'mail.invite.newPassword'));
  });
});

describe('the member limit under concurrent invitations', () => {
  it('never lets a team exceed its member limit', async () => {
    const owner = await newOwner('limit');
    const role = Role.parse(
      (await api(stageUrl, 'POST', '/roles/create/', { token: owner.session.idToken, body: { team: owner.teamId, name: 'Crew', description: 'c', privileges: [] } })).body,
    );
    const attempts = 8;
    const results = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        api(stageUrl, 'POST', '/roles/assign/', {
          token: owner.session.idToken,
          body: { first_name: 'Crew', last_name: `No${index}`, email: uniqueEmail(`crew${index}`), role: role.id, team: owner.teamId },
        }),
      ),
    );
    const accepted = results.filter((result) => result.status === 201).length;
    expect(accepted).toBe(DEFAULT_MAX_USERS_PER_TEAM - 1);
    for (const result of results.filter((entry) => entry.status !== 201)) {
      expect(result).toEqual({ status: 409, body: { detail: translate('en', ROLE_MESSAGES.memberLimit) } });
    }
    const members = TeamMember.array().parse((await api(stageUrl, 'GET', `/accounts/team/${owner.teamId}/members/`, { token: owner.session.idToken })).body);
    expect(members).toHaveLength(DEFAULT_MAX_USERS_PER_TEAM);
  });
});

describe('isolation between teams', () => {
  /** Routes about the caller alone (their alert settings and alerts): they answer, with nothing of another team. */
  const CALLERS_OWN: ReadonlySet<string> = new Set(['getAlertSettings', 'updateAlertSettings', 'listAlerts']);

  it('lets no member of team B read, list, change or delete anything of team A through any route', async () => {
    const teamA = await newOwner('teama');
    const teamB = await newOwner('teamb');
    const roleA = Role.parse(
      (await api(stageUrl, 'POST', '/roles/create/', { token: teamA.session.idToken, body: { team: teamA.teamId, name: 'A role', description: 'a', privileges: [] } })).body,
    );
    const membersA = TeamMember.array().parse((await api(stageUrl, 'GET', `/accounts/team/${teamA.teamId}/members/`, { token: teamA.session.idToken })).body);
    const ids: Record<string, string> = {
      teamId: teamA.teamId,
      id: roleA.id,
      memberId: membersA[0]!.id,
      userId: teamA.session.sub,
      fieldId: 'field-of-a',
      cropId: 'crop-of-a',
      year: '2026',
    };
    const teamRoutes = ROUTES.filter((route) => route.auth === 'user');
    for (const route of teamRoutes) {
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? 'x');
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : { team: teamA.teamId, role: roleA.id, email: teamB.email, first_name: 'B', last_name: 'B', name: 'n', description: 'd', privileges: [] };
      // Team A named wherever a route takes its team: every GET, and every route scoped by the query (as the web client sends it).
      const query = route.method === 'GET' || route.team === 'query' ? `${path.includes('?') ? '&' : '?'}team=${teamA.teamId}` : '';
      const { status, body: answer } = await api(stageUrl, route.method, `${path}${query}`, { token: teamB.session.idToken, body });
      if (CALLERS_OWN.has(route.id)) {
        // The caller's own alert settings and alerts, whatever team the request names: nothing of team A in them.
        expect(status, `${route.method} ${route.path}`).toBe(200);
        expect(JSON.stringify(answer)).not.toContain(teamA.teamId);
        continue;
      }
      // A refusal either way: 403/404 by the team checks, 400 where this generic body is not the route's format
      // (multipart uploads are swept with real files in the fields tests), 501 where no handler exists yet.
      expect([400, 403, 404, 501], `${route.method} ${route.path} answered ${status}`).toContain(status);
    }
    // Nothing of team A changed.
    const rolesA = Role.array().parse((await api(stageUrl, 'GET', `/roles/team/${teamA.teamId}/`, { token: teamA.session.idToken })).body);
    expect(rolesA.map((role) => role.name).sort()).toEqual(['A role', 'Owner', ...STARTER_ROLES.map((role) => role.name)].sort());
    const membersAfter = TeamMember.array().parse((await api(stageUrl, 'GET', `/accounts/team/${teamA.teamId}/members/`, { token: teamA.session.idToken })).body);
    expect(membersAfter).toHaveLength(1);
  });
});
