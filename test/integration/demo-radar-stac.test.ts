import { describe, expect, inject, it } from 'vitest';
import { ReadMeter } from '../../functions/imagery/cog/byte-source';
import { CogFile } from '../../functions/imagery/cog/cog-reader';
import { HttpSource } from '../../functions/imagery/cog/http-source';
import { DEMO_FARM_FIELDS } from '../../functions/imagery/demo/demo-farm';
import { demoYear } from '../../functions/imagery/demo/local-catalog';
import { radarPasses } from '../../functions/imagery/demo/radar-passes';
import { parseFieldGeometry } from '../../functions/imagery/geometry/field-geometry';

/**
 * The local stage's STAC stand-in serves the demo Sentinel-1 as Digital Earth Africa's API does: POST /search of the
 * `s1_rtc` collection by bbox and datetime, and the COGs' byte ranges under the item's asset hrefs.
 */
const stageUrl = inject('stageUrl');

interface Item {
  id: string;
  collection: string;
  properties: Record<string, unknown>;
  assets: Record<string, { href: string }>;
}

const boxes = DEMO_FARM_FIELDS.map((field) => parseFieldGeometry(field.geometry).bbox);
const FARM = [Math.min(...boxes.map((b) => b[0])), Math.min(...boxes.map((b) => b[1])), Math.max(...boxes.map((b) => b[2])), Math.max(...boxes.map((b) => b[3]))];

async function search(body: object): Promise<{ status: number; features: Item[]; numberMatched: number }> {
  const response = await fetch(`${stageUrl}/stac/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { features?: Item[]; numberMatched?: number };
  return { status: response.status, features: answer.features ?? [], numberMatched: answer.numberMatched ?? 0 };
}

describe('the demo radar on the local STAC stand-in', { timeout: 120_000 }, () => {
  const year = demoYear();

  it("answers a search of s1_rtc with the demo year's passes over the farm, filtered by bbox and datetime", async () => {
    const all = await search({ collections: ['s1_rtc'], bbox: FARM, datetime: `${year}-01-01T00:00:00Z/${year}-12-31T23:59:59Z`, limit: 200 });
    expect(all.status).toBe(200);
    expect(all.features.length).toBe(radarPasses(year).length);
    for (const item of all.features) {
      expect(item.collection).toBe('s1_rtc');
      expect(item.properties).toMatchObject({ 'sar:product_type': 'RTC', 'sar:polarizations': ['VV', 'VH'], 'odc:region_code': 'N09E008', 'fieldwatch:demo': true });
      expect(Object.keys(item.assets).sort()).toEqual(['mask', 'vh', 'vv']);
    }
    const june = await search({ collections: ['s1_rtc'], bbox: FARM, datetime: `${year}-06-01T00:00:00Z/${year}-06-30T23:59:59Z` });
    expect(june.features.map((item) => String(item.properties.datetime).slice(0, 10))).toEqual(
      radarPasses(year).filter((pass) => pass.when.getUTCMonth() === 5).map((pass) => pass.when.toISOString().slice(0, 10)),
    );
    const lagos = await search({ collections: ['s1_rtc'], bbox: [3.3, 6.4, 3.5, 6.6], datetime: `${year}-01-01T00:00:00Z/${year}-12-31T23:59:59Z` });
    expect(lagos.numberMatched).toBe(0);
    // Sentinel-2 searches stay Sentinel-2's.
    const optical = await search({ collections: ['sentinel-2-c1-l2a'], bbox: FARM, datetime: `${year}-06-01T00:00:00Z/${year}-06-30T23:59:59Z` });
    expect(optical.features.length).toBeGreaterThan(0);
    expect(optical.features.every((item) => item.collection === 'sentinel-2-c1-l2a')).toBe(true);
  });

  it("serves the current year's passes up to today, generated on demand", async () => {
    const now = new Date();
    const current = now.getUTCFullYear();
    const found = await search({ collections: ['s1_rtc'], bbox: FARM, datetime: `${current}-01-01T00:00:00Z/${current}-12-31T23:59:59Z`, limit: 200 });
    expect(found.features.length).toBe(radarPasses(current).filter((pass) => pass.when <= now).length);
  });

  it('answers byte ranges of the radar COGs at their Digital Earth Africa keys, readable as linear gamma0 and a mask', async () => {
    const [item] = (await search({ collections: ['s1_rtc'], bbox: FARM, datetime: `${year}-08-01T00:00:00Z/${year}-08-31T23:59:59Z`, limit: 1 })).features;
    if (!item) throw new Error('no radar pass in August');
    const href = item.assets.vh?.href as string;
    expect(href).toMatch(new RegExp(`^${stageUrl}/stac/assets/s1_rtc/N09E008/${year}/08/\\d{2}/[0-9A-F]{6}/s1_rtc_[0-9A-F]{6}_N09E008_${year}_08_\\d{2}_VH\\.tif$`));
    const head = await fetch(href, { headers: { range: 'bytes=0-15' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toMatch(/^bytes 0-15\/\d+$/);
    expect([...new Uint8Array(await head.arrayBuffer()).subarray(0, 4)]).toEqual([0x49, 0x49, 0x2a, 0x00]);

    const read = async (url: string) => {
      const cog = await CogFile.open(new HttpSource(url, new ReadMeter()));
      try {
        return { pixels: await cog.readWindow(0, { x: 0, y: 0, width: cog.level0.width, height: cog.level0.height }), epsg: cog.epsg };
      } finally {
        await cog.close();
      }
    };
    const vh = await read(href);
    expect(vh.epsg).toBe(4326);
    expect(vh.pixels).toBeInstanceOf(Float32Array);
    const values = [...vh.pixels].filter(Number.isFinite).sort((a, b) => a - b);
    const medianDb = 10 * Math.log10(values[Math.floor(values.length / 2)] as number);
    expect(medianDb).toBeGreaterThan(-24);
    expect(medianDb).toBeLessThan(-12);
    const mask = await read(item.assets.mask?.href as string);
    expect(new Set(mask.pixels)).toEqual(new Set([1, 2]));
    expect((await fetch(href.replace('_VH.tif', '_HH.tif'))).status).toBe(404);
  });
});
