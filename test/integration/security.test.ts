import { beforeAll, describe, expect, inject, it } from 'vitest';
import { translate, translateText } from '../../functions/core/i18n/translate';
import { Invitation, MyTeam, Role, ROLE_MESSAGES, TeamMember } from '../../shared/api/schemas/roles';
import { NAME_TOO_LONG } from '../../shared/domain/names';
import { FieldUpload, FieldUploadTicket } from '../../shared/api/schemas/fields';
import { FIELD_LIMITS, FIELD_MESSAGES } from '../../shared/domain/fields';
import { waitFor } from '../support/wait-for';
import { farmAsGeoJson, farmAsKml, farmFields, lonLatSquare } from '../fixtures/field-files';
import { CLIENT_ID, api, cognito, latestMail, uniqueEmail } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';

/** A field message as the API answers it in English. */
const english = (text: string) => translateText('en', text);

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

  it('shows the inviter only the address of an invited user, and neither assigns nor mails them anything until they accept', async () => {
    const mailsTo = async (to: string) => {
      const { emails } = (await (await fetch(`${sesEndpoint}/store`)).json()) as { emails: Array<{ destination: { to: string[] }; subject: string }> };
      return emails.filter((mail) => mail.destination.to.includes(to)).map((mail) => mail.subject);
    };
    const before = (await mailsTo(victim.email)).length;
    const invited = await invite(attacker, victim.email, role.id);
    expect(invited.status).toBe(201);
    const membership = TeamMember.parse(invited.body);
    expect(membership).toMatchObject({ pending: true, member: { first_name: '', last_name: '', email: victim.email, pk: '' } });
    const listed = TeamMember.array()
      .parse((await api(stageUrl, 'GET', `/accounts/team/${attacker.teamId}/members/`, { token: attacker.session.idToken })).body)
      .find((entry) => entry.id === membership.id);
    expect(listed).toMatchObject({ pending: true, member: { first_name: '', last_name: '', email: victim.email, pk: '' } });
    expect(JSON.stringify(listed)).not.toContain(victim.session.sub);

    // Not an assignee while only invited: the task is refused and nothing is stored.
    const field = await api(stageUrl, 'POST', '/field/draw/', { token: attacker.session.idToken, body: { team: attacker.teamId, name: 'Task field', coordinates: square(7.6, 9.6) } });
    expect(field.status).toBe(201);
    const fieldId = (field.body as { id: string }).id;
    const task = { field: fieldId, name: 'Weed', description: 'Weed it', start_date: '2026-05-04', end_date: '2026-05-06' };
    const refused = await api(stageUrl, 'POST', '/activity/create/', { token: attacker.session.idToken, body: { ...task, assignees: [victim.session.sub] } });
    expect(refused.status).toBe(400);
    const { db } = await import('../../functions/core/db/service');
    const stored = async () => (await db().entities.activity.query.byTeam({ teamId: attacker.teamId }).go({ pages: 'all' })).data;
    expect((await stored()).filter((activity) => activity.assigneeIds.includes(victim.session.sub))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mailed = (await mailsTo(victim.email)).slice(before);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]).toContain('invited');

    // Once they accept they are a member by name, and can be given the task.
    expect((await api(stageUrl, 'POST', `/roles/invitations/${membership.id}/accept/`, { token: victim.session.idToken })).status).toBe(200);
    const joined = TeamMember.array()
      .parse((await api(stageUrl, 'GET', `/accounts/team/${attacker.teamId}/members/`, { token: attacker.session.idToken })).body)
      .find((entry) => entry.id === membership.id);
    expect(joined).toMatchObject({ pending: false, member: { first_name: 'Team', email: victim.email, pk: victim.session.sub } });
    const assigned = await api(stageUrl, 'POST', '/activity/create/', { token: attacker.session.idToken, body: { ...task, assignees: [victim.session.sub] } });
    expect(assigned.status).toBe(201);
    expect((await stored()).filter((activity) => activity.assigneeIds.includes(victim.session.sub))).toHaveLength(1);
    expect((await api(stageUrl, 'DELETE', `/roles/team/${attacker.teamId}/leave/`, { token: victim.session.idToken })).status).toBe(204);
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
    managerRole = await createRole(owner, 'Supervisor', [
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
    const ownRole = await as(`/roles/${managerRole.id}/`, 'PUT', { name: 'Supervisor', description: 'd', privileges: [...managerRole.privileges, 'roles.delete_teammember'] });
    expect(ownRole).toEqual({ status: 403, body: { detail: translate('en', ROLE_MESSAGES.ownRoleLocked) } });
    const escalate = await as('/roles/create/', 'POST', { name: 'Boss', description: 'd', privileges: ['roles.delete_role'] });
    expect(escalate).toEqual({ status: 403, body: { detail: translate('en', ROLE_MESSAGES.grantNotHeld) } });
    const lesser = Role.parse((await as('/roles/create/', 'POST', { name: 'Scout', description: 'd', privileges: ['roles.view_role'] })).body);
    const raise = await as(`/roles/${lesser.id}/`, 'PUT', { name: 'Scout', description: 'd', privileges: ['roles.view_role', 'field.delete_field'] });
    expect(raise).toEqual({ status: 403, body: { detail: translate('en', ROLE_MESSAGES.grantNotHeld) } });
    expect((await as(`/roles/${lesser.id}/`, 'PUT', { name: 'Scout', description: 'd', privileges: ['roles.add_role'] })).status).toBe(200);
  });

  it('refuses changing one own membership and inviting into a role with more permissions', async () => {
    const strong = await createRole(owner, 'Strong', ['field.delete_field']);
    const self = await as(`/roles/reassign/${managerMembership.id}/`, 'PATCH', { role: strong.id });
    expect(self).toEqual({ status: 403, body: { detail: translate('en', ROLE_MESSAGES.ownMembershipLocked) } });
    const invited = await invite(owner, uniqueEmail('strong'), strong.id, manager.session.idToken);
    expect(invited).toEqual({ status: 403, body: { detail: translate('en', ROLE_MESSAGES.grantNotHeld) } });
    const ownerMember = TeamMember.array()
      .parse((await api(stageUrl, 'GET', `/accounts/team/${owner.teamId}/members/`, { token: owner.session.idToken })).body)
      .find((entry) => entry.role?.name === 'Owner');
    expect((await as(`/roles/reassign/${ownerMember?.id}/`, 'PATCH', { role: managerRole.id })).status).toBe(403);
  });

  it('keeps role names unique within a team whatever their case', async () => {
    const taken = await api(stageUrl, 'POST', '/roles/create/', { token: owner.session.idToken, body: { team: owner.teamId, name: ' manager ', description: 'd', privileges: [] } });
    expect(taken).toEqual({ status: 409, body: { detail: translate('en', ROLE_MESSAGES.roleNameTaken) } });
    const owners = await api(stageUrl, 'POST', '/roles/create/', { token: owner.session.idToken, body: { team: owner.teamId, name: 'OWNER', description: 'd', privileges: [] } });
    expect(owners.status).toBe(409);
  });

  it('stores one role of a name created many times at once, answering the others 409, and frees the name with the role', async () => {
    const create = (name: string) =>
      api(stageUrl, 'POST', '/roles/create/', { token: owner.session.idToken, body: { team: owner.teamId, name, description: 'd', privileges: [] } });
    const answers = await Promise.all(['Agronomist', 'agronomist', 'AGRONOMIST ', 'Agronomist', ' agronomist', 'Agronomist'].map(create));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const answer of answers.filter((entry) => entry.status === 409)) expect(answer.body).toEqual({ detail: translate('en', ROLE_MESSAGES.roleNameTaken) });
    const { db } = await import('../../functions/core/db/service');
    const stored = async () => (await db().entities.role.query.byTeam({ teamId: owner.teamId }).go({ pages: 'all' })).data.filter((role) => role.name.trim().toLowerCase() === 'agronomist');
    expect(await stored()).toHaveLength(1);

    // Renamed, the old name is free and the new one taken; deleted, its name is free again.
    const [kept] = await stored();
    const renamed = await api(stageUrl, 'PUT', `/roles/${kept!.roleId}/`, { token: owner.session.idToken, body: { team: owner.teamId, name: 'Soil Scientist', description: 'd', privileges: [] } });
    expect(renamed.status).toBe(200);
    expect((await create('soil scientist')).status).toBe(409);
    const again = await create('Agronomist');
    expect(again.status).toBe(201);
    expect((await api(stageUrl, 'DELETE', `/roles/${Role.parse(again.body).id}/?team=${owner.teamId}`, { token: owner.session.idToken })).status).toBe(204);
    expect((await create('agronomist')).status).toBe(201);
    expect(await stored()).toHaveLength(1);
  });
});

describe('2. nobody changes or removes a member who can do more than they can', () => {
  let owner: Owner;
  let deputy: Owner;
  let senior: Owner;
  let junior: Owner;
  let juniorRole: Role;
  let seniorRole: Role;
  let seniorMembership: TeamMember;
  let juniorMembership: TeamMember;
  beforeAll(async () => {
    [owner, deputy, senior, junior] = await Promise.all([
      newOwner(stageUrl, sesEndpoint, 'outranked-owner'),
      newOwner(stageUrl, sesEndpoint, 'deputy'),
      newOwner(stageUrl, sesEndpoint, 'senior'),
      newOwner(stageUrl, sesEndpoint, 'junior'),
    ]);
    const deputyRole = await createRole(owner, 'Deputy', [
      'roles.change_teammember',
      'roles.delete_teammember',
      'accounts.view_teammember',
      'field.view_field',
    ]);
    seniorRole = await createRole(owner, 'Senior', ['field.view_field', 'field.delete_field']);
    juniorRole = await createRole(owner, 'Junior', ['field.view_field']);
    await join(owner, deputy, deputyRole.id);
    seniorMembership = await join(owner, senior, seniorRole.id);
    juniorMembership = await join(owner, junior, juniorRole.id);
  });
  const asDeputy = (method: string, path: string, body?: Record<string, unknown>) =>
    api(stageUrl, method, path, { token: deputy.session.idToken, body: body && { team: owner.teamId, ...body } });
  const storedMember = async (userId: string) => {
    const { db } = await import('../../functions/core/db/service');
    return (await db().entities.member.get({ teamId: owner.teamId, userId }).go()).data;
  };

  it('refuses demoting a member who holds a permission the actor does not, and keeps their role', async () => {
    const demote = await asDeputy('PATCH', `/roles/reassign/${seniorMembership.id}/`, { role: juniorRole.id });
    expect(demote).toEqual({ status: 403, body: { detail: translate('en', ROLE_MESSAGES.memberOutranks) } });
    expect((await storedMember(senior.session.sub))?.roleId).toBe(seniorRole.id);

    const ownerMember = TeamMember.array()
      .parse((await api(stageUrl, 'GET', `/accounts/team/${owner.teamId}/members/`, { token: owner.session.idToken })).body)
      .find((entry) => entry.member.pk === owner.session.sub);
    expect((await asDeputy('PATCH', `/roles/reassign/${ownerMember?.id}/`, { role: juniorRole.id })).status).toBe(403);

    // The owner holds every permission: they may.
    const byOwner = await api(stageUrl, 'PATCH', `/roles/reassign/${seniorMembership.id}/`, {
      token: owner.session.idToken,
      body: { team: owner.teamId, role: juniorRole.id },
    });
    expect(byOwner.status).toBe(200);
    expect((await storedMember(senior.session.sub))?.roleId).toBe(juniorRole.id);
    await api(stageUrl, 'PATCH', `/roles/reassign/${seniorMembership.id}/`, { token: owner.session.idToken, body: { team: owner.teamId, role: seniorRole.id } });
  });

  it('refuses removing a member who holds a permission the actor does not, or the owner, and removes one who holds less', async () => {
    const remove = await asDeputy('DELETE', `/roles/remove-member/${seniorMembership.id}/`);
    expect(remove).toEqual({ status: 403, body: { detail: translate('en', ROLE_MESSAGES.memberOutranks) } });
    expect(await storedMember(senior.session.sub)).toMatchObject({ roleId: seniorRole.id, status: 'active' });

    const ownerMember = TeamMember.array()
      .parse((await api(stageUrl, 'GET', `/accounts/team/${owner.teamId}/members/`, { token: owner.session.idToken })).body)
      .find((entry) => entry.member.pk === owner.session.sub);
    expect((await asDeputy('DELETE', `/roles/remove-member/${ownerMember?.id}/`)).status).toBe(403);
    expect(await storedMember(owner.session.sub)).not.toBeNull();

    expect((await asDeputy('DELETE', `/roles/remove-member/${juniorMembership.id}/`)).status).toBe(204);
    expect(await storedMember(junior.session.sub)).toBeNull();
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
    expect(tooLong.body).toMatchObject({ first_name: [translateText('en', NAME_TOO_LONG)] });
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
    ).rejects.toMatchObject({ message: expect.stringContaining(translateText('en', NAME_TOO_LONG)) });
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

describe('4. no single request stalls the service', () => {
  const ring = (lon: number, lat: number, vertices: number, radius = 0.002) => {
    const points = Array.from({ length: vertices }, (_, i) => {
      const angle = (2 * Math.PI * i) / vertices;
      return [Number((lon + radius * Math.cos(angle)).toFixed(9)), Number((lat + radius * Math.sin(angle)).toFixed(9))];
    });
    return [...points, points[0]];
  };
  let owner: Owner;
  beforeAll(async () => {
    owner = await newOwner(stageUrl, sesEndpoint, 'stall');
  });

  it('caps vertices per ring and per polygon in the draw and edit schemas', async () => {
    const tooMany = ring(6.1, 8.1, FIELD_LIMITS.maxVerticesPerField + 1);
    const drawn = await api(stageUrl, 'POST', '/field/draw/', { token: owner.session.idToken, body: { team: owner.teamId, name: 'Huge', coordinates: tooMany } });
    expect(drawn.status).toBe(400);
    expect(JSON.stringify(drawn.body)).toContain(english(FIELD_MESSAGES.tooManyRingVertices));
    const holes = Array.from({ length: 3 }, (_, i) => ring(6.2 + i * 0.0001, 8.2, 4000, 0.00001));
    const split = await api(stageUrl, 'POST', '/field/draw/', {
      token: owner.session.idToken,
      body: { team: owner.teamId, name: 'Split', geometry: { type: 'Polygon', coordinates: [ring(6.2, 8.2, 1000, 0.01), ...holes] } },
    });
    expect(split.status).toBe(400);
    const field = await api(stageUrl, 'POST', '/field/draw/', { token: owner.session.idToken, body: { team: owner.teamId, name: 'Ok', coordinates: ring(6.3, 8.3, 50) } });
    expect(field.status).toBe(201);
    const edited = await api(stageUrl, 'PATCH', `/field/${(field.body as { id: string }).id}/update/`, { token: owner.session.idToken, body: { coordinates: tooMany } });
    expect(edited.status).toBe(400);
  });

  it('checks a boundary at the vertex cap with a sweep line, and refuses a crossing one', async () => {
    // How long it blocks the service is what `npm run bench stall` measures; here: it is accepted at all.
    const dense = await api(stageUrl, 'POST', '/field/draw/', { token: owner.session.idToken, body: { team: owner.teamId, name: 'Dense', coordinates: ring(6.4, 8.4, FIELD_LIMITS.maxVerticesPerField) } });
    expect(dense.status).toBe(201);
    const bowtie = [[6.5, 8.5], [6.51, 8.51], [6.51, 8.5], [6.5, 8.51], [6.5, 8.5]];
    const crossing = await api(stageUrl, 'POST', '/field/draw/', { token: owner.session.idToken, body: { team: owner.teamId, name: 'Bowtie', coordinates: bowtie } });
    expect(crossing.status).toBe(400);
  });

  it('counts the parts of a multi-polygon against the polygons-per-upload cap', async () => {
    const parts = Array.from({ length: FIELD_LIMITS.maxFeatures + 1 }, (_, i) => [ring(6.6 + (i % 30) * 0.001, 8.6 + Math.floor(i / 30) * 0.001, 8, 0.0003)]);
    const file = Buffer.from(JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: { name: 'Many' }, geometry: { type: 'MultiPolygon', coordinates: parts } }] }));
    const asked = await api(stageUrl, 'POST', '/field/upload/', { token: owner.session.idToken, body: { team: owner.teamId, file_name: 'many.geojson', file_size: file.length } });
    const ticket = FieldUploadTicket.parse(asked.body);
    await fetch(ticket.url, { method: ticket.method, headers: ticket.headers, body: new Uint8Array(file) }).then((response) => response.arrayBuffer());
    const job = await waitFor(async () => {
      const answer = FieldUpload.parse((await api(stageUrl, 'GET', `/field/upload/${ticket.upload.id}/`, { token: owner.session.idToken })).body);
      return answer.status === 'succeeded' || answer.status === 'failed' ? answer : null;
    }, { timeoutMs: 30_000, message: 'the upload never finished' });
    expect(job.status).toBe('failed');
    expect(job.message).toContain(english(FIELD_MESSAGES.tooManyPolygons));
    expect(job.fields).toEqual([]);
  });
});

describe('5. creates a user can double-submit take an Idempotency-Key', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await newOwner(stageUrl, sesEndpoint, 'idem');
  });
  const fieldsOf = async (team: string) =>
    (await api(stageUrl, 'GET', `/field/?team=${team}`, { token: owner.session.idToken })).body as Array<{ id: string; name: string }>;

  it('answers a repeated draw with the first answer and one field; another body with the key is a 422', async () => {
    const headers = { 'Idempotency-Key': `draw-${Date.now()}` };
    const body = { team: owner.teamId, name: 'Once', coordinates: square(7.1, 9.1) };
    const first = await api(stageUrl, 'POST', '/field/draw/', { token: owner.session.idToken, body, headers });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await api(stageUrl, 'POST', '/field/draw/', { token: owner.session.idToken, body, headers });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await fieldsOf(owner.teamId)).filter((field) => field.name === 'Once')).toHaveLength(1);

    const other = await api(stageUrl, 'POST', '/field/draw/', { token: owner.session.idToken, body: { ...body, name: 'Other' }, headers });
    expect(other.status).toBe(422);
    expect((await fieldsOf(owner.teamId)).some((field) => field.name === 'Other')).toBe(false);

    // Without a key (or with a new one) a second submit is a second field, as the user asked.
    const fresh = await api(stageUrl, 'POST', '/field/draw/', { token: owner.session.idToken, body: { ...body, coordinates: square(7.2, 9.2) }, headers: { 'Idempotency-Key': `draw2-${Date.now()}` } });
    expect(fresh.status).toBe(201);
    expect((fresh.body as { id: string }).id).not.toBe((first.body as { id: string }).id);
  });

  it('makes one role and one invitation of a double submit', async () => {
    const roleBody = { team: owner.teamId, name: `Scout ${Date.now()}`, description: 'Scouts', privileges: ['field.view_field'] };
    const headers = { 'Idempotency-Key': `role-${Date.now()}` };
    const [a, b] = [
      await api(stageUrl, 'POST', '/roles/create/', { token: owner.session.idToken, body: roleBody, headers }),
      await api(stageUrl, 'POST', '/roles/create/', { token: owner.session.idToken, body: roleBody, headers }),
    ];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(Role.parse(b.body).id).toBe(Role.parse(a.body).id);

    const invite = { team: owner.teamId, email: uniqueEmail('idem-invitee'), role: Role.parse(a.body).id, first_name: 'Ada', last_name: 'Okafor' };
    const inviteHeaders = { 'Idempotency-Key': `invite-${Date.now()}` };
    const first = await api(stageUrl, 'POST', '/roles/assign/', { token: owner.session.idToken, body: invite, headers: inviteHeaders });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await api(stageUrl, 'POST', '/roles/assign/', { token: owner.session.idToken, body: invite, headers: inviteHeaders });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
  });

  it('keys by caller: another user with the same key gets their own answer', async () => {
    const other = await newOwner(stageUrl, sesEndpoint, 'idem-other');
    const headers = { 'Idempotency-Key': `shared-${Date.now()}` };
    const mine = await api(stageUrl, 'POST', '/field/draw/', { token: owner.session.idToken, body: { team: owner.teamId, name: 'Mine', coordinates: square(7.3, 9.3) }, headers });
    const theirs = await api(stageUrl, 'POST', '/field/draw/', { token: other.session.idToken, body: { team: other.teamId, name: 'Theirs', coordinates: square(7.3, 9.3) }, headers });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect((theirs.body as { id: string }).id).not.toBe((mine.body as { id: string }).id);
  });
});

describe('5. an upload of fields the team already has', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await newOwner(stageUrl, sesEndpoint, 'dupes');
  });

  async function upload(fileName: string, text: string): Promise<FieldUpload> {
    const bytes = Buffer.from(text);
    const asked = await api(stageUrl, 'POST', '/field/upload/', { token: owner.session.idToken, body: { team: owner.teamId, file_name: fileName, file_size: bytes.length } });
    const ticket = FieldUploadTicket.parse(asked.body);
    await fetch(ticket.url, { method: ticket.method, headers: ticket.headers, body: new Uint8Array(bytes) }).then((response) => response.arrayBuffer());
    return waitFor(async () => {
      const answer = FieldUpload.parse((await api(stageUrl, 'GET', `/field/upload/${ticket.upload.id}/`, { token: owner.session.idToken })).body);
      return answer.status === 'succeeded' || answer.status === 'failed' ? answer : null;
    }, { timeoutMs: 30_000, message: `${fileName} never finished` });
  }
  const teamFields = async () =>
    (await api(stageUrl, 'GET', `/field/?team=${owner.teamId}`, { token: owner.session.idToken })).body as Array<{ id: string; name: string; size: number }>;
  const totalHa = (fields: Array<{ size: number }>) => fields.reduce((sum, field) => sum + field.size, 0);

  it('leaves out the GeoJSON of a farm uploaded as KML, one warning per field, its area counted once', async () => {
    const farm = farmFields(7.5, 9.5);
    const kml = await upload('farm.kml', farmAsKml(farm));
    expect(kml.status, kml.message).toBe('succeeded');
    expect(kml.fields).toHaveLength(3);
    expect(kml.duplicates).toEqual([]);
    const afterKml = await teamFields();
    const kmlHa = totalHa(afterKml);

    // The GeoJSON export of the same farm, with one new field beside it.
    const extra = { name: 'New plot', ring: lonLatSquare(7.52, 9.5, 0.003) };
    const geojson = await upload('farm.geojson', farmAsGeoJson([...farm, extra]));
    expect(geojson.status, geojson.message).toBe('succeeded');
    expect(geojson.fields).toHaveLength(1);
    const byName = new Map(afterKml.map((field) => [field.id, field.name]));
    expect(geojson.duplicates.map((note) => [note.feature, note.existing_name])).toEqual([
      [1, 'North plot'],
      [2, 'Middle plot'],
      [3, 'South plot'],
    ]);
    for (const note of geojson.duplicates) expect(byName.get(note.existing_id)).toBe(note.existing_name);

    const after = await teamFields();
    expect(after).toHaveLength(4);
    const newHa = after.find((field) => field.name.startsWith('New plot'))?.size ?? 0;
    expect(newHa).toBeGreaterThan(0);
    expect(totalHa(after)).toBeCloseTo(kmlHa + newHa, 3);

    // The same file again adds nothing and says so.
    const again = await upload('farm-again.kml', farmAsKml(farm));
    expect(again.status).toBe('failed');
    expect(again.message).toBe(english(FIELD_MESSAGES.allDuplicates(3)));
    expect(again.duplicates).toHaveLength(3);
    expect(await teamFields()).toHaveLength(4);
  });
});

describe('6. signed tile links follow permissions', () => {
  it('gives a member who loses monitoring.view_index no new tile URL, and every URL it had expires within the hour', async () => {
    const [owner, member] = await Promise.all([newOwner(stageUrl, sesEndpoint, 'tiles-owner'), newOwner(stageUrl, sesEndpoint, 'tiles-member')]);
    const drawn = await api(stageUrl, 'POST', '/field/draw/', { token: owner.session.idToken, body: { team: owner.teamId, name: 'Tiled', coordinates: square(7.7, 9.7) } });
    expect(drawn.status).toBe(201);
    const fieldId = (drawn.body as { id: string }).id;
    const privileges = ['field.view_field', 'monitoring.view_index'];
    const role = await createRole(owner, 'Index viewer', privileges);
    await join(owner, member, role.id);
    const tileUrl = () => api(stageUrl, 'GET', `/monitoring/tiles/?team=${owner.teamId}&field=${fieldId}&index=NDVI&date=2026-08-01`, { token: member.session.idToken });

    const asked = Date.now();
    const granted = await tileUrl();
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    const { url, expiresAt } = granted.body as { url: string; expiresAt: string };
    const exp = Number(new URL(url, stageUrl).searchParams.get('exp')) * 1000;
    expect(Date.parse(expiresAt)).toBe(exp);
    expect(exp).toBeGreaterThan(asked);
    expect(exp - asked).toBeLessThanOrEqual(60 * 60 * 1000);
    // A link stretched past the bound is refused, whoever made it.
    const stretched = url.replace(/exp=\d+/, `exp=${Math.floor(exp / 1000) + 7 * 24 * 3600}`).replace('{z}/{x}/{y}', '15/0/0');
    expect((await fetch(`${stageUrl}${stretched}`)).status).toBe(403);

    const narrowed = await api(stageUrl, 'PUT', `/roles/${role.id}/`, {
      token: owner.session.idToken,
      body: { team: owner.teamId, name: 'Index viewer', description: 'Index viewer', privileges: ['field.view_field'] },
    });
    expect(narrowed.status, JSON.stringify(narrowed.body)).toBe(200);
    // A warm function keeps a caller's access for 2 seconds at most.
    await expect.poll(async () => (await tileUrl()).status, { timeout: 5_000, interval: 250 }).toBe(403);
  });
});
