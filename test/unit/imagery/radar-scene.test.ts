import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidGeometryError, InvalidItemError, StacError } from '../../../functions/imagery/errors';
import { groupRadarPasses } from '../../../functions/imagery/radar/radar-passes';
import { radarSceneFromItem, type RadarScene } from '../../../functions/imagery/radar/radar-scene';
import { searchRadarScenes } from '../../../functions/imagery/radar/radar-search';
import { radarTileOf, radarTilesOfBbox } from '../../../functions/imagery/radar/radar-tiles';
import { StacClient } from '../../../functions/imagery/stac/stac-client';
import { startStandIn, type StandIn } from './support/http-stand-in';

type Item = Record<string, unknown> & { properties: Record<string, unknown>; assets: Record<string, Record<string, unknown>> };
const fixture = (): Item => JSON.parse(readFileSync(join(__dirname, '../../fixtures/radar/deafrica-s1-rtc-item.json'), 'utf8')) as Item;

/** The fixture moved to another tile, day and orbit. */
function itemOf(tile: string, day: string, orbit: 'ascending' | 'descending', relativeOrbit: number, time = '05:31:02Z'): Item {
  const item = fixture();
  item.id = `${tile}_${day.replaceAll('-', '_')}_${relativeOrbit}`;
  item.properties = { ...item.properties, start_datetime: `${day}T${time}`, 'sat:orbit_state': orbit, 'sat:relative_orbit': relativeOrbit, 'odc:region_code': tile };
  return item;
}

describe('Digital Earth Africa s1_rtc items → radar scenes', () => {
  it('reads the fixture: start_datetime, orbit, tile, EPSG:4326, s3 hrefs as HTTPS in the asset region, NaN no data', () => {
    const scene = radarSceneFromItem(fixture(), { assetRegion: 'af-south-1' });
    expect(scene).toMatchObject({
      id: 'N09E008_2024_07_14_05F1A3', collection: 's1_rtc', datetime: '2024-07-14T05:31:02.417Z', date: '2024-07-14', epsg: 4326,
      bbox: [8, 9, 9, 10], platform: 'sentinel-1a', orbitState: 'descending', relativeOrbit: 22, tile: 'N09E008',
    });
    expect(scene.vv).toEqual({
      href: 'https://deafrica-sentinel-1.s3.af-south-1.amazonaws.com/s1_rtc/N09E008/2024/07/14/05F1A3/s1_rtc_05F1A3_N09E008_2024_07_14_VV.tif',
      units: 'linear', nodata: null,
    });
    expect(scene.vh?.href).toMatch(/_VH\.tif$/);
    expect(scene.mask).toMatchObject({ units: 'linear', nodata: 0 });
    expect(scene.mask?.href).toMatch(/_MASK\.tif$/);
    expect(scene.footprint?.type).toBe('Polygon');
  });

  it('takes upper-case asset keys, proj:code, datetime, dB units and a numeric no-data value', () => {
    const item = fixture();
    const { vv, vh } = item.assets;
    item.assets = { VV: { ...vv, href: 'VV.tif', 'raster:bands': [{ unit: 'dB', nodata: -99 }] }, VH: { ...vh, href: 'https://example.org/VH.tif' } };
    item.properties = { ...item.properties, datetime: '2024-07-14T05:31:02Z', 'proj:epsg': undefined, 'proj:code': 'EPSG:32632' };
    const scene = radarSceneFromItem(item, { base: 'https://example.org/items/a.json' });
    expect(scene.epsg).toBe(32632);
    expect(scene.datetime).toBe('2024-07-14T05:31:02.000Z');
    expect(scene.vv).toEqual({ href: 'https://example.org/items/VV.tif', units: 'db', nodata: -99 });
    expect(scene.vh?.href).toBe('https://example.org/VH.tif');
    expect(scene.mask).toBeNull();
  });

  it('resolves relative hrefs against a local item path and leaves orbit fields null when absent', () => {
    const item = fixture();
    item.assets = { vv: { href: 'cogs/VV.tif' } };
    item.properties = { start_datetime: '2024-07-14T05:31:02Z', 'proj:epsg': 4326, 'sat:relative_orbit': -1 };
    const scene = radarSceneFromItem(item, { base: '/data/items/item.json' });
    expect(scene.vv.href).toBe('/data/items/cogs/VV.tif');
    expect(scene).toMatchObject({ orbitState: null, relativeOrbit: null, platform: null, tile: null, vh: null });
  });

  it.each<[string, (item: Item) => unknown, RegExp]>([
    ['not an object', () => 'item', /must be a JSON object/],
    ['no id', (item) => ({ ...item, id: '' }), /no id/],
    ['no datetime', (item) => ({ ...item, properties: { ...item.properties, start_datetime: undefined } }), /no valid datetime/],
    ['a bad datetime', (item) => ({ ...item, properties: { ...item.properties, datetime: 'yesterday' } }), /no valid datetime/],
    ['no CRS', (item) => ({ ...item, properties: { ...item.properties, 'proj:epsg': undefined }, assets: { vv: { href: 'a.tif' } } }), /neither proj:epsg nor proj:code/],
    ['no vv asset', (item) => ({ ...item, assets: { vh: item.assets.vh } }), /has no vv asset/],
    ['an asset without href', (item) => ({ ...item, assets: { ...item.assets, vh: { type: 'image/tiff' } } }), /asset vh has no href/],
    ['an s3 href without a region', (item) => item, /no asset region/],
    ['a bad orbit state', (item) => ({ ...item, properties: { ...item.properties, 'sat:orbit_state': 'sideways' } }), /sat:orbit_state "sideways"/],
    ['neither bbox nor geometry', (item) => ({ ...item, bbox: undefined, geometry: null }), /neither bbox nor geometry/],
  ])('refuses an item with %s', (_, change, message) => {
    const act = () => radarSceneFromItem(change(fixture()), /region/.test(message.source) ? {} : { assetRegion: 'af-south-1' });
    expect(act).toThrow(InvalidItemError);
    expect(act).toThrow(message);
  });
});

describe('Digital Earth Africa 1° radar tiles', () => {
  it('names a cell by its south-west corner, with its bbox', () => {
    expect(radarTileOf(8.68, 9.08)).toEqual({ id: 'N09E008', bbox: [8, 9, 9, 10] });
    expect(radarTileOf(-0.5, -1.2)).toEqual({ id: 'S02W001', bbox: [-1, -2, 0, -1] });
    expect(radarTileOf(36.8, -0.3).id).toBe('S01E036');
    expect(radarTileOf(8, 9).id).toBe('N09E008');
  });

  it('lists every cell a bbox touches, one when it sits inside one cell', () => {
    expect(radarTilesOfBbox([8.6, 9.05, 8.7, 9.1]).map((t) => t.id)).toEqual(['N09E008']);
    expect(radarTilesOfBbox([8.9, 9.9, 9.1, 10.2]).map((t) => t.id)).toEqual(['N09E008', 'N09E009', 'N10E008', 'N10E009']);
    expect(radarTilesOfBbox([8, 9, 9, 10]).map((t) => t.id)).toEqual(['N09E008']);
  });

  it('refuses coordinates that are not degrees and an inverted bbox', () => {
    expect(() => radarTileOf(200, 9)).toThrow(InvalidGeometryError);
    expect(() => radarTileOf(Number.NaN, 9)).toThrow(/not a longitude and latitude/);
    expect(() => radarTilesOfBbox([9, 9, 8, 10])).toThrow(/is not \[west, south, east, north\]/);
  });
});

describe('radar passes', () => {
  it('groups neighbouring tiles of one pass, keeps orbits apart, in date order', () => {
    const scenes: RadarScene[] = [
      itemOf('N09E009', '2024-07-14', 'descending', 22),
      itemOf('N09E008', '2024-07-02', 'descending', 22),
      itemOf('N09E008', '2024-07-14', 'descending', 22),
      itemOf('N09E008', '2024-07-14', 'ascending', 103, '17:40:00Z'),
      itemOf('N09E008', '2024-07-09', 'ascending', 30, '17:41:00Z'),
    ].map((item) => radarSceneFromItem(item, { assetRegion: 'af-south-1' }));
    const passes = groupRadarPasses(scenes);
    expect(passes.map((p) => [p.date, p.orbitState, p.relativeOrbit, p.scenes.map((s) => s.tile)])).toEqual([
      ['2024-07-02', 'descending', 22, ['N09E008']],
      ['2024-07-09', 'ascending', 30, ['N09E008']],
      ['2024-07-14', 'descending', 22, ['N09E008', 'N09E009']],
      ['2024-07-14', 'ascending', 103, ['N09E008']],
    ]);
    expect(groupRadarPasses([])).toEqual([]);
  });
});

describe('radar scene search', () => {
  let standIn: StandIn;
  const bodies: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    standIn = await startStandIn();
    const items = [itemOf('N09E008', '2024-07-14', 'descending', 22), itemOf('N09E008', '2024-07-02', 'descending', 22), itemOf('N09E008', '2024-07-09', 'ascending', 30)];
    standIn.routes.set('/stac/search', {
      handle: ({ body }) => {
        const parsed = JSON.parse(body) as Record<string, unknown>;
        bodies.push(parsed);
        const page = parsed.page === 2 ? items.slice(2) : items.slice(0, 2);
        const links = parsed.page === 2 ? [] : [{ rel: 'next', href: `${standIn.url}/stac/search`, method: 'POST', body: { page: 2 }, merge: true }];
        return { body: { type: 'FeatureCollection', features: page, links } };
      },
    });
    standIn.routes.set('/broken/search', { handle: () => ({ body: { type: 'FeatureCollection', features: [{ id: 'x', properties: {} }], links: [] } }) });
  });
  afterAll(() => standIn.close());

  it('pages through the API and answers radar scenes in date order', async () => {
    const client = new StacClient({ url: `${standIn.url}/stac` });
    const scenes = await searchRadarScenes(client, { collection: 's1_rtc', bbox: [8.6, 9.05, 8.7, 9.1], from: '2024-07-01', to: '2024-07-31' }, { assetRegion: 'af-south-1' });
    expect(scenes.map((s) => s.date)).toEqual(['2024-07-02', '2024-07-09', '2024-07-14']);
    expect(scenes[0]?.vv.href).toMatch(/^https:\/\/deafrica-sentinel-1\.s3\.af-south-1\.amazonaws\.com\//);
    expect(bodies[0]).toMatchObject({ collections: ['s1_rtc'], bbox: [8.6, 9.05, 8.7, 9.1], datetime: '2024-07-01T00:00:00Z/2024-07-31T23:59:59.999Z' });
    expect(bodies[1]).toMatchObject({ collections: ['s1_rtc'], page: 2 });
  });

  it('says which item of the answer is malformed', async () => {
    await expect(searchRadarScenes(new StacClient({ url: `${standIn.url}/broken` }), { collection: 's1_rtc', bbox: [8, 9, 9, 10], from: '2024-07-01', to: '2024-07-31' }))
      .rejects.toThrow(/x has no valid datetime/);
  });

  it('refuses a bad bbox, dates and a missing collection before asking the API', async () => {
    const client = new StacClient({ url: `${standIn.url}/stac` });
    const before = standIn.requests.length;
    const search = { collection: 's1_rtc', bbox: [8, 9, 9, 10] as [number, number, number, number], from: '2024-07-01', to: '2024-07-31' };
    await expect(searchRadarScenes(client, { ...search, bbox: [9, 9, 8, 10] })).rejects.toThrow(StacError);
    await expect(searchRadarScenes(client, { ...search, from: 'soon' })).rejects.toThrow(/start "soon" is not a date/);
    await expect(searchRadarScenes(client, { ...search, from: '2024-08-01' })).rejects.toThrow(/is after its end/);
    await expect(searchRadarScenes(client, { ...search, collection: '' })).rejects.toThrow(/needs a collection/);
    expect(standIn.requests.length).toBe(before);
  });
});
