import type { Field } from '../../../../shared/api/schemas/fields';
import type { LonLat } from '../../../../shared/domain/field-boundary';
import { boundsOf, type Bounds } from '../../lib/geometry';
import { metresBetween } from './walk-track';

/** Fields within this distance of a field belong to its group (a farm, or neighbouring farms of one team). */
export const CLUSTER_RADIUS_KM = 300;

/**
 * The fields the map opens on: the densest group (the field with most others within CLUSTER_RADIUS_KM, and
 * those), not the box around all of them, which for a team with a field in another country is the whole world.
 * A tie goes to the group packed closest together. Fields left out are still on the map and in the list.
 */
export function mainCluster<T extends Pick<Field, 'centroid'>>(fields: readonly T[], radiusKm = CLUSTER_RADIUS_KM): T[] {
  const radius = radiusKm * 1000;
  let best: { members: T[]; spread: number } | null = null;
  for (const seed of fields) {
    const members: T[] = [];
    let spread = 0;
    for (const other of fields) {
      const distance = metresBetween(seed.centroid as LonLat, other.centroid as LonLat);
      if (distance <= radius) {
        members.push(other);
        spread += distance;
      }
    }
    if (!best || members.length > best.members.length || (members.length === best.members.length && spread < best.spread)) best = { members, spread };
  }
  return best?.members ?? [];
}

/** The bounds the dashboard map opens at: the main group's fields, or null without fields. */
export function initialBounds(fields: readonly Pick<Field, 'centroid' | 'coordinates'>[]): Bounds | null {
  return boundsOf(mainCluster(fields));
}
