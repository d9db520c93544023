import { ALERT_MESSAGES, ALERT_THRESHOLD_BOUNDS, DEFAULT_ALERT_THRESHOLDS, type AlertThresholds } from '../../../shared/domain/alerts';
import type { ThresholdsAnswer } from '../../../shared/api/schemas/alerts';
import type * as z from 'zod';
import { db } from '../db/service';
import { InvalidError } from '../errors';
import { teamThresholds } from './thresholds';

type Answer = z.infer<typeof ThresholdsAnswer>;

/** A team's thresholds as the API answers them: in force, the defaults and the bounds, for the screen to explain. */
export async function thresholdsAnswer(teamId: string): Promise<Answer> {
  const { thresholds, updatedAt } = await teamThresholds(teamId);
  return { team: teamId, thresholds, defaults: DEFAULT_ALERT_THRESHOLDS, bounds: Object.fromEntries(Object.entries(ALERT_THRESHOLD_BOUNDS).map(([key, [low, high]]) => [key, [low, high]])), updated_at: updatedAt };
}

/**
 * Changes some of a team's thresholds (each already within its bounds). The dry spell's warning must still come
 * before its alert once the change is merged with what the team stored: a patch of one of the two is checked
 * against the other's value in force. Only values the team set are stored, so later defaults still reach the rest.
 */
export async function updateTeamThresholds(teamId: string, patch: Partial<AlertThresholds>, updatedBy: string): Promise<Answer> {
  const { data } = await db().entities.alertThresholds.get({ teamId }).go({ consistent: true });
  const stored = data ? (JSON.parse(data.values) as Partial<AlertThresholds>) : {};
  const values: Partial<AlertThresholds> = { ...stored, ...patch };
  const merged = { ...DEFAULT_ALERT_THRESHOLDS, ...values };
  if (merged.drySpellWarningDays >= merged.drySpellAlertDays) {
    const field = patch.drySpellWarningDays !== undefined ? 'drySpellWarningDays' : 'drySpellAlertDays';
    throw new InvalidError(ALERT_MESSAGES.warningAboveAlert, { [field]: [ALERT_MESSAGES.warningAboveAlert] });
  }
  await db().entities.alertThresholds.put({ teamId, values: JSON.stringify(values), updatedBy }).go();
  return thresholdsAnswer(teamId);
}
