import { FARM_SUMMARY_MESSAGES } from '../../shared/domain/farm-summary';
import { translateText } from '../../functions/core/i18n/translate';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAP_PIXELS, fieldMap, reportMapDate, type MapRaster } from '../../functions/core/farm-summary/report-maps';
import { reportPdf } from '../../functions/core/farm-summary/report-pdf';
import { SimplePdf } from '../../functions/core/farm-summary/simple-pdf';
import { ReadMeter } from '../../functions/imagery/cog/byte-source';
import { computeFieldSeries } from '../../functions/imagery/compute/field-series';
import { ScenePool } from '../../functions/imagery/compute/scene-reader';
import { DEMO_FARM_FIELDS } from '../../functions/imagery/demo/demo-farm';
import { directorySink, generateDemoImagery, type DemoField } from '../../functions/imagery/demo/generate-demo-imagery';
import { parseFieldGeometry, type FieldShape } from '../../functions/imagery/geometry/field-geometry';
import { groupScenesByDate, type SceneDay } from '../../functions/imagery/stac/group-by-date';
import { parseStacItem } from '../../functions/imagery/stac/stac-item';
import { FieldReport } from '../../shared/api/schemas/farm-summary';

/**
 * The report PDF's writer and maps: an RGBA image comes back out of the file pixel for pixel (poppler's pdfimages
 * as the independent reader), the report carries its two maps and the legend, or says why it has none, and a map
 * is the tile engine's painting of the field's box, the field centred on 90 % of its longer side.
 */
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'report-pdf-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function save(name: string, bytes: Uint8Array): string {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

/** `pdfimages -list` rows: type, width, height, colour space, components, bits per component. */
function imagesOf(file: string) {
  const rows = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').slice(2);
  return rows.map((row) => {
    const cells = row.trim().split(/\s+/);
    return { type: cells[2], width: Number(cells[3]), height: Number(cells[4]), colour: cells[5], components: Number(cells[6]), bits: Number(cells[7]) };
  });
}

/** A binary PPM (P6) or PGM (P5), as pdfimages writes them by default. */
function readNetpbm(file: string): { width: number; height: number; channels: number; data: Buffer } {
  const bytes = readFileSync(file);
  const header = /^(P[56])\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(bytes.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error(`${file} is not a binary PPM/PGM`);
  const [whole, magic, width, height] = header as unknown as [string, string, string, string];
  return { width: Number(width), height: Number(height), channels: magic === 'P6' ? 3 : 1, data: bytes.subarray(whole.length) };
}

const text = (file: string) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

describe('SimplePdf.image', () => {
  it('writes an RGBA raster as a deflated RGB image with its alpha as a soft mask, read back pixel for pixel', () => {
    const width = 7;
    const height = 5;
    const rgba = new Uint8Array(width * height * 4);
    for (let p = 0; p < width * height; p++) rgba.set([(p * 37) % 256, (p * 11) % 256, 255 - p, p % 3 === 0 ? 0 : p % 3 === 1 ? 128 : 255], p * 4);
    const pdf = new SimplePdf();
    pdf.text(40, 800, 'Image below');
    pdf.image(40, 600, 140, 100, rgba, width, height);
    const file = save('image.pdf', pdf.bytes({ title: 'Image test' }));

    expect(text(file)).toContain('Image below');
    expect(imagesOf(file)).toEqual([
      { type: 'image', width, height, colour: 'rgb', components: 3, bits: 8 },
      { type: 'smask', width, height, colour: 'gray', components: 1, bits: 8 },
    ]);
    execFileSync('pdfimages', [file, join(dir, 'out')]);
    const [colourFile, maskFile] = readdirSync(dir).filter((name) => name.startsWith('out-')).sort();
    const colour = readNetpbm(join(dir, colourFile as string));
    const mask = readNetpbm(join(dir, maskFile as string));
    expect([colour.width, colour.height, colour.channels, mask.width, mask.height]).toEqual([width, height, 3, width, height]);
    // poppler writes the gray mask as a PGM or as a PPM of equal channels: the first is the alpha either way.
    for (const p of [0, 1, 2, 17, width * height - 1]) {
      expect([...colour.data.subarray(p * 3, p * 3 + 3), mask.data[p * mask.channels]], `pixel ${p}`).toEqual([...rgba.subarray(p * 4, p * 4 + 4)]);
    }
  });

  it('leaves out the soft mask of an opaque image and refuses pixels that do not match the size', () => {
    const pdf = new SimplePdf();
    pdf.image(0, 0, 10, 10, new Uint8Array(2 * 2 * 4).fill(255), 2, 2);
    expect(imagesOf(save('opaque.pdf', pdf.bytes({ title: 'Opaque' })))).toEqual([{ type: 'image', width: 2, height: 2, colour: 'rgb', components: 3, bits: 8 }]);
    expect(() => pdf.image(0, 0, 10, 10, new Uint8Array(15), 2, 2)).toThrow(RangeError);
  });
});

const REPORT = FieldReport.parse({
  field: {
    id: 'f1',
    name: 'North Maize',
    group_name: '',
    location: 'Kaduna',
    state: 'Kaduna',
    lga: 'Kaduna North',
    size: 5.32,
    centroid: [8.67, 9.08],
    coordinates: [],
    holes: [],
    crop_season: [],
    anchor: null,
    performance_percentage: null,
    ndvi_average: 0.61,
    team: 't1',
    upload: null,
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
  },
  index: 'NDVI',
  start_date: '2024-03-01',
  end_date: '2024-06-30',
  farm_index_number: 0.61,
  ndvi_average: 0.61,
  performance: { percentage: null, period_mean: 0.61, baseline_mean: null, years: [] },
  pending_days: 0,
  unrefreshed: [],
  rainfall: { period_mm: 210.5, normal_mm: null, years: [] },
  scenes: [
    { date: '2024-05-02', ndvi: 0.6, ndmi: 0.2, index: 0.6, valid_fraction: 1 },
    { date: '2024-06-01', ndvi: 0.62, ndmi: 0.22, index: 0.62, valid_fraction: 0.8 },
    { date: '2024-06-11', ndvi: null, ndmi: null, index: null, valid_fraction: 0.9 },
    { date: '2024-06-21', ndvi: 0.3, ndmi: 0.1, index: 0.3, valid_fraction: 0.2 },
  ],
  causes: [],
  table: [],
  method: ['Farm Index Number: the mean.'],
});

function raster(fill: readonly [number, number, number, number]): MapRaster {
  const rgba = new Uint8Array(MAP_PIXELS * MAP_PIXELS * 4);
  for (let p = 0; p < MAP_PIXELS * MAP_PIXELS; p++) rgba.set(fill, p * 4);
  return { rgba, width: MAP_PIXELS, height: MAP_PIXELS, outline: [[[20, 20], [380, 20], [380, 380], [20, 380], [20, 20]]] };
}

describe('the report PDF', () => {
  it('maps the last scene with half the field clear and a value of the index, as the preview does', () => {
    expect(reportMapDate(REPORT)).toBe('2024-06-01');
    expect(reportMapDate({ ...REPORT, scenes: REPORT.scenes.filter((scene) => scene.valid_fraction < 0.5 || scene.index === null) })).toBeNull();
  });

  it('carries the two maps with their captions and the index legend', () => {
    const file = save('report.pdf', reportPdf(REPORT, { kind: 'maps', date: '2024-06-01', trueColour: raster([120, 90, 60, 255]), index: raster([30, 150, 40, 255]) }));
    const images = imagesOf(file).filter((image) => image.type === 'image');
    expect(images).toEqual([0, 1].map(() => ({ type: 'image', width: MAP_PIXELS, height: MAP_PIXELS, colour: 'rgb', components: 3, bits: 8 })));
    const words = text(file).replace(/\s+/g, ' ');
    expect(words).toContain('True colour, 2024-06-01');
    expect(words).toContain('NDVI, 2024-06-01');
    // The legend's ticks over NDVI's display range, top to bottom.
    for (const tick of ['1', '0.5', '0', '-0.5', '-1']) expect(words).toMatch(new RegExp(`(^| )${tick.replace('.', '\\.')}( |$)`));
    expect(words).toContain('Agronomic information');
  });

  it('says why there are no maps instead of leaving a gap', () => {
    const none = save('none.pdf', reportPdf(REPORT, { kind: 'no-clear-scene' }));
    expect(imagesOf(none)).toEqual([]);
    expect(text(none)).toContain('No clear scene in this period: no map to show.');
    const failed = save('failed.pdf', reportPdf(REPORT, { kind: 'unavailable', date: '2024-06-01' }));
    expect(imagesOf(failed)).toEqual([]);
    expect(text(failed).replace(/\s+/g, ' ')).toContain('The maps of 2024-06-01 could not be drawn');
  });

  it('says which days could not be refreshed when the imagery search failed, and nothing when all were', () => {
    const unrefreshed = [{ from: '2024-03-01', to: '2024-06-30' }, { from: '2023-03-01', to: '2023-06-30' }];
    const file = save('unrefreshed.pdf', reportPdf({ ...REPORT, unrefreshed }, { kind: 'no-clear-scene' }));
    expect(text(file).replace(/\s+/g, ' ')).toContain(FARM_SUMMARY_MESSAGES.reportUnrefreshed(unrefreshed, (text) => translateText('en', text)));
    const fresh = save('fresh.pdf', reportPdf(REPORT, { kind: 'no-clear-scene' }));
    expect(text(fresh)).not.toContain('catalogue did not answer');
  });
});

describe('a report map', () => {
  const FIELD = DEMO_FARM_FIELDS[0] as DemoField;
  let maize: FieldShape;
  let day: SceneDay;
  beforeAll(async () => {
    await generateDemoImagery({ fields: [FIELD], sink: directorySink(join(dir, 'imagery')), marginM: 400, year: 2023, until: '2023-09-30' });
    const collection = join(dir, 'imagery', 'sentinel-2-c1-l2a');
    const items = (JSON.parse(readFileSync(join(collection, 'items.json'), 'utf8')) as { features: Array<{ id: string }> }).features;
    const days = groupScenesByDate(items.map((item) => parseStacItem(item, join(collection, item.id, `${item.id}.json`))));
    maize = parseFieldGeometry(FIELD.geometry);
    const series = await computeFieldSeries({ field: maize, days, indices: ['NDVI'] });
    const clear = series.days.find((d) => d.date >= '2023-07-01' && d.indices.NDVI?.validFraction === 1);
    day = days.find((d) => d.date === clear?.date) as SceneDay;
  }, 120_000);

  it('is the engine’s painting of the field centred on 90 % of the picture, outline included, transparent outside', async () => {
    const pool = new ScenePool(new ReadMeter());
    const map = await fieldMap(maize, day.scenes, 'NDVI', pool);
    expect([map.width, map.height, map.rgba.length]).toEqual([MAP_PIXELS, MAP_PIXELS, MAP_PIXELS * MAP_PIXELS * 4]);
    const xs = map.outline.flat().map(([x]) => x);
    const ys = map.outline.flat().map(([, y]) => y);
    const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    expect(Math.max(right - left, bottom - top) / MAP_PIXELS).toBeCloseTo(0.9, 2);
    expect((left + right) / 2).toBeCloseTo(MAP_PIXELS / 2, 0);
    expect((top + bottom) / 2).toBeCloseTo(MAP_PIXELS / 2, 0);
    // Against the outline (the field on the same grid): a pixel whose centre is a pixel or more inside the field is
    // painted (the day is clear), one whose centre is a pixel or more outside is transparent. A tile copied to the
    // wrong place in the picture breaks both.
    const inside = (x: number, y: number) => {
      let crossings = 0;
      for (const ring of map.outline) {
        for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
          const [xi, yi] = ring[i] as readonly [number, number];
          const [xj, yj] = ring[j] as readonly [number, number];
          if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) crossings++;
        }
      }
      return crossings % 2 === 1;
    };
    const near = (x: number, y: number) => [[-1, 0], [1, 0], [0, -1], [0, 1], [0, 0]].map(([dx, dy]) => inside(x + (dx as number), y + (dy as number)));
    let painted = 0;
    let clearlyInside = 0;
    for (let y = 0; y < MAP_PIXELS; y++) {
      for (let x = 0; x < MAP_PIXELS; x++) {
        const alpha = map.rgba[(y * MAP_PIXELS + x) * 4 + 3];
        const around = near(x + 0.5, y + 0.5);
        if (alpha === 255) painted++;
        if (around.every(Boolean)) {
          clearlyInside++;
          expect(alpha, `pixel ${x},${y} inside`).toBe(255);
        }
        if (!around.some(Boolean)) expect(alpha, `pixel ${x},${y} outside`).toBe(0);
      }
    }
    expect(clearlyInside).toBeGreaterThan(0.5 * (right - left) * (bottom - top));
    expect(painted).toBeGreaterThanOrEqual(clearlyInside);
    // True colour paints the same pixels of the field.
    const trueColour = await fieldMap(maize, day.scenes, 'TRUE_COLOR', pool);
    let same = 0;
    for (let p = 0; p < MAP_PIXELS * MAP_PIXELS; p++) if (trueColour.rgba[p * 4 + 3] === map.rgba[p * 4 + 3]) same++;
    expect(same).toBe(MAP_PIXELS * MAP_PIXELS);
    await pool.close();
  }, 60_000);
});
