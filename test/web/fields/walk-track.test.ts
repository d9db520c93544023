import { describe, expect, it } from 'vitest';
import { addFix, EMPTY_WALK, finishWalk, metresBetween, setPaused, undoLastPoint, WALK, type Fix, type WalkTrack } from '../../../web/src/features/fields/walk-track';
import { ringCrossing } from '../../../shared/domain/field-boundary';

// A small square on the demo farm, 60 m a side, walked anticlockwise from its south-west corner.
const ORIGIN = { lat: 9.078, lng: 8.677 };
const M_LAT = 1 / 111_320;
const M_LNG = 1 / (111_320 * Math.cos((ORIGIN.lat * Math.PI) / 180));
const at = (east: number, north: number, accuracy = 5): Fix => ({ lat: ORIGIN.lat + north * M_LAT, lng: ORIGIN.lng + east * M_LNG, accuracy });

/** A deterministic wobble of about a metre, as a phone's fixes have. */
function noise(i: number): [number, number] {
  return [Math.sin(i * 12.9898) * 0.8, Math.cos(i * 78.233) * 0.8];
}

/** One fix every metre along the square's edge (240 fixes), each off by the wobble. */
function walkSquare(side = 60): Fix[] {
  const corners: [number, number][] = [
    [0, 0],
    [side, 0],
    [side, side],
    [0, side],
  ];
  const fixes: Fix[] = [];
  let i = 0;
  for (let c = 0; c < 4; c += 1) {
    const [x0, y0] = corners[c] as [number, number];
    const [x1, y1] = corners[(c + 1) % 4] as [number, number];
    for (let step = 0; step < side; step += 1) {
      const t = step / side;
      const [dx, dy] = noise(i);
      fixes.push(at(x0 + (x1 - x0) * t + dx, y0 + (y1 - y0) * t + dy));
      i += 1;
    }
  }
  return fixes;
}

const replay = (fixes: Fix[], start: WalkTrack = EMPTY_WALK) => fixes.reduce(addFix, start);

describe('walking a field edge', () => {
  it('keeps a point every few metres, not every fix', () => {
    const track = replay(walkSquare());
    expect(track.fixes).toBe(240);
    // 240 m walked, a point kept at least every 3 m: about 70, never one per fix.
    expect(track.points.length).toBeGreaterThan(50);
    expect(track.points.length).toBeLessThan(100);
    for (let i = 1; i < track.points.length; i += 1) {
      expect(metresBetween(track.points[i - 1]!, track.points[i]!)).toBeGreaterThanOrEqual(WALK.minStepM);
    }
  });

  it('shows a weak fix but does not keep it', () => {
    const walked = replay([at(0, 0), at(10, 0)]);
    const weak = at(30, 25, 45);
    const after = addFix(walked, weak);
    expect(after.latest).toEqual(weak);
    expect(after.points).toHaveLength(2);
  });

  it('keeps nothing while paused, and walks on after resuming', () => {
    const paused = setPaused(replay([at(0, 0), at(10, 0)]), true);
    const moved = addFix(paused, at(20, 0));
    expect(moved.points).toHaveLength(2);
    expect(moved.latest).toEqual(at(20, 0));
    expect(addFix(setPaused(moved, false), at(20, 0)).points).toHaveLength(3);
  });

  it('undoes the last kept point', () => {
    const track = replay([at(0, 0), at(10, 0), at(10, 10)]);
    expect(undoLastPoint(track).points).toEqual(track.points.slice(0, 2));
  });

  it('closes a noisy walk with a bad fix into a simplified square of the right size', () => {
    const fixes = walkSquare();
    // Half way, the phone reports a fix 40 m inside the field, 35 m uncertain: it must not bend the outline.
    fixes.splice(120, 0, at(20, 20, 35));
    const finished = finishWalk(replay(fixes));
    if (!finished.ok) throw new Error(finished.reason);
    const ring = finished.geometry.coordinates[0]!;
    expect(ring[0]).toEqual(ring.at(-1));
    expect(finished.kept).toBe(ring.length - 1);
    expect(finished.kept).toBeGreaterThanOrEqual(WALK.minCorners);
    // Simplified: far fewer corners than the points walked.
    expect(finished.kept).toBeLessThan(finished.walked / 2);
    expect(ringCrossing(ring as [number, number][])).toBeNull();
    // 60 m x 60 m = 0.36 ha, give or take the wobble.
    expect(finished.areaHa).toBeGreaterThan(0.33);
    expect(finished.areaHa).toBeLessThan(0.39);
  });

  it('keeps at least four corners of a tidy square', () => {
    const finished = finishWalk(replay([at(0, 0), at(40, 0), at(40, 40), at(0, 40)]));
    expect(finished.ok && finished.kept).toBe(4);
  });

  it('refuses fewer than three points, a line, and a crossed outline', () => {
    expect(finishWalk(replay([at(0, 0), at(10, 0)]))).toEqual({ ok: false, reason: 'tooFew' });
    expect(finishWalk(replay([at(0, 0), at(10, 0), at(20, 0)]))).toEqual({ ok: false, reason: 'noArea' });
    // A bow tie: the walk crosses its own path.
    expect(finishWalk(replay([at(0, 0), at(40, 40), at(40, 0), at(0, 40)]))).toEqual({ ok: false, reason: 'crossing' });
  });
});
