import { ulid } from 'ulid';
import type { AlertChannel } from '../../../shared/domain/alerts';
import { appUrl } from '../config';
import type { UserAlertItem } from '../db/alert-entities';
import { db } from '../db/service';
import { translate } from '../i18n/translate';
import type { Logger } from '../logger';
import { enqueueOutbox, type NewOutboxMessage } from '../mail/outbox';
import { reserveMessages } from './allowance';
import { composeAlert, type AlertContent, type ComposedAlert } from './compose';
import { channelDecisions, type ChannelDecision } from './dispatch-decisions';
import { markDelivery } from './deliveries';
import { claimEpisode, releaseEpisode } from './episodes';
import type { Recipient } from './recipients';
import type { Finding } from './rules/types';

/**
 * Raising an alert and sending it. A finding whose episode is new (or whose severity rose) becomes one team alert,
 * then one user alert per reader with what became of it on each channel: in the app at once; e-mail, SMS and
 * WhatsApp through the outbox (which retries, and never sends one twice), SMS and WhatsApp counted against the
 * team's monthly allowance first. The user alert is written before its messages are queued, so the outbox's
 * consumer always finds it to mark them sent.
 */

/** One team's evaluation: who reads its alerts, its allowance, and what was raised and sent. */
export interface TeamRun {
  teamId: string;
  teamName: string;
  ownerId: string;
  /** Every member (owner included) with their settings. */
  recipients: readonly Recipient[];
  /** The month's SMS segments and WhatsApp messages (the plan's `messages` services). */
  allowance: number;
  now: Date;
  log: Logger;
  counts: RunCounts;
  /** Episodes this run already met at a severity (a replay meets one every day it lasts): not claimed again. */
  seen: Map<string, number>;
  /**
   * A replay's history: alerts of days before this one are recorded in the app only (a season replayed does not
   * mail and text the whole season's past at once, nor spend the month's allowance on it). Null: every channel.
   */
  inAppOnlyBefore: string | null;
}

export interface RunCounts {
  raised: number;
  queued: Partial<Record<AlertChannel, number>>;
  skipped: number;
}

export const emptyCounts = (): RunCounts => ({ raised: 0, queued: {}, skipped: 0 });

/** Where an alert is raised: its field (null for a team-wide one), the day evaluated, its link and readers. */
export interface AlertPlace {
  field: { id: string; name: string } | null;
  day: string;
  /** The path in the app the alert leads to. */
  link: string | null;
  /** Who it goes to: the team's readers unless named (a task's assignees, the owner). */
  recipients?: readonly Recipient[];
  /**
   * What its episodes are kept under: the field (the default), or a weather cell for a risk of the whole place
   * (PLACE_WIDE_KINDS), so the team's fields sharing that weather raise it once.
   */
  scope?: string;
}

/** The link to a field's page (its charts and weather) in the app. */
export const fieldLink = (fieldId: string) => `/dashboard/farmsummary/info/${encodeURIComponent(fieldId)}`;

/** The alert's time: now, or for a past day replayed, that day's morning in Nigeria (07:00), so alerts read in order. */
function alertTime(day: string, now: Date): Date {
  const morning = new Date(`${day}T06:00:00.000Z`);
  return morning < now && day < now.toISOString().slice(0, 10) ? morning : now;
}

function absoluteUrl(link: string | null): string | null {
  if (!link) return null;
  try {
    return `${appUrl()}${link}`;
  } catch {
    return null;
  }
}

const severityValue = { info: 0, warning: 1, alert: 2 } as const;

/** Raises a finding when its episode is new or worse: true when it was raised (and sent). */
export async function raiseFinding(run: TeamRun, place: AlertPlace, finding: Finding): Promise<boolean> {
  const fieldId = place.scope ?? place.field?.id ?? 'team';
  const seenKey = `${fieldId}#${finding.episode}`;
  const rank = severityValue[finding.severity];
  if ((run.seen.get(seenKey) ?? -1) >= rank) return false;
  run.seen.set(seenKey, rank);
  const at = alertTime(place.day, run.now);
  const alertId = ulid(at.getTime());
  const raised = await claimEpisode({ teamId: run.teamId, fieldId }, finding, alertId, place.day, run.now);
  if (!raised) return false;
  const recipients = place.recipients ?? run.recipients;
  const evidence = JSON.stringify(finding.evidence);
  const values = JSON.stringify(finding.values);
  const createdAt = at.toISOString();
  const stored = db()
    .entities.teamAlert.create({
      teamId: run.teamId,
      alertId,
      ...(place.field ? { fieldId: place.field.id, fieldName: place.field.name } : {}),
      kind: finding.kind,
      severity: finding.severity,
      episode: finding.episode,
      day: place.day,
      evidence,
      values,
      ...(place.link ? { link: place.link } : {}),
      recipients: recipients.length,
      createdAt,
    })
    .go();
  try {
    await stored;
  } catch (error) {
    // A new episode not stored as an alert is given back: the next run raises it (an escalation is raised again
    // only if it rises further; its lower alert stands).
    if (raised === 'new') await releaseEpisode({ teamId: run.teamId, fieldId }, finding.episode, alertId);
    run.seen.delete(seenKey);
    throw error;
  }
  run.counts.raised += 1;
  const content: AlertContent = {
    kind: finding.kind,
    severity: finding.severity,
    fieldName: place.field?.name ?? null,
    values: finding.values,
    evidence: finding.evidence,
    url: absoluteUrl(place.link),
  };
  for (const recipient of recipients) {
    await deliver(run, { alertId, createdAt, place, finding, evidence, values, content }, recipient);
  }
  run.log.info('alert raised', { teamId: run.teamId, fieldId, kind: finding.kind, severity: finding.severity, episode: finding.episode, raised, recipients: recipients.length });
  return true;
}

interface RaisedAlert {
  alertId: string;
  createdAt: string;
  place: AlertPlace;
  finding: Finding;
  evidence: string;
  values: string;
  content: AlertContent;
}

type Delivery = NonNullable<UserAlertItem['sms']>;

interface Planned {
  channel: AlertChannel;
  delivery: Delivery;
  /** The outbox message to queue once the user alert is stored. */
  message?: NewOutboxMessage;
  notBefore?: Date;
}

/** Turns one channel's decision into its delivery record (and message), counting paid messages against the allowance. */
async function plan(run: TeamRun, alert: RaisedAlert, recipient: Recipient, composed: ComposedAlert, decision: ChannelDecision): Promise<Planned> {
  const at = run.now.toISOString();
  const ref = { userId: recipient.userId, alertId: alert.alertId };
  if (decision.action === 'skip') return { channel: decision.channel, delivery: { status: 'skipped', reason: decision.reason, at } };
  if (decision.action === 'by_reminder') {
    return { channel: 'email', delivery: { status: 'sent', text: translate(recipient.language, 'messages.email.reminderMail'), at } };
  }
  if (decision.channel === 'in_app') return { channel: 'in_app', delivery: { status: 'sent', text: composed.title, at } };
  const outboxId = ulid(run.now.getTime());
  if (decision.channel === 'email') {
    const mail = { to: [recipient.email ?? ''], subject: composed.email.subject, html: composed.email.html, text: composed.email.text };
    return { channel: 'email', delivery: { status: 'queued', outboxId, text: composed.email.subject, at }, message: { channel: 'email', mail, alert: ref } };
  }
  const notBefore = 'notBefore' in decision ? decision.notBefore : null;
  const units = decision.channel === 'sms' ? composed.sms.count.segments : 1;
  if (!(await reserveMessages(run.teamId, decision.channel, units, run.allowance, run.now))) {
    return { channel: decision.channel, delivery: { status: 'skipped', reason: 'allowance_used', at } };
  }
  const phone = recipient.phone ?? '';
  const message: NewOutboxMessage =
    decision.channel === 'sms'
      ? { channel: 'sms', sms: { to: phone, text: composed.sms.text, segments: units }, teamId: run.teamId, kind: alert.finding.kind, alert: ref }
      : { channel: 'whatsapp', whatsapp: { to: phone, ...composed.whatsapp }, teamId: run.teamId, kind: alert.finding.kind, alert: ref };
  const text = decision.channel === 'sms' ? composed.sms.text : composed.whatsapp.text;
  return {
    channel: decision.channel,
    delivery: { status: 'queued', outboxId, segments: units, text, at },
    message,
    ...(notBefore ? { notBefore } : {}),
  };
}

async function deliver(run: TeamRun, alert: RaisedAlert, recipient: Recipient): Promise<void> {
  const composed = composeAlert(alert.content, recipient.language);
  const planned: Planned[] = [];
  const history = run.inAppOnlyBefore !== null && alert.place.day < run.inAppOnlyBefore;
  const decisions = channelDecisions(recipient, alert.finding.kind, run.now).filter((decision) => !history || decision.channel === 'in_app');
  for (const decision of decisions) planned.push(await plan(run, alert, recipient, composed, decision));
  const deliveries = Object.fromEntries(planned.map((item) => [item.channel, item.delivery])) as Partial<Record<AlertChannel, Delivery>>;
  const { place } = alert;
  await db()
    .entities.userAlert.create({
      userId: recipient.userId,
      alertId: alert.alertId,
      teamId: run.teamId,
      teamName: run.teamName,
      ...(place.field ? { fieldId: place.field.id, fieldName: place.field.name } : {}),
      kind: alert.finding.kind,
      severity: alert.finding.severity,
      evidence: alert.evidence,
      values: alert.values,
      ...(place.link ? { link: place.link } : {}),
      language: recipient.language,
      read: false,
      ...deliveries,
      createdAt: alert.createdAt,
    })
    .go();
  for (const item of planned) {
    if (item.delivery.status === 'skipped') run.counts.skipped += 1;
    else run.counts.queued[item.channel] = (run.counts.queued[item.channel] ?? 0) + 1;
  }
  await Promise.all(
    planned.map(async (item) => {
      if (!item.message) return;
      const result = await enqueueOutbox(item.message, run.log, run.now, { outboxId: item.delivery.outboxId, ...(item.notBefore ? { notBefore: item.notBefore } : {}) });
      // Not stored at all: nothing will send it. Queued or held, the outbox (and its sweeper) takes it from here.
      if (!result.queued && result.reason === 'store') {
        await markDelivery({ userId: recipient.userId, alertId: alert.alertId }, item.channel, { status: 'failed', at: run.now.toISOString() });
      }
    }),
  );
}
