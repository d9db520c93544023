import { encodeTime } from 'ulid';
import type { AlertEvidence, AlertItem, AlertsPage } from '../../../shared/api/schemas/alerts';
import { ALERT_CHANNELS, ALERT_MESSAGES } from '../../../shared/domain/alerts';
import type { Language } from '../../../shared/i18n/languages';
import type { UserAlertItem } from '../db/alert-entities';
import { db } from '../db/service';
import { InvalidError, NotFoundError } from '../errors';
import { messageRef } from '../../../shared/i18n/message-ref';
import { alertTexts } from './compose';
import { isConditionFailure } from '../db/store-errors';

/**
 * A user's alerts as the app shows them: newest first (the ULID sort key orders them by time), in the language of
 * the screen reading them (not the one they were sent in), with what became of each on every channel.
 */

export interface AlertFilter {
  field?: string;
  kind?: AlertItem['kind'];
  /** Days (YYYY-MM-DD, Nigeria's), inclusive. */
  from?: string;
  to?: string;
  unread?: boolean;
  cursor?: string;
  limit: number;
}

/** The smallest and largest ULID of a moment: a day's alerts lie between those of its first and last millisecond. */
const lowest = (ms: number) => `${encodeTime(ms, 10)}${'0'.repeat(16)}`;
const highest = (ms: number) => `${encodeTime(ms, 10)}${'Z'.repeat(16)}`;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000+01:00`);

export function toAlertItem(item: UserAlertItem, language: Language): AlertItem {
  const evidence = JSON.parse(item.evidence) as AlertEvidence;
  const values = JSON.parse(item.values) as Record<string, string | number>;
  const { title, text } = alertTexts({ kind: item.kind, severity: item.severity, values, evidence, fieldName: item.fieldName ?? null }, language);
  return {
    id: item.alertId,
    team: item.teamId,
    team_name: item.teamName,
    field: item.fieldId ? { id: item.fieldId, name: item.fieldName ?? '' } : null,
    kind: item.kind,
    severity: item.severity,
    title,
    text,
    evidence,
    created_at: item.createdAt,
    read: item.read,
    link: item.link ?? null,
    deliveries: ALERT_CHANNELS.flatMap((channel) => {
      const delivery = item[channel];
      if (!delivery) return [];
      return [
        {
          channel,
          status: delivery.status,
          reason: (delivery.reason as AlertItem['deliveries'][number]['reason']) ?? null,
          segments: delivery.segments ?? null,
          text: delivery.text ?? null,
        },
      ];
    }),
  };
}

/** How many of the user's alerts are unread (the bell's count). */
export async function unreadCount(userId: string): Promise<number> {
  const { data } = await db()
    .entities.userAlert.query.byUser({ userId })
    .where(({ read }, { eq }) => eq(read, false))
    .go({ pages: 'all', attributes: ['alertId'] });
  return data.length;
}

export async function listUserAlerts(userId: string, filter: AlertFilter, language: Language): Promise<AlertsPage> {
  const base = db().entities.userAlert.query.byUser({ userId });
  const from = filter.from ? lowest(dayStart(filter.from)) : lowest(0);
  const to = filter.to ? highest(dayStart(filter.to) + 24 * 3600 * 1000 - 1) : highest(2 ** 48 - 1);
  const query = base.between({ alertId: from }, { alertId: to }).where(({ fieldId, kind, read }, { eq }) =>
    [
      filter.field ? eq(fieldId, filter.field) : '',
      filter.kind ? eq(kind, filter.kind) : '',
      filter.unread === undefined ? '' : eq(read, !filter.unread),
    ]
      .filter(Boolean)
      .join(' AND '),
  );
  const [page, unread] = await Promise.all([
    query.go({ order: 'desc', count: filter.limit, cursor: filter.cursor ?? null }).catch((error: unknown) => {
      // A cursor that is not one of this list's (made up, or another user's): the query is refused, not answered.
      if (filter.cursor) throw new InvalidError(messageRef('common.invalidRequestEmpty', { where: 'query' }));
      throw error;
    }),
    unreadCount(userId),
  ]);
  return { results: page.data.map((item) => toAlertItem(item, language)), unread, next: page.cursor ?? null };
}

/** Marks one of the user's alerts read (or unread); another user's alert reads as not found. */
export async function markAlertRead(userId: string, alertId: string, read: boolean, language: Language): Promise<AlertItem> {
  try {
    const { data } = await db().entities.userAlert.patch({ userId, alertId }).set({ read }).go({ response: 'all_new' });
    return toAlertItem(data as UserAlertItem, language);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(ALERT_MESSAGES.notFound);
    throw error;
  }
}
