import { describe, expect, it } from 'vitest';
import { InvalidGeometryError } from '../../../functions/imagery/errors';
import { projector, utmEpsgFor } from '../../../functions/imagery/geometry/crs';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import { fieldOnGrid, projectField } from '../../../functions/imagery/geometry/field-grid';
import { rasterisePolygons, type PixelRing } from '../../../functions/imagery/geometry/rasterise';
import { seeded } from './support/synthetic';

/** Independent even-odd point-in-polygon by ray casting. */
function inside(rings: readonly PixelRing[], x: number, y: number): boolean {
  let odd = false;
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as readonly [number, number];
      const [xj, yj] = ring[j] as readonly [number, number];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) odd = !odd;
    }
  }
  return odd;
}

function bruteForce(rings: readonly PixelRing[], width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) mask[y * width + x] = inside(rings, x + 0.5, y + 0.5) ? 1 : 0;
  return mask;
}

const square = (x0: number, y0: number, x1: number, y1: number): PixelRing => [[x0, y0], [x1, y0], [x1, y1], [x0, y1], [x0, y0]];

describe('rasterising by pixel centres', () => {
  it('burns exactly the pixels of an axis-aligned square on pixel edges', () => {
    const mask = rasterisePolygons([square(2, 3, 7, 5)], 10, 10);
    expect(mask.reduce((a, b) => a + b, 0)).toBe(10);
    expect(mask[3 * 10 + 2]).toBe(1);
    expect(mask[5 * 10 + 2]).toBe(0);
  });

  it('leaves holes out and burns every part of a multipolygon', () => {
    const rings = [square(0, 0, 10, 10), square(3, 3, 6, 6), square(12, 1, 14, 3)];
    const mask = rasterisePolygons(rings, 16, 12);
    expect(mask.reduce((a, b) => a + b, 0)).toBe(100 - 9 + 4);
    expect(mask[4 * 16 + 4]).toBe(0);
    expect(mask[2 * 16 + 13]).toBe(1);
  });

  it('agrees with an independent point-in-polygon test on random polygons (no vertex on a centre)', () => {
    const random = seeded(11);
    for (let t = 0; t < 40; t++) {
      const n = 3 + Math.floor(random() * 9);
      const cx = 20 + random() * 10;
      const cy = 20 + random() * 10;
      // A star-shaped ring (simple) with irregular radii, vertices off the half-pixel lattice.
      const ring: Array<[number, number]> = [];
      for (let i = 0; i < n; i++) {
        const angle = (i / n) * 2 * Math.PI;
        const r = 4 + random() * 14;
        ring.push([cx + r * Math.cos(angle) + 0.0123, cy + r * Math.sin(angle) + 0.0171]);
      }
      ring.push(ring[0] as [number, number]);
      expect(Array.from(rasterisePolygons([ring], 50, 50))).toEqual(Array.from(bruteForce([ring], 50, 50)));
    }
  });

  it('clips polygons reaching outside the raster', () => {
    const mask = rasterisePolygons([square(-5.2, -5.2, 3.1, 2.1)], 4, 4);
    expect(Array.from(mask)).toEqual([1, 1, 1, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

describe('field geometry', () => {
  const ring = [[8.68, 9.08], [8.69, 9.08], [8.69, 9.09], [8.68, 9.09], [8.68, 9.08]];

  it('accepts a Polygon, a Feature and a one-feature FeatureCollection alike', () => {
    const polygon = { type: 'Polygon', coordinates: [ring] };
    const a = parseFieldGeometry(polygon);
    expect(parseFieldGeometry({ type: 'Feature', properties: {}, geometry: polygon })).toEqual(a);
    expect(parseFieldGeometry({ type: 'FeatureCollection', features: [{ type: 'Feature', geometry: polygon }] })).toEqual(a);
    expect(a.bbox).toEqual([8.68, 9.08, 8.69, 9.09]);
  });

  it.each([
    ['a point', { type: 'Point', coordinates: [8.68, 9.08] }, /Polygon or MultiPolygon expected/],
    ['an unclosed ring', { type: 'Polygon', coordinates: [ring.slice(0, 4)] }, /at least 4 positions|not closed/],
    ['a ring open at the end', { type: 'Polygon', coordinates: [[...ring.slice(0, 4), [8.681, 9.08]]] }, /not closed/],
    ['projected metres', { type: 'Polygon', coordinates: [[[500000, 1000000], [500100, 1000000], [500100, 1000100], [500000, 1000000]]] }, /longitude\/latitude/],
    ['a bow tie', { type: 'Polygon', coordinates: [[[0, 0], [2, 2], [2, 0], [0, 1], [0, 0]]] }, /crosses itself/],
    ['no area', { type: 'Polygon', coordinates: [[[0, 0], [1, 1], [2, 2], [0, 0]]] }, /no area/],
    ['two fields', { type: 'FeatureCollection', features: [{}, {}] }, /2 features/],
    ['NaN', { type: 'Polygon', coordinates: [[[0, 0], [1, Number.NaN], [1, 1], [0, 0]]] }, /pair of numbers/],
  ])('rejects %s with a clear error', (_name, geometry, message) => {
    expect(() => parseFieldGeometry(geometry)).toThrow(InvalidGeometryError);
    expect(() => parseFieldGeometry(geometry)).toThrow(message);
  });

  it('projects to UTM and counts pixels whose centre is inside, holes excluded', () => {
    const epsg = utmEpsgFor(8.68, 9.08);
    expect(epsg).toBe(32632);
    const { inverse } = projector(epsg);
    const x = 700_003;
    const y = 1_004_003;
    const toLonLat = (pts: Array<[number, number]>) => pts.map((p) => inverse(p));
    const shape = parseFieldGeometry({
      type: 'Polygon',
      coordinates: [
        toLonLat([[x, y], [x + 200, y], [x + 200, y + 100], [x, y + 100], [x, y]]),
        toLonLat([[x + 50, y + 20], [x + 50, y + 60], [x + 90, y + 60], [x + 90, y + 20], [x + 50, y + 20]]),
      ],
    });
    const projected = projectField(shape, epsg);
    expect(projected.areaM2).toBeCloseTo(200 * 100 - 40 * 40, 3);
    const onGrid = fieldOnGrid({ epsg, originX: 600_000, originY: 1_100_000, res: 10 }, projected);
    expect(onGrid.pixelCount).toBe(20 * 10 - 4 * 4);
  });
});
