/**
 * The confidence of a detected event and the points shown as its evidence: how close and how good the views are
 * around the day the rule placed it.
 */
import type { SeasonEvidencePoint } from '../../../shared/api/schemas/season';
import type { SeasonConfidence } from '../../../shared/domain/season';
import { SEASON_THRESHOLDS } from './season-thresholds';

export interface DayPoint {
  /** Whole days since 1970-01-01. */
  day: number;
  date: string;
  value: number;
  source: 'optical' | 'radar-estimate';
  /** The estimate's interval width (0 for optical points). */
  width: number;
}

const RANK: Readonly<Record<SeasonConfidence, number>> = { high: 2, medium: 1, low: 0 };

export const lowestConfidence = (confidences: readonly SeasonConfidence[]): SeasonConfidence =>
  confidences.reduce<SeasonConfidence>((lowest, next) => (RANK[next] < RANK[lowest] ? next : lowest), 'high');

export const raiseTo = (confidence: SeasonConfidence, floor: SeasonConfidence): SeasonConfidence => (RANK[confidence] >= RANK[floor] ? confidence : floor);

/**
 * High: an optical view within `opticalNearDays` on both sides of the day. Medium: on each side an optical view or a
 * radar estimate with a narrow interval within `estimateNearDays`. Low otherwise (a long gap), and always when the
 * season's amplitude is weak.
 */
export function eventConfidence(points: readonly DayPoint[], day: number, weak: boolean): SeasonConfidence {
  if (weak) return 'low';
  const T = SEASON_THRESHOLDS;
  const near = (point: DayPoint, side: -1 | 1, days: number) => (side < 0 ? point.day <= day && day - point.day <= days : point.day >= day && point.day - day <= days);
  const optical = (side: -1 | 1) => points.some((point) => point.source === 'optical' && near(point, side, T.opticalNearDays));
  if (optical(-1) && optical(1)) return 'high';
  const usable = (side: -1 | 1) => points.some((point) => (point.source === 'optical' || point.width <= T.goodEstimateWidth) && near(point, side, T.estimateNearDays));
  return usable(-1) && usable(1) ? 'medium' : 'low';
}

/** The `evidencePoints` points either side of the day (the day's own among those before), in date order. */
export function evidencePoints(points: readonly DayPoint[], day: number): SeasonEvidencePoint[] {
  const count = SEASON_THRESHOLDS.evidencePoints;
  const before = points.filter((point) => point.day <= day).slice(-count);
  const after = points.filter((point) => point.day > day).slice(0, count);
  return [...before, ...after].map((point) => ({ date: point.date, value: Math.round(point.value * 1000) / 1000, source: point.source }));
}
