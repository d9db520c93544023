import { createHash } from 'node:crypto';
import type { Field } from '../../../shared/api/schemas/fields';
import { encodeRings } from '../fields/polyline';

/**
 * The digest the imagery statistics are stored under (imagery/field-shape.ts's boundaryHashOf over the stored
 * boundary), from a field as answered: its rings encode back to the stored text exactly (1e-7 degree both ways).
 * Kept here so the fields Lambda does not bundle the imagery engine's geometry code.
 */
export function boundaryHashOfField(field: Pick<Field, 'coordinates' | 'holes'>): string {
  return createHash('sha256')
    .update(encodeRings([field.coordinates, ...field.holes]))
    .digest('base64url')
    .slice(0, 16);
}
