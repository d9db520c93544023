import { createHash } from 'node:crypto';
import type { Field } from '../../../shared/api/schemas/fields';
import { encodeRings } from '../fields/polyline';

/**
 * The digest the imagery statistics are stored under (imagery/field-shape.ts's boundaryHashOf over the stored
 * boundary), from a field as answered: its rings encode back to the stored text exactly (1e-7 degree both ways).
 * Kept here so the fields Lambda does not bundle the imagery engine's geometry code.
 */
export function boundaryHashOfField(field: Pick<Field, 'coordinates' | 'holes'>): string {
  return boundaryHashOfStored(encodeRings([field.coordinates, ...field.holes]));
}

/** The same digest from the stored boundary text itself (a field item's `boundary`). */
export function boundaryHashOfStored(boundary: string): string {
  return createHash('sha256').update(boundary).digest('base64url').slice(0, 16);
}
