import { describe, expect, inject, it } from 'vitest';
import { UserDetails } from '../../shared/api/schemas/accounts';
import { MESSAGES } from '../../shared/domain/accounts';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { CLIENT_ID, api, cognito, signIn, signUpConfirmed, uniqueEmail } from '../support/local-client';
import { STARTER_ROLES } from '../../shared/domain/permissions';
import { translate } from '../../functions/core/i18n/translate';

const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

const signUpAndConfirm = (email: string, password: string) => signUpConfirmed(stageUrl, sesEndpoint, email, password);

/** What a post-confirmation trigger that failed leaves: a confirmed identity, and nothing in the table. */
async function forgetStoredAccount(userId: string): Promise<void> {
  const { db } = await import('../../functions/core/db/service');
  const entities = db().entities;
  const { data: members } = await entities.member.query.byUser({ userId }).go();
  for (const member of members) {
    const { data: roles } = await entities.role.query.byTeam({ teamId: member.teamId }).go();
    for (const role of roles) await entities.role.delete({ teamId: role.teamId, roleId: role.roleId }).go();
    await entities.member.delete({ teamId: member.teamId, userId: member.userId }).go();
    await entities.team.delete({ teamId: member.teamId }).go();
  }
  await entities.profile.delete({ userId }).go();
  expect((await entities.profile.get({ userId }).go()).data).toBeNull();
}

describe('sign-up, confirmation and the account it creates', () => {
  it('refuses to sign in before confirmation, then creates the profile, own team and Owner role', async () => {
    const email = uniqueEmail('signup');
    await cognito(stageUrl, 'SignUp', {
      ClientId: CLIENT_ID,
      Username: email,
      Password: 'Sup3rSecret!',
      UserAttributes: [{ Name: 'email', Value: email }],
    }).catch(() => undefined);
    await expect(signIn(stageUrl, email, 'Sup3rSecret!')).rejects.toMatchObject({ type: 'UserNotConfirmedException' });

    const other = uniqueEmail('owner');
    await signUpAndConfirm(other, 'Sup3rSecret!');
    const session = await signIn(stageUrl, other, 'Sup3rSecret!');
    const { status, body } = await api(stageUrl, 'GET', `/accounts/${session.sub}/profile/`, { token: session.idToken });
    expect(status).toBe(200);
    const details = UserDetails.parse(body);
    expect(details).toMatchObject({ first_name: 'Ngozi', last_name: 'Okafor', email: other, is_staff: false, user_team: null });
    expect(details.owned_team?.name).toBe("Ngozi Okafor's Farm");
  });

  it('completes a confirmed sign-up whose account was never stored (the store was down) on the first profile read', async () => {
    const email = uniqueEmail('lost-signup');
    await signUpAndConfirm(email, 'Sup3rSecret!');
    const session = await signIn(stageUrl, email, 'Sup3rSecret!');
    await forgetStoredAccount(session.sub);

    const first = await api(stageUrl, 'GET', `/accounts/${session.sub}/profile/`, { token: session.idToken });
    expect(first.status).toBe(200);
    const details = UserDetails.parse(first.body);
    expect(details).toMatchObject({ first_name: 'Ngozi', last_name: 'Okafor', email, user_team: null });
    expect(details.owned_team?.name).toBe("Ngozi Okafor's Farm");
    expect(details.permissions?.length).toBeGreaterThan(0);
    // Done once: a second read finds the same team.
    const again = UserDetails.parse((await api(stageUrl, 'GET', `/accounts/${session.sub}/profile/`, { token: session.idToken })).body);
    expect(again.owned_team?.id).toBe(details.owned_team?.id);
  });

  it('answers simultaneous first reads of such an account with the one account that won, storing one team', async () => {
    const email = uniqueEmail('race-signup');
    await signUpAndConfirm(email, 'Sup3rSecret!');
    const session = await signIn(stageUrl, email, 'Sup3rSecret!');
    await forgetStoredAccount(session.sub);

    const reads = await Promise.all(
      Array.from({ length: 4 }, () => api(stageUrl, 'GET', `/accounts/${session.sub}/profile/`, { token: session.idToken })),
    );
    expect(reads.map((read) => read.status)).toEqual([200, 200, 200, 200]);
    const teamIds = new Set(reads.map((read) => UserDetails.parse(read.body).owned_team?.id));
    expect(teamIds.size).toBe(1);

    const { db } = await import('../../functions/core/db/service');
    const entities = db().entities;
    const { data: owned } = await entities.team.query.byOwner({ ownerId: session.sub }).go();
    expect(owned.map((team) => team.teamId)).toEqual([...teamIds]);
    const { data: memberships } = await entities.member.query.byUser({ userId: session.sub }).go();
    expect(memberships).toHaveLength(1);
    const { data: roles } = await entities.role.query.byTeam({ teamId: owned[0]!.teamId }).go();
    expect(roles).toHaveLength(1 + STARTER_ROLES.length);
  });
});

describe('GET and PUT /accounts/{userId}/profile/', () => {
  it('lets a user read and change only their own profile', async () => {
    const owner = await signIn(stageUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const admin = await signIn(stageUrl, DEMO_USERS.admin.email, DEMO_USERS.admin.password);

    const own = await api(stageUrl, 'GET', `/accounts/${owner.sub}/profile/`, { token: owner.idToken });
    expect(UserDetails.parse(own.body).is_staff).toBe(false);
    expect((await api(stageUrl, 'GET', `/accounts/${admin.sub}/profile/`, { token: owner.idToken })).status).toBe(403);

    const adminOwn = await api(stageUrl, 'GET', `/accounts/${admin.sub}/profile/`, { token: admin.idToken });
    expect(UserDetails.parse(adminOwn.body).is_staff).toBe(true);
    const staffReadsOther = await api(stageUrl, 'GET', `/accounts/${owner.sub}/profile/`, { token: admin.idToken });
    expect(staffReadsOther.status).toBe(200);

    const updated = await api(stageUrl, 'PUT', `/accounts/${owner.sub}/profile/`, {
      token: owner.idToken,
      body: { first_name: 'Dayo', last_name: 'Farmer-Ade', email: 'ignored@example.com' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ detail: translate('en', MESSAGES.accountUpdated), user: { last_name: 'Farmer-Ade', email: DEMO_USERS.owner.email } });
    const reread = await api(stageUrl, 'GET', `/accounts/${owner.sub}/profile/`, { token: owner.idToken });
    expect(UserDetails.parse(reread.body).last_name).toBe('Farmer-Ade');
    await api(stageUrl, 'PUT', `/accounts/${owner.sub}/profile/`, {
      token: owner.idToken,
      body: { first_name: DEMO_USERS.owner.firstName, last_name: DEMO_USERS.owner.lastName },
    });

    const foreign = await api(stageUrl, 'PUT', `/accounts/${admin.sub}/profile/`, {
      token: owner.idToken,
      body: { first_name: 'Mal', last_name: 'Ice' },
    });
    expect(foreign.status).toBe(403);
  });

  it('stores the language chosen in My Account, answers it with the profile and keeps it when only the names change', async () => {
    const email = uniqueEmail('language');
    await signUpAndConfirm(email, 'Sup3rSecret!');
    const user = await signIn(stageUrl, email, 'Sup3rSecret!');
    const { userLanguage } = await import('../../functions/core/accounts/profiles');
    const profile = () => api(stageUrl, 'GET', `/accounts/${user.sub}/profile/`, { token: user.idToken });

    expect(UserDetails.parse((await profile()).body).language).toBeUndefined();
    expect(await userLanguage(user.sub)).toBe('en');

    const chosen = await api(stageUrl, 'PUT', `/accounts/${user.sub}/profile/`, {
      token: user.idToken,
      body: { first_name: 'Ngozi', last_name: 'Okafor', language: 'yo' },
      headers: { 'accept-language': 'yo' },
    });
    expect(chosen).toMatchObject({ status: 200, body: { user: { language: 'yo', first_name: 'Ngozi' } } });
    expect(UserDetails.parse((await profile()).body).language).toBe('yo');
    expect(await userLanguage(user.sub)).toBe('yo');

    const renamed = await api(stageUrl, 'PUT', `/accounts/${user.sub}/profile/`, { token: user.idToken, body: { first_name: 'Ngozi', last_name: 'Okafor-Eze' } });
    expect(renamed).toMatchObject({ status: 200, body: { user: { language: 'yo', last_name: 'Okafor-Eze' } } });

    const unknown = await api(stageUrl, 'PUT', `/accounts/${user.sub}/profile/`, { token: user.idToken, body: { first_name: 'Ngozi', last_name: 'Okafor', language: 'fr' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ language: [expect.any(String)] });
    expect(await userLanguage(user.sub)).toBe('yo');
  });

  it('answers 400 with the field messages for empty names and a body that is not JSON', async () => {
    const owner = await signIn(stageUrl, DEMO_USERS.owner.email, DEMO_USERS.owner.password);
    const empty = await api(stageUrl, 'PUT', `/accounts/${owner.sub}/profile/`, {
      token: owner.idToken,
      body: { first_name: '  ', last_name: '' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ first_name: [translate('en', MESSAGES.fieldEmpty)], last_name: [translate('en', MESSAGES.fieldEmpty)] });
    expect((empty.body as { detail: string }).detail).toEqual(expect.any(String));

    const response = await fetch(`${stageUrl}/api/accounts/${owner.sub}/profile/`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${owner.idToken}`, 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });
});
