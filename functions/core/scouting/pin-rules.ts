import { point, pointToPolygonDistance, polygon } from '@turf/turf';
import { messageRef } from '../../../shared/i18n/message-ref';
import { SCOUTING_LIMITS, SCOUTING_MESSAGES, type PinSource } from '../../../shared/domain/scouting';
import type { FieldItem } from '../db/field-entities';
import { InvalidError } from '../errors';
import { decodeRings } from '../fields/polyline';

/**
 * The rules a note's pin and time must keep beyond the payload's schema: they need the field, or the clock.
 * A phone's clock may run a little fast: a note dated a few minutes ahead is taken as now.
 */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Metres from the pin to the field's outline: negative inside, 0 on it, positive outside (geodesic). */
export function metresOutside(field: Pick<FieldItem, 'boundary'>, lat: number, lng: number): number {
  const rings = decodeRings(field.boundary).map((ring) => {
    const closed = ring.length > 0 && (ring[0]?.[0] !== ring.at(-1)?.[0] || ring[0]?.[1] !== ring.at(-1)?.[1]) ? [...ring, ring[0] as [number, number]] : ring;
    return closed as [number, number][];
  });
  return pointToPolygonDistance(point([lng, lat]), polygon(rings), { units: 'meters' });
}

/** Refuses a pin farther than `pinOutsideMaxMetres` outside the field's outline. */
export function requirePinNearField(field: Pick<FieldItem, 'boundary'>, lat: number, lng: number): void {
  if (metresOutside(field, lat, lng) <= SCOUTING_LIMITS.pinOutsideMaxMetres) return;
  const ref = messageRef(SCOUTING_MESSAGES.pinOutsideField, { max: SCOUTING_LIMITS.pinOutsideMaxMetres });
  throw new InvalidError(ref, { lat: [ref], lng: [ref] });
}

/**
 * The accuracy kept with a pin: a GPS pin must say how accurate its fix was (within the limit, which the schema
 * checks); a tapped pin has none, whatever the phone sent.
 */
export function pinAccuracy(source: PinSource, accuracy: number | null | undefined): number | undefined {
  if (source === 'tap') return undefined;
  if (accuracy === null || accuracy === undefined) {
    const ref = messageRef(SCOUTING_MESSAGES.accuracyTooPoor, { max: SCOUTING_LIMITS.gpsAccuracyMaxMetres });
    throw new InvalidError(ref, { accuracy_m: [ref] });
  }
  return accuracy;
}

/** The note's time as ISO (UTC): not ahead of `now` beyond the clock skew, nor older than `observedMaxAgeDays`. */
export function observedTime(observedAt: string | undefined, now: Date): Date {
  if (observedAt === undefined) return now;
  const at = new Date(observedAt);
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw new InvalidError(SCOUTING_MESSAGES.observedInFuture, { observed_at: [SCOUTING_MESSAGES.observedInFuture] });
  }
  if (at.getTime() < now.getTime() - SCOUTING_LIMITS.observedMaxAgeDays * DAY_MS) {
    const ref = messageRef(SCOUTING_MESSAGES.observedTooOld, { days: SCOUTING_LIMITS.observedMaxAgeDays });
    throw new InvalidError(ref, { observed_at: [ref] });
  }
  // A time a little ahead (the phone's clock) is kept as now: the list never shows a note from the future.
  return at.getTime() > now.getTime() ? now : at;
}
