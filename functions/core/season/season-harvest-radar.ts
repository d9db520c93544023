/**
 * The harvest as Sentinel-1 sees it: VH backscatter comes mostly from the canopy's volume, so cutting the crop drops
 * it by several dB from one pass to the next (Veloso et al. 2017, "Understanding the temporal behavior of crops
 * using Sentinel-1 and Sentinel-2-like data for agricultural applications", Remote Sensing of Environment 199).
 * Backscatter depends on the viewing geometry, so a drop is read between two passes of the same relative orbit; a
 * pass of another orbit between them narrows the day down (compared with its own orbit's previous pass).
 */
import type { SeasonEvidencePoint } from '../../../shared/api/schemas/season';
import type { VhPoint } from './season-detection';
import { SEASON_THRESHOLDS as T } from './season-thresholds';

export interface HarvestDrop {
  /** The harvest day (days since 1970): midway between the last pass with the canopy and the first without. */
  day: number;
  dropDb: number;
  orbit: number | null;
  /** The passes that bound the cut, as evidence. */
  points: SeasonEvidencePoint[];
}

interface Pass {
  day: number;
  date: string;
  vhDb: number;
  orbit: string;
  /** The same orbit's previous pass. */
  previous: Pass | null;
}

const DAY_MS = 86_400_000;
const toDay = (date: string) => Math.round(Date.parse(`${date.slice(0, 10)}T00:00:00Z`) / DAY_MS);
const evidence = (pass: Pass): SeasonEvidencePoint => ({ date: pass.date, value: Math.round(pass.vhDb * 100) / 100, source: 'radar-vh' });

function passes(radar: readonly VhPoint[]): Pass[] {
  const sorted = radar
    .filter((point) => Number.isFinite(point.vhDb))
    .map((point) => ({ day: toDay(point.date), date: point.date.slice(0, 10), vhDb: point.vhDb, orbit: String(point.relativeOrbit), previous: null as Pass | null }))
    .sort((a, b) => a.day - b.day || a.orbit.localeCompare(b.orbit));
  const last = new Map<string, Pass>();
  for (const pass of sorted) {
    pass.previous = last.get(pass.orbit) ?? null;
    last.set(pass.orbit, pass);
  }
  return sorted;
}

/**
 * The sharpest VH fall of at least `vhDropDb` between two passes of the same orbit at most `vhSearchDays` apart,
 * whose middle lies within `vhSearchDays` of `nearDay` (the index's end of season); null when there is none.
 */
export function vhHarvestDrop(radar: readonly VhPoint[], nearDay: number): HarvestDrop | null {
  const all = passes(radar);
  let best: { before: Pass; after: Pass; dropDb: number } | null = null;
  for (const after of all) {
    const before = after.previous;
    if (!before || after.day - before.day > T.vhSearchDays) continue;
    const dropDb = before.vhDb - after.vhDb;
    if (dropDb < T.vhDropDb || Math.abs((before.day + after.day) / 2 - nearDay) > T.vhSearchDays) continue;
    if (!best || dropDb > best.dropDb) best = { before, after, dropDb };
  }
  if (!best) return null;
  // Narrow the cut with the other orbits' passes between the two: one that has not dropped from its own previous
  // pass still shows the canopy, one that has shows it gone.
  let lastWith = best.before;
  let firstWithout = best.after;
  for (const pass of all) {
    if (pass.day <= best.before.day || pass.day >= best.after.day || pass.orbit === best.before.orbit || !pass.previous) continue;
    const fell = pass.previous.vhDb - pass.vhDb >= T.vhDropDb / 2;
    if (!fell && pass.day > lastWith.day && pass.day < firstWithout.day) lastWith = pass;
    if (fell && pass.day < firstWithout.day && pass.day > lastWith.day) firstWithout = pass;
  }
  const points = [best.before, best.after, ...(lastWith === best.before ? [] : [lastWith]), ...(firstWithout === best.after ? [] : [firstWithout])];
  return {
    day: Math.round((lastWith.day + firstWithout.day) / 2),
    dropDb: best.dropDb,
    orbit: best.before.orbit === 'null' ? null : Number(best.before.orbit),
    points: points.sort((a, b) => a.day - b.day).map(evidence),
  };
}
