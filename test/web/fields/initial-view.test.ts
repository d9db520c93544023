import { describe, expect, it } from 'vitest';
import { initialBounds, mainCluster } from '../../../web/src/features/fields/initial-view';
import { fieldFixture } from '../field-fixture';

/** A small square field around a centroid [longitude, latitude]. */
function fieldAt(id: string, lon: number, lat: number) {
  const d = 0.002;
  return fieldFixture(id, id, {
    centroid: [lon, lat],
    coordinates: [
      [lon - d, lat - d],
      [lon + d, lat - d],
      [lon + d, lat + d],
      [lon - d, lat + d],
      [lon - d, lat - d],
    ],
  });
}

describe('the map opens on the main group of fields', () => {
  it('leaves a field in another country out of the opening view', () => {
    const nigeria = [fieldAt('abuja-1', 7.49, 9.06), fieldAt('abuja-2', 7.52, 9.1), fieldAt('kaduna', 7.43, 10.52), fieldAt('jos', 8.89, 9.9)];
    const kenya = fieldAt('nakuru', 36.07, -0.3);
    const brazil = fieldAt('goias', -49.25, -16.68);
    const cluster = mainCluster([kenya, ...nigeria, brazil]);
    expect(cluster.map((field) => field.id).sort()).toEqual(['abuja-1', 'abuja-2', 'jos', 'kaduna']);
    const bounds = initialBounds([kenya, ...nigeria, brazil]);
    // The opening view spans a few hundred kilometres of Nigeria, not the world.
    expect(bounds?.[0][1]).toBeGreaterThan(7);
    expect(bounds?.[1][1]).toBeLessThan(9);
    expect(bounds?.[0][0]).toBeGreaterThan(9);
  });

  it('chooses the denser group when the team farms in two places', () => {
    const north = [fieldAt('kano-1', 8.52, 12.0), fieldAt('kano-2', 8.55, 12.02)];
    const south = [fieldAt('ogun-1', 3.35, 7.15), fieldAt('ogun-2', 3.37, 7.16), fieldAt('ogun-3', 3.4, 7.2)];
    expect(mainCluster([...north, ...south]).map((field) => field.id)).toEqual(['ogun-1', 'ogun-2', 'ogun-3']);
  });

  it('keeps every field of a team that farms in one place, and has no view without fields', () => {
    const fields = [fieldAt('a', 8.67, 9.07), fieldAt('b', 8.7, 9.1)];
    expect(mainCluster(fields)).toHaveLength(2);
    expect(initialBounds([])).toBeNull();
  });
});
