import { DEFAULT_ALERT_THRESHOLDS, type AlertThresholds } from '../../../shared/domain/alerts';
import { db } from '../db/service';

/**
 * A team's thresholds in force: the values it stored (a JSON of the ones it changed) over the defaults, so a
 * default changed later reaches every team that kept it. A stored value of the wrong type (an older shape) is
 * ignored rather than trusted.
 */
export interface TeamThresholds {
  thresholds: AlertThresholds;
  /** When the team last changed them; null: the defaults, never changed. */
  updatedAt: string | null;
}

export function mergedThresholds(stored: string | undefined): AlertThresholds {
  const merged: AlertThresholds = { ...DEFAULT_ALERT_THRESHOLDS };
  if (!stored) return merged;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return merged;
  }
  if (!parsed || typeof parsed !== 'object') return merged;
  const values = parsed as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_ALERT_THRESHOLDS) as Array<keyof AlertThresholds>) {
    const value = values[key];
    if (key === 'onsetEarliest') {
      if (value === null || typeof value === 'string') merged.onsetEarliest = value;
    } else if (typeof value === 'number' && Number.isFinite(value)) {
      merged[key] = value;
    }
  }
  return merged;
}

export async function teamThresholds(teamId: string): Promise<TeamThresholds> {
  const { data } = await db().entities.alertThresholds.get({ teamId }).go();
  return { thresholds: mergedThresholds(data?.values), updatedAt: data?.updatedAt ?? null };
}
