/**
 * Crop calendars of the demo farm (northern-Nigeria-like: rains May to October, dry season with irrigation only):
 * per crop, seasons with sowing, green-up, peak, senescence and harvest days of year, and the canopy state on
 * any day: green leaf area, brown (senescent) cover after the peak, and standing water for rice.
 */
export type CropKind = 'maize' | 'sorghum' | 'soybean' | 'vegetables' | 'rice' | 'fallow';

export const CROP_KINDS: readonly CropKind[] = ['maize', 'sorghum', 'soybean', 'vegetables', 'rice', 'fallow'];

export interface Season {
  sow: number;
  peak: number;
  /** Start of senescence (green area falls, brown cover rises). */
  senescence: number;
  harvest: number;
  peakLai: number;
}

export const CALENDARS: Readonly<Record<CropKind, readonly Season[]>> = {
  maize: [{ sow: 130, peak: 205, senescence: 235, harvest: 275, peakLai: 4.5 }],
  sorghum: [{ sow: 160, peak: 240, senescence: 270, harvest: 310, peakLai: 3.5 }],
  soybean: [{ sow: 175, peak: 235, senescence: 255, harvest: 290, peakLai: 4 }],
  // Two seasons: an early rain-fed crop and a late one.
  vegetables: [
    { sow: 95, peak: 135, senescence: 150, harvest: 165, peakLai: 3 },
    { sow: 200, peak: 245, senescence: 262, harvest: 282, peakLai: 3.2 },
  ],
  // Irrigated dry-season rice and rain-fed wet-season rice, flooded after transplanting.
  rice: [
    { sow: 20, peak: 85, senescence: 100, harvest: 120, peakLai: 5 },
    { sow: 190, peak: 250, senescence: 268, harvest: 292, peakLai: 5 },
  ],
  fallow: [],
};

export interface CanopyState {
  /** Green leaf area index. */
  greenLai: number;
  /** Ground share covered by brown (senescent or stubble) material. */
  brownCover: number;
  /** Ground share under standing water. */
  water: number;
}

const smoothstep = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));

/** The canopy of a crop on a day of year; `weeds` is the background green-up of the rains on bare ground. */
export function canopyOn(kind: CropKind, doy: number): CanopyState {
  const rains = smoothstep((doy - 140) / 50) * (1 - smoothstep((doy - 285) / 40));
  let state: CanopyState = { greenLai: kind === 'fallow' ? 0.6 * rains : 0.15 * rains, brownCover: 0.1 * (1 - rains), water: 0 };
  for (const season of CALENDARS[kind]) {
    if (doy < season.sow || doy > season.harvest + 45) continue;
    if (doy <= season.harvest) {
      const growth = smoothstep((doy - season.sow) / (season.peak - season.sow));
      const decline = smoothstep((doy - season.senescence) / (season.harvest - season.senescence));
      const greenLai = season.peakLai * growth * (1 - 0.85 * decline);
      const brownCover = 0.7 * decline * growth;
      const water = kind === 'rice' ? 0.8 * (1 - smoothstep((doy - season.sow) / 40)) : 0;
      state = { greenLai, brownCover, water };
    } else {
      // Stubble after harvest, fading as it is cleared and ploughed.
      state = { greenLai: 0.1, brownCover: 0.45 * (1 - (doy - season.harvest) / 45), water: 0 };
    }
  }
  return state;
}

/** Background savanna: green in the rains, dry grass in the dry season. */
export function savannaOn(doy: number): CanopyState {
  const rains = smoothstep((doy - 130) / 60) * (1 - smoothstep((doy - 290) / 45));
  return { greenLai: 0.4 + 1.8 * rains, brownCover: 0.5 * (1 - rains), water: 0 };
}

const dayOfYear = (year: number, doy: number) => new Date(Date.UTC(year, 0, doy)).toISOString().slice(0, 10);

/** The true sowing and harvest days of a crop's seasons in a year (the demo's truth: the same calendar every year). */
export function calendarSeasons(kind: CropKind, year: number): Array<{ sowing: string; peak: string; harvest: string }> {
  return CALENDARS[kind].map((season) => ({ sowing: dayOfYear(year, season.sow), peak: dayOfYear(year, season.peak), harvest: dayOfYear(year, season.harvest) }));
}
