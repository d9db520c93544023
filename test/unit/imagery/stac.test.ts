import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeFieldStatistics } from '../../../functions/imagery/compute/field-statistics';
import { AssetMissingError, CogTruncatedError, InvalidItemError, StacError, StacTimeoutError } from '../../../functions/imagery/errors';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import { groupScenesByDate } from '../../../functions/imagery/stac/group-by-date';
import { StacClient, memorySceneCache, searchBody } from '../../../functions/imagery/stac/stac-client';
import { parseStacItem } from '../../../functions/imagery/stac/stac-item';
import { startStandIn, type StandIn } from './support/http-stand-in';
import { lonLatPolygon, writeSyntheticScene } from './support/synthetic-scene';

/** The shape of a real Earth Search v1 `sentinel-2-l2a` item (S2B_22MHD_20230912_0_L2A), trimmed to what matters. */
function earthSearchV1Item(overrides: Record<string, unknown> = {}) {
  const band = (file: string, res: number) => ({
    href: `https://sentinel-cogs.s3.us-west-2.amazonaws.com/sentinel-s2-l2a-cogs/22/M/HD/2023/9/S2B_22MHD_20230912_0_L2A/${file}`,
    type: 'image/tiff; application=geotiff; profile=cloud-optimized',
    'proj:shape': res === 10 ? [10980, 10980] : [5490, 5490],
    'proj:transform': [res, 0, 799980, 0, -res, 9900040],
    'raster:bands': [{ nodata: 0, data_type: 'uint16', bits_per_sample: 15, spatial_resolution: res, scale: 0.0001, offset: -0.1 }],
    roles: ['data', 'reflectance'],
  });
  return {
    type: 'Feature',
    stac_version: '1.0.0',
    id: 'S2B_22MHD_20230912_0_L2A',
    collection: 'sentinel-2-l2a',
    bbox: [-49.2, -0.9, -48.2, 0.1],
    geometry: { type: 'Polygon', coordinates: [[[-49.2, -0.9], [-48.2, -0.9], [-48.2, 0.1], [-49.2, 0.1], [-49.2, -0.9]]] },
    properties: {
      datetime: '2023-09-12T13:42:47.536000Z',
      'eo:cloud_cover': 1.286568,
      'proj:epsg': 32722,
      'mgrs:utm_zone': 22,
      'mgrs:latitude_band': 'M',
      'mgrs:grid_square': 'HD',
      'view:sun_azimuth': 65.2,
      'view:sun_elevation': 61.4,
      's2:processing_baseline': '05.09',
      'earthsearch:boa_offset_applied': true,
      ...overrides,
    },
    assets: {
      red: band('B04.tif', 10),
      nir: band('B08.tif', 10),
      nir08: band('B8A.tif', 20),
      swir16: band('B11.tif', 20),
      scl: { href: 'https://sentinel-cogs.s3.us-west-2.amazonaws.com/.../SCL.tif', 'raster:bands': [{ nodata: 0, data_type: 'uint8', spatial_resolution: 20 }] },
      'red-jp2': { href: 's3://sentinel-s2-l2a/tiles/22/M/HD/2023/9/12/0/R10m/B04.jp2' },
    },
    links: [],
  };
}

describe('STAC items → scenes', () => {
  it('reads an Earth Search v1 item: CRS, MGRS, angles, and no second offset where boa_offset_applied is set', () => {
    const scene = parseStacItem(earthSearchV1Item());
    expect(scene).toMatchObject({ id: 'S2B_22MHD_20230912_0_L2A', epsg: 32722, date: '2023-09-12', cloudCover: 1.286568, mgrsTile: '22MHD' });
    expect(scene.bands.B04).toMatchObject({ scale: 0.0001, offset: 0, nodata: 0 });
    expect(scene.bands.SCL).toMatchObject({ scale: 1, offset: 0 });
    expect(scene.angles?.sunZenith).toBeCloseTo(28.6, 10);
    expect(scene.angles?.viewZenith).toBeNull();
    expect(Object.keys(scene.bands).sort()).toEqual(['B04', 'B08', 'B11', 'B8A', 'SCL']);
  });

  it('applies the declared offset on c1 / v2 items (proj:code instead of proj:epsg)', () => {
    const item = { ...earthSearchV1Item({ 'proj:epsg': undefined, 'proj:code': 'EPSG:32633', 'earthsearch:boa_offset_applied': undefined }), collection: 'sentinel-2-c1-l2a' };
    const scene = parseStacItem(item);
    expect(scene.epsg).toBe(32633);
    expect(scene.bands.B08).toMatchObject({ scale: 0.0001, offset: -0.1 });
  });

  it('infers the offset from the processing baseline when an item has no raster:bands (older B04-keyed items)', () => {
    const older = (baseline: string) => ({
      id: `old-${baseline}`, bbox: [0, 0, 1, 1],
      properties: { datetime: '2021-05-01T10:00:00Z', 'proj:epsg': 32631, 's2:processing_baseline': baseline },
      assets: { B04: { href: 'B04.tif' }, B08: { href: 'B08.tif' }, SCL: { href: 'SCL.tif' } },
    });
    expect(parseStacItem(older('04.00')).bands.B04).toMatchObject({ scale: 0.0001, offset: -0.1 });
    expect(parseStacItem(older('02.14')).bands.B04).toMatchObject({ scale: 0.0001, offset: 0 });
    expect(parseStacItem(older('02.14'), '/data/items/x.json').bands.B08?.href).toBe('/data/items/B08.tif');
    expect(parseStacItem(older('02.14'), 'http://host/items/x.json').bands.B08?.href).toBe('http://host/items/B08.tif');
  });

  it('rejects items without a CRS or a datetime', () => {
    expect(() => parseStacItem(earthSearchV1Item({ 'proj:epsg': undefined }))).toThrow(InvalidItemError);
    expect(() => parseStacItem({ id: 'x', bbox: [0, 0, 1, 1], properties: { 'proj:epsg': 32633 } })).toThrow(/datetime/);
  });

  it('groups neighbouring tiles of the same day', () => {
    const a = parseStacItem({ ...earthSearchV1Item(), id: 'A' });
    const b = parseStacItem({ ...earthSearchV1Item({ datetime: '2023-09-12T13:42:51Z', 'eo:cloud_cover': 0.5 }), id: 'B' });
    const c = parseStacItem({ ...earthSearchV1Item({ datetime: '2023-09-17T13:42:47Z' }), id: 'C' });
    const days = groupScenesByDate([c, a, b, a]);
    expect(days.map((d) => [d.date, d.scenes.map((s) => s.id)])).toEqual([['2023-09-12', ['A', 'B']], ['2023-09-17', ['C']]]);
    expect(days[0]?.cloudCover).toBe(0.5);
  });
});

describe('STAC search against a local stand-in', () => {
  let standIn: StandIn;
  const bodies: Array<Record<string, unknown>> = [];
  const item = (id: string, day: number) => ({ ...earthSearchV1Item({ datetime: `2024-05-${String(day).padStart(2, '0')}T10:00:00Z` }), id });

  beforeAll(async () => {
    standIn = await startStandIn();
    // Earth Search pages with a POST `next` link whose body carries a token, to be merged into the request.
    standIn.routes.set('/v1/search', {
      handle: ({ body }) => {
        const request = JSON.parse(body) as Record<string, unknown>;
        bodies.push(request);
        const page = Number(request.next ?? 0);
        const features = [item(`P${page}a`, page * 2 + 1), item(`P${page}b`, page * 2 + 2)];
        const links = page < 2 ? [{ rel: 'next', href: `${standIn.url}/v1/search`, method: 'POST', body: { next: String(page + 1) }, merge: true }] : [];
        return { body: { type: 'FeatureCollection', features, links, numberReturned: 2, numberMatched: 6 } };
      },
    });
    standIn.routes.set('/getpaged/search', {
      handle: ({ method, url }) => {
        if (method === 'POST') return { body: { type: 'FeatureCollection', features: [item('G1', 1)], links: [{ rel: 'next', href: `${standIn.url}/getpaged/search?page=2` }] } };
        return { body: { type: 'FeatureCollection', features: url.searchParams.get('page') === '2' ? [item('G2', 2)] : [], links: [] } };
      },
    });
  });
  afterAll(() => standIn.close());

  it('sends collections, intersects, datetime, the cloud query and sortby, and follows every next link', async () => {
    const client = new StacClient({ url: `${standIn.url}/v1` });
    const field = { type: 'Polygon' as const, coordinates: [[[8.68, 9.08], [8.69, 9.08], [8.69, 9.09], [8.68, 9.08]]] };
    const scenes = await client.search({ collections: ['sentinel-2-c1-l2a'], intersects: field, from: '2024-05-01T00:00:00Z', to: null, maxCloudCover: 60, limit: 2 });
    expect(scenes.map((s) => s.id)).toEqual(['P0a', 'P0b', 'P1a', 'P1b', 'P2a', 'P2b']);
    expect(bodies[0]).toEqual({
      collections: ['sentinel-2-c1-l2a'], limit: 2, intersects: field, datetime: '2024-05-01T00:00:00Z/..',
      query: { 'eo:cloud_cover': { lt: 60 } }, sortby: [{ field: 'properties.datetime', direction: 'asc' }],
    });
    expect(bodies[2]).toMatchObject({ collections: ['sentinel-2-c1-l2a'], next: '2' });
  });

  it('follows GET next links too, and stops at maxItems', async () => {
    const client = new StacClient({ url: `${standIn.url}/getpaged` });
    expect((await client.search({ collections: ['c'], bbox: [0, 0, 1, 1] })).map((s) => s.id)).toEqual(['G1', 'G2']);
    expect((await new StacClient({ url: `${standIn.url}/v1` }).search({ collections: ['c'], bbox: [0, 0, 1, 1], maxItems: 3 })).length).toBe(3);
  });

  it('serves a repeated search from the cache, and never caches a failure', async () => {
    const cache = memorySceneCache();
    const client = new StacClient({ url: `${standIn.url}/v1`, cache });
    const search = { collections: ['c'], bbox: [0, 0, 1, 1] as [number, number, number, number], maxItems: 2 };
    const before = standIn.requests.length;
    const first = await client.search(search);
    expect(await client.search(search)).toEqual(first);
    expect(standIn.requests.length - before).toBe(1);
    standIn.routes.set('/once/search', { status: 500, times: 1, handle: () => ({ body: { type: 'FeatureCollection', features: [item('OK', 1)], links: [] } }) });
    const failing = new StacClient({ url: `${standIn.url}/once`, retries: 0, cache });
    await expect(failing.search(search)).rejects.toBeInstanceOf(StacError);
    expect((await failing.search(search)).map((s) => s.id)).toEqual(['OK']);
  });

  it('needs exactly one of intersects and bbox', () => {
    expect(() => searchBody({ collections: ['c'] })).toThrow(StacError);
  });

  it('turns a server error into StacError after retrying, without retrying a 400', async () => {
    standIn.routes.set('/err500/search', { status: 500 });
    standIn.routes.set('/err400/search', { status: 400 });
    const before = standIn.requests.length;
    await expect(new StacClient({ url: `${standIn.url}/err500`, retries: 2, backoffMs: 1 }).search({ collections: ['c'], bbox: [0, 0, 1, 1] })).rejects.toThrow(/answered 500/);
    expect(standIn.requests.length - before).toBe(3);
    await expect(new StacClient({ url: `${standIn.url}/err400`, retries: 2, backoffMs: 1 }).search({ collections: ['c'], bbox: [0, 0, 1, 1] })).rejects.toBeInstanceOf(StacError);
    expect(standIn.requests.length - before).toBe(4);
  });

  it('recovers when a 503 clears on retry', async () => {
    standIn.routes.set('/flaky/search', { status: 503, times: 1, handle: () => ({ body: { type: 'FeatureCollection', features: [item('F', 1)], links: [] } }) });
    const scenes = await new StacClient({ url: `${standIn.url}/flaky`, backoffMs: 1 }).search({ collections: ['c'], bbox: [0, 0, 1, 1] });
    expect(scenes.map((s) => s.id)).toEqual(['F']);
  });

  it('times out a STAC API that does not answer', async () => {
    standIn.routes.set('/hang/search', { hang: true });
    const client = new StacClient({ url: `${standIn.url}/hang`, timeoutMs: 80, retries: 1, backoffMs: 1 });
    await expect(client.search({ collections: ['c'], bbox: [0, 0, 1, 1] })).rejects.toBeInstanceOf(StacTimeoutError);
  });

  it('rejects answers that are not STAC', async () => {
    standIn.routes.set('/html/search', { body: '<html>maintenance</html>', contentType: 'text/html' });
    standIn.routes.set('/notfc/search', { body: { hello: 'world' } });
    await expect(new StacClient({ url: `${standIn.url}/html` }).search({ collections: ['c'], bbox: [0, 0, 1, 1] })).rejects.toThrow(/not JSON/);
    await expect(new StacClient({ url: `${standIn.url}/notfc` }).search({ collections: ['c'], bbox: [0, 0, 1, 1] })).rejects.toThrow(/FeatureCollection/);
  });
});

describe('statistics through STAC and HTTP range reads (the deployed code path)', () => {
  let standIn: StandIn;
  const EPSG = 32632;
  const X0 = 600_000;
  const Y0 = 1_100_000;
  let localScene: ReturnType<typeof parseStacItem>;
  let dir: string;

  beforeAll(async () => {
    standIn = await startStandIn();
    dir = mkdtempSync(join(tmpdir(), 'stac-http-'));
    const dn = {
      B04: (c: number, r: number) => 1300 + ((c * 7 + r * 3) % 50) * 10,
      B08: (c: number, r: number) => 3500 + ((c * 5 + r * 11) % 70) * 20,
      SCL: (c: number) => (c < 10 ? 9 : 4),
    };
    const { itemPath } = writeSyntheticScene({ dir, id: 'HTTP1', datetime: '2024-07-01T10:00:00Z', epsg: EPSG, originX: X0, originY: Y0, width: 200, height: 200, dn, blockSize: 64 });
    const item = JSON.parse(readFileSync(itemPath, 'utf8')) as { assets: Record<string, { href: string }> };
    localScene = parseStacItem(item, itemPath);
    for (const asset of Object.values(item.assets)) {
      standIn.routes.set(`/cogs/HTTP1/${asset.href}`, { body: readFileSync(join(dir, 'HTTP1', asset.href)) });
    }
    standIn.routes.set('/stac/search', { handle: () => ({ body: { type: 'FeatureCollection', features: [{ ...item, links: [{ rel: 'self', href: `${standIn.url}/cogs/HTTP1/item.json` }] }], links: [] } }) });
  });
  afterAll(async () => {
    await standIn.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const field = () => parseFieldGeometry(lonLatPolygon(EPSG, [[[X0 + 53, Y0 - 53], [X0 + 1207, Y0 - 53], [X0 + 1207, Y0 - 1107], [X0 + 53, Y0 - 1107], [X0 + 53, Y0 - 53]]]));

  it('finds the item, reads its COGs by range requests, and gets the same statistics as from local files', async () => {
    const [scene] = await new StacClient({ url: `${standIn.url}/stac` }).search({ collections: ['demo'], bbox: [0, 0, 10, 10] });
    expect(scene?.bands.B04?.href).toBe(`${standIn.url}/cogs/HTTP1/B04.tif`);
    const before = standIn.requests.length;
    const overHttp = await computeFieldStatistics({ field: field(), scenes: [scene as typeof localScene], indices: ['NDVI'] });
    const local = await computeFieldStatistics({ field: field(), scenes: [localScene], indices: ['NDVI'] });
    expect(overHttp.indices.NDVI).toEqual(local.indices.NDVI);
    expect(overHttp.indices.NDVI?.fieldCloudPercent).toBeGreaterThan(0);
    expect(standIn.requests.slice(before).every((r) => r.range?.startsWith('bytes='))).toBe(true);
  });

  it('an asset answering 404 is an AssetMissingError', async () => {
    const scene = { ...localScene, bands: { ...localScene.bands, B08: { ...(localScene.bands.B08 as NonNullable<typeof localScene.bands.B08>), href: `${standIn.url}/cogs/HTTP1/gone.tif` } } };
    await expect(computeFieldStatistics({ field: field(), scenes: [scene], indices: ['NDVI'] })).rejects.toBeInstanceOf(AssetMissingError);
  });

  it('a truncated COG on the server is a CogTruncatedError', async () => {
    const bytes = readFileSync((localScene.bands.B04 as { href: string }).href);
    standIn.routes.set('/cogs/HTTP1/short.tif', { body: bytes.subarray(0, Math.floor(bytes.length / 2)) });
    const scene = { ...localScene, bands: { ...localScene.bands, B04: { ...(localScene.bands.B04 as NonNullable<typeof localScene.bands.B04>), href: `${standIn.url}/cogs/HTTP1/short.tif` } } };
    await expect(computeFieldStatistics({ field: field(), scenes: [scene], indices: ['NDVI'] })).rejects.toBeInstanceOf(CogTruncatedError);
  });
});
