import { area, simplify } from '@turf/turf';
import type { PolygonGeometry } from '../../../../shared/api/schemas/fields';
import { ringCrossing, storedRing, type LonLat } from '../../../../shared/domain/field-boundary';

/**
 * Walking a field's edge with the phone's GPS, as pure steps a test can replay: each fix is kept when it is good
 * enough and far enough from the last kept point; the walk closes into a polygon simplified before it is saved.
 * A phone's fixes wander by metres even standing still: a step under WALK.minStepM is noise, not walking.
 */
export const WALK = {
  /** A point is kept once the phone is this far from the last kept point. */
  minStepM: 3,
  /** Fixes less precise than this are shown but not kept. */
  maxAccuracyM: 20,
  /** Douglas-Peucker tolerance of the simplification before saving: the width of a GPS wobble, not of a corner. */
  simplifyToleranceM: 1.5,
  /** A closed walk needs at least this many kept points. */
  minPoints: 3,
  /** The simplified outline keeps at least this many corners (or all it had, when fewer). */
  minCorners: 4,
} as const;

/** One position from Geolocation: degrees, and its accuracy radius in metres. */
export interface Fix {
  lat: number;
  lng: number;
  accuracy: number;
}

export interface WalkTrack {
  /** The kept points, in walking order, [longitude, latitude]. */
  points: LonLat[];
  /** The latest fix, kept or not: what the screen shows as 'you are here' and its accuracy. */
  latest: Fix | null;
  /** Fixes received while walking (not paused): kept and not kept. */
  fixes: number;
  paused: boolean;
}

export const EMPTY_WALK: WalkTrack = { points: [], latest: null, fixes: 0, paused: false };

const EARTH_RADIUS_M = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres between two [longitude, latitude] points (haversine: exact enough at a field's scale). */
export function metresBetween(a: LonLat, b: LonLat): number {
  const dLat = radians(b[1] - a[1]);
  const dLng = radians(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a[1])) * Math.cos(radians(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a fix is precise enough to be kept (the screen says 'GPS weak' otherwise). */
export const goodFix = (fix: Fix) => fix.accuracy <= WALK.maxAccuracyM;

/** The track after one more fix: always shown, kept when walking, precise, and far enough from the last point. */
export function addFix(track: WalkTrack, fix: Fix): WalkTrack {
  if (track.paused) return { ...track, latest: fix };
  const at: LonLat = [fix.lng, fix.lat];
  const last = track.points.at(-1);
  const keep = goodFix(fix) && (!last || metresBetween(last, at) >= WALK.minStepM);
  return { ...track, latest: fix, fixes: track.fixes + 1, points: keep ? [...track.points, at] : track.points };
}

export const undoLastPoint = (track: WalkTrack): WalkTrack => ({ ...track, points: track.points.slice(0, -1) });
export const setPaused = (track: WalkTrack, paused: boolean): WalkTrack => ({ ...track, paused });

/** Why a walk cannot be finished, as a reason the screen names. */
export type WalkRefusal = 'tooFew' | 'crossing' | 'noArea';

export type FinishedWalk =
  | { ok: true; geometry: PolygonGeometry; walked: number; kept: number; areaHa: number }
  | { ok: false; reason: WalkRefusal };

/** Degrees of latitude per metre: turf's tolerance is in degrees. */
const DEGREES_PER_METRE = 1 / 111_320;

function simplifiedRing(ring: LonLat[]): LonLat[] {
  const corners = Math.min(WALK.minCorners, ring.length - 1);
  // A tight polygon may lose corners it needs at the full tolerance: halve it until enough remain.
  for (let tolerance = WALK.simplifyToleranceM * DEGREES_PER_METRE; tolerance > 1e-9; tolerance /= 2) {
    const simple = simplify({ type: 'Polygon', coordinates: [ring] }, { tolerance, highQuality: true, mutate: false });
    const out = simple.coordinates[0] as LonLat[] | undefined;
    if (out && out.length - 1 >= corners) return out;
  }
  return ring;
}

/**
 * Closes the walk into a field outline: at least WALK.minPoints kept points, simplified (Douglas-Peucker, high
 * quality) and checked by the stored boundary's rules (no edge crossing another, some area left once stored).
 */
export function finishWalk(track: WalkTrack): FinishedWalk {
  if (track.points.length < WALK.minPoints) return { ok: false, reason: 'tooFew' };
  const first = track.points[0] as LonLat;
  const closed = storedRing([...track.points, first]);
  if (closed.length < 4) return { ok: false, reason: 'noArea' };
  const ring = storedRing(simplifiedRing(closed));
  if (ring.length < 4) return { ok: false, reason: 'noArea' };
  if (ringCrossing(ring)) return { ok: false, reason: 'crossing' };
  const geometry: PolygonGeometry = { type: 'Polygon', coordinates: [ring] };
  const areaHa = area(geometry) / 10_000;
  if (areaHa <= 0) return { ok: false, reason: 'noArea' };
  return { ok: true, geometry, walked: track.points.length, kept: ring.length - 1, areaHa };
}
