import { chosenKindOf, type AlertChannel, type AlertKind, type PaidChannel, type SkipReason } from '../../../shared/domain/alerts';
import type { Recipient } from './recipients';

/**
 * What an alert does on each channel for one reader, before the allowance is counted: pure, so the rules of who
 * gets what are tested without a table. In the app it always shows; e-mail, SMS and WhatsApp go when the reader
 * chose the channel and the kind, SMS and WhatsApp only to a verified number, and through quiet hours they wait.
 */
export type ChannelDecision =
  | { channel: 'in_app' | 'email'; action: 'send' }
  | { channel: PaidChannel; action: 'send'; notBefore: Date | null }
  | { channel: AlertChannel; action: 'skip'; reason: SkipReason }
  /** Already delivered another way (a subscription's end by its reminder mail): recorded as sent, nothing queued. */
  | { channel: 'email'; action: 'by_reminder' };

const MINUTE_MS = 60_000;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The reader's clock: minutes since midnight in their zone. */
function localMinutes(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * When quiet hours in force now end, or null when they are not in force. Quiet hours may run over midnight
 * (21:00 to 06:00); equal start and end mean none.
 */
export function quietHoursEnd(quiet: Recipient['quietHours'], now: Date): Date | null {
  if (!quiet) return null;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return null;
  const minute = localMinutes(now, quiet.timeZone);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  const wait = (end - minute + 1440) % 1440;
  const startOfMinute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  return new Date(startOfMinute + wait * MINUTE_MS);
}

/** Every channel's decision for one reader of an alert of `kind`. */
export function channelDecisions(recipient: Recipient, kind: AlertKind, now: Date): ChannelDecision[] {
  const kindChosen = recipient.kinds.has(chosenKindOf(kind));
  const unchosen = (channel: AlertChannel): SkipReason | null => (!recipient.channels.has(channel) ? 'not_chosen' : !kindChosen ? 'kind_not_chosen' : null);
  const email = ((): ChannelDecision => {
    const reason = unchosen('email') ?? (recipient.email ? null : 'no_email');
    if (reason) return { channel: 'email', action: 'skip', reason };
    return kind === 'expiry' ? { channel: 'email', action: 'by_reminder' } : { channel: 'email', action: 'send' };
  })();
  const paid = (channel: PaidChannel): ChannelDecision => {
    const reason = unchosen(channel) ?? (recipient.phone ? null : recipient.pendingPhone ? 'phone_unverified' : 'no_phone');
    if (reason) return { channel, action: 'skip', reason };
    return { channel, action: 'send', notBefore: quietHoursEnd(recipient.quietHours, now) };
  };
  return [{ channel: 'in_app', action: 'send' }, email, paid('sms'), paid('whatsapp')];
}
