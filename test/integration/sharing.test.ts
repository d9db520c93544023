import { beforeAll, describe, expect, inject, it } from 'vitest';
import { db } from '../../functions/core/db/service';
import { demoYear } from '../../functions/imagery/demo/local-catalog';
import { translateText } from '../../functions/core/i18n/translate';
import { API_PREFIX } from '../../shared/api/routes';
import { FieldReport } from '../../shared/api/schemas/farm-summary';
import { Field } from '../../shared/api/schemas/fields';
import { DatesResponse, SeriesResponse, TileUrlResponse } from '../../shared/api/schemas/monitoring';
import { CreatedShareLink, SharedView, ShareLink } from '../../shared/api/schemas/sharing';
import { SHARE_TOKEN_PATTERN, SHARING_MESSAGES } from '../../shared/domain/sharing';
import { lonLatSquare } from '../fixtures/field-files';
import { api, type Session } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';

/**
 * Read-only share links against the local stage (real DynamoDB emulator): a team's links made, listed and revoked,
 * and what a link opens without an account: the fields, their index series, dates, a signed tile URL and the
 * report, metered to the team that owns the link, and nothing else.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
const YEAR = demoYear();
// A month of the demo imagery year: enough scenes for a chart, little to compute.
const [START, END] = [`${YEAR}-06-01`, `${YEAR}-06-30`];
const say = (message: string) => translateText('en', message);

describe('share links of a team', () => {
  let owner: Owner;
  let other: Owner;
  let shared: Field;
  let notShared: Field;
  let otherTeamField: Field;
  const as = (session: Session) => ({ token: session.idToken });
  const draw = async (who: Owner, name: string, lon: number, lat: number) =>
    Field.parse((await api(stageUrl, 'POST', '/field/draw/', { ...as(who.session), body: { team: who.teamId, name, coordinates: lonLatSquare(lon, lat, 0.002) } })).body);
  const create = (who: Owner, body: unknown) => api(stageUrl, 'POST', `/sharing/?team=${who.teamId}`, { ...as(who.session), body });
  const list = (who: Owner, team = who.teamId) => api(stageUrl, 'GET', `/sharing/?team=${team}`, as(who.session));
  /** A public read: no token at all. */
  const open = (path: string) => api(stageUrl, 'GET', path);
  const usageOf = async (teamId: string) => (await db().entities.usage.query.byTeam({ teamId }).go({ pages: 'all' })).data;

  beforeAll(async () => {
    [owner, other] = await Promise.all([newOwner(stageUrl, sesEndpoint, 'sharer'), newOwner(stageUrl, sesEndpoint, 'sharerother')]);
    // Over the demo farm's imagery (North Maize lies about 8.674, 9.088).
    [shared, notShared, otherTeamField] = await Promise.all([
      draw(owner, 'Shared plot', 8.673, 9.087),
      draw(owner, 'Private plot', 8.676, 9.087),
      draw(other, 'Their plot', 8.673, 9.087),
    ]);
  });

  it('creates a link shown once, lists it without its token, and opens the fields, chart, dates, tiles and report', async () => {
    const made = await create(owner, { fields: [shared.id], label: 'For Bank of Agriculture', days: 7 });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const link = CreatedShareLink.parse(made.body);
    expect(link.token).toMatch(SHARE_TOKEN_PATTERN);
    expect(link.path).toBe(`/share/${link.token}`);
    expect(link).toMatchObject({ label: 'For Bank of Agriculture', state: 'active', views: 0, last_viewed_at: null, revoked_at: null, fields: [{ id: shared.id, name: 'Shared plot' }] });
    expect(link.created_by).toEqual({ id: owner.session.sub, name: 'Team sharer' });
    expect(Date.parse(link.expires_at) - Date.parse(link.created_at)).toBe(7 * 86400_000);
    // Only the hash is stored.
    const stored = (await db().entities.shareLink.get({ teamId: owner.teamId, linkId: link.id }).go()).data;
    expect(JSON.stringify(stored)).not.toContain(link.token);

    const base = `/share/${link.token}`;
    const view = await open(`${base}/`);
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    const page = SharedView.parse(view.body);
    expect(page).toMatchObject({ label: 'For Bank of Agriculture', shared_by: 'Team sharer', expires_at: link.expires_at });
    expect(page.team).not.toBe('');
    expect(page.fields.map((field) => field.id)).toEqual([shared.id]);
    expect(page.fields[0]).toMatchObject({ name: 'Shared plot', size: shared.size, crop: null });
    expect(page.fields[0]?.coordinates.length).toBeGreaterThanOrEqual(4);

    const before = (await usageOf(owner.teamId)).length;
    const series = await open(`${base}/series/?field=${shared.id}&index=NDVI&start=${START}&end=${END}`);
    expect(series.status, JSON.stringify(series.body)).toBe(200);
    const chart = SeriesResponse.parse(series.body);
    expect(chart.field.id).toBe(shared.id);
    expect(chart.C0.length + chart.pending.length).toBeGreaterThan(0);

    const dates = DatesResponse.parse((await open(`${base}/dates/?field=${shared.id}&start=${START}&end=${END}`)).body);
    const day = dates.dates[0]?.date;
    expect(day).toBeDefined();
    const tiles = await open(`${base}/tiles/?field=${shared.id}&index=NDVI&date=${day}`);
    expect(tiles.status, JSON.stringify(tiles.body)).toBe(200);
    const tileUrl = TileUrlResponse.parse(tiles.body);
    // The signed URL serves the tile to a browser without an account.
    const [[south, west], [north, east]] = tileUrl.bounds;
    const z = 15;
    const x = Math.floor((((west + east) / 2 + 180) / 360) * 2 ** z);
    const latRad = (((south + north) / 2) * Math.PI) / 180;
    const y = Math.floor(((1 - Math.log(Math.tan(latRad) + 1 / Math.cos(latRad)) / Math.PI) / 2) * 2 ** z);
    const tile = await fetch(`${stageUrl}${tileUrl.url.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y))}`);
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/png');

    const report = await open(`${base}/report/?field_id=${shared.id}&start_date=${START}&end_date=${END}`);
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(FieldReport.array().length(1).parse(report.body)[0]?.field).toMatchObject({ id: shared.id, name: 'Shared plot' });
    const pdf = await fetch(`${stageUrl}${API_PREFIX}${base}/report/pdf/?field_id=${shared.id}&start_date=${START}&end_date=${END}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    // Metered like the app, to the team that owns the link, in the name of the member who made it.
    const usage = (await usageOf(owner.teamId)).slice(before);
    expect(usage.map((item) => item.routeId).sort()).toEqual(['getSharedReport', 'getSharedReportPdf', 'getSharedSeries', 'getSharedTileUrl']);
    for (const item of usage) expect(item).toMatchObject({ userId: owner.session.sub, kind: 'index' });
    expect(usage.find((item) => item.routeId === 'getSharedSeries')).toMatchObject({ name: 'Index statistics', unit: shared.size });
    expect(await usageOf(other.teamId)).toEqual([]);

    // The team's list counts the view, and never shows the token.
    const listed = await list(owner);
    expect(listed.status).toBe(200);
    const [entry] = ShareLink.array().parse(listed.body);
    expect(entry).toMatchObject({ id: link.id, views: 1, state: 'active' });
    expect(entry?.last_viewed_at).not.toBeNull();
    expect(JSON.stringify(listed.body)).not.toContain(link.token);
    const answer = await fetch(`${stageUrl}${API_PREFIX}${base}/dates/?field=${shared.id}`);
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('never shows a field outside its selection, and refuses bad links and bad requests with clear messages', async () => {
    const link = CreatedShareLink.parse((await create(owner, { fields: [shared.id], label: 'For the agronomist' })).body);
    expect(Date.parse(link.expires_at) - Date.parse(link.created_at)).toBe(30 * 86400_000);
    const base = `/share/${link.token}`;
    for (const field of [notShared.id, otherTeamField.id, 'no-such-field']) {
      const series = await open(`${base}/series/?field=${field}&index=NDVI&start=${START}&end=${END}`);
      expect(series, field).toEqual({ status: 404, body: { detail: say(SHARING_MESSAGES.fieldNotShared) } });
      expect((await open(`${base}/tiles/?field=${field}&index=NDVI&date=${START}`)).status, field).toBe(404);
      expect((await open(`${base}/report/?field_id=${field}&start_date=${START}&end_date=${END}`)).status, field).toBe(404);
    }
    const unknown = await open(`/share/${'A'.repeat(43)}/`);
    expect(unknown).toEqual({ status: 404, body: { detail: say(SHARING_MESSAGES.notFound) } });
    expect((await open('/share/not-a-token/')).status).toBe(400);

    const refused = await create(owner, { fields: [otherTeamField.id], label: 'Theirs' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ detail: say(SHARING_MESSAGES.fieldNotInTeam) });
    const badDays = await create(owner, { fields: [shared.id], label: 'Too long', days: 91 });
    expect(badDays.status).toBe(400);
    expect(JSON.stringify(badDays.body)).toContain('Choose between 1 and 90 days.');
    expect((await create(owner, { fields: [], label: 'Nothing' })).status).toBe(400);
    expect((await create(owner, { fields: [shared.id], label: '' })).status).toBe(400);
  });

  it('stops a revoked or ended link with the same 410, and another team can neither list nor revoke it', async () => {
    const link = CreatedShareLink.parse((await create(owner, { fields: [shared.id], label: 'For the insurer', days: 1 })).body);
    const base = `/share/${link.token}`;
    expect((await open(`${base}/`)).status).toBe(200);

    // Another team: its own list does not hold the link, ours is not theirs to read, and revoking it is a 404.
    expect(ShareLink.array().parse((await list(other)).body).map((entry) => entry.id)).not.toContain(link.id);
    expect((await list(other, owner.teamId)).status).toBe(403);
    expect((await api(stageUrl, 'DELETE', `/sharing/${link.id}/?team=${other.teamId}`, as(other.session))).status).toBe(404);
    expect((await api(stageUrl, 'DELETE', `/sharing/${link.id}/?team=${owner.teamId}`, as(other.session))).status).toBe(403);
    expect((await open(`${base}/`)).status).toBe(200);

    const ended = { status: 410, body: { detail: say(SHARING_MESSAGES.ended) } };
    // The team's services stopped by staff: its links stop too, and open again once approved.
    await db().entities.team.patch({ teamId: owner.teamId }).set({ adminApproved: false }).go();
    try {
      expect(await open(`${base}/`)).toEqual(ended);
    } finally {
      await db().entities.team.patch({ teamId: owner.teamId }).set({ adminApproved: true }).go();
    }
    expect((await open(`${base}/`)).status).toBe(200);

    // Ended: its day has passed.
    await db().entities.shareLink.patch({ teamId: owner.teamId, linkId: link.id }).set({ endsAt: new Date(Date.now() - 1000).toISOString() }).go();
    expect(await open(`${base}/`)).toEqual(ended);
    expect(await open(`${base}/series/?field=${shared.id}&index=NDVI&start=${START}&end=${END}`)).toEqual(ended);
    await db().entities.shareLink.patch({ teamId: owner.teamId, linkId: link.id }).set({ endsAt: new Date(Date.now() + 86400_000).toISOString() }).go();

    const revoked = await api(stageUrl, 'DELETE', `/sharing/${link.id}/?team=${owner.teamId}`, as(owner.session));
    expect(revoked.status).toBe(204);
    expect(await open(`${base}/`)).toEqual(ended);
    expect(await open(`${base}/report/?field_id=${shared.id}&start_date=${START}&end_date=${END}`)).toEqual(ended);
    expect((await api(stageUrl, 'DELETE', `/sharing/${link.id}/?team=${owner.teamId}`, as(owner.session))).status).toBe(204);
    expect((await api(stageUrl, 'DELETE', `/sharing/no-such-link/?team=${owner.teamId}`, as(owner.session))).status).toBe(404);
    const entry = ShareLink.array().parse((await list(owner)).body).find((item) => item.id === link.id);
    expect(entry).toMatchObject({ state: 'revoked' });
    expect(entry?.revoked_at).not.toBeNull();
  });
});
