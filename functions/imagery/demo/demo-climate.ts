/**
 * The sky and the rain of the demo area (central Nigeria, about 9° N), month by month, so that the demo shows
 * what a farmer there sees: clear Sentinel-2 views of a field are common in the dry season and rare from June
 * to September, when the monsoon's low stratus covers the area at the satellite's 10:00 overpass.
 *
 * CLEAR_VIEW_SHARE is an estimate (low firmness), not a measurement: the share of Sentinel-2 overpasses that see
 * a field clear, synthesised from the published climatology of the area:
 * - van der Linden R., Fink A.H., Redl R. (2015) Satellite-based climatology of low-level continental clouds in
 *   southern West Africa during the summer monsoon season. J. Geophys. Res. Atmos. 120:1186-1201,
 *   doi:10.1002/2014JD022614 (the monsoon low stratus reaches 10-11° N between 09:00 and 10:00 UTC in July-September);
 * - Danso D.K. et al. (2020) Daytime low-level clouds in West Africa. Earth Syst. Dynam. 11:1133,
 *   doi:10.5194/esd-11-1133-2020 (about 75 % daytime low-cloud occurrence in August);
 * - Eberhardt I.D.R. et al. (2016) Cloud Cover Assessment for Operational Crop Monitoring Systems in Tropical
 *   Areas. Remote Sens. 8(3):219 (about 15 % clear sky in the rainy crop season of near-equatorial croplands);
 * - the harmattan dust haze of December to March, which the Sentinel-2 cloud mask often flags.
 * Replace it with shares measured from Sentinel-2 scene or field statistics of the area when they are at hand.
 */

/** Share of Sentinel-2 views of a field that are clear, January to December. */
export const CLEAR_VIEW_SHARE: readonly number[] = [0.7, 0.65, 0.55, 0.4, 0.25, 0.15, 0.08, 0.05, 0.1, 0.3, 0.65, 0.75];

/**
 * Partly cloudy views (broken cloud over part of the farm, still usable) are half as frequent again as clear
 * ones, at most what the clear views leave; the rest are cloudy (overcast, haze, or large clouds over the farm).
 */
export const PARTLY_CLOUDY_PER_CLEAR = 0.5;

/**
 * Days with rain, per month, at Abuja (about 9° N; climate normals, rounded): the chance that the soil is wet on
 * a given day (rain that day or the day before) is taken as twice the share of rainy days, at most 0.9.
 */
export const RAIN_DAYS: readonly number[] = [0, 1, 2, 6, 12, 15, 19, 21, 18, 10, 1, 0];

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The chance that the soil is wet after rain on a day of month `month` (0-11). */
export function wetSoilChance(month: number): number {
  return Math.min(0.9, (2 * (RAIN_DAYS[month] ?? 0)) / (DAYS_IN_MONTH[month] ?? 30));
}

/** The share of views partly cloudy in a month (0-11). */
export function partlyCloudyShare(month: number): number {
  const clear = CLEAR_VIEW_SHARE[month] ?? 0;
  return Math.min(1 - clear, PARTLY_CLOUDY_PER_CLEAR * clear);
}
