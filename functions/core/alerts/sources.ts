import type { AlertThresholds } from '../../../shared/domain/alerts';
import { anomalyFindings } from './index-history';
import { weatherFindings } from './rules/weather-rules';
import type { CropWindow, FieldSituation, Finding } from './rules/types';
import { teamThresholds } from './thresholds';

/**
 * Where the evaluation reads its findings and thresholds: the weather rules, the index anomaly and the team's
 * thresholds. One small module so the evaluation (and its tests, which pass their own) names them in one place.
 */
export interface AlertSources {
  weatherFindings(situation: FieldSituation): Finding[];
  anomalyFindings(teamId: string, fieldId: string, today: string, crops: readonly CropWindow[], thresholds: AlertThresholds): Promise<Finding[]>;
  teamThresholds(teamId: string): Promise<{ thresholds: AlertThresholds; updatedAt: string | null }>;
}

export const ALERT_SOURCES: AlertSources = { weatherFindings, anomalyFindings, teamThresholds };
