import { describe, expect, inject, it } from 'vitest';
import { translate } from '../../functions/core/i18n/translate';
import { UserDetails } from '../../shared/api/schemas/accounts';
import { MyTeam, Role, TeamMember } from '../../shared/api/schemas/roles';
import { TEAM_NAME_MAX_LENGTH, TEAM_NAME_MESSAGES, TEAM_NAME_MIN_LENGTH } from '../../shared/domain/team-name';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { api, signIn } from '../support/local-client';
import { newOwner as createOwner, type Owner } from '../support/teams';

const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
const newOwner = (prefix: string) => createOwner(stageUrl, sesEndpoint, prefix);

async function storedTeamName(teamId: string): Promise<string | undefined> {
  const { db } = await import('../../functions/core/db/service');
  return (await db().entities.team.get({ teamId }).go()).data?.name;
}

/** `member` joins `owner`'s team with a role holding every team permission, and accepts. */
async function join(owner: Owner, member: Owner): Promise<void> {
  const role = Role.parse(
    (
      await api(stageUrl, 'POST', '/roles/create/', {
        token: owner.session.idToken,
        body: { team: owner.teamId, name: `Deputy ${Date.now()}`, description: 'Everything', privileges: ['roles.change_role', 'roles.add_teammember'] },
      })
    ).body,
  );
  const joined = await api(stageUrl, 'POST', '/roles/assign/', {
    token: owner.session.idToken,
    body: { first_name: 'Team', last_name: 'deputy', email: member.email, role: role.id, team: owner.teamId },
  });
  expect(joined.status).toBe(201);
  const accepted = await api(stageUrl, 'POST', `/roles/invitations/${TeamMember.parse(joined.body).id}/accept/`, { token: member.session.idToken });
  expect(accepted.status).toBe(200);
}

const rename = (who: Owner, teamId: string, name: unknown) => api(stageUrl, 'PATCH', `/roles/team/${teamId}/`, { token: who.session.idToken, body: { name } });

describe('renaming a team', () => {
  it("lets the owner rename the team, stored and shown in the profile and the member's team list", async () => {
    const owner = await newOwner('rename');
    const member = await newOwner('rename-member');
    await join(owner, member);

    expect(await rename(owner, owner.teamId, '  Green Acres Cooperative  ')).toEqual({ status: 200, body: { id: owner.teamId, name: 'Green Acres Cooperative' } });
    expect(await storedTeamName(owner.teamId)).toBe('Green Acres Cooperative');
    const profile = UserDetails.parse((await api(stageUrl, 'GET', `/accounts/${owner.session.sub}/profile/`, { token: owner.session.idToken })).body);
    expect(profile.owned_team?.name).toBe('Green Acres Cooperative');
    const teams = (await api(stageUrl, 'GET', `/roles/user/${member.session.sub}/teams/`, { token: member.session.idToken })).body as unknown[];
    expect(teams.map((team) => MyTeam.parse(team)).find((team) => team.id === owner.teamId)?.name).toBe('Green Acres Cooperative');
  });

  it('refuses a member (whatever their role) and a stranger, and names too short or too long, leaving the stored name', async () => {
    const owner = await newOwner('rename-refused');
    const member = await newOwner('rename-deputy');
    const stranger = await newOwner('rename-stranger');
    await join(owner, member);
    const before = await storedTeamName(owner.teamId);

    expect(await rename(member, owner.teamId, 'Taken Over Farm')).toEqual({ status: 403, body: { detail: translate('en', TEAM_NAME_MESSAGES.ownerOnly) } });
    expect(await rename(stranger, owner.teamId, 'Taken Over Farm')).toEqual({ status: 403, body: { detail: translate('en', TEAM_NAME_MESSAGES.ownerOnly) } });
    expect(await rename(owner, 'no-such-team', 'Anything')).toEqual({ status: 403, body: { detail: translate('en', TEAM_NAME_MESSAGES.ownerOnly) } });

    const short = await rename(owner, owner.teamId, ' ab ');
    expect(short).toMatchObject({ status: 400, body: { name: [translate('en', TEAM_NAME_MESSAGES.tooShort, { minimum: TEAM_NAME_MIN_LENGTH })] } });
    const long = await rename(owner, owner.teamId, 'x'.repeat(TEAM_NAME_MAX_LENGTH + 1));
    expect(long).toMatchObject({ status: 400, body: { name: [translate('en', TEAM_NAME_MESSAGES.tooLong, { maximum: TEAM_NAME_MAX_LENGTH })] } });
    expect(await storedTeamName(owner.teamId)).toBe(before);
  });

  it('answers its refusals in the language the caller asks for', async () => {
    const owner = await newOwner('rename-igbo');
    const member = await newOwner('rename-igbo-member');
    await join(owner, member);
    const igbo = { 'accept-language': 'ig' };
    const short = await api(stageUrl, 'PATCH', `/roles/team/${owner.teamId}/`, { token: owner.session.idToken, body: { name: 'ab' }, headers: igbo });
    expect(short).toMatchObject({ status: 400, body: { name: ['Aha otu ga-enwerịrị opekata mpe mkpụrụedemede 3.'] } });
    const refused = await api(stageUrl, 'PATCH', `/roles/team/${owner.teamId}/`, { token: member.session.idToken, body: { name: 'Taken Over Farm' }, headers: { 'accept-language': 'ha-NG, en;q=0.5' } });
    expect(refused).toEqual({ status: 403, body: { detail: translate('ha', TEAM_NAME_MESSAGES.ownerOnly) } });
    expect(translate('ha', TEAM_NAME_MESSAGES.ownerOnly)).not.toBe(translate('en', TEAM_NAME_MESSAGES.ownerOnly));
  });
});

describe('My Account of a member working in another team', () => {
  it("answers the current team's subscription, and the owned team's own one under owned_team", async () => {
    const owner = await newOwner('account-current');
    const member = await newOwner('account-own');
    await join(owner, member);
    // The two teams differ: staff revoke the owner's team.
    const admin = await signIn(stageUrl, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    expect((await api(stageUrl, 'PATCH', `/accounts/team/${owner.teamId}/`, { token: admin.idToken, body: { admin_approved: false } })).status).toBe(200);

    const read = await api(stageUrl, 'GET', `/accounts/${member.session.sub}/profile/?team=${owner.teamId}`, { token: member.session.idToken });
    const details = UserDetails.parse(read.body);
    expect(details.user_team).toBe(owner.teamId);
    expect(details.current_subscription?.admin_approved).toBe(false);
    expect(details.owned_team?.id).toBe(member.teamId);
    expect(details.owned_team?.current_subscription?.admin_approved).toBe(true);
  });
});
