import { beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '../../functions/core/db/service';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { FarmSummaryList, SelectedFieldsSummary } from '../../shared/api/schemas/farm-summary';
import { Field } from '../../shared/api/schemas/fields';
import { TileUrlResponse } from '../../shared/api/schemas/monitoring';
import { Role, TeamMember } from '../../shared/api/schemas/roles';
import { ADMIN_MESSAGES } from '../../shared/domain/admin';
import { FIELD_MESSAGES } from '../../shared/domain/fields';
import { api, signIn, type Session } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';
import { translateText } from '../../functions/core/i18n/translate';

/** A field message as the API answers it in English. */
const english = (text: string) => translateText('en', text);

/**
 * Read scopes of the summaries, paid data after staff revoke a team, tile links that outlive a permission, and a
 * field drawn twice: each fault performed against the local stage, then the stored state read back.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

const square = (lon: number, lat: number, d = 0.002) => [
  [lon, lat],
  [lon + d, lat],
  [lon + d, lat + d],
  [lon, lat + d],
  [lon, lat],
];

const as = (who: Owner | { session: Session }, method: string, path: string, body?: unknown) => api(stageUrl, method, path, { token: who.session.idToken, body });

async function createRole(owner: Owner, name: string, privileges: string[]): Promise<Role> {
  const answer = await as(owner, 'POST', '/roles/create/', { team: owner.teamId, name, description: name, privileges });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return Role.parse(answer.body);
}

async function join(owner: Owner, member: Owner, roleId: string): Promise<void> {
  const invited = await as(owner, 'POST', '/roles/assign/', { first_name: 'Mem', last_name: 'Ber', email: member.email, role: roleId, team: owner.teamId });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const membership = TeamMember.parse(invited.body);
  expect((await as(member, 'POST', `/roles/invitations/${membership.id}/accept/`)).status).toBe(200);
}

async function drawField(owner: Owner, name: string, lon: number, lat: number, extra: Record<string, unknown> = {}) {
  return as(owner, 'POST', '/field/draw/', { team: owner.teamId, name, coordinates: square(lon, lat), ...extra });
}

/** The team's usage records as stored. */
async function usageOf(teamId: string) {
  const { data } = await db().entities.usage.query.byTeam({ teamId }).go({ pages: 'all' });
  return data;
}

const tilePath = (template: string, z: number, x: number, y: number) => template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));

describe('summaries follow the permissions of the routes their parts come from', () => {
  let owner: Owner;
  let viewer: Owner;
  let field: Field;
  beforeAll(async () => {
    [owner, viewer] = await Promise.all([newOwner(stageUrl, sesEndpoint, 'scopes-owner'), newOwner(stageUrl, sesEndpoint, 'scopes-viewer')]);
    const drawn = await drawField(owner, 'Scoped', 3.31, 6.51);
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(201);
    field = Field.parse(drawn.body);
    const task = await as(owner, 'POST', '/activity/create/', {
      team: owner.teamId,
      field: field.id,
      name: 'Spray',
      description: 'Spray the north end',
      start_date: '2026-01-01',
      end_date: '2026-01-02',
    });
    expect(task.status, JSON.stringify(task.body)).toBe(201);
    const role = await createRole(owner, 'Field reader', ['field.view_field']);
    await join(owner, viewer, role.id);
  });

  it('leaves tasks and weather out of the selected-fields summary for a member with field.view_field only, and bills no weather', async () => {
    const before = (await usageOf(owner.teamId)).length;
    const answer = await as(viewer, 'GET', `/field/summary/fields/${field.id}/?team=${owner.teamId}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [entry] = SelectedFieldsSummary.parse(answer.body);
    expect(entry).toMatchObject({ activity: [], weather: [], weather_error: null, withheld: ['tasks', 'weather'] });
    expect(JSON.stringify(answer.body)).not.toContain('Spray');
    // The routes those parts come from refuse the member too.
    expect((await as(viewer, 'GET', `/activity/field/${field.id}/?team=${owner.teamId}`)).status).toBe(403);
    expect((await usageOf(owner.teamId)).length).toBe(before);

    // The owner gets every part, and the weather it fetched is recorded as usage.
    const full = SelectedFieldsSummary.parse((await as(owner, 'GET', `/field/summary/fields/${field.id}/?team=${owner.teamId}`)).body);
    expect(full[0]?.withheld).toEqual([]);
    expect(full[0]?.activity.map((task) => task.name)).toEqual(['Spray']);
    expect(full[0]?.weather).toHaveLength(1);
    const usage = await usageOf(owner.teamId);
    expect(usage.filter((record) => record.routeId === 'getSelectedFieldsSummary')).toEqual([
      expect.objectContaining({ kind: 'weather', name: 'Weather summary', unitKind: 'calls', unit: 1 }),
    ]);
  });

  it('leaves index values out of the farm summary list for a member without monitoring.view_index', async () => {
    const answer = await as(viewer, 'GET', `/field/summary/?team=${owner.teamId}&index=NDVI`);
    expect(answer.status).toBe(200);
    const list = FarmSummaryList.parse(answer.body);
    expect(list.withheld).toEqual(['index_values']);
    expect(list.rows.map((row) => [row.field.id, row.pending, row.result.indexValue])).toEqual([[field.id, false, null]]);
    const mine = FarmSummaryList.parse((await as(owner, 'GET', `/field/summary/?team=${owner.teamId}&index=NDVI`)).body);
    expect(mine.withheld).toEqual([]);
    expect(mine.rows[0]?.pending).toBe(true);
  });
});

describe('a revoked team gets no paid data, and a tile link outlives neither a revocation nor a lost permission', () => {
  let admin: Session;
  let owner: Owner;
  let member: Owner;
  let role: Role;
  let field: Field;
  const day = '2026-01-10';
  const range = `start_date=${day}&end_date=${day}`;
  beforeAll(async () => {
    [admin, owner, member] = await Promise.all([
      signIn(stageUrl, DEMO_USERS.admin.email, DEMO_USERS.admin.password),
      newOwner(stageUrl, sesEndpoint, 'revoked-owner'),
      newOwner(stageUrl, sesEndpoint, 'revoked-member'),
    ]);
    field = Field.parse((await drawField(owner, 'Paid', 3.41, 6.61)).body);
    role = await createRole(owner, 'Scout', ['field.view_field', 'monitoring.view_index']);
    await join(owner, member, role.id);
  });

  it('refuses the PDF report, the JSON report, summary weather and tiles of a revoked team, and records no usage for them', async () => {
    const pdf = () => fetch(`${stageUrl}/api/field/report/pdf/?field_id=${field.id}&${range}`, { headers: { authorization: `Bearer ${owner.session.idToken}` } });
    const approvedPdf = await pdf();
    expect(approvedPdf.status, await approvedPdf.clone().text()).toBe(200);
    expect(approvedPdf.headers.get('content-type')).toBe('application/pdf');
    // The PDF is metered like the JSON report, by the hectares of its field.
    expect((await usageOf(owner.teamId)).filter((record) => record.routeId === 'getFieldReportPdf')).toEqual([
      expect.objectContaining({ kind: 'index', name: 'Index report', unitKind: 'hectares', unit: field.size }),
    ]);
    const ownerLink = TileUrlResponse.parse((await as(owner, 'GET', `/monitoring/tiles/?field=${field.id}&index=NDVI&date=2026-01-11`)).body);

    expect((await api(stageUrl, 'PATCH', `/accounts/team/${owner.teamId}/`, { token: admin.idToken, body: { admin_approved: false } })).status).toBe(200);
    const { data: team } = await db().entities.team.get({ teamId: owner.teamId }).go();
    expect(team?.adminApproved).toBe(false);
    const before = await usageOf(owner.teamId);

    const refusedPdf = await pdf();
    expect(refusedPdf.status).toBe(403);
    expect(await refusedPdf.json()).toEqual({ detail: translateText('en', ADMIN_MESSAGES.unapprovedRefused) });
    expect((await as(owner, 'GET', `/field/report/?field_id=${field.id}&${range}`)).status).toBe(403);
    const summary = SelectedFieldsSummary.parse((await as(owner, 'GET', `/field/summary/fields/${field.id}/`)).body);
    expect(summary[0]).toMatchObject({ weather: [], withheld: ['weather'] });
    expect(FarmSummaryList.parse((await as(owner, 'GET', '/field/summary/?index=NDVI')).body).withheld).toEqual(['index_values']);
    // A link made before the revocation, first used after it.
    expect((await fetch(`${stageUrl}/api${tilePath(ownerLink.url, 3, 4, 3)}`)).status).toBe(403);
    // Nothing of it was recorded as usage.
    expect(await usageOf(owner.teamId)).toEqual(before);

    await api(stageUrl, 'PATCH', `/accounts/team/${owner.teamId}/`, { token: admin.idToken, body: { admin_approved: true } });
  });

  it('stops serving a tile link once its holder loses monitoring.view_index', async () => {
    const link = TileUrlResponse.parse((await as(member, 'GET', `/monitoring/tiles/?field=${field.id}&index=NDVI&date=${day}&team=${owner.teamId}`)).body);
    expect(new URL(link.url, stageUrl).searchParams.get('u')).toBe(member.session.sub);
    // Out of the zoom range the tile is transparent: served without imagery, past every check.
    const ownerLink = TileUrlResponse.parse((await as(owner, 'GET', `/monitoring/tiles/?field=${field.id}&index=NDVI&date=${day}`)).body);
    expect((await fetch(`${stageUrl}/api${tilePath(ownerLink.url, 3, 4, 3)}`)).status).toBe(200);

    const updated = await as(owner, 'PUT', `/roles/${role.id}/`, { team: owner.teamId, name: 'Scout', description: 'Scout', privileges: ['field.view_field'] });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const { data: stored } = await db().entities.role.get({ teamId: owner.teamId, roleId: role.id }).go();
    expect(stored?.privileges).toEqual(['field.view_field']);
    // Past the access the functions keep for two seconds.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const refused = await fetch(`${stageUrl}/api${tilePath(link.url, 3, 4, 3)}`);
    expect(refused.status).toBe(403);
    // Another member's link of the same field is the holder's own: still served.
    expect((await fetch(`${stageUrl}/api${tilePath(ownerLink.url, 3, 4, 3)}`)).status).toBe(200);
    expect((await fetch(`${stageUrl}/api${tilePath(ownerLink.url, 3, 4, 3)}`)).headers.get('cache-control')).toMatch(/^public, max-age=([0-5]?\d|60)$/);
  });
});

describe('the same field drawn twice', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await newOwner(stageUrl, sesEndpoint, 'twice');
  });

  it('is refused with the field it repeats, and saved only once confirmed', async () => {
    const first = Field.parse((await drawField(owner, 'Home', 3.51, 6.71)).body);
    // The same outline from another first vertex, the other way round, 0.2 % larger.
    const again = [
      [3.512, 6.712],
      [3.512, 6.709998],
      [3.509998, 6.709998],
      [3.509998, 6.712],
      [3.512, 6.712],
    ];
    const refused = await as(owner, 'POST', '/field/draw/', { team: owner.teamId, name: 'Home again', coordinates: again });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ detail: english(FIELD_MESSAGES.drawDuplicate('Home')), duplicate_of: [first.id] });
    const stored = async () => Field.array().parse((await as(owner, 'GET', `/field/?team=${owner.teamId}`)).body).map((field) => field.name).sort();
    expect(await stored()).toEqual(['Home']);
    const { data: team } = await db().entities.team.get({ teamId: owner.teamId }).go();
    expect(team?.fieldAreaHa).toBeCloseTo(first.size, 2);

    // A neighbour sharing an edge is another field.
    expect((await drawField(owner, 'Neighbour', 3.512, 6.71)).status).toBe(201);
    const confirmed = await as(owner, 'POST', '/field/draw/', { team: owner.teamId, name: 'Home again', coordinates: again, allow_duplicate: true });
    expect(confirmed.status).toBe(201);
    expect(await stored()).toEqual(['Home', 'Home again', 'Neighbour']);
  });
});
