import type { CropSeason } from '../../../shared/api/schemas/crops';
import type { DetectedSeason, PlannedAgainstDetected } from '../../../shared/api/schemas/season';
import { daysBetween, type LandUse, PLAN_CHECK, SEASON_MESSAGES } from '../../../shared/domain/season';
import { addDays } from '../imagery/config';

/**
 * The team's planned crop seasons of a field and year against the detected ones: each plan is matched to the
 * detected season whose sowing is nearest its planned sowing, and flagged when they are more than
 * PLAN_CHECK.disagreeDays apart (sowing or harvest), or when no season is detected PLAN_CHECK.missingAfterDays after
 * the planned sowing. A year with too few views to tell (`unknown`) flags nothing: no season seen is not no season.
 */
export function planAgainstDetected(planned: readonly CropSeason[], detected: readonly DetectedSeason[], today: string, landUse?: LandUse): PlannedAgainstDetected[] {
  return planned.map((plan) => {
    const base = { id: plan.id, crop: plan.crop.name, sowing_date: plan.sowing_date, harvest_date: plan.harvest_date };
    const match = nearestSowing(plan.sowing_date, detected);
    if (!match?.start) {
      const missing = landUse !== 'unknown' && today > addDays(plan.sowing_date, PLAN_CHECK.missingAfterDays);
      return {
        ...base,
        detectedSeason: null,
        detectedSowing: null,
        detectedHarvest: null,
        sowingDifferenceDays: null,
        harvestDifferenceDays: null,
        flag: missing ? 'not-detected' : null,
        message: missing ? SEASON_MESSAGES.flagNotDetected(plan.crop.name) : null,
      };
    }
    const sowing = daysBetween(plan.sowing_date, match.start);
    const harvest = match.end === null ? null : daysBetween(plan.harvest_date, match.end);
    const furthest = Math.max(Math.abs(sowing), Math.abs(harvest ?? 0));
    const disagrees = furthest > PLAN_CHECK.disagreeDays;
    return {
      ...base,
      detectedSeason: match.season,
      detectedSowing: match.start,
      detectedHarvest: match.end,
      sowingDifferenceDays: sowing,
      harvestDifferenceDays: harvest,
      flag: disagrees ? 'disagrees' : null,
      message: disagrees ? SEASON_MESSAGES.flagDisagrees(furthest) : null,
    };
  });
}

/** The detected season (with a sowing) whose sowing is nearest the planned one; the earlier on a tie. */
function nearestSowing(sowing: string, detected: readonly DetectedSeason[]): DetectedSeason | null {
  let best: DetectedSeason | null = null;
  for (const season of detected) {
    if (season.start === null) continue;
    if (!best?.start || Math.abs(daysBetween(sowing, season.start)) < Math.abs(daysBetween(sowing, best.start))) best = season;
  }
  return best;
}
