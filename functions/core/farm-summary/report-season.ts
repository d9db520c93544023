import type { CropSeason } from '../../../shared/api/schemas/crops';
import type { ReportSeason, ReportSeasonEvent } from '../../../shared/api/schemas/farm-summary';
import { FIRST_SEASON_YEAR } from '../../../shared/api/schemas/season';
import type { DetectedSeason, PlannedAgainstDetected, SeasonEvent } from '../../../shared/api/schemas/season';
import { FARM_SUMMARY_MESSAGES } from '../../../shared/domain/farm-summary';
import { daysBetween, SEASON_MESSAGES, type LandUse } from '../../../shared/domain/season';
import type { Logger } from '../logger';
import { fieldSeason } from '../season/field-season';
import { planAgainstDetected } from '../season/plan-check';
import { storedFieldSeason } from '../season/season-store';

/**
 * The field report's season part: the sowing, emergence, peak, senescence and harvest detected within the report's
 * period, each with its confidence and, for sowing and harvest, its difference from the planned date, worded as
 * SEASON_MESSAGES.event words them ("Sown about 12 June (high confidence), 9 days after the planned date").
 *
 * It reads the stored detection of each year of the period (the scheduled precompute's, made on the field's current
 * boundary); where none is stored and the report may compute, it detects the year as GET /monitoring/season/ does.
 */

/** The field as the report knows it: its id, the digest of its boundary and its planned crop seasons. */
export interface ReportSeasonField {
  id: string;
  boundaryHash: string;
  cropSeasons: readonly CropSeason[];
}

export type ReportSeasonOf = (field: ReportSeasonField, from: string, to: string) => Promise<ReportSeason | null>;

export interface YearDetection {
  year: number;
  landUse: LandUse;
  seasons: readonly DetectedSeason[];
  events: readonly SeasonEvent[];
  message: string | null;
  /** The year's planned crop seasons against the detected ones, as the season route matched them (absent when stored). */
  planned?: readonly PlannedAgainstDetected[];
}

const yearsOf = (from: string, to: string, today: string) => {
  const first = Math.max(Number(from.slice(0, 4)), FIRST_SEASON_YEAR);
  const last = Math.min(Number(to.slice(0, 4)), Number(today.slice(0, 4)));
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
};

/**
 * The planned crop season of each detected season of a year, matched as GET /monitoring/season/ and the Year plan
 * match them (plan-check.ts: each plan to the detected season whose sowing is nearest its own); the first plan wins
 * when two match the same season.
 */
function plansOf(detection: YearDetection, cropSeasons: readonly CropSeason[], today: string): Map<number, CropSeason> {
  const ofYear = cropSeasons.filter((crop) => crop.season === detection.year);
  const planned = detection.planned ?? planAgainstDetected(ofYear, detection.seasons, today, detection.landUse);
  const plans = new Map<number, CropSeason>();
  for (const plan of planned) {
    const crop = ofYear.find((candidate) => candidate.id === plan.id);
    if (plan.detectedSeason !== null && crop && !plans.has(plan.detectedSeason)) plans.set(plan.detectedSeason, crop);
  }
  return plans;
}

function reportEvent(event: SeasonEvent, plan: CropSeason | undefined): ReportSeasonEvent {
  const planned = !plan ? null : event.kind === 'sowing' ? plan.sowing_date : event.kind === 'harvest' ? plan.harvest_date : null;
  const difference = planned === null ? null : daysBetween(planned, event.date);
  return {
    kind: event.kind,
    date: event.date,
    confidence: event.confidence,
    season: event.season,
    planned_date: planned,
    plan_difference_days: difference,
    sentence: SEASON_MESSAGES.event(event.kind, event.date, event.confidence, difference),
  };
}

/** Why a year has no season, when its detection gives no message of its own. */
const noSeasonMessage = ({ landUse, year }: YearDetection) =>
  landUse === 'bare' ? SEASON_MESSAGES.bare(year) : landUse === 'unknown' ? SEASON_MESSAGES.unknown(year) : SEASON_MESSAGES.noSeason(year);

/** The season part from each year's detection (null: none stored and none computed). Pure. */
export function reportSeasonPart(
  detections: readonly (YearDetection | null)[],
  years: readonly number[],
  cropSeasons: readonly CropSeason[],
  period: { from: string; to: string; today: string },
): ReportSeason {
  const { from, to, today } = period;
  const events = new Map<string, ReportSeasonEvent>();
  const messages: string[] = [];
  for (const detection of detections) {
    if (!detection) continue;
    const plans = plansOf(detection, cropSeasons, today);
    const inPeriod = detection.events.filter((event) => event.date >= from && event.date <= to);
    for (const event of inPeriod) events.set(`${event.kind}/${event.date}`, reportEvent(event, plans.get(event.season)));
    if (detection.events.length === 0) messages.push(detection.message ?? noSeasonMessage(detection));
  }
  const sorted = [...events.values()].sort((a, b) => a.date.localeCompare(b.date));
  if (detections.some((detection) => detection === null)) messages.push(SEASON_MESSAGES.notYet);
  else if (sorted.length === 0 && messages.length === 0) messages.push(FARM_SUMMARY_MESSAGES.reportNoSeasonEvent);
  return { years: [...years], events: sorted, messages };
}

/**
 * The report's season reader for a team. `compute`: detect a year nothing is stored for (served beside the imagery
 * engine); without it such a year says detection has not run yet. A detection that cannot be read or made leaves the
 * report without its season part (null), as the clear-view ledger does.
 */
export function reportSeason(teamId: string, options: { compute: boolean; log?: Logger; today?: string }): ReportSeasonOf {
  const { compute, log } = options;
  return async (field, from, to) => {
    const today = options.today ?? new Date().toISOString().slice(0, 10);
    const years = yearsOf(from, to, today);
    try {
      const detections = await Promise.all(
        years.map(async (year): Promise<YearDetection | null> => {
          const stored = await storedFieldSeason(teamId, field.id, year);
          if (stored && stored.boundaryHash === field.boundaryHash) return { year, ...stored.detection };
          if (!compute) return null;
          const answer = await fieldSeason(teamId, { field: field.id, year }, { today, ...(log ? { log } : {}) });
          return { year, landUse: answer.landUse, seasons: answer.seasons, events: answer.events, message: answer.message, planned: answer.planned };
        }),
      );
      return reportSeasonPart(detections, years, field.cropSeasons, { from, to, today });
    } catch (error) {
      log?.warn('report season unavailable', { fieldId: field.id, error });
      return null;
    }
  };
}
