/**
 * When Sentinel-1 passes over the demo farm: one ascending and one descending relative orbit, each every 12 days
 * (one satellite's repeat cycle), 6 days apart, so a pass every 6 days. A real field may lie under only one of
 * them, and then sees a pass every 12 days. The orbit numbers and times are illustrative for central Nigeria
 * (Sentinel-1 crosses it at about 05:40 UTC descending and 17:30 UTC ascending). Until 25 March 2025 every pass
 * is Sentinel-1A's (Sentinel-1B failed in December 2021); from Sentinel-1C's first open data on 26 March 2025 the
 * two satellites alternate on each orbit.
 */
import type { OrbitState } from '../../../shared/domain/radar';

export const RADAR_REPEAT_DAYS = 12;

export interface RadarOrbit {
  state: OrbitState;
  relativeOrbit: number;
  /** Days after the cadence's first ascending pass. */
  offsetDays: number;
  /** UTC time of day of the pass, [hours, minutes]. */
  time: readonly [number, number];
}

export const DEMO_RADAR_ORBITS: readonly RadarOrbit[] = [
  { state: 'ascending', relativeOrbit: 103, offsetDays: 0, time: [17, 32] },
  { state: 'descending', relativeOrbit: 22, offsetDays: 6, time: [5, 41] },
];

/** The cadence's first ascending pass (a day; the cadence runs unbroken across years). */
const FIRST_PASS_DAY = Date.UTC(2018, 0, 2);
const SENTINEL_1C_FROM = Date.UTC(2025, 2, 26);
const DAY_MS = 86_400_000;

export interface RadarPass {
  when: Date;
  orbit: RadarOrbit;
  platform: 'sentinel-1a' | 'sentinel-1c';
  /** Days since 1970-01-01 of the pass (a seed of the day's noise). */
  day: number;
  /** The acquisition's data-take identifier, 6 hex digits as in Digital Earth Africa's keys. */
  datatake: string;
}

/** The passes of a year in time order, up to the end of `until` (an ISO day) when given. */
export function radarPasses(year: number, until?: string): RadarPass[] {
  const from = Date.UTC(year, 0, 1);
  const to = Math.min(Date.UTC(year + 1, 0, 1), until ? Date.parse(`${until}T23:59:59Z`) : Infinity);
  const passes: RadarPass[] = [];
  for (const [index, orbit] of DEMO_RADAR_ORBITS.entries()) {
    const first = FIRST_PASS_DAY + orbit.offsetDays * DAY_MS;
    let cycle = Math.max(0, Math.floor((from - first) / (RADAR_REPEAT_DAYS * DAY_MS)));
    for (; ; cycle++) {
      const dayStart = first + cycle * RADAR_REPEAT_DAYS * DAY_MS;
      const when = new Date(dayStart + (orbit.time[0] * 60 + orbit.time[1]) * 60_000);
      if (when.getTime() >= to) break;
      if (when.getTime() < from) continue;
      const day = Math.floor(dayStart / DAY_MS);
      const platform = dayStart >= SENTINEL_1C_FROM && cycle % 2 === 1 ? 'sentinel-1c' : 'sentinel-1a';
      const datatake = ((0x40000 + day * 2 + index) % 0xffffff).toString(16).toUpperCase().padStart(6, '0');
      passes.push({ when, orbit, platform, day, datatake });
    }
  }
  return passes.sort((a, b) => a.when.getTime() - b.when.getTime());
}
