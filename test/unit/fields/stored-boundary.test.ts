import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { polygonsOf } from '../../../functions/core/fields/geometry';
import { checkPolygon } from '../../../functions/core/fields/polygon-rules';
import { decodeRings, encodeRings } from '../../../functions/core/fields/polyline';
import { prepareFields, type PreparedFile } from '../../../functions/core/fields/prepare-fields';
import { readFieldFile } from '../../../functions/core/fields/read-field-file';
import { shapeOfBoundary } from '../../../functions/core/imagery/field-shape';
import { InvalidGeometryError } from '../../../functions/imagery/errors';
import { parseFieldGeometry } from '../../../functions/imagery/geometry/field-geometry';
import { ringCrossing, storedCoordinate, storedRing, type LonLat } from '../../../shared/domain/field-boundary';
import { FIELD_MESSAGES, fileBaseName } from '../../../shared/domain/fields';

/** Users' real files (sources and licences in test/fixtures/real-world/README.md). */
const DIR = path.resolve(import.meta.dirname, '../../fixtures/real-world/fields');

function read(name: string) {
  return readFieldFile(readFileSync(path.join(DIR, name)), name);
}

function prepare(name: string): PreparedFile {
  return prepareFields(read(name), { fallbackName: fileBaseName(name), groupName: 'All' });
}

/** What the engine reads back from the table: the boundary encoded, stored and decoded, then its own check. */
const engineRefusal = (rings: LonLat[][]): string | null => {
  try {
    parseFieldGeometry({ type: 'Polygon', coordinates: decodeRings(encodeRings(rings)) });
    return null;
  } catch (error) {
    if (error instanceof InvalidGeometryError) return error.message;
    throw error;
  }
};

/**
 * The files whose accepted fields the engine refused once read back from the table (rounding to 1e-7 degree
 * merged vertices less than a centimetre apart, which the engine reads as a ring touching itself): the three teams
 * whose planning stopped. Counted by the stored-form round trip over every polygon of test/fixtures/real-world.
 */
const FAILED_BEFORE: [string, number][] = [
  ['dk_marker_2026_utm32n_shp.zip', 55],
  ['dk_marker_2026.kmz', 55],
  ['de_fusion_test_2019_epsg25833.geojson', 13],
];

/** A field's rings as they were stored before: each position rounded, nothing dropped after the rounding. */
const roundedOnly = (rings: number[][][]): LonLat[][] => rings.map((ring) => ring.map(([lon = 0, lat = 0]) => [storedCoordinate(lon), storedCoordinate(lat)]));

describe('a boundary as it is stored and read back', () => {
  it.each(FAILED_BEFORE)('%s: the %i fields the engine refused after rounding are read back usable now', (name, failedBefore) => {
    const raw = read(name);
    const file = prepare(name);
    // The fixture still holds the fault: rounded as before, these polygons cross themselves to the engine.
    const before = file.fields.filter((field) => {
      const geometry = raw.features[field.feature - 1]?.geometry;
      return geometry && engineRefusal(roundedOnly(polygonsOf(geometry)[0] ?? [])) !== null;
    });
    expect(before).toHaveLength(failedBefore);
    // Every field the upload accepts now passes the engine's check once stored and read back...
    for (const field of file.fields) expect(engineRefusal(field.polygon.coordinates), field.name).toBeNull();
    // ...and boundaries stored the old way are repaired when read: no field of the team stops the planning.
    for (const field of before) {
      const geometry = raw.features[field.feature - 1]?.geometry;
      const boundary = encodeRings(roundedOnly(polygonsOf(geometry!)[0] ?? []));
      expect(() => shapeOfBoundary(boundary), field.name).not.toThrow();
    }
  });

  it('keeps every real field: nothing newly refused, the stored area within 0.01% of the file’s', () => {
    for (const [name] of FAILED_BEFORE) {
      const file = prepare(name);
      expect(file.refused).toEqual([]);
      for (const field of file.fields) {
        const again = checkPolygon(field.polygon.coordinates);
        expect(again.ok && Math.abs(again.areaHa - field.areaHa) <= Math.max(0.0001, field.areaHa * 1e-4)).toBe(true);
      }
    }
  });

  it('drops vertices rounding merges and zero-width spikes, also across the start of the ring', () => {
    const square: LonLat[] = [[8, 9], [8.001, 9], [8.001, 9.001], [8, 9.001], [8, 9]];
    // Two vertices 3 mm apart become one.
    expect(storedRing([[8, 9], [8.001, 9], [8.00100001, 9.00000001], [8.001, 9.001], [8, 9.001], [8, 9]])).toEqual(square);
    // A spike out and back along the same line encloses nothing.
    expect(storedRing([[8, 9], [8.001, 9], [8.001, 9.001], [8.001, 9.002], [8.001, 9.001], [8, 9.001], [8, 9]])).toEqual(square);
    // A spike at the ring's start.
    const spikeAtStart: LonLat[] = [[8, 8.999], [8, 9], [8.001, 9], [8.001, 9.001], [8, 9.001], [8, 9], [8, 8.999]];
    expect(storedRing(spikeAtStart)).toEqual([[8, 9], [8.001, 9], [8.001, 9.001], [8, 9.001], [8, 9]]);
    // Nothing left of a ring that was only a line.
    expect(storedRing([[8, 9], [8.001, 9], [8, 9]]).length).toBeLessThan(4);
  });

  it('finds a ring that touches itself, which the engine refuses, and where', () => {
    // A figure of two squares meeting at one vertex (8.001, 9.001): no edges cross, but two meet.
    const pinched: LonLat[] = [[8, 9], [8.001, 9], [8.001, 9.001], [8.002, 9.001], [8.002, 9.002], [8.001, 9.002], [8.001, 9.001], [8, 9.001], [8, 9]];
    expect(ringCrossing(pinched)).toEqual([8.001, 9.001]);
    expect(engineRefusal([pinched])).toMatch(/crosses itself/);
    // The upload and the drawing tool refuse it with the reason, instead of storing what the engine cannot use.
    expect(checkPolygon([pinched])).toEqual({ ok: false, reason: FIELD_MESSAGES.selfIntersecting(8.001, 9.001) });
    expect(ringCrossing([[8, 9], [8.001, 9], [8.001, 9.001], [8, 9.001], [8, 9]])).toBeNull();
  });

  it('checks a ring at the vertex cap quickly', () => {
    const n = 10_000;
    const circle: LonLat[] = Array.from({ length: n }, (_, i) => [8 + 0.01 * Math.cos((2 * Math.PI * i) / n), 9 + 0.01 * Math.sin((2 * Math.PI * i) / n)]);
    const ring = storedRing([...circle, circle[0]!]);
    const started = performance.now();
    expect(ringCrossing(ring)).toBeNull();
    expect(performance.now() - started).toBeLessThan(200);
  });
});
