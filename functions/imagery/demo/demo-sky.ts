/**
 * The demo's sky on each Sentinel-2 date, drawn from the area's climatology (demo-climate.ts) so that over the demo
 * years each month's share of clear views of a field matches CLEAR_VIEW_SHARE: per year and month the number of
 * clear, partly cloudy and cloudy scenes is the month's share of its scenes (rounded at random, so it is exact on
 * average), and which scenes they are is drawn at random. Clear: no cloud over the farm. Partly cloudy: a cloud over
 * part of every field. Cloudy: overcast (or harmattan haze), or large clouds over the whole farm.
 */
import { CLEAR_VIEW_SHARE, partlyCloudyShare, wetSoilChance } from './demo-climate';
import { COVER_SAVANNA, hashNoise, skyAt, skyClass, type DemoLayout, type Weather } from './demo-scene';

export type SkyKind = 'clear' | 'partly' | 'cloudy';

const monthKey = (when: Date) => when.getUTCFullYear() * 12 + when.getUTCMonth();

/** The sky kind of each date (acquisitions of whole months: the quotas are per calendar month). */
export function skyCalendar(dates: readonly Date[], seed: number): SkyKind[] {
  const byMonth = new Map<number, number[]>();
  dates.forEach((when, i) => {
    const list = byMonth.get(monthKey(when)) ?? [];
    list.push(i);
    byMonth.set(monthKey(when), list);
  });
  const kinds: SkyKind[] = dates.map(() => 'cloudy');
  for (const [key, indices] of byMonth) {
    const month = key % 12;
    const n = indices.length;
    // The rounding's phase steps by the golden ratio from year to year: over consecutive years a month's counts
    // add up to its share of their scenes within one scene or so.
    const phase = (k: number) => (hashNoise(month, seed, k) + Math.floor(key / 12) * 0.6180339887) % 1;
    const clear = Math.min(n, Math.floor((CLEAR_VIEW_SHARE[month] ?? 0) * n + phase(1)));
    const partly = Math.min(n - clear, Math.floor(partlyCloudyShare(month) * n + phase(2)));
    const order = [...indices].sort((a, b) => hashNoise(a, key, seed + 3) - hashNoise(b, key, seed + 3));
    order.forEach((index, rank) => {
      kinds[index] = rank < clear ? 'clear' : rank < clear + partly ? 'partly' : 'cloudy';
    });
  }
  return kinds;
}

/** Where each field of the layout lies, in 10 m pixels: its centre and half extents. */
export interface FieldFootprint {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

export function fieldFootprints(layout: DemoLayout): FieldFootprint[] {
  const boxes = layout.kinds.map(() => ({ minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity }));
  for (let y = 0; y < layout.height; y++) {
    for (let x = 0; x < layout.width; x++) {
      const box = boxes[layout.cover[y * layout.width + x] as number];
      if (!box) continue;
      box.minX = Math.min(box.minX, x);
      box.maxX = Math.max(box.maxX, x);
      box.minY = Math.min(box.minY, y);
      box.maxY = Math.max(box.maxY, y);
    }
  }
  return boxes.map((b) => ({ cx: (b.minX + b.maxX) / 2, cy: (b.minY + b.maxY) / 2, rx: (b.maxX - b.minX + 1) / 2, ry: (b.maxY - b.minY + 1) / 2 }));
}

/** The weather of one Sentinel-2 date: its sky kind drawn as clouds, and the soil's wetness after rain. */
export function demoWeather(layout: DemoLayout, when: Date, sky: SkyKind, seed: number, sun: { elevation: number; azimuth: number }): Weather {
  const day = Math.floor(when.getTime() / 86_400_000);
  const r = (k: number) => hashNoise(day, seed, k);
  const clouds: Weather['clouds'] = [];
  let overcast = false;
  let cirrus = false;
  if (sky === 'partly') {
    // A cloud over part of each field: centred off the field's middle, about a third of its size.
    fieldFootprints(layout).forEach((field, k) => {
      const angle = 2 * Math.PI * r(10 + k);
      const size = Math.min(field.rx, field.ry);
      clouds.push({ x: field.cx + 0.6 * field.rx * Math.cos(angle), y: field.cy + 0.6 * field.ry * Math.sin(angle), radius: size * (0.65 + 0.2 * r(20 + k)) });
    });
  } else if (sky === 'cloudy') {
    overcast = r(1) < 0.6;
    if (!overcast) {
      // A deck over the whole farm and a few more large clouds about it.
      const fields = fieldFootprints(layout);
      const minX = Math.min(...fields.map((f) => f.cx - f.rx));
      const maxX = Math.max(...fields.map((f) => f.cx + f.rx));
      const minY = Math.min(...fields.map((f) => f.cy - f.ry));
      const maxY = Math.max(...fields.map((f) => f.cy + f.ry));
      const reach = Math.hypot(maxX - minX, maxY - minY) / 2;
      clouds.push({ x: (minX + maxX) / 2, y: (minY + maxY) / 2, radius: reach / 0.55 });
      const more = 1 + Math.floor(r(3) * 3);
      for (let k = 0; k < more; k++) clouds.push({ x: r(30 + k) * layout.width, y: r(40 + k) * layout.height, radius: reach * (0.6 + r(50 + k)) });
      cirrus = r(4) < 0.3;
    }
  }
  // Shadows fall away from the sun: cloud base ~1.5 km up.
  const length = 150 / Math.tan((Math.max(15, sun.elevation) * Math.PI) / 180);
  const toward = ((sun.azimuth + 180) * Math.PI) / 180;
  const month = when.getUTCMonth();
  const wet = r(5) < wetSoilChance(month);
  return {
    clouds,
    shadow: [length * Math.sin(toward), -length * Math.cos(toward)],
    cirrus,
    overcast,
    soilWetness: wet ? 0.5 + 0.4 * r(6) : 0.05 + 0.25 * wetSoilChance(month),
  };
}

/**
 * Percent of each field's pixels that the scene classification flags cloud, cirrus or cloud shadow, read as the
 * 20 m SCL is (every other 10 m pixel): what the engine reports as the field's cloud.
 */
export function fieldCloudPercents(layout: DemoLayout, weather: Weather, salt: number): number[] {
  const total = layout.kinds.map(() => 0);
  const cloudy = layout.kinds.map(() => 0);
  for (let y = 0; y < layout.height; y += 2) {
    for (let x = 0; x < layout.width; x += 2) {
      const c = layout.cover[y * layout.width + x] as number;
      if (c < 0 || c === COVER_SAVANNA) continue;
      total[c] = (total[c] as number) + 1;
      if (skyClass(skyAt(weather, x, y, salt)) !== 0) cloudy[c] = (cloudy[c] as number) + 1;
    }
  }
  return total.map((count, k) => (count === 0 ? 0 : (100 * (cloudy[k] as number)) / count));
}
