import type { DetectedSeason } from '../../../shared/api/schemas/season';
import { daysBetween } from '../../../shared/domain/season';

/**
 * The detected season a planned one is compared with: the one whose sowing is nearest the planned sowing (a season
 * whose sowing the series does not reach is placed by its harvest against the planned harvest), or null when the
 * year has none.
 */
export function matchedSeason(detected: readonly DetectedSeason[], planned: { sowing_date: string; harvest_date: string }): DetectedSeason | null {
  let best: { season: DetectedSeason; distance: number } | null = null;
  for (const season of detected) {
    const distance =
      season.start !== null
        ? Math.abs(daysBetween(planned.sowing_date, season.start))
        : season.end !== null
          ? Math.abs(daysBetween(planned.harvest_date, season.end))
          : Number.POSITIVE_INFINITY;
    if (distance !== Number.POSITIVE_INFINITY && (best === null || distance < best.distance)) best = { season, distance };
  }
  return best?.season ?? null;
}
