import { appUrl } from '../config';
import { db } from '../db/service';
import type { AccountSubscriptionItem } from '../db/subscription-entities';
import type { Logger } from '../logger';
import { escapeHtml, sendMail, type Mail } from '../mail/send-mail';
import { mailWords, type MailWords } from '../mail/mail-text';
import { recipientLanguage } from '../mail/recipient-language';
import { getProfile } from '../accounts/profiles';
import { getTeam } from '../teams/teams';
import { upcomingSubscription } from './account-subscriptions';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The reminders before the end (spec: the owner is mailed 7 days and 1 day before). */
export const REMINDER_DAYS = [7, 1] as const;

export interface ExpiryRun {
  expired: number;
  reminded: number;
  /** Plans bought to follow another that started. */
  activated: number;
}

/** The latest end the byEnd index is read up to for plans still to come. */
const FAR_FUTURE = new Date('9999-12-31T00:00:00.000Z');

async function endingBetween(from: Date, to: Date): Promise<AccountSubscriptionItem[]> {
  const { data } = await db()
    .entities.accountSubscription.query.byEnd({})
    .between({ endDate: from.toISOString() }, { endDate: to.toISOString() })
    .go({ pages: 'all' });
  return data.filter((item) => item.endDate >= from.toISOString() && item.endDate < to.toISOString());
}

/** The owner's reminder, in their language: the plan's name as it was typed, the end date as YYYY-MM-DD. */
export function reminderMail(to: string, item: AccountSubscriptionItem, days: number, words: MailWords = mailWords('en')): Mail {
  const link = `${appUrl()}/subscription/plans`;
  const end = item.endDate.slice(0, 10);
  return {
    to: [to],
    subject: words.text('mail.expiry.subject', { days, plan: item.planName }),
    text: `${words.text('mail.expiry.text', { days, plan: item.planName, end })} ${words.text('mail.expiry.renewText', { link })}`,
    html: `<p>${words.html('mail.expiry.text', { days, plan: `<strong>${escapeHtml(item.planName)}</strong>`, end })}</p><p>${words.html('mail.expiry.renew', {
      link: `<a href="${escapeHtml(link)}">${words.html('mail.expiry.renewLink')}</a>`,
    })}</p>`,
  };
}

/** The owner's address and the language their mails are written in. */
async function owner(teamId: string): Promise<{ email: string; words: MailWords } | null> {
  const team = await getTeam(teamId);
  if (!team) return null;
  const profile = await getProfile(team.ownerId).catch(() => null);
  return profile?.email ? { email: profile.email, words: mailWords(await recipientLanguage(team.ownerId)) } : null;
}

/** Plans bought to start when the previous one ends, past their start and not yet active, become active. */
async function activateDue(now: Date): Promise<number> {
  const moment = now.toISOString();
  const due = (await endingBetween(now, FAR_FUTURE)).filter((item) => item.scheduled === true && item.startDate <= moment);
  for (const item of due) {
    await db()
      .entities.accountSubscription.patch({ teamId: item.teamId, subscriptionId: item.subscriptionId })
      .set({ isActive: true, scheduled: false })
      .go();
  }
  return due.length;
}

/**
 * The daily run: plans bought to follow one that ended become active; subscriptions past their end become inactive; owners of those ending in 7 days or 1 day get a
 * reminder, once (the reminder is recorded on the subscription with a conditional write before the mail goes).
 */
export async function runSubscriptionExpiry(now: Date, log: Logger): Promise<ExpiryRun> {
  const run: ExpiryRun = { expired: 0, reminded: 0, activated: await activateDue(now) };
  const ended = await endingBetween(new Date(0), now);
  for (const item of ended.filter((candidate) => candidate.isActive !== false)) {
    await db()
      .entities.accountSubscription.patch({ teamId: item.teamId, subscriptionId: item.subscriptionId })
      .set({ isActive: false })
      .go();
    run.expired += 1;
  }
  for (const days of REMINDER_DAYS) {
    const due = await endingBetween(new Date(now.getTime() + (days - 1) * DAY_MS), new Date(now.getTime() + days * DAY_MS));
    for (const item of due.filter((candidate) => candidate.isActive === true && !candidate.remindersSent?.includes(`${days}d`))) {
      // A team that already bought the plan to follow this one has nothing to renew.
      if (await upcomingSubscription(item.teamId, now)) continue;
      const marked = await db()
        .entities.accountSubscription.patch({ teamId: item.teamId, subscriptionId: item.subscriptionId })
        .add({ remindersSent: [`${days}d`] })
        .where(({ remindersSent }, { notExists, notContains }) => `${notExists(remindersSent)} OR ${notContains(remindersSent, `${days}d`)}`)
        .go()
        .then(() => true)
        .catch(() => false);
      const to = marked ? await owner(item.teamId) : null;
      if (to && (await sendMail(reminderMail(to.email, item, days, to.words), log))) run.reminded += 1;
    }
  }
  return run;
}
