import type { PlannedAgainstDetected, SeasonResponse } from '../../../../shared/api/schemas/season';
import { SEASON_MESSAGES, type SeasonConfidence } from '../../../../shared/domain/season';

type PlanEnd = 'sowing' | 'harvest';

/** The confidence of the detected season's sowing or harvest: its event's, else the season's own. */
function confidenceOf(response: SeasonResponse, season: number, kind: PlanEnd): SeasonConfidence | null {
  const event = response.events.find((candidate) => candidate.kind === kind && candidate.season === season);
  return event?.confidence ?? response.seasons.find((candidate) => candidate.season === season)?.confidence ?? null;
}

/** "Sown about 12 June (high confidence), 9 days after the planned date", or null when that end was not detected. */
export function detectedWords(planned: PlannedAgainstDetected, response: SeasonResponse, kind: PlanEnd): string | null {
  const date = kind === 'sowing' ? planned.detectedSowing : planned.detectedHarvest;
  const difference = kind === 'sowing' ? planned.sowingDifferenceDays : planned.harvestDifferenceDays;
  if (date === null || planned.detectedSeason === null) return null;
  const confidence = confidenceOf(response, planned.detectedSeason, kind);
  return confidence === null ? null : SEASON_MESSAGES.event(kind, date, confidence, difference);
}

export type PlanStatus = { kind: 'flagged'; message: string } | { kind: 'agrees' } | { kind: 'waiting' };

/** What a planned season shows beside its dates: the API's flag and its words, agreement, or nothing detected yet. */
export function planStatus(planned: PlannedAgainstDetected): PlanStatus {
  if (planned.flag !== null) {
    const worst = Math.max(Math.abs(planned.sowingDifferenceDays ?? 0), Math.abs(planned.harvestDifferenceDays ?? 0));
    const fallback = planned.flag === 'not-detected' ? SEASON_MESSAGES.flagNotDetected(planned.crop) : SEASON_MESSAGES.flagDisagrees(worst);
    return { kind: 'flagged', message: planned.message ?? fallback };
  }
  return planned.detectedSeason === null ? { kind: 'waiting' } : { kind: 'agrees' };
}

