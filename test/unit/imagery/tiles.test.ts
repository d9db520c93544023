import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDICES, legendFor, rampColor } from '../../../shared/domain/indices';
import { ReadMeter } from '../../../functions/imagery/cog/byte-source';
import { CogFile } from '../../../functions/imagery/cog/cog-reader';
import { FileSource } from '../../../functions/imagery/cog/file-source';
import { computeFieldSeries } from '../../../functions/imagery/compute/field-series';
import { ScenePool } from '../../../functions/imagery/compute/scene-reader';
import { DEMO_FARM_FIELDS } from '../../../functions/imagery/demo/demo-farm';
import { directorySink, generateDemoImagery, type DemoField } from '../../../functions/imagery/demo/generate-demo-imagery';
import { projector } from '../../../functions/imagery/geometry/crs';
import { parseFieldGeometry, type FieldShape } from '../../../functions/imagery/geometry/field-geometry';
import { renderLegend } from '../../../functions/imagery/output/legend-png';
import { encodePng, transparentPng } from '../../../functions/imagery/output/png';
import type { Scene } from '../../../functions/imagery/scene';
import { groupScenesByDate, type SceneDay } from '../../../functions/imagery/stac/group-by-date';
import { parseStacItem } from '../../../functions/imagery/stac/stac-item';
import { renderTile } from '../../../functions/imagery/tiles/render-tile';
import { lonLatFromMercator, mercatorFromLonLat, tileAt, tileBounds } from '../../../functions/imagery/tiles/web-mercator';
import { decodePng } from '../../support/png-decode';

/**
 * XYZ tiles and legend PNGs on real demo COGs: the PNG decodes (an independent reader; GDAL reads one in
 * test/comparisons/imagery/tiles-gdal.test.ts), everything outside the field and every SCL-masked pixel is transparent, painted colours are the catalogue ramp's
 * colour of the index computed independently (exact projection per pixel, full-resolution reads), zoomed-out tiles
 * read overviews, and a tile away from the field reads nothing.
 */
const FIELDS: DemoField[] = [DEMO_FARM_FIELDS[0] as DemoField, DEMO_FARM_FIELDS[4] as DemoField]; // maize, rice
const COLLECTION = 'sentinel-2-c1-l2a';
let root: string;
let days: SceneDay[];
let maize: FieldShape;
let clearDay: SceneDay;
let cloudyDay: SceneDay;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tiles-'));
  await generateDemoImagery({ fields: FIELDS, sink: directorySink(root), marginM: 400, year: 2023, until: '2023-09-30' });
  const items = (JSON.parse(readFileSync(join(root, COLLECTION, 'items.json'), 'utf8')) as { features: Array<{ id: string }> }).features;
  const scenes = items.map((item) => parseStacItem(item, join(root, COLLECTION, item.id, `${item.id}.json`)));
  days = groupScenesByDate(scenes);
  maize = parseFieldGeometry(FIELDS[0]?.geometry);
  const series = await computeFieldSeries({ field: maize, days, indices: ['NDVI'] });
  const clear = series.days.find((d) => d.date >= '2023-07-01' && d.indices.NDVI?.validFraction === 1);
  const cloudy = series.days.find((d) => (d.indices.NDVI?.fieldCloudPercent ?? 0) > 10 && (d.indices.NDVI?.fieldCloudPercent ?? 0) < 90);
  clearDay = days.find((d) => d.date === clear?.date) as SceneDay;
  cloudyDay = days.find((d) => d.date === cloudy?.date) as SceneDay;
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

function centroidTile(field: FieldShape, z: number) {
  return tileAt((field.bbox[0] + field.bbox[2]) / 2, (field.bbox[1] + field.bbox[3]) / 2, z);
}

/** Even-odd ray casting of a point in Web Mercator metres against the field's rings (also projected). */
function insideField(field: FieldShape, mx: number, my: number): boolean {
  let inside = false;
  for (const polygon of field.polygons) {
    for (const ring of polygon) {
      const points = ring.map((p) => mercatorFromLonLat(p));
      for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
        const [xi, yi] = points[i] as [number, number];
        const [xj, yj] = points[j] as [number, number];
        if (yi > my !== yj > my && mx < ((xj - xi) * (my - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
  }
  return inside;
}

/** Whole level-0 rasters of a scene's bands, read straight from the files. */
async function fullBand(scene: Scene, band: 'B04' | 'B08' | 'SCL') {
  const cog = await CogFile.open(new FileSource(scene.bands[band]?.href as string, new ReadMeter()));
  const level = cog.level0;
  const pixels = await cog.readWindow(0, { x: 0, y: 0, width: level.width, height: level.height });
  await cog.close();
  return { level, pixels };
}

describe('XYZ tiles', { timeout: 60_000 }, () => {
  it('finds a clear and a partly clouded date of the maize field in the demo imagery', () => {
    expect(clearDay).toBeDefined();
    expect(cloudyDay).toBeDefined();
  });

  it('paints the ramp colour of the NDVI inside the field and leaves the outside transparent; the PNG decodes', async () => {
    const { x, y } = centroidTile(maize, 15);
    const tile = await renderTile({ field: maize, scenes: clearDay.scenes, index: 'NDVI', z: 15, x, y });
    expect(tile.fieldPixels).toBeGreaterThan(1000);
    expect(tile.paintedPixels / tile.fieldPixels).toBeGreaterThan(0.99);
    expect(tile.levels.B04).toBe(0);

    const png = encodePng(tile.rgba, 256, 256);
    const decoded = decodePng(png);
    expect(decoded).toMatchObject({ width: 256, height: 256, chunks: ['IHDR', 'IDAT', 'IEND'] });
    expect(Buffer.from(decoded.rgba).equals(Buffer.from(tile.rgba))).toBe(true);

    const scene = clearDay.scenes[0] as Scene;
    const [red, nir] = await Promise.all([fullBand(scene, 'B04'), fullBand(scene, 'B08')]);
    const { forward } = projector(scene.epsg);
    const bounds = tileBounds(15, x, y);
    let outsideOpaque = 0;
    let compared = 0;
    let differing = 0;
    for (let j = 0; j < 256; j++) {
      for (let i = 0; i < 256; i++) {
        const at = (j * 256 + i) * 4;
        const mx = bounds.minX + (i + 0.5) * bounds.pixelSize;
        const my = bounds.maxY - (j + 0.5) * bounds.pixelSize;
        if (!insideField(maize, mx, my)) {
          if (tile.rgba[at + 3] !== 0) outsideOpaque++;
          continue;
        }
        if (tile.rgba[at + 3] !== 255) continue;
        const [ux, uy] = forward(lonLatFromMercator([mx, my]));
        const column = Math.floor((ux - red.level.originX) / red.level.resX);
        const row = Math.floor((red.level.originY - uy) / red.level.resY);
        const r = (red.pixels[row * red.level.width + column] as number) * 1e-4 - 0.1;
        const n = (nir.pixels[row * nir.level.width + column] as number) * 1e-4 - 0.1;
        const expected = rampColor(INDICES.NDVI.ramp, (n - r) / (n + r));
        compared++;
        if (expected.some((c, k) => c !== tile.rgba[at + k])) differing++;
      }
    }
    // Pixel-centre ties at the field's edge may fall either way between the two rasterisations.
    expect(outsideOpaque).toBeLessThan(tile.fieldPixels * 0.01);
    expect(compared).toBeGreaterThan(1000);
    expect(differing / compared).toBeLessThan(0.005);
  });

  it('leaves pixels SCL masks (cloud, shadow, cirrus) transparent', async () => {
    const { x, y } = centroidTile(maize, 15);
    const tile = await renderTile({ field: maize, scenes: cloudyDay.scenes, index: 'NDVI', z: 15, x, y });
    const scene = cloudyDay.scenes[0] as Scene;
    const scl = await fullBand(scene, 'SCL');
    const { forward } = projector(scene.epsg);
    const bounds = tileBounds(15, x, y);
    let masked = 0;
    let maskedPainted = 0;
    let clearPainted = 0;
    for (let j = 0; j < 256; j++) {
      for (let i = 0; i < 256; i++) {
        const mx = bounds.minX + (i + 0.5) * bounds.pixelSize;
        const my = bounds.maxY - (j + 0.5) * bounds.pixelSize;
        if (!insideField(maize, mx, my)) continue;
        const [ux, uy] = forward(lonLatFromMercator([mx, my]));
        const klass = scl.pixels[Math.floor((scl.level.originY - uy) / 20) * scl.level.width + Math.floor((ux - scl.level.originX) / 20)] as number;
        const alpha = tile.rgba[(j * 256 + i) * 4 + 3];
        if ([0, 1, 3, 8, 9, 10, 11].includes(klass)) {
          masked++;
          if (alpha !== 0) maskedPainted++;
        } else if (alpha === 255) clearPainted++;
      }
    }
    expect(masked).toBeGreaterThan(50);
    expect(clearPainted).toBeGreaterThan(50);
    expect(maskedPainted).toBeLessThan(masked * 0.01);
    expect(tile.paintedPixels).toBeLessThan(tile.fieldPixels);
  });

  it('reads overviews when zoomed out, and nothing for a tile away from the field', async () => {
    const { x, y } = centroidTile(maize, 11);
    const pool = new ScenePool(new ReadMeter());
    const far = await renderTile({ field: maize, scenes: clearDay.scenes, index: 'NDVI', z: 15, x: centroidTile(maize, 15).x + 5, y: centroidTile(maize, 15).y, pool });
    expect(far.fieldPixels).toBe(0);
    expect(far.rgba.every((v) => v === 0)).toBe(true);
    expect(pool.meter.requests).toBe(0);
    const out = await renderTile({ field: maize, scenes: clearDay.scenes, index: 'NDVI', z: 11, x, y, pool });
    expect(out.fieldPixels).toBeGreaterThan(10);
    expect(out.levels.B04).toBeGreaterThan(0);
    expect(out.levels.B08).toBeGreaterThan(0);
    await pool.close();
  });

  it('paints true colour and LAI tiles', async () => {
    const { x, y } = centroidTile(maize, 15);
    const rgb = await renderTile({ field: maize, scenes: clearDay.scenes, index: 'TRUE_COLOR', z: 15, x, y });
    expect(rgb.paintedPixels).toBe(rgb.fieldPixels);
    const lai = await renderTile({ field: maize, scenes: clearDay.scenes, index: 'LAI', z: 15, x, y });
    expect(lai.paintedPixels / lai.fieldPixels).toBeGreaterThan(0.99);
    // A green canopy: the colours lie in the green half of the LAI ramp.
    const at = lai.rgba.findIndex((_, i) => i % 4 === 3 && lai.rgba[i] === 255) - 3;
    expect(lai.rgba[at + 1]).toBeGreaterThan(lai.rgba[at + 2] as number);
  });

  it('encodes a transparent tile once, small', () => {
    const png = transparentPng(256);
    expect(png.length).toBeLessThan(1000);
    const decoded = decodePng(png);
    expect(decoded.rgba.every((v) => v === 0)).toBe(true);
  });
});

describe('legend PNG', () => {
  it('draws the NDVI ramp from the catalogue, maximum at the top, on a 200 x 300 image', () => {
    const legend = renderLegend('NDVI');
    const decoded = decodePng(legend.png);
    expect([decoded.width, decoded.height]).toEqual([200, 300]);
    const bar = legend.bar as NonNullable<typeof legend.bar>;
    const pixel = (x: number, y: number) => Array.from(decoded.rgba.subarray((y * 200 + x) * 4, (y * 200 + x) * 4 + 4));
    expect(pixel(bar.left + 5, bar.top)).toEqual([...rampColor(INDICES.NDVI.ramp, 1), 255]);
    expect(pixel(bar.left + 5, bar.bottom)).toEqual([...rampColor(INDICES.NDVI.ramp, -1), 255]);
    const middle = Math.round((bar.top + bar.bottom) / 2);
    const value = 1 - ((middle - bar.top) / (bar.bottom - bar.top)) * 2;
    expect(pixel(bar.left + 5, middle)).toEqual([...rampColor(INDICES.NDVI.ramp, value), 255]);
    // Labels are drawn (dark ink right of the bar) and the background is white.
    const ink = Array.from({ length: 200 * 300 }, (_, p) => p).filter((p) => p % 200 > bar.right + 10 && decoded.rgba[p * 4] === 33);
    expect(ink.length).toBeGreaterThan(100);
    expect(pixel(190, 150)).toEqual([255, 255, 255, 255]);
  });

  it('has a legend for every index, true colour without a bar; JSON legends come from the catalogue', () => {
    for (const index of ['NDMI', 'NDWI', 'LAI', 'SAVI', 'NDRE', 'MSAVI2', 'RECI'] as const) {
      const legend = renderLegend(index);
      expect(legend.bar).toMatchObject({ min: legendFor(index).min, max: legendFor(index).max });
      expect(decodePng(legend.png).width).toBe(200);
    }
    expect(renderLegend('TRUE_COLOR').bar).toBeNull();
    expect(legendFor('LAI')).toMatchObject({ min: 0, max: 8, unit: 'm²/m²' });
    // ReCI's legend stops at 10 on the script's grey stop; NDRE runs red, yellow, dark green.
    expect(legendFor('RECI').stops.map((stop) => stop.value)).toEqual([0, 1, 2.5, 5, 10]);
    expect(legendFor('NDRE').stops).toEqual([{ value: 0, color: '#ff0000' }, { value: 0.5, color: '#ffff00' }, { value: 1, color: '#1a4f00' }]);
  });
});
