import { beforeAll, describe, expect, inject, it } from 'vitest';
import { translate } from '../../functions/core/i18n/translate';
import { CreatedFromFile, Field } from '../../shared/api/schemas/fields';
import { Role, TeamMember } from '../../shared/api/schemas/roles';
import { CHOOSE_TEAM_MESSAGE } from '../../functions/core/teams/teams';
import { api } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';

const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

/** A small square field near the demo farm, as a GeoJSON file; `step` keeps each test's boundary apart. */
function squareFile(step: number): string {
  const [lon, lat, size] = [8.6 + step * 0.01, 9.0, 0.002];
  const ring = [
    [lon, lat],
    [lon + size, lat],
    [lon + size, lat + size],
    [lon, lat + size],
    [lon, lat],
  ];
  return JSON.stringify({
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: { name: `Square ${step}` }, geometry: { type: 'Polygon', coordinates: [ring] } }],
  });
}

async function fieldNames(owner: Owner): Promise<string[]> {
  const { status, body } = await api(stageUrl, 'GET', `/field/?team=${owner.teamId}`, { token: owner.session.idToken });
  expect(status).toBe(200);
  return Field.array().parse(body).map((field) => field.name).sort();
}

/** The documented multipart upload, with the form's fields and the query as given. */
async function postFieldFile(member: Owner, file: string, form: Record<string, string>, query = '') {
  const body = new FormData();
  body.set('upload', new Blob([file], { type: 'application/geo+json' }), 'square.geojson');
  for (const [name, value] of Object.entries(form)) body.set(name, value);
  const response = await fetch(`${stageUrl}/api/field/create/${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.session.idToken}` },
    body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Makes `member` (the owner of a team of their own) a member of `owner`'s team with a role of these permissions. */
async function join(owner: Owner, member: Owner, privileges: string[]): Promise<void> {
  const token = owner.session.idToken;
  const role = Role.parse((await api(stageUrl, 'POST', '/roles/create/', { token, body: { team: owner.teamId, name: 'Field hand', description: 'f', privileges } })).body);
  const invited = await api(stageUrl, 'POST', '/roles/assign/', {
    token,
    body: { first_name: 'Team', last_name: 'member', email: member.email, role: role.id, team: owner.teamId },
  });
  expect(invited.status).toBe(201);
  const accepted = await api(stageUrl, 'POST', `/roles/invitations/${TeamMember.parse(invited.body).id}/accept/`, { token: member.session.idToken });
  expect(accepted.status).toBe(200);
}

describe('the team a request concerns, read from its parsed request only', () => {
  let farm: Owner;
  let member: Owner;
  beforeAll(async () => {
    [farm, member] = await Promise.all([newOwner(stageUrl, sesEndpoint, 'scopefarm'), newOwner(stageUrl, sesEndpoint, 'scopemember')]);
    // The member works in two teams: their own, and the farm's where they may add and see fields.
    await join(farm, member, ['field.add_field', 'field.view_field']);
  });

  it("stores a multipart upload in the team its form names, not the uploader's own", async () => {
    const answer = await postFieldFile(member, squareFile(1), { team: farm.teamId, group_name: 'North' });
    expect(answer.status).toBe(201);
    expect(CreatedFromFile.parse(answer.body).created.map((field) => field.name)).toEqual(['Square 1']);
    expect(await fieldNames(farm)).toEqual(['Square 1']);
    expect(await fieldNames(member)).toEqual([]);
  });

  it('stores a multipart upload in the team its query names (the web client names the current team there)', async () => {
    const answer = await postFieldFile(member, squareFile(2), {}, `?team=${member.teamId}`);
    expect(answer.status).toBe(201);
    expect(await fieldNames(member)).toEqual(['Square 2']);
    expect(await fieldNames(farm)).not.toContain('Square 2');
  });

  it('refuses an upload whose form and query name two different teams, storing nothing in either', async () => {
    const before = [await fieldNames(farm), await fieldNames(member)];
    const answer = await postFieldFile(member, squareFile(3), { team: farm.teamId }, `?team=${member.teamId}`);
    expect(answer).toMatchObject({ status: 400, body: { team: ['The request names two different teams.'] } });
    expect([await fieldNames(farm), await fieldNames(member)]).toEqual(before);
  });

  it('refuses a write of a member of two teams that names none, storing nothing', async () => {
    const before = [await fieldNames(farm), await fieldNames(member)];
    const answer = await postFieldFile(member, squareFile(4), {});
    expect(answer).toMatchObject({ status: 400, body: { detail: translate('en', CHOOSE_TEAM_MESSAGE) } });
    expect([await fieldNames(farm), await fieldNames(member)]).toEqual(before);
  });

  it('reads the team of a JSON write from the query its schema now declares, and stores the field there', async () => {
    const drawn = await api(stageUrl, 'POST', `/field/draw/?team=${farm.teamId}`, {
      token: member.session.idToken,
      body: { name: 'Drawn in the farm', coordinates: JSON.parse(squareFile(5)).features[0].geometry.coordinates[0] },
    });
    expect(drawn.status).toBe(201);
    expect(Field.parse(drawn.body).team).toBe(farm.teamId);
    expect(await fieldNames(farm)).toContain('Drawn in the farm');
    expect(await fieldNames(member)).not.toContain('Drawn in the farm');
  });
});
