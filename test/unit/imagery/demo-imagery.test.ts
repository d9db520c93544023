import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadMeter } from '../../../functions/imagery/cog/byte-source';
import { CogFile } from '../../../functions/imagery/cog/cog-reader';
import { FileSource } from '../../../functions/imagery/cog/file-source';
import { computeFieldSeries } from '../../../functions/imagery/compute/field-series';
import { pointValue } from '../../../functions/imagery/compute/point-value';
import { canopyOn } from '../../../functions/imagery/demo/crop-calendar';
import { DEMO_FARM_FIELDS } from '../../../functions/imagery/demo/demo-farm';
import { renderDemoScene, yearVigour } from '../../../functions/imagery/demo/demo-scene';
import { fieldPatterns } from '../../../functions/imagery/demo/field-patterns';
import { demoLayout, directorySink, generateDemoImagery, type DemoField } from '../../../functions/imagery/demo/generate-demo-imagery';
import { projector } from '../../../functions/imagery/geometry/crs';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import type { Scene } from '../../../functions/imagery/scene';
import { groupScenesByDate } from '../../../functions/imagery/stac/group-by-date';
import { searchStaticItems } from '../../../functions/imagery/stac/static-search';
import { parseStacItem } from '../../../functions/imagery/stac/stac-item';

const FIELDS: DemoField[] = [DEMO_FARM_FIELDS[0] as DemoField, DEMO_FARM_FIELDS[4] as DemoField]; // maize, rice
const COLLECTION = 'sentinel-2-c1-l2a';
// A year whose sky (drawn from the area's climatology: clear views are rare from June to September) gives a clear
// view of the maize at its peak.
const YEAR = 2023;
let root: string;
let items: Array<{ id: string; bbox: number[]; collection: string; properties: Record<string, unknown> }>;
let scenes: Scene[];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'demo-imagery-'));
  await generateDemoImagery({ fields: FIELDS, sink: directorySink(root), marginM: 400, year: YEAR, until: `${YEAR}-08-31` });
  items = (JSON.parse(readFileSync(join(root, COLLECTION, 'items.json'), 'utf8')) as { features: typeof items }).features;
  scenes = items.map((item) => parseStacItem(item, join(root, COLLECTION, item.id, `${item.id}.json`)));
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('demo imagery', { timeout: 30_000 }, () => {
  it('writes a scene every 5 days with every band as a tiled DEFLATE COG with overviews, in UTM, offset declared', async () => {
    expect(items).toHaveLength(Math.floor((Date.UTC(YEAR, 7, 31) - Date.UTC(YEAR, 0, 3)) / (5 * 86_400_000)) + 1);
    const days = scenes.map((s) => Date.parse(s.datetime));
    expect(days.slice(1).map((d, i) => (d - (days[i] as number)) / 86_400_000).every((gap) => gap === 5)).toBe(true);
    const scene = scenes[0] as Scene;
    expect(Object.keys(scene.bands).sort()).toEqual(['B02', 'B03', 'B04', 'B05', 'B06', 'B07', 'B08', 'B11', 'B12', 'B8A', 'SCL']);
    expect(scene.epsg).toBe(32632);
    expect(scene.bands.B04).toMatchObject({ scale: 0.0001, offset: -0.1, nodata: 0 });
    expect(scene.angles?.viewZenith).not.toBeNull();
    const cog = await CogFile.open(new FileSource(scene.bands.B04?.href as string, new ReadMeter()));
    expect(cog.layout).toMatchObject({ compression: 8, predictor: 2, bitsPerSample: 16 });
    expect(cog.levels.length).toBeGreaterThan(1);
    expect(cog.level0.blockWidth).toBe(512);
    expect(cog.epsg).toBe(32632);
    await cog.close();
    const scl = await CogFile.open(new FileSource(scene.bands.SCL?.href as string, new ReadMeter()));
    expect(scl.level0.resX).toBe(20);
    await scl.close();
  });

  it('is deterministic', async () => {
    const again = mkdtempSync(join(tmpdir(), 'demo-imagery-again-'));
    try {
      await generateDemoImagery({ fields: FIELDS, sink: directorySink(again), marginM: 400, year: YEAR, until: `${YEAR}-01-20` });
      const digest = (dir: string, id: string) => createHash('sha256').update(readFileSync(join(dir, COLLECTION, id, 'B8A.tif'))).digest('hex');
      const first = readdirSync(join(again, COLLECTION)).filter((n) => n.startsWith('S2'));
      expect(first.length).toBe(4);
      for (const id of first) expect(digest(again, id)).toBe(digest(root, id));
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });

  it('gives realistic indices: a maize season (bare, green-up, peak), a rice field flooded then green, clouds on some dates', async () => {
    const days = groupScenesByDate(scenes);
    const maize = await computeFieldSeries({ field: parseFieldGeometry(FIELDS[0]?.geometry), days, indices: ['NDVI', 'NDMI', 'NDWI', 'SAVI', 'LAI'] });
    expect(maize.failures).toEqual([]);
    const byDate = new Map(maize.days.map((d) => [d.date, d.indices]));
    const clear = (from: string, to: string) => maize.days.filter((d) => d.date >= from && d.date <= to && (d.indices.NDVI?.validFraction ?? 0) > 0.9);
    const dry = clear(`${YEAR}-02-01`, `${YEAR}-03-31`);
    const peak = clear(`${YEAR}-07-15`, `${YEAR}-08-20`);
    expect(dry.length).toBeGreaterThan(5);
    expect(peak.length).toBeGreaterThan(0);
    for (const d of dry) {
      expect(d.indices.NDVI?.mean).toBeGreaterThan(0.08);
      expect(d.indices.NDVI?.mean).toBeLessThan(0.3);
      expect(d.indices.LAI?.mean).toBeLessThan(0.6);
      expect(d.indices.NDMI?.mean).toBeLessThan(0);
    }
    for (const d of peak) {
      expect(d.indices.NDVI?.mean).toBeGreaterThan(0.75);
      expect(d.indices.SAVI?.mean).toBeGreaterThan(0.5);
      expect(d.indices.NDMI?.mean).toBeGreaterThan(0.2);
      expect(d.indices.NDWI?.mean).toBeLessThan(-0.5);
      expect(d.indices.LAI?.mean).toBeGreaterThan(2.5);
      expect(d.indices.LAI?.mean).toBeLessThan(6);
    }
    expect(canopyOn('maize', 205).greenLai).toBeCloseTo(4.5, 5);
    expect([...byDate.values()].some((i) => i.NDVI?.validPixelCount === 0)).toBe(true); // an overcast date
    expect([...byDate.values()].some((i) => (i.NDVI?.fieldCloudPercent ?? 0) > 0 && (i.NDVI?.fieldCloudPercent ?? 0) < 100)).toBe(true);
    const rice = await computeFieldSeries({ field: parseFieldGeometry(FIELDS[1]?.geometry), days, indices: ['NDWI', 'NDVI'] });
    const flooded = rice.days.find((d) => d.date === `${YEAR}-01-28` || d.date === `${YEAR}-01-23`);
    expect(flooded?.indices.NDWI?.mean).toBeGreaterThan(-0.3);
    expect(Math.max(...rice.days.map((d) => d.indices.NDVI?.mean ?? 0))).toBeGreaterThan(0.8);
  });

  it('has a water body (NDWI > 0.3) and a bare patch in the margin', async () => {
    const layout = demoLayout(FIELDS, 400);
    const { inverse } = projector(layout.epsg);
    const pond = inverse([layout.originX + 400 * 0.45, layout.originY - layout.height * 10 + 400 * 0.45]);
    const value = await pointValue({ lon: pond[0], lat: pond[1], scenes: [scenes[2] as Scene], index: 'NDWI' });
    expect(value.value).toBeGreaterThan(0.3);
    expect(value.sclClass).toBe(6);
  });

  it('answers STAC searches over its items like an API, with paging', () => {
    const [w, s, e, n] = items[0]?.bbox as [number, number, number, number];
    const search = { collections: [COLLECTION], bbox: [w, s, e, n] as number[], datetime: `${YEAR}-03-01T00:00:00Z/${YEAR}-03-31T23:59:59Z`, limit: 4 };
    const first = searchStaticItems(items, search, 'http://local/search');
    expect(first.numberMatched).toBe(6);
    expect(first.features.map((f) => String(f.properties.datetime).slice(0, 10))).toEqual([`${YEAR}-03-04`, `${YEAR}-03-09`, `${YEAR}-03-14`, `${YEAR}-03-19`]);
    const next = first.links[0] as { body: { next: string } };
    expect(searchStaticItems(items, { ...search, ...next.body }, 'http://local/search').features).toHaveLength(2);
    expect(searchStaticItems(items, { ...search, bbox: [w + 10, s, e + 10, n] }, 'x').numberMatched).toBe(0);
    expect(searchStaticItems(items, { ...search, query: { 'eo:cloud_cover': { lt: 0 } } }, 'x').numberMatched).toBe(0);
    expect(searchStaticItems(items, { collections: ['other'] }, 'x').numberMatched).toBe(0);
  });

  it('grows each year a little differently, so the years compared and the percentage performance are not one curve', () => {
    const vigours = [2021, 2022, 2023, 2024, 2025, 2026].map((year) => yearVigour(year, 42));
    for (const vigour of vigours) {
      expect(vigour).toBeGreaterThanOrEqual(0.8);
      expect(vigour).toBeLessThanOrEqual(1.15);
    }
    expect(Math.max(...vigours) - Math.min(...vigours)).toBeGreaterThan(0.1);

    const layout = demoLayout(FIELDS, 400);
    const clear = { clouds: [], shadow: [0, 0] as [number, number], cirrus: false, overcast: false, soilWetness: 0.5 };
    // The maize's green-up, before its canopy closes and NDVI saturates.
    const maizeNdvi = (vigour: number) => {
      const { bands10 } = renderDemoScene(layout, 190, clear, 7, vigour);
      let sum = 0;
      let count = 0;
      layout.cover.forEach((cover, i) => {
        if (cover !== 0) return;
        const red = (bands10.B04[i] as number) - 1000;
        const nir = (bands10.B08[i] as number) - 1000;
        sum += (nir - red) / (nir + red);
        count++;
      });
      return sum / count;
    };
    const poor = maizeNdvi(0.8);
    const usual = maizeNdvi(1);
    const good = maizeNdvi(1.15);
    expect(poor).toBeLessThan(usual - 0.01);
    expect(good).toBeGreaterThan(usual + 0.005);
  });

  describe('variation inside fields', () => {
    const layout = demoLayout(FIELDS, 400);
    const clear = { clouds: [], shadow: [0, 0] as [number, number], cirrus: false, overcast: false, soilWetness: 0.5 };
    const ndviOf = (scene: ReturnType<typeof renderDemoScene>, i: number) => {
      const red = (scene.bands10.B04[i] as number) - 1000;
      const nir = (scene.bands10.B08[i] as number) - 1000;
      return (nir - red) / (nir + red);
    };
    const meanOver = (values: (i: number) => number, keep: (i: number) => boolean) => {
      let sum = 0;
      let count = 0;
      for (let i = 0; i < layout.cover.length; i++) {
        if (!keep(i)) continue;
        sum += values(i);
        count++;
      }
      return { mean: sum / count, count };
    };
    const inField = (field: number) => (i: number) => layout.cover[i] === field;
    const strongly = (part: Float32Array, field: number) => (i: number) => layout.cover[i] === field && (part[i] as number) > 0.9;
    const plain = (field: number) => (i: number) =>
      layout.cover[i] === field && (layout.patterns.wet[i] as number) === 0 && (layout.patterns.sand[i] as number) === 0 && (layout.patterns.weed[i] as number) === 0;

    it('gives every field a wetter corner, a sandy strip and a weedy patch, each many 10 m pixels wide', () => {
      for (const field of [0, 1]) {
        const { wet, sand, weed } = layout.patterns;
        // A 3-7-class zone map resolves a part of a few dozen pixels or more.
        expect(meanOver(() => 1, strongly(wet, field)).count, `field ${field} wet corner`).toBeGreaterThan(30);
        expect(meanOver(() => 1, strongly(sand, field)).count, `field ${field} sandy strip`).toBeGreaterThan(30);
        expect(meanOver(() => 1, strongly(weed, field)).count, `field ${field} weedy patch`).toBeGreaterThan(12);
        expect(meanOver(() => 1, plain(field)).count, `field ${field} plain`).toBeGreaterThan(100);
        // The crop's leaf multiplier averages 1 over the field: its mean stays the crop calendar's.
        expect(meanOver((i) => layout.patterns.leaf[i] as number, inField(field)).mean).toBeCloseTo(1, 6);
      }
    });

    it('places them from the field id: the same every year, elsewhere for another field', () => {
      const again = demoLayout(FIELDS, 400);
      expect(Array.from(again.patterns.wet)).toEqual(Array.from(layout.patterns.wet));
      const renamed = fieldPatterns(layout.cover, layout.width, layout.height, [12345, 67890]);
      expect(Array.from(renamed.sand)).not.toEqual(Array.from(layout.patterns.sand));
    });

    it('shows as higher NDVI and NDMI in the wet corner and lower NDVI on the sand, with the weeds green before the crop', () => {
      // The maize (field 0) in its green-up (day 190) in two years, and before its sowing (day 140).
      for (const [salt, vigour] of [[7, 1], [8, 0.85]] as const) {
        const scene = renderDemoScene(layout, 190, clear, salt, vigour);
        const ndvi = (i: number) => ndviOf(scene, i);
        const wet = meanOver(ndvi, strongly(layout.patterns.wet, 0)).mean;
        const sand = meanOver(ndvi, strongly(layout.patterns.sand, 0)).mean;
        const rest = meanOver(ndvi, plain(0)).mean;
        expect(wet).toBeGreaterThan(rest + 0.02);
        expect(sand).toBeLessThan(rest - 0.04);
        const w2 = layout.width / 2;
        const ndmi = (i: number) => {
          const x = (i % layout.width) >> 1;
          const y = Math.floor(i / layout.width) >> 1;
          const nir = (scene.bands20.B8A[y * w2 + x] as number) - 1000;
          const swir = (scene.bands20.B11[y * w2 + x] as number) - 1000;
          return (nir - swir) / (nir + swir);
        };
        expect(meanOver(ndmi, strongly(layout.patterns.wet, 0)).mean).toBeGreaterThan(meanOver(ndmi, plain(0)).mean + 0.03);
      }
      const early = renderDemoScene(layout, 140, clear, 7, 1);
      const weeds = meanOver((i) => ndviOf(early, i), strongly(layout.patterns.weed, 0)).mean;
      expect(weeds).toBeGreaterThan(meanOver((i) => ndviOf(early, i), plain(0)).mean + 0.05);
    });
  });
});
