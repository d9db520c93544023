import { severityRank, type AlertSeverity } from '../../../shared/domain/alerts';
import type { AlertEpisodeItem } from '../db/alert-entities';
import { db } from '../db/service';
import type { Finding } from './rules/types';
import { isConditionFailure } from '../db/store-errors';

/**
 * The conditions already alerted. A finding's episode (`dry_spell:2026-06-21`) is raised once: its item is created
 * with a condition that it does not exist, so two evaluations at once raise it once; it is raised again only when
 * its severity rises (a dry spell's warning becoming an alert), by an update conditional on the stored severity.
 * A condition that goes on (the dry spell's eleventh day) finds its episode and raises nothing.
 */

/** Episodes are kept a year: long after their season, and the next season's have other dates. */
const KEEP_SECONDS = 365 * 24 * 3600;

export type EpisodeRaise = 'new' | 'escalated' | null;

export interface EpisodeKey {
  teamId: string;
  /** The field, or `team` for a team-wide alert. */
  fieldId: string;
}

/**
 * Claims the finding's episode for `alertId`: 'new' the first time, 'escalated' when its severity rose, null when
 * it was already alerted at this severity or above (or another evaluation claimed it first).
 */
export async function claimEpisode(key: EpisodeKey, finding: Pick<Finding, 'episode' | 'kind' | 'severity'>, alertId: string, day: string, now: Date): Promise<EpisodeRaise> {
  const entity = db().entities.alertEpisode;
  try {
    await entity
      .create({
        ...key,
        episode: finding.episode,
        kind: finding.kind,
        severity: finding.severity,
        alertId,
        firstSeen: day,
        lastSeen: day,
        expiresAt: Math.floor(now.getTime() / 1000) + KEEP_SECONDS,
      })
      .go();
    return 'new';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const { data: stored } = await entity.get({ ...key, episode: finding.episode }).go({ consistent: true });
  if (!stored || severityRank(finding.severity) <= severityRank(stored.severity)) return null;
  return (await escalate(key, finding.episode, stored, finding.severity, alertId, day)) ? 'escalated' : null;
}

async function escalate(key: EpisodeKey, episode: string, stored: AlertEpisodeItem, severity: AlertSeverity, alertId: string, day: string): Promise<boolean> {
  try {
    await db()
      .entities.alertEpisode.patch({ ...key, episode })
      .set({ severity, alertId, lastSeen: day })
      .where((attributes, { eq }) => eq(attributes.severity, stored.severity))
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Gives a new episode's claim back when its alert could not be stored, so the next evaluation raises it again
 * instead of the condition going unalerted (only while the claim is still this alert's).
 */
export async function releaseEpisode(key: EpisodeKey, episode: string, alertId: string): Promise<void> {
  await db()
    .entities.alertEpisode.delete({ ...key, episode })
    .where((attributes, { eq }) => eq(attributes.alertId, alertId))
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}
