import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadMeter } from '../../../functions/imagery/cog/byte-source';
import { CogFile } from '../../../functions/imagery/cog/cog-reader';
import { FileSource } from '../../../functions/imagery/cog/file-source';
import { CALENDARS } from '../../../functions/imagery/demo/crop-calendar';
import { DEMO_FARM_FIELDS } from '../../../functions/imagery/demo/demo-farm';
import { COVER_BARE, COVER_SAVANNA, COVER_WATER } from '../../../functions/imagery/demo/demo-scene';
import { demoLayout, directorySink, type DemoField } from '../../../functions/imagery/demo/generate-demo-imagery';
import { generateDemoRadar, radarGrid, regionCode, renderRadarPass, type RadarGrid } from '../../../functions/imagery/demo/generate-demo-radar';
import { BROWN_BIOMASS, DEMO_SPECKLE_LOOKS, backscatterOf } from '../../../functions/imagery/demo/radar-backscatter';
import { DEMO_RADAR_ORBITS, radarPasses, type RadarPass } from '../../../functions/imagery/demo/radar-passes';
import { staticStacApi } from '../../../functions/imagery/stac/static-api';
import { searchStaticItems } from '../../../functions/imagery/stac/static-search';

const FIELDS: DemoField[] = [DEMO_FARM_FIELDS[0] as DemoField, DEMO_FARM_FIELDS[4] as DemoField]; // maize, rice
const COLLECTION = 's1_rtc';
const YEAR = 2024;

interface RadarItem {
  id: string;
  collection: string;
  bbox: number[];
  properties: Record<string, unknown>;
  assets: Record<string, { href: string } & Record<string, unknown>>;
  links: Array<{ rel: string; href: string }>;
}

let root: string;
let items: RadarItem[];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'demo-radar-'));
  await generateDemoRadar({ fields: FIELDS, sink: directorySink(root), marginM: 400, year: YEAR, until: `${YEAR}-03-31` });
  items = (JSON.parse(readFileSync(join(root, COLLECTION, 'items.json'), 'utf8')) as { features: RadarItem[] }).features;
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const assetFile = (item: RadarItem, key: string) => {
  const self = item.links.find((link) => link.rel === 'self')?.href as string;
  return join(root, self.slice(0, self.lastIndexOf('/')), (item.assets[key]?.href as string).replace(/^\.\//, ''));
};

const db = (linear: number) => 10 * Math.log10(linear);
const rvi = (m: { vv: number; vh: number }) => (4 * m.vh) / (m.vv + m.vh);

/** Linear means of VV and VH over the valid (mask 1) pixels of a cover class. */
function coverMean(grid: RadarGrid, rasters: ReturnType<typeof renderRadarPass>, cover: number): { vv: number; vh: number; count: number } {
  let vv = 0;
  let vh = 0;
  let count = 0;
  grid.cover.forEach((c, i) => {
    if (c !== cover || rasters.mask[i] !== 1) return;
    vv += rasters.vv[i] as number;
    vh += rasters.vh[i] as number;
    count++;
  });
  return { vv: vv / count, vh: vh / count, count };
}

describe('demo Sentinel-1 radar', () => {
  const layout = demoLayout(DEMO_FARM_FIELDS, 1200);
  const grid = radarGrid(layout);
  const maize = DEMO_FARM_FIELDS.findIndex((field) => field.crop === 'maize');
  const doyOf = (pass: RadarPass) => Math.floor((pass.when.getTime() - Date.UTC(pass.when.getUTCFullYear(), 0, 0)) / 86_400_000);
  const year = radarPasses(YEAR);
  const maizeOn = (pass: RadarPass) => coverMean(grid, renderRadarPass(grid, layout.kinds, pass, 42), maize);

  it('passes every 6 days, ascending and descending in turn, each relative orbit every 12 days, across the new year', () => {
    const days = year.map((pass) => pass.day);
    expect(days.slice(1).every((day, i) => day - (days[i] as number) === 6)).toBe(true);
    expect(year.length).toBeGreaterThanOrEqual(60);
    for (const orbit of DEMO_RADAR_ORBITS) {
      const own = year.filter((pass) => pass.orbit === orbit).map((pass) => pass.day);
      expect(own.slice(1).every((day, i) => day - (own[i] as number) === 12)).toBe(true);
    }
    expect(new Set(year.map((pass) => pass.orbit.state))).toEqual(new Set(['ascending', 'descending']));
    const next = radarPasses(YEAR + 1)[0] as RadarPass;
    expect(next.day - (year.at(-1) as RadarPass).day).toBe(6);
    // Sentinel-1C joins from 26 March 2025; before, every pass is Sentinel-1A's.
    expect(new Set(year.map((pass) => pass.platform))).toEqual(new Set(['sentinel-1a']));
    expect(new Set(radarPasses(2025).filter((pass) => pass.when >= new Date('2025-03-26')).map((pass) => pass.platform))).toEqual(new Set(['sentinel-1a', 'sentinel-1c']));
    expect(radarPasses(YEAR, `${YEAR}-01-31`).every((pass) => pass.when < new Date(`${YEAR}-02-01T00:00:00Z`))).toBe(true);
  });

  it("writes items with Digital Earth Africa's s1_rtc properties, asset keys and key pattern", () => {
    expect(items.length).toBe(radarPasses(YEAR, `${YEAR}-03-31`).length);
    const tile = regionCode(8.68, 9.08);
    expect(tile).toBe('N09E008');
    expect(regionCode(-0.2, -1.5)).toBe('S02W001');
    for (const item of items) {
      const when = new Date(String(item.properties.datetime));
      const [yyyy, mm, dd] = when.toISOString().slice(0, 10).split('-');
      expect(item.collection).toBe(COLLECTION);
      expect(item.properties).toMatchObject({
        'sat:orbit_state': expect.stringMatching(/^(ascending|descending)$/),
        'sar:instrument_mode': 'IW', 'sar:polarizations': ['VV', 'VH'], 'sar:product_type': 'RTC',
        'proj:epsg': 4326, 'odc:region_code': tile, 'fieldwatch:demo': true, constellation: 'sentinel-1',
      });
      expect(item.properties.platform).toMatch(/^sentinel-1[ac]$/);
      expect([103, 22]).toContain(item.properties['sat:relative_orbit']);
      expect(Object.keys(item.assets).sort()).toEqual(['mask', 'vh', 'vv']);
      const datatake = /^N09E008_\d{4}_\d{2}_\d{2}_([0-9A-F]{6})$/.exec(item.id)?.[1];
      expect(datatake, item.id).toBeDefined();
      for (const [key, band] of [['vv', 'VV'], ['vh', 'VH'], ['mask', 'MASK']] as const) {
        const relative = assetFile(item, key).slice(root.length + 1);
        expect(relative).toBe(`s1_rtc/${tile}/${yyyy}/${mm}/${dd}/${datatake}/s1_rtc_${datatake}_${tile}_${yyyy}_${mm}_${dd}_${band}.tif`);
        expect(existsSync(assetFile(item, key))).toBe(true);
      }
      expect(item.assets.vv?.['proj:shape']).toEqual([expect.any(Number), expect.any(Number)]);
      expect(existsSync(join(root, item.links.find((link) => link.rel === 'self')?.href as string))).toBe(true);
    }
    const collection = JSON.parse(readFileSync(join(root, COLLECTION, 'collection.json'), 'utf8')) as { id: string; description: string };
    expect(collection.id).toBe(COLLECTION);
    expect(collection.description).toMatch(/Simulated/);
  });

  it('writes float32 linear gamma0 (NaN no data) and a uint8 mask as tiled DEFLATE COGs with overviews on EPSG:4326 at 0.0002°', async () => {
    const item = items[0] as RadarItem;
    const vv = await CogFile.open(new FileSource(assetFile(item, 'vv'), new ReadMeter()));
    try {
      expect(vv.layout).toMatchObject({ compression: 8, bitsPerSample: 32 });
      expect(vv.epsg).toBe(4326);
      expect(vv.level0.resX).toBeCloseTo(0.0002, 10);
      expect(vv.level0.blockWidth).toBe(256);
      expect(vv.levels.length).toBe(3);
      expect(Number.isNaN(vv.noData)).toBe(true);
    } finally {
      await vv.close();
    }
    const mask = await CogFile.open(new FileSource(assetFile(item, 'mask'), new ReadMeter()));
    try {
      expect(mask.layout).toMatchObject({ bitsPerSample: 8 });
      expect(mask.noData).toBe(0);
    } finally {
      await mask.close();
    }
  });

  it('is deterministic per seed and date, and another seed draws another speckle', async () => {
    const again = mkdtempSync(join(tmpdir(), 'demo-radar-again-'));
    const other = mkdtempSync(join(tmpdir(), 'demo-radar-other-'));
    try {
      await generateDemoRadar({ fields: FIELDS, sink: directorySink(again), marginM: 400, year: YEAR, until: `${YEAR}-01-20` });
      await generateDemoRadar({ fields: FIELDS, sink: directorySink(other), marginM: 400, year: YEAR, until: `${YEAR}-01-20`, seed: 7 });
      const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
      const first = items.filter((item) => String(item.properties.datetime) < `${YEAR}-01-21`);
      expect(first.length).toBe(4);
      for (const item of first) {
        const file = assetFile(item, 'vh');
        expect(digest(file.replace(root, again))).toBe(digest(file));
        expect(digest(file.replace(root, other))).not.toBe(digest(file));
      }
    } finally {
      rmSync(again, { recursive: true, force: true });
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('sets its levels from the C-band literature: bare and wet soil, a closed canopy, standing stems, flooded ground', () => {
    const bare = backscatterOf({ greenLai: 0, brownCover: 0, water: 0 }, 0, 0);
    expect(db(bare.vv)).toBeCloseTo(-11, 5);
    expect(db(bare.vh)).toBeCloseTo(-21.5, 5);
    expect(rvi(bare)).toBeGreaterThan(0.25);
    expect(rvi(bare)).toBeLessThan(0.35);
    const wet = backscatterOf({ greenLai: 0, brownCover: 0, water: 0 }, 0, 1.5);
    expect(db(wet.vv) - db(bare.vv)).toBeCloseTo(1.5, 5);
    const canopy = backscatterOf({ greenLai: 4.5, brownCover: 0, water: 0 }, BROWN_BIOMASS.standing, 0);
    expect(db(canopy.vv)).toBeGreaterThan(-10);
    expect(db(canopy.vv)).toBeLessThan(-8.5);
    expect(db(canopy.vh)).toBeGreaterThan(-16.5);
    expect(rvi(canopy)).toBeGreaterThan(0.65);
    expect(rvi(canopy)).toBeLessThan(0.85);
    const brown = { greenLai: 0.2, brownCover: 0.6, water: 0 };
    expect(db(backscatterOf(brown, BROWN_BIOMASS.standing, 0).vh) - db(backscatterOf(brown, BROWN_BIOMASS.stubble, 0).vh)).toBeGreaterThan(2);
    expect(db(backscatterOf({ greenLai: 0, brownCover: 0, water: 0.8 }, BROWN_BIOMASS.standing, 0).vv)).toBeLessThan(-15);
  });

  it("follows a maize field's season: low VH on bare soil in March, VH above −17 dB at the peak, RVI up, a drop after harvest", () => {
    const [season] = CALENDARS.maize;
    if (!season) throw new Error('maize has no season');
    const march = year.filter((pass) => pass.when.getUTCMonth() === 2).map(maizeOn);
    const peak = year.filter((pass) => Math.abs(doyOf(pass) - season.peak) <= 12).map(maizeOn);
    const sowing = year.filter((pass) => Math.abs(doyOf(pass) - season.sow) <= 6).map(maizeOn);
    const ripe = year.filter((pass) => doyOf(pass) > season.harvest - 14 && doyOf(pass) <= season.harvest).map(maizeOn);
    const harvested = year.filter((pass) => doyOf(pass) > season.harvest + 5 && doyOf(pass) <= season.harvest + 25).map(maizeOn);
    for (const list of [march, peak, sowing, ripe, harvested]) expect(list.length).toBeGreaterThan(0);
    for (const m of march) {
      expect(db(m.vh)).toBeLessThan(-18);
      expect(db(m.vv)).toBeGreaterThan(-13);
      expect(db(m.vv)).toBeLessThan(-9);
      expect(rvi(m)).toBeGreaterThan(0.25);
      expect(rvi(m)).toBeLessThan(0.4);
    }
    for (const m of peak) {
      expect(db(m.vh)).toBeGreaterThan(-17);
      expect(db(m.vv)).toBeGreaterThan(-10.5);
      expect(rvi(m)).toBeGreaterThan(0.5);
      expect(rvi(m)).toBeLessThan(0.9);
    }
    expect(Math.min(...peak.map(rvi))).toBeGreaterThan(Math.max(...sowing.map(rvi)) + 0.2);
    expect(Math.max(...harvested.map((m) => db(m.vh)))).toBeLessThan(Math.min(...ripe.map((m) => db(m.vh))) - 2);
  });

  it('keeps water very low, flooded rice low early in its season, savanna moderate', () => {
    const rice = DEMO_FARM_FIELDS.findIndex((field) => field.crop === 'rice');
    const [, wet] = CALENDARS.rice;
    if (!wet) throw new Error('rice has no wet season');
    const dry = year.filter((pass) => pass.when.getUTCMonth() === 1);
    for (const pass of dry) {
      const rasters = renderRadarPass(grid, layout.kinds, pass, 42);
      const water = coverMean(grid, rasters, COVER_WATER);
      expect(db(water.vv)).toBeLessThan(-18);
      expect(db(water.vh)).toBeLessThan(-26);
      const savanna = coverMean(grid, rasters, COVER_SAVANNA);
      expect(db(savanna.vh)).toBeGreaterThan(-20);
      expect(db(savanna.vh)).toBeLessThan(-15);
    }
    const flooded = year.filter((pass) => doyOf(pass) >= wet.sow && doyOf(pass) <= wet.sow + 14);
    expect(flooded.length).toBeGreaterThan(0);
    for (const pass of flooded) expect(db(coverMean(grid, renderRadarPass(grid, layout.kinds, pass, 42), rice).vv)).toBeLessThan(-12);
  });

  it('brightens VV by about 0.5 dB seen from the descending orbit, with gamma speckle of about 5 looks', () => {
    const [ascending, descending] = DEMO_RADAR_ORBITS;
    const day = (year[10] as RadarPass).day;
    const on = (orbit: typeof ascending) => renderRadarPass(grid, layout.kinds, { ...(year[10] as RadarPass), orbit: orbit as RadarPass['orbit'], day }, 42);
    const up = coverMean(grid, on(ascending), COVER_SAVANNA);
    const down = coverMean(grid, on(descending), COVER_SAVANNA);
    expect(db(down.vv) - db(up.vv)).toBeCloseTo(0.5, 1);
    // Open water has one mean: its pixels' spread is the speckle's, mean² / variance = the looks.
    const rasters = on(ascending);
    const water: number[] = [];
    grid.cover.forEach((c, i) => c === COVER_WATER && water.push(rasters.vv[i] as number));
    const mean = water.reduce((a, b) => a + b, 0) / water.length;
    const variance = water.reduce((a, b) => a + (b - mean) ** 2, 0) / water.length;
    expect(water.length).toBeGreaterThan(300);
    expect((mean * mean) / variance).toBeGreaterThan(DEMO_SPECKLE_LOOKS - 1.2);
    expect((mean * mean) / variance).toBeLessThan(DEMO_SPECKLE_LOOKS + 1.2);
  });

  it('flags radar shadow (mask 2) at the quarry rim facing the sensor, a few pixels, different per orbit', () => {
    const [ascending, descending] = year.slice(0, 2).map((pass) => renderRadarPass(grid, layout.kinds, pass, 42)) as [ReturnType<typeof renderRadarPass>, ReturnType<typeof renderRadarPass>];
    const shadowed = (rasters: typeof ascending) => [...rasters.mask.keys()].filter((i) => rasters.mask[i] === 2);
    const up = shadowed(ascending);
    const down = shadowed(descending);
    for (const pixels of [up, down]) {
      expect(pixels.length).toBeGreaterThan(5);
      expect(pixels.length).toBeLessThan(0.01 * grid.cover.length);
      expect(pixels.every((i) => grid.cover[i] === COVER_BARE)).toBe(true);
    }
    expect(up.some((i) => down.includes(i))).toBe(false);
    expect([...ascending.mask].every((value) => value === 1 || value === 2)).toBe(true);
  });

  it('is found by STAC searches of the s1_rtc collection, with asset hrefs at their key in the bucket', () => {
    const [w, s, e, n] = items[0]?.bbox as [number, number, number, number];
    const february = searchStaticItems(items, { collections: [COLLECTION], bbox: [w, s, e, n], datetime: `${YEAR}-02-01T00:00:00Z/${YEAR}-02-29T23:59:59Z` }, 'x');
    expect(february.numberMatched).toBe(radarPasses(YEAR).filter((pass) => pass.when.getUTCMonth() === 1).length);
    expect(searchStaticItems(items, { collections: ['sentinel-2-c1-l2a'] }, 'x').numberMatched).toBe(0);
    expect(searchStaticItems(items, { collections: [COLLECTION], bbox: [w + 2, s, e + 2, n] }, 'x').numberMatched).toBe(0);
    const api = staticStacApi({ items, rootUrl: 'http://local/stac', assetUrl: (key) => `http://local/stac/assets/${key}` });
    const answer = api({ method: 'POST', path: '/search', body: JSON.stringify({ collections: [COLLECTION], limit: 1 }) }).body as { features: RadarItem[] };
    const found = answer.features[0] as RadarItem;
    const written = items.find((item) => item.id === found.id) as RadarItem;
    expect(found.assets.vh?.href).toBe(`http://local/stac/assets/${assetFile(written, 'vh').slice(root.length + 1)}`);
    expect(found.assets.vh?.href).toMatch(/\/assets\/s1_rtc\/N09E008\/2024\/01\/\d{2}\/[0-9A-F]{6}\/s1_rtc_[0-9A-F]{6}_N09E008_2024_01_\d{2}_VH\.tif$/);
  });
});
