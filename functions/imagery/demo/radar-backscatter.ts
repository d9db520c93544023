/**
 * C-band backscatter (gamma0, linear power) of the demo farm's land cover, from the same canopy states as the
 * optical demo (crop-calendar.ts): a water-cloud model in which the canopy's volume scattering grows and the
 * soil's contribution is attenuated as biomass (green leaf area and standing brown stems) rises. Levels are typical
 * C-band IW values (gamma0 ≈ sigma0 + 1 dB at these angles) from field means of maize, cereal and rice sites
 * (Roßberg & Schmitt 2025, RSE 319:114612), BigEarthNet-S1 arable patches, and Sahelian soils (Baup et al. 2007):
 * bare soil VV ≈ −11 dB, VH ≈ −21.5 dB (RVI ≈ 0.3), 1 to 2 dB brighter after rain; a closed maize canopy
 * VV ≈ −9 dB, VH ≈ −15.5 dB (RVI ≈ 0.75); open water VV ≈ −20 dB, VH ≈ −28 dB; harvest leaves flat stubble, so
 * VH falls back towards the soil's. Speckle: each pixel's power is the mean times a gamma variate of
 * DEMO_SPECKLE_LOOKS looks (mean 1), as a multi-looked SAR image's intensity is.
 */
import { CALENDARS, type CanopyState, type CropKind } from './crop-calendar';

const fromDb = (db: number) => 10 ** (db / 10);

export interface Backscatter {
  vv: number;
  vh: number;
}

export const BACKSCATTER_DB = {
  /** Dry bare soil. */
  soil: { vv: -11, vh: -21.5 },
  /** Volume scattering of a canopy that hides the ground. */
  canopy: { vv: -9, vh: -15 },
  /** Calm open water (specular: little comes back). */
  water: { vv: -20, vh: -28 },
  /** The quarry's rough, rocky floor. */
  rock: { vv: -9.5, vh: -19.5 },
  /** Inside radar shadow: only noise. */
  shadow: { vv: -24, vh: -30 },
  /** The descending orbit sees the farm at a slightly steeper angle than the ascending one. */
  descendingOffset: { vv: 0.5, vh: 0.3 },
} as const;

/** Brighter soil after rain: this many dB more at the wettest. */
export const WET_SOIL_GAIN_DB = { min: 1, max: 2 } as const;

/** Equivalent number of looks of the speckle (Digital Earth Africa's 20 m pixels: about 4-5). */
export const DEMO_SPECKLE_LOOKS = 5;

/** Two-way attenuation per unit of biomass (leaf area index or its brown equivalent). */
const ATTENUATION = 0.5;

/** Biomass a unit of brown cover stands for: standing stems of a crop before harvest, flat stubble after, dry grass. */
export const BROWN_BIOMASS = { standing: 2.5, stubble: 0.3, grass: 1 } as const;

/** Whether a crop stands in the field on a day of year (between a season's sowing and its harvest). */
export function cropStanding(kind: CropKind, doy: number): boolean {
  return CALENDARS[kind].some((season) => doy >= season.sow && doy <= season.harvest);
}

/** What a pixel's backscatter depends on besides its stand density: fixed per cover class and pass. */
export interface BackscatterTerms {
  greenLai: number;
  /** Biomass of the brown cover (BROWN_BIOMASS times its share). */
  brownBiomass: number;
  groundVv: number;
  groundVh: number;
}

const CANOPY_VV = fromDb(BACKSCATTER_DB.canopy.vv);
const CANOPY_VH = fromDb(BACKSCATTER_DB.canopy.vh);

/** `brownBiomass`: what a unit of brown cover weighs (BROWN_BIOMASS); `wetDb`: how much brighter the soil is after rain. */
export function backscatterTerms(state: CanopyState, brownBiomass: number, wetDb: number): BackscatterTerms {
  const soilVv = fromDb(BACKSCATTER_DB.soil.vv + wetDb);
  const soilVh = fromDb(BACKSCATTER_DB.soil.vh + wetDb);
  // Flooded ground (rice after transplanting) reflects away from the sensor like open water.
  return {
    greenLai: state.greenLai,
    brownBiomass: brownBiomass * state.brownCover,
    groundVv: state.water * fromDb(BACKSCATTER_DB.water.vv) + (1 - state.water) * soilVv,
    groundVh: state.water * fromDb(BACKSCATTER_DB.water.vh) + (1 - state.water) * soilVh,
  };
}

/** Mean gamma0 through a canopy of `density` times the terms' green leaf area, into `out`. */
export function canopyBackscatter(terms: BackscatterTerms, density: number, out: Backscatter): Backscatter {
  const through = Math.exp(-ATTENUATION * (terms.greenLai * density + terms.brownBiomass));
  out.vv = CANOPY_VV * (1 - through) + terms.groundVv * through;
  out.vh = CANOPY_VH * (1 - through) + terms.groundVh * through;
  return out;
}

/** Mean gamma0 of a cover in a canopy state (see backscatterTerms). */
export function backscatterOf(state: CanopyState, brownBiomass: number, wetDb: number): Backscatter {
  return canopyBackscatter(backscatterTerms(state, brownBiomass, wetDb), 1, { vv: 0, vh: 0 });
}

export const WATER_BACKSCATTER: Backscatter = { vv: fromDb(BACKSCATTER_DB.water.vv), vh: fromDb(BACKSCATTER_DB.water.vh) };
export const ROCK_BACKSCATTER: Backscatter = { vv: fromDb(BACKSCATTER_DB.rock.vv), vh: fromDb(BACKSCATTER_DB.rock.vh) };
export const SHADOW_BACKSCATTER: Backscatter = { vv: fromDb(BACKSCATTER_DB.shadow.vv), vh: fromDb(BACKSCATTER_DB.shadow.vh) };

/**
 * Speckle of a pixel: a gamma variate of DEMO_SPECKLE_LOOKS looks and mean 1, −ln(u1…un) / n of n uniforms in
 * (0, 1] drawn by `noise` (hashNoise) from the pixel and `salt`.
 */
export function speckle(noise: (x: number, y: number, salt: number) => number, x: number, y: number, salt: number): number {
  let product = 1;
  for (let k = 0; k < DEMO_SPECKLE_LOOKS; k++) product *= 1 - noise(x, y, salt + k);
  return -Math.log(product) / DEMO_SPECKLE_LOOKS;
}
