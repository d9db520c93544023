import type { PlannedAgainstDetected, SeasonEvent, SeasonResponse } from '../../shared/api/schemas/season';
import type { SeasonConfidence, SeasonEventKind } from '../../shared/domain/season';

/** A detected event with the evidence the detector gives (a rule and the points it read). */
export function seasonEvent(kind: SeasonEventKind, date: string, confidence: SeasonConfidence, season = 1): SeasonEvent {
  return { kind, date, confidence, season, evidence: { rule: `smoothed NDVI placed ${kind}`, points: [{ date, value: 0.3, source: 'optical' }] } };
}

/** A maize season of `year`: sown 12 June, harvested 20 October. */
export function maizeEvents(year: number): SeasonEvent[] {
  return [
    seasonEvent('sowing', `${year}-06-12`, 'high'),
    seasonEvent('emergence', `${year}-06-24`, 'medium'),
    seasonEvent('peak', `${year}-08-20`, 'high'),
    seasonEvent('senescence', `${year}-09-25`, 'medium'),
    seasonEvent('harvest', `${year}-10-20`, 'low'),
  ];
}

/** The plan of that season: sown 9 days before the detected date, harvested 5 days after it. */
export function maizePlan(year: number, extra: Partial<PlannedAgainstDetected> = {}): PlannedAgainstDetected {
  return {
    id: `s-${year}`,
    crop: 'Maize',
    sowing_date: `${year}-06-03`,
    harvest_date: `${year}-10-25`,
    detectedSeason: 1,
    detectedSowing: `${year}-06-12`,
    detectedHarvest: `${year}-10-20`,
    sowingDifferenceDays: 9,
    harvestDifferenceDays: -5,
    flag: null,
    message: null,
    ...extra,
  };
}

export function seasonResponse(year: number, extra: Partial<SeasonResponse> = {}): SeasonResponse {
  const events = extra.events ?? maizeEvents(year);
  return {
    field: { id: 'f1', name: 'North Farm' },
    year,
    index: 'NDVI',
    landUse: events.length > 0 ? 'crop' : 'fallow',
    message: events.length > 0 ? null : `No crop season detected in ${year}.`,
    events,
    seasons: events.length > 0 ? [{ season: 1, start: `${year}-06-12`, end: `${year}-10-20`, peakValue: 0.78, amplitude: 0.5, confidence: 'high' }] : [],
    planned: events.length > 0 ? [maizePlan(year)] : [],
    stage: events.length > 0 ? 'harvested' : 'fallow',
    detectedAt: `${year}-11-01T00:00:00.000Z`,
    pending: [],
    ...extra,
  };
}

