import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { STAFF_GROUP } from '../definitions';
import type { LocalCognito } from './cognito';
import { USER_POOL_ID } from './cognito';
import { LOCAL_STAFF_TOTP_SECRET } from './cognito-mfa';
import { LOCAL_PREFIX } from './names';
import { createAccountWithTeam, teamsOwnedBy } from '../../functions/core/teams/teams';
import { db } from '../../functions/core/db/service';
import { drawField } from '../../functions/core/fields/field-edits';
import { DEMO_FARM_FIELDS, DEMO_FIELD_NAMES } from '../../functions/imagery/demo/demo-farm';
import { imageryAssetKey } from './asset-key';
import { loadDemoCropPlan } from './demo-crop-plan';
import { loadDemoAlerts } from './demo-alerts';
import { loadDemoScouting } from './demo-scouting';
import { catalogKeys, demoYear, type DemoCatalog } from '../../functions/imagery/demo/local-catalog';
import { ensureDemoYear } from './demo-year-thread';
import { staticStacApi } from '../../functions/imagery/stac/static-api';
import { DemoYears, demoYearsOf, searchDatetime, serveFile } from './demo-years';
import type { Position } from '../../shared/api/schemas/fields';

/** The demo logins the local stage prints. Local-only credentials for a local-only user pool. */
export const DEMO_USERS = {
  admin: {
    email: 'admin@fieldwatch.local',
    password: 'AdminPass123!',
    firstName: 'Ada',
    lastName: 'Admin',
    staff: true,
    /** Staff sign in with an authenticator app's code: this account's app secret (printed by `npm start`). */
    totpSecret: LOCAL_STAFF_TOTP_SECRET,
  },
  owner: { email: 'demo@fieldwatch.local', password: 'DemoPass123!', firstName: 'Dayo', lastName: 'Farmer', staff: false },
} as const;

interface CognitoUser {
  Username?: string;
  Attributes?: { Name: string; Value: string }[];
  UserAttributes?: { Name: string; Value: string }[];
}

/** Creates a confirmed user with a permanent password, their profile and their own team; returns the sub. */
export async function createConfirmedUser(
  cognito: LocalCognito,
  user: { email: string; password: string; firstName: string; lastName: string; staff?: boolean },
): Promise<string> {
  const existing = (await cognito
    .call('AdminGetUser', { UserPoolId: USER_POOL_ID, Username: user.email })
    .catch(() => null)) as CognitoUser | null;
  const created =
    existing ??
    ((
      (await cognito.call('AdminCreateUser', {
        UserPoolId: USER_POOL_ID,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: user.firstName },
          { Name: 'family_name', Value: user.lastName },
        ],
      })) as { User: CognitoUser }
    ).User);
  const attributes = created.Attributes ?? created.UserAttributes ?? [];
  const sub = attributes.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error(`Cognito gave ${user.email} no sub`);
  if (!existing) {
    await cognito.call('AdminSetUserPassword', {
      UserPoolId: USER_POOL_ID,
      Username: user.email,
      Password: user.password,
      Permanent: true,
    });
  }
  if (user.staff) {
    await cognito.call('AdminAddUserToGroup', { UserPoolId: USER_POOL_ID, Username: user.email, GroupName: STAFF_GROUP });
  }
  await createAccountWithTeam(
    { userId: sub, email: user.email, firstName: user.firstName, lastName: user.lastName },
    { isStaff: user.staff ?? false },
  );
  return sub;
}

/** Demo services and plans (prices in kobo): what the plans page and the payment dialog show locally. */
const DEMO_SERVICES = [
  { serviceId: 'svc-users', kind: 'users' as const, name: 'Team_users', amountKobo: 200_000 },
  { serviceId: 'svc-farm-area', kind: 'farm_area' as const, name: 'Farm_area', amountKobo: 50_000 },
  { serviceId: 'svc-weather', kind: 'weather' as const, name: 'Weather_forecast', amountKobo: 100_000 },
];

const DEMO_PLANS = [
  {
    planId: 'plan-starter',
    name: 'Starter',
    unit: '1',
    duration: 'monthly' as const,
    serviceIds: ['svc-users', 'svc-farm-area'],
    minUsers: 1,
    maxUsers: 10,
    minFarmArea: 1,
    maxFarmArea: 1000,
  },
  {
    planId: 'plan-growth',
    name: 'Growth',
    unit: '1',
    duration: 'yearly' as const,
    serviceIds: ['svc-users', 'svc-farm-area', 'svc-weather'],
    minUsers: 2,
    maxUsers: 50,
    minFarmArea: 10,
    maxFarmArea: 5000,
  },
];

/** Loads the demo data; every step is idempotent so a warm start repeats it cheaply. */
export async function loadDemoData(cognito: LocalCognito): Promise<void> {
  let demoTeam: { ownerId: string; teamId: string } | null = null;
  for (const user of Object.values(DEMO_USERS)) {
    const sub = await createConfirmedUser(cognito, user);
    if ('totpSecret' in user) await cognito.enrolTotp(user.email, user.totpSecret);
    if (user === DEMO_USERS.owner) {
      const [teamId] = await loadDemoFields(sub);
      if (teamId) await loadDemoCropPlan(teamId);
      // The scouting notes are extras: a stage whose notes could not be made still starts, and says why.
      if (teamId) await loadDemoScouting(sub, teamId).catch((error: unknown) => console.error('[demo] the scouting notes were not made', error));
      if (teamId) demoTeam = { ownerId: sub, teamId };
    }
  }
  await db().entities.planService.put(DEMO_SERVICES).go();
  await db().entities.plan.put(DEMO_PLANS).go();
  // After the plans: the alerts plan names their services. The season's alerts are replayed once the crops are planned;
  // a replay that fails leaves the stage usable without them, and says why.
  if (demoTeam) {
    const started = Date.now();
    await loadDemoAlerts(demoTeam.ownerId, demoTeam.teamId).then(
      (run) => {
        if (run?.raised) console.info(`[demo] ${run.raised} alert(s) of this season for the demo owner (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      },
      (error: unknown) => console.error('[demo] the season\'s alerts were not replayed', error),
    );
  }
}

/**
 * The demo owner's fields: the demo farm's shapes (near 9.08 N, 8.68 E) that the demo imagery's crop calendars
 * are drawn for, created through the fields module like drawn fields; a field of the same name is kept as it is.
 */
export async function loadDemoFields(ownerSub: string): Promise<string[]> {
  const [team] = await teamsOwnedBy(ownerSub);
  if (!team) throw new Error('the demo owner has no team');
  const { data: existing } = await db().entities.field.query.byTeam({ teamId: team.teamId }).go({ pages: 'all', attributes: ['name'] });
  const names = new Set(existing.map((field) => field.name));
  for (const field of DEMO_FARM_FIELDS) {
    const label = DEMO_FIELD_NAMES[field.id];
    if (!label || names.has(label.name) || field.geometry.type !== 'Polygon') continue;
    await drawField(team.teamId, { name: label.name, group_name: label.group, geometry: { type: 'Polygon', coordinates: field.geometry.coordinates as Position[][] } });
  }
  return [team.teamId];
}

/** The local stage's Sentinel-2 bucket (local only: a deployed stage reads Earth Search's public buckets). */
export const DEMO_IMAGERY_BUCKET = `${LOCAL_PREFIX}-sentinel-2`;
const UPLOADED_MARKER = '.fieldwatch-demo-catalog';

export interface DemoImagery {
  catalog: DemoCatalog;
  /** Milliseconds spent copying the catalog into the local S3 (0 when it was there already). */
  uploadMs: number;
}

/**
 * The demo imagery year in the local S3: generated once per machine (cached in the OS temp dir), copied into the
 * demo bucket once per data directory (a marker object names the catalog it holds).
 */
export async function loadDemoImagery(s3Endpoint: string, credentials: { accessKeyId: string; secretAccessKey: string }): Promise<DemoImagery> {
  // The current year (the dashboard's default window) on the other core meanwhile; the stand-in serves it.
  void ensureDemoYear(new Date().getUTCFullYear()).catch((error: unknown) => console.error('[stac] demo year', error));
  const catalog = await ensureDemoYear(demoYear());
  const s3 = new S3Client({ endpoint: s3Endpoint, forcePathStyle: true, region: 'us-east-1', credentials });
  try {
    const marker = await s3
      .send(new GetObjectCommand({ Bucket: DEMO_IMAGERY_BUCKET, Key: UPLOADED_MARKER }))
      .then((answer) => answer.Body?.transformToString())
      .catch(() => null);
    if (marker === path.basename(catalog.dir)) return { catalog, uploadMs: 0 };
    const started = performance.now();
    const keys = await catalogKeys(catalog.dir);
    let next = 0;
    const worker = async () => {
      while (next < keys.length) {
        const key = keys[next++] as string;
        const body = await readFile(path.join(catalog.dir, key));
        await s3.send(new PutObjectCommand({ Bucket: DEMO_IMAGERY_BUCKET, Key: key, Body: body, ContentType: key.endsWith('.tif') ? 'image/tiff' : 'application/json' }));
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await s3.send(new PutObjectCommand({ Bucket: DEMO_IMAGERY_BUCKET, Key: UPLOADED_MARKER, Body: path.basename(catalog.dir) }));
    return { catalog, uploadMs: Math.round(performance.now() - started) };
  } finally {
    s3.destroy();
  }
}

/**
 * The STAC API stand-in, mounted on the local gateway at `rootUrl` (…/stac): POST /search and item lookups over
 * the demo catalog's items of both collections (Sentinel-2 `collection`, Sentinel-1 `radarCollection`, as Digital
 * Earth Africa's `s1_rtc`; read from the local S3), and `/assets/<key>` answering byte ranges of the demo COGs
 * from the demo years' directories (the local S3 holds a copy of the base year's), else from the local S3. Asset
 * URLs go through the gateway so that they stay valid across restarts (the S3 emulator's port changes; the
 * gateway's does not), which keeps the scene cache in the table usable.
 */
export function stacStandIn(options: { rootUrl: string; s3Endpoint: string; collection: string; radarCollection: string; yearsBack?: number; controlKey: string }): (req: IncomingMessage, res: ServerResponse) => void {
  const prefix = new URL(options.rootUrl).pathname.replace(/\/$/, '');
  let api: Promise<ReturnType<typeof staticStacApi>> | undefined;
  const collections = [options.collection, options.radarCollection];
  // The other years of the last five (the current one first, for the default window), generated on demand.
  const years = new DemoYears(collections, options.yearsBack);
  let yearsVersion = 0;
  // Test control: areas whose searches fail (an outage of the STAC API, for the areas a test names only).
  const failingAreas = new Set<string>();
  const areaKey = (bbox: unknown) => (Array.isArray(bbox) ? bbox.map((value) => Number(value).toFixed(6)).join(',') : '');
  void years.ensure([new Date().getUTCFullYear()]).catch((error: unknown) => console.error('[stac] demo year', error));
  const load = async () => {
    yearsVersion = years.version;
    const items: Parameters<typeof staticStacApi>[0]['items'][number][] = [];
    for (const collection of collections) {
      const response = await fetch(`${options.s3Endpoint}/${DEMO_IMAGERY_BUCKET}/${collection}/items.json`);
      // No demo imagery (yet): answer empty searches, and look again next time.
      if (!response.ok) api = undefined;
      if (response.ok) items.push(...((await response.json()) as { features: Parameters<typeof staticStacApi>[0]['items'] }).features);
    }
    return staticStacApi({ items: [...items, ...years.items()], rootUrl: options.rootUrl, assetUrl: (key) => `${options.rootUrl}/assets/${key}` });
  };
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const sub = url.pathname.slice(prefix.length) || '/';
    const work = async () => {
      if (sub.startsWith('/assets/')) {
        const key = imageryAssetKey(sub.slice('/assets/'.length));
        if (!key) {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: 'NotFound', description: 'No such asset.' }));
          return;
        }
        const file = years.fileFor(key);
        if (file) {
          await serveFile(file, req, res);
          return;
        }
        const upstream = await fetch(`${options.s3Endpoint}/${DEMO_IMAGERY_BUCKET}/${key}`, {
          headers: req.headers.range ? { range: req.headers.range } : {},
        });
        const headers: Record<string, string> = {};
        for (const name of ['content-type', 'content-length', 'content-range', 'accept-ranges', 'etag']) {
          const value = upstream.headers.get(name);
          if (value) headers[name] = value;
        }
        res.writeHead(upstream.status, headers);
        res.end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      // `POST /__control/fail-search {bbox, failing}`: searches of exactly that box answer 503 until told otherwise.
      if (req.method === 'POST' && sub === '/__control/fail-search') {
        if (req.headers.authorization !== `Bearer ${options.controlKey}`) {
          res.writeHead(401);
          res.end();
          return;
        }
        const control = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { bbox?: unknown; failing?: unknown };
        if (control.failing === false) failingAreas.delete(areaKey(control.bbox));
        else failingAreas.add(areaKey(control.bbox));
        res.writeHead(204);
        res.end();
        return;
      }
      if (sub.replace(/\/+$/, '') === '/search' && failingAreas.size > 0) {
        const search = (req.method === 'POST' ? JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') : { bbox: url.searchParams.get('bbox')?.split(',') }) as { bbox?: unknown };
        if (failingAreas.has(areaKey(search.bbox))) {
          res.writeHead(503, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: 'ServiceUnavailable', description: 'The STAC stand-in was told to fail this search.' }));
          return;
        }
      }
      if (sub.replace(/\/+$/, '') === '/search') {
        await years.ensure(demoYearsOf(searchDatetime(Buffer.concat(chunks).toString('utf8')), new Date(), years.yearsBack));
        if (years.version !== yearsVersion) api = undefined;
      }
      if (!api) {
        api = load();
        api.catch(() => (api = undefined));
      }
      const answer = (await api)({ method: req.method ?? 'GET', path: sub, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(answer.status, { 'content-type': answer.status === 200 ? 'application/geo+json' : 'application/json' });
      res.end(JSON.stringify(answer.body));
    };
    work().catch((error: unknown) => {
      console.error('[stac]', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'InternalServerError', description: 'The STAC stand-in failed.' }));
    });
  };
}
