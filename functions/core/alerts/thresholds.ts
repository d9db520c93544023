import { DEFAULT_ALERT_THRESHOLDS, type AlertThresholds } from '../../../shared/domain/alerts';
import { db } from '../db/service';

/**
 * A team's thresholds in force: the ones it changed (stored as a partial JSON object) over the defaults, so a
 * default changed later reaches every team that kept it.
 */
export async function teamThresholds(teamId: string): Promise<{ thresholds: AlertThresholds; updatedAt: string | null }> {
  const { data } = await db().entities.alertThresholds.get({ teamId }).go();
  if (!data) return { thresholds: { ...DEFAULT_ALERT_THRESHOLDS }, updatedAt: null };
  const stored = JSON.parse(data.values) as Partial<AlertThresholds>;
  return { thresholds: { ...DEFAULT_ALERT_THRESHOLDS, ...stored }, updatedAt: data.updatedAt };
}
