import { readFileSync } from 'node:fs';
import { area, booleanValid, difference, featureCollection, multiPolygon, polygon } from '@turf/turf';
import type { MultiPolygon, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { ZONE_LIMITS, type ZoneMethod } from '../../../../shared/domain/zones';
import type { Zone } from '../../../../shared/api/schemas/zones';
import type { FieldShape } from '../../../../functions/imagery/geometry/field-geometry';
import { projectField, type ProjectedField } from '../../../../functions/imagery/geometry/field-grid';
import { averageRelative } from '../../../../functions/imagery/zones/relative-surface';
import type { ZoneSurface } from '../../../../functions/imagery/zones/surface';
import { zonesOfSurface } from '../../../../functions/imagery/zones/zone-layer';
import { adjustedRandIndex, EPSG, GRID, onGrid, random, rectangleField, syntheticDays, zoneOfPixels } from '../../../support/synthetic-zones';

/** Truth classes by column bands of the given widths (shares of the field's width), 1 = left. */
function bands(grid: ReturnType<typeof onGrid>, shares: readonly number[]): Int32Array {
  const truth = new Int32Array(grid.mask.length);
  const edges = shares.map((_, i) => shares.slice(0, i + 1).reduce((a, b) => a + b, 0));
  for (let p = 0; p < truth.length; p++) {
    if (grid.mask[p] !== 1) continue;
    const share = ((p % grid.window.width) + 0.5) / grid.window.width;
    truth[p] = 1 + edges.findIndex((edge) => share < edge + 1e-9);
  }
  return truth;
}

function zonesFor(field: FieldShape, truth: Int32Array, levels: readonly number[], classes: number, method: ZoneMethod, noise = 0.04, scenes = 6) {
  const grid = onGrid(field);
  const surface = averageRelative(GRID, grid, syntheticDays(grid, truth, levels, scenes, noise));
  return { grid, surface, zones: zonesOfSurface(surface, projectField(field, EPSG), { classes, method }) };
}

function ariOf(grid: ReturnType<typeof onGrid>, truth: Int32Array, zones: readonly Zone[]): number {
  const found = zoneOfPixels(grid, zones);
  const inside = [...grid.mask.keys()].filter((p) => grid.mask[p] === 1);
  return adjustedRandIndex(inside.map((p) => truth[p] as number), inside.map((p) => found[p] as number));
}

const fieldArea = (field: FieldShape) => projectField(field, EPSG).areaM2 / 10_000;

// Each case cuts several layers and scores every pixel against the polygons: seconds on a busy machine.
describe('productivity zones from synthetic fields with known zones', { timeout: 60_000 }, () => {
  const field = rectangleField(600, 500);

  it('recovers three equal-area zones by quantiles (adjusted Rand index at least 0.8)', () => {
    const grid = onGrid(field);
    const truth = bands(grid, [1 / 3, 1 / 3, 1 / 3]);
    const { zones } = zonesFor(field, truth, [0.6, 0.8, 1.0], 3, 'quantile');
    expect(zones.map((zone) => zone.zone)).toEqual([1, 2, 3]);
    expect(ariOf(grid, truth, zones)).toBeGreaterThanOrEqual(0.8);
    // Lowest zone least productive: its mean relative value is below the field's mean, the highest's above.
    expect(zones[0]?.meanRelative).toBeLessThan(0.9);
    expect(zones[2]?.meanRelative).toBeGreaterThan(1.1);
    expect(zones.every((zone) => zone.scenes === 6)).toBe(true);
  });

  it('recovers unequal zones by natural breaks, where quantiles cannot', () => {
    const grid = onGrid(field);
    const truth = bands(grid, [0.15, 0.6, 0.25]);
    const natural = zonesFor(field, truth, [0.55, 0.8, 1.0], 3, 'natural-breaks');
    expect(ariOf(grid, truth, natural.zones)).toBeGreaterThanOrEqual(0.8);
    const quantile = zonesFor(field, truth, [0.55, 0.8, 1.0], 3, 'quantile');
    expect(ariOf(grid, truth, quantile.zones)).toBeLessThan(0.8);
  });

  it('draws seven zones when asked for seven, recovering seven known ones', () => {
    const grid = onGrid(field);
    const truth = bands(grid, Array.from({ length: 7 }, () => 1 / 7));
    for (const method of ['quantile', 'natural-breaks'] as const) {
      const { zones } = zonesFor(field, truth, [0.5, 0.6, 0.7, 0.8, 0.9, 1.0, 1.1], 7, method, 0.015);
      expect(zones.map((zone) => zone.zone)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      expect(ariOf(grid, truth, zones)).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('tiles the field: valid polygons inside it, areas summing to its area within 1%', () => {
    const withHole = rectangleField(500, 400, 120);
    const grid = onGrid(withHole);
    const truth = bands(grid, [0.3, 0.4, 0.3]);
    for (const method of ['quantile', 'natural-breaks'] as const) {
      const { zones } = zonesFor(withHole, truth, [0.6, 0.8, 1.0], 3, method);
      const outline = polygon(withHole.polygons[0] ?? []);
      let sum = 0;
      for (const zone of zones) {
        const shape = multiPolygon(zone.geometry.coordinates);
        expect(booleanValid(shape)).toBe(true);
        // Nothing of a zone outside the field (nor in its hole), beyond the answer's 1 cm rounding along the outline.
        const outside = difference(featureCollection<Polygon | MultiPolygon>([shape, outline]));
        expect(outside ? area(outside) : 0).toBeLessThan(5);
        sum += zone.areaHa;
      }
      expect(Math.abs(sum - fieldArea(withHole)) / fieldArea(withHole)).toBeLessThan(0.01);
      expect(ariOf(grid, truth, zones.map((zone) => zone))).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('cuts every layer of a demo field whose smoothed outlines the clipping once failed on', () => {
    const { surface, field } = JSON.parse(readFileSync(new URL('../../../fixtures/zones/demo-surface-clipping.json', import.meta.url), 'utf8')) as {
      surface: Omit<ZoneSurface, 'values' | 'counts'> & { values: Array<number | null>; counts: number[] };
      field: ProjectedField;
    };
    const stored: ZoneSurface = { ...surface, values: Float32Array.from(surface.values, (value) => value ?? Number.NaN), counts: Uint16Array.from(surface.counts) };
    for (const method of ['quantile', 'natural-breaks'] as const) {
      for (let classes = ZONE_LIMITS.minClasses; classes <= ZONE_LIMITS.maxClasses; classes++) {
        const zones = zonesOfSurface(stored, field, { classes, method });
        expect(zones.length, `${classes} ${method}`).toBeGreaterThanOrEqual(classes - 1);
        const sum = zones.reduce((total, zone) => total + zone.areaHa, 0);
        expect(Math.abs(sum - field.areaM2 / 10_000) / (field.areaM2 / 10_000), `${classes} ${method}`).toBeLessThan(0.01);
      }
    }
  });

  it('merges slivers: no zone part under the minimum area', () => {
    const grid = onGrid(field);
    const truth = bands(grid, [0.5, 0.5]);
    // Speckle: scattered pixels (and pairs) of very different productivity.
    const next = random(11);
    for (let p = 0; p < truth.length; p++) if (truth[p] !== 0 && next() < 0.03) truth[p] = 3;
    for (const method of ['quantile', 'natural-breaks'] as const) {
      const { zones } = zonesFor(field, truth, [0.7, 0.9, 1.3], 3, method, 0.02);
      const parts = zones.flatMap((zone) => zone.geometry.coordinates.map((rings) => area(polygon(rings)) / 10_000));
      expect(parts.length).toBeGreaterThan(0);
      // Parts along the outline lose what lies outside the field, and smoothing rounds their corners.
      for (const part of parts) expect(part).toBeGreaterThanOrEqual(ZONE_LIMITS.minPartHa * 0.8);
    }
  });

  it('leaves out days whose field is not clear or bare, and counts the scenes behind each pixel', () => {
    const grid = onGrid(field);
    const truth = bands(grid, [0.5, 0.5]);
    const days = syntheticDays(grid, truth, [0.7, 0.9], 5, 0.02);
    const cloudy = { date: '2025-07-01', ndvi: Float32Array.from(days[0]?.ndvi ?? [], (value, p) => (p % 3 === 0 ? Number.NaN : value)) };
    const bare = { date: '2025-12-30', ndvi: Float32Array.from(days[0]?.ndvi ?? [], (value) => value * 0.05) };
    const surface = averageRelative(GRID, grid, [...days, cloudy, bare]);
    expect(surface.dates).toHaveLength(5);
    const inside = [...grid.mask.keys()].filter((p) => grid.mask[p] === 1);
    expect(inside.every((p) => surface.counts[p] === 5)).toBe(true);
    // Relative values average to the field's mean (1) whatever each day's brightness.
    const mean = inside.reduce((sum, p) => sum + (surface.values[p] as number), 0) / inside.length;
    expect(mean).toBeCloseTo(1, 2);
  });
});
