import { bumpCounters } from '../admin/counters';
import { db } from '../db/service';
import type { OutboxMessage } from '../mail/outbox-message';
import { isConditionFailure } from '../db/store-errors';

type PaidMessage = Extract<OutboxMessage, { channel: 'sms' | 'whatsapp' }>;

/** What the tracking names a message by: its channel and what it was about (`SMS alert (dry_spell)`). */
function messageUsageName(message: PaidMessage): string {
  const channel = message.channel === 'sms' ? 'SMS' : 'WhatsApp';
  return message.alert ? `${channel} alert (${message.kind})` : `${channel} ${message.kind.replaceAll('_', ' ')}`;
}

/**
 * Records one SMS or WhatsApp message sent in the admin console's usage tracking: kind `messages`, its channel, its
 * units (the SMS's segments, one WhatsApp message). The record's key is the outbox message's and its send time, so
 * a message whose follow-ups are run again (a redelivery after a failed write) is counted once. It is billed to the
 * user it reached, or to the team's owner for a message with no alert (a phone's code).
 */
export async function recordMessageUsage(message: PaidMessage, sentAt: string): Promise<void> {
  let userId = message.alert?.userId;
  if (!userId) {
    const { data: team } = await db().entities.team.get({ teamId: message.teamId }).go({ attributes: ['ownerId'] });
    userId = team?.ownerId ?? message.teamId;
  }
  const segments = message.channel === 'sms' ? message.sms.segments : 1;
  try {
    await db()
      .entities.usage.create({
        teamId: message.teamId,
        usageId: message.outboxId,
        createdAt: sentAt,
        userId,
        memberId: userId,
        kind: 'messages',
        name: messageUsageName(message),
        routeId: 'outbox',
        channel: message.channel,
        unit: segments,
        unitKind: message.channel === 'sms' ? 'segments' : 'messages',
      })
      .go();
  } catch (error) {
    if (isConditionFailure(error)) return;
    throw error;
  }
  await bumpCounters({ tracking: 1 });
}
