import type { Field } from '../../../../shared/api/schemas/fields';
import type { PinSource } from '../../../../shared/domain/scouting';

/** Where a note is pinned: a tap on the map (no accuracy) or the phone's GPS fix (with its accuracy in metres). */
export interface Pin {
  lat: number;
  lng: number;
  source: PinSource;
  accuracy: number | null;
}

/** Whether [lng, lat] lies inside a ring of [lng, lat] pairs (ray casting; rings of a few hundred points). */
function inRing(lng: number, lat: number, ring: readonly (readonly [number, number])[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** The field the pin lies in (outside its holes), so the form can preselect it; null when in none. */
export function fieldAt(pin: Pick<Pin, 'lat' | 'lng'>, fields: readonly Field[]): Field | null {
  return fields.find((field) => inRing(pin.lng, pin.lat, field.coordinates) && !field.holes.some((hole) => inRing(pin.lng, pin.lat, hole))) ?? null;
}
