import { beforeAll, describe, expect, inject, it } from 'vitest';
import { Invitation, MyTeam, Role, ROLE_MESSAGES, TeamMember } from '../../shared/api/schemas/roles';
import { NAME_TOO_LONG } from '../../shared/domain/names';
import { CLIENT_ID, api, cognito, latestMail, uniqueEmail } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';

/**
 * The attacks of the black-box sweep of the local stage, each performed and refused. Two teams whose members hold
 * narrow roles; every refusal is asserted on the answer the attacker gets.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

const square = (lon: number, lat: number, d = 0.001) => [
  [lon, lat],
  [lon + d, lat],
  [lon + d, lat + d],
  [lon, lat + d],
  [lon, lat],
];

async function createRole(owner: Owner, name: string, privileges: string[]): Promise<Role> {
  const answer = await api(stageUrl, 'POST', '/roles/create/', { token: owner.session.idToken, body: { team: owner.teamId, name, description: name, privileges } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return Role.parse(answer.body);
}

async function invite(owner: Owner, email: string, roleId: string, token = owner.session.idToken) {
  return api(stageUrl, 'POST', '/roles/assign/', { token, body: { first_name: 'In', last_name: 'Vitee', email, role: roleId, team: owner.teamId } });
}

async function join(owner: Owner, member: Owner, roleId: string): Promise<TeamMember> {
  const invited = await invite(owner, member.email, roleId);
  expect(invited.status).toBe(201);
  const membership = TeamMember.parse(invited.body);
  expect((await api(stageUrl, 'POST', `/roles/invitations/${membership.id}/accept/`, { token: member.session.idToken })).status).toBe(200);
  return membership;
}

describe('1. joining a team takes the invitee consent and never moves their work', () => {
  let attacker: Owner;
  let victim: Owner;
  let role: Role;
  beforeAll(async () => {
    [attacker, victim] = await Promise.all([newOwner(stageUrl, sesEndpoint, 'attacker'), newOwner(stageUrl, sesEndpoint, 'victim')]);
    role = await createRole(attacker, 'Helper', ['field.view_field', 'field.add_field']);
  });

  it('keeps an invited existing user out of the team, and their drawn fields in their own team, until they accept', async () => {
    const invited = await invite(attacker, victim.email, role.id);
    expect(invited.status).toBe(201);
    const membership = TeamMember.parse(invited.body);
    expect(membership.pending).toBe(true);
    const mail = await latestMail(sesEndpoint, victim.email, 'invited');
    expect(mail.body.html).toContain('accept');

    // The victim works on: nothing of theirs lands in the attacker's team, and they have no access there.
    const drawn = await api(stageUrl, 'POST', '/field/draw/', { token: victim.session.idToken, body: { name: 'Mine', coordinates: square(7.1, 9.1) } });
    expect(drawn.status).toBe(201);
    expect((drawn.body as { team: string }).team).toBe(victim.teamId);
    expect((await api(stageUrl, 'GET', `/field/?team=${attacker.teamId}`, { token: victim.session.idToken })).status).toBe(403);

    // The victim sees the invitation and declines it: nothing is left behind.
    const pending = Invitation.array().parse((await api(stageUrl, 'GET', `/roles/user/${victim.session.sub}/invitations/`, { token: victim.session.idToken })).body);
    expect(pending).toEqual([expect.objectContaining({ id: membership.id, team: { id: attacker.teamId, name: expect.any(String) }, role: { id: role.id, name: 'Helper' } })]);
    expect((await api(stageUrl, 'DELETE', `/roles/invitations/${membership.id}/`, { token: victim.session.idToken })).status).toBe(204);
    const members = TeamMember.array().parse((await api(stageUrl, 'GET', `/accounts/team/${attacker.teamId}/members/`, { token: attacker.session.idToken })).body);
    expect(members.map((member) => member.member.email)).not.toContain(victim.email);
    expect((await api(stageUrl, 'GET', `/roles/user/${victim.session.sub}/invitations/`, { token: victim.session.idToken })).body).toEqual([]);
  });

  it('lets nobody else see, accept or decline an invitation, nor list another user teams', async () => {
    const membership = TeamMember.parse((await invite(attacker, victim.email, role.id)).body);
    expect((await api(stageUrl, 'POST', `/roles/invitations/${membership.id}/accept/`, { token: attacker.session.idToken })).status).toBe(404);
    expect((await api(stageUrl, 'DELETE', `/roles/invitations/${membership.id}/`, { token: attacker.session.idToken })).status).toBe(404);
    expect((await api(stageUrl, 'GET', `/roles/user/${victim.session.sub}/invitations/`, { token: attacker.session.idToken })).status).toBe(403);
    expect((await api(stageUrl, 'GET', `/roles/user/${victim.session.sub}/teams/`, { token: attacker.session.idToken })).status).toBe(403);
    expect((await api(stageUrl, 'DELETE', `/roles/invitations/${membership.id}/`, { token: victim.session.idToken })).status).toBe(204);
  });

  it('makes a member of two teams name the team of every change, honours a team in the query of a POST, and lets them leave', async () => {
    const member = await join(attacker, victim, role.id);
    const teams = MyTeam.array().parse((await api(stageUrl, 'GET', `/roles/user/${victim.session.sub}/teams/`, { token: victim.session.idToken })).body);
    expect(teams.map((team) => [team.id, team.is_owner])).toEqual([
      [victim.teamId, true],
      [attacker.teamId, false],
    ]);

    const unnamed = await api(stageUrl, 'POST', '/field/draw/', { token: victim.session.idToken, body: { name: 'Where?', coordinates: square(7.2, 9.2) } });
    expect(unnamed.status).toBe(400);
    const inQuery = await api(stageUrl, 'POST', `/field/draw/?team=${victim.teamId}`, { token: victim.session.idToken, body: { name: 'Query', coordinates: square(7.3, 9.3) } });
    expect(inQuery.status).toBe(201);
    expect((inQuery.body as { team: string }).team).toBe(victim.teamId);
    const conflicting = await api(stageUrl, 'POST', `/field/draw/?team=${victim.teamId}`, {
      token: victim.session.idToken,
      body: { team: attacker.teamId, name: 'Both', coordinates: square(7.4, 9.4) },
    });
    expect(conflicting.status).toBe(400);
    const foreign = await api(stageUrl, 'POST', `/field/draw/?team=${attacker.teamId}`, { token: attacker.session.idToken, body: { name: 'Ok', coordinates: square(7.5, 9.5) } });
    expect(foreign.status).toBe(201);

    // The owner cannot leave their own team; the member leaves the attacker's.
    expect((await api(stageUrl, 'DELETE', `/roles/team/${victim.teamId}/leave/`, { token: victim.session.idToken })).status).toBe(403);
    expect((await api(stageUrl, 'DELETE', `/roles/team/${attacker.teamId}/leave/`, { token: attacker.session.idToken })).status).toBe(403);
    expect((await api(stageUrl, 'DELETE', `/roles/team/${attacker.teamId}/leave/`, { token: victim.session.idToken })).status).toBe(204);
    expect((await api(stageUrl, 'GET', `/field/?team=${attacker.teamId}`, { token: victim.session.idToken })).status).toBe(403);
    const after = TeamMember.array().parse((await api(stageUrl, 'GET', `/accounts/team/${attacker.teamId}/members/`, { token: attacker.session.idToken })).body);
    expect(after.map((entry) => entry.id)).not.toContain(member.id);
  });
});

describe('2. nobody grants what they do not hold', () => {
  let owner: Owner;
  let manager: Owner;
  let managerRole: Role;
  let managerMembership: TeamMember;
  beforeAll(async () => {
    [owner, manager] = await Promise.all([newOwner(stageUrl, sesEndpoint, 'grantor'), newOwner(stageUrl, sesEndpoint, 'manager')]);
    managerRole = await createRole(owner, 'Manager', [
      'roles.view_role',
      'roles.add_role',
      'roles.change_role',
      'roles.add_teammember',
      'roles.change_teammember',
      'accounts.view_teammember',
    ]);
    managerMembership = await join(owner, manager, managerRole.id);
  });
  const as = (path: string, method: string, body?: Record<string, unknown>) =>
    api(stageUrl, method, path, { token: manager.session.idToken, body: body && { team: owner.teamId, ...body } });

  it('refuses editing the role one holds, and granting permissions one does not hold', async () => {
    const ownRole = await as(`/roles/${managerRole.id}/`, 'PUT', { name: 'Manager', description: 'd', privileges: [...managerRole.privileges, 'roles.delete_teammember'] });
    expect(ownRole).toEqual({ status: 403, body: { detail: ROLE_MESSAGES.ownRoleLocked } });
    const escalate = await as('/roles/create/', 'POST', { name: 'Boss', description: 'd', privileges: ['roles.delete_role'] });
    expect(escalate).toEqual({ status: 403, body: { detail: ROLE_MESSAGES.grantNotHeld } });
    const lesser = Role.parse((await as('/roles/create/', 'POST', { name: 'Scout', description: 'd', privileges: ['roles.view_role'] })).body);
    const raise = await as(`/roles/${lesser.id}/`, 'PUT', { name: 'Scout', description: 'd', privileges: ['roles.view_role', 'field.delete_field'] });
    expect(raise).toEqual({ status: 403, body: { detail: ROLE_MESSAGES.grantNotHeld } });
    expect((await as(`/roles/${lesser.id}/`, 'PUT', { name: 'Scout', description: 'd', privileges: ['roles.add_role'] })).status).toBe(200);
  });

  it('refuses changing one own membership and inviting into a role with more permissions', async () => {
    const strong = await createRole(owner, 'Strong', ['field.delete_field']);
    const self = await as(`/roles/reassign/${managerMembership.id}/`, 'PATCH', { role: strong.id });
    expect(self).toEqual({ status: 403, body: { detail: ROLE_MESSAGES.ownMembershipLocked } });
    const invited = await invite(owner, uniqueEmail('strong'), strong.id, manager.session.idToken);
    expect(invited).toEqual({ status: 403, body: { detail: ROLE_MESSAGES.grantNotHeld } });
    const ownerMember = TeamMember.array()
      .parse((await api(stageUrl, 'GET', `/accounts/team/${owner.teamId}/members/`, { token: owner.session.idToken })).body)
      .find((entry) => entry.role?.name === 'Owner');
    expect((await as(`/roles/reassign/${ownerMember?.id}/`, 'PATCH', { role: managerRole.id })).status).toBe(403);
  });

  it('keeps role names unique within a team whatever their case', async () => {
    const taken = await api(stageUrl, 'POST', '/roles/create/', { token: owner.session.idToken, body: { team: owner.teamId, name: ' manager ', description: 'd', privileges: [] } });
    expect(taken).toEqual({ status: 409, body: { detail: ROLE_MESSAGES.roleNameTaken } });
    const owners = await api(stageUrl, 'POST', '/roles/create/', { token: owner.session.idToken, body: { team: owner.teamId, name: 'OWNER', description: 'd', privileges: [] } });
    expect(owners.status).toBe(409);
  });
});

describe('3. mail content is escaped', () => {
  it('escapes names and team names in the invitation mails and caps name length with a 400', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'mailer');
    const role = await createRole(owner, '<b>Boss</b>', []);
    const email = uniqueEmail('escaped');
    const invited = await api(stageUrl, 'POST', '/roles/assign/', {
      token: owner.session.idToken,
      body: { first_name: '<img src=x onerror=alert(1)>', last_name: 'Eve', email, role: role.id, team: owner.teamId },
    });
    expect(invited.status).toBe(201);
    const mail = await latestMail(sesEndpoint, email, 'invited');
    expect(mail.body.html).not.toContain('<img');

    const existing = await newOwner(stageUrl, sesEndpoint, 'escaped2');
    expect((await invite(owner, existing.email, role.id)).status).toBe(201);
    const invitation = await latestMail(sesEndpoint, existing.email, 'invited');
    expect(invitation.body.html).toContain('&lt;b&gt;Boss&lt;/b&gt;');
    expect(invitation.body.html).not.toContain('<b>Boss');

    const long = 'A'.repeat(151);
    const tooLong = await api(stageUrl, 'POST', '/roles/assign/', { token: owner.session.idToken, body: { first_name: long, last_name: 'B', email: uniqueEmail('long'), role: role.id, team: owner.teamId } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ first_name: [NAME_TOO_LONG] });
    const profile = await api(stageUrl, 'PUT', `/accounts/${owner.session.sub}/profile/`, { token: owner.session.idToken, body: { first_name: long, last_name: 'B' } });
    expect(profile.status).toBe(400);
    await expect(
      cognito(stageUrl, 'SignUp', {
        ClientId: CLIENT_ID,
        Username: uniqueEmail('longname'),
        Password: 'LongPass1!',
        UserAttributes: [
          { Name: 'given_name', Value: long },
          { Name: 'family_name', Value: 'X' },
        ],
      }),
    ).rejects.toMatchObject({ message: expect.stringContaining(NAME_TOO_LONG) });
  });
});

describe('5. errors a client can act on', () => {
  it('answers a body over the limit with 413 and the JSON error shape', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'big');
    const response = await fetch(`${stageUrl}/api/field/draw/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.session.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x', pad: 'x'.repeat(11 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { detail: string }).detail).toMatch(/too large/);
  });

  it('answers two identical invitations at once with one 201 and one 409', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'twice');
    const role = await createRole(owner, 'Crew', []);
    const email = uniqueEmail('twice');
    const results = await Promise.all([invite(owner, email, role.id), invite(owner, email, role.id)]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 409]);
  });
});
