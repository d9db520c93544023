import { addDays } from '../../../shared/domain/weather';
import type { ActivityItem } from '../db/activity-entities';
import type { AccountSubscriptionItem } from '../db/subscription-entities';
import { teamActivities } from '../activities/activity-store';
import { currentSubscription, upcomingSubscription } from '../subscriptions/account-subscriptions';
import { REMINDER_DAYS } from '../subscriptions/expiry';
import type { Finding } from './rules/types';

/**
 * The reminders that join the alerts' channels: a task due tomorrow (to its assignees) and a subscription ending
 * in 7 days or 1 day (to the owner, on the days its reminder mail goes: that mail is the e-mail of this alert,
 * not sent twice). Each is a finding with its own episode, so it is sent once however often the team is evaluated.
 * A task due tomorrow has no mail of its own (the assignment mail went when it was assigned), so its alert's e-mail
 * goes as any alert's does.
 */

const DAY_MS = 24 * 3600 * 1000;

export interface TaskReminder {
  activity: Pick<ActivityItem, 'activityId' | 'fieldId' | 'name' | 'endDate' | 'assigneeIds' | 'createdBy'>;
  finding: Finding;
}

/** Open tasks whose end date is the day after `day`: one finding each, for its assignees (else its author). */
export function tasksDueTomorrow(activities: readonly ActivityItem[], day: string): TaskReminder[] {
  const tomorrow = addDays(day, 1);
  return activities
    .filter((activity) => activity.status === 'open' && activity.endDate === tomorrow)
    .map((activity) => ({
      activity,
      finding: {
        kind: 'task_due',
        severity: 'info',
        episode: `task_due:${activity.activityId}:${activity.endDate}`,
        evidence: { from: activity.startDate, to: activity.endDate, observed_until: null, figures: {}, series: [], source: 'tasks' },
        values: { task: activity.name, date: activity.endDate },
      },
    }));
}

export async function teamTasksDueTomorrow(teamId: string, day: string): Promise<TaskReminder[]> {
  return tasksDueTomorrow(await teamActivities(teamId), day);
}

/** The reminder due now for a subscription (its 7-day or 1-day one, on the same days as the mail), or null. */
export function expiryFinding(subscription: Pick<AccountSubscriptionItem, 'subscriptionId' | 'endDate' | 'planName'>, now: Date): Finding | null {
  const left = Date.parse(subscription.endDate) - now.getTime();
  const days = REMINDER_DAYS.find((reminder) => left >= (reminder - 1) * DAY_MS && left < reminder * DAY_MS);
  if (days === undefined) return null;
  const end = subscription.endDate.slice(0, 10);
  return {
    kind: 'expiry',
    severity: days === 1 ? 'warning' : 'info',
    episode: `expiry:${subscription.subscriptionId}:${days}d`,
    evidence: { from: now.toISOString().slice(0, 10), to: end, observed_until: null, figures: { days_left: days }, series: [], source: 'subscription' },
    values: { plan: subscription.planName, days, date: end },
  };
}

/** The team's subscription reminder due now: none when the plan to follow it is already bought. */
export async function teamExpiryFinding(teamId: string, now: Date): Promise<Finding | null> {
  const subscription = await currentSubscription(teamId, now);
  if (!subscription) return null;
  const finding = expiryFinding(subscription, now);
  if (!finding || (await upcomingSubscription(teamId, now))) return null;
  return finding;
}
