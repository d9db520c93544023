import {
  ALERT_CHANNELS,
  CHOOSABLE_ALERT_KINDS,
  DEFAULT_ALERT_CHANNELS,
  DEFAULT_ALERT_TIME_ZONE,
  type AlertChannel,
  type ChoosableAlertKind,
} from '../../../shared/domain/alerts';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import type { AlertSettingsItem } from '../db/alert-entities';
import { db } from '../db/service';

/** One member as alerts reach them: their settings, or the defaults where they have saved none. */
export interface Recipient {
  userId: string;
  /** The account's address; null when the account has none. */
  email: string | null;
  language: Language;
  channels: ReadonlySet<AlertChannel>;
  kinds: ReadonlySet<ChoosableAlertKind>;
  /** The verified number; null when none is verified. */
  phone: string | null;
  /** A number waiting for its code (so an SMS is skipped as unverified, not as having no number). */
  pendingPhone: string | null;
  quietHours: { start: string; end: string; timeZone: string } | null;
}

const isChannel = (value: string): value is AlertChannel => (ALERT_CHANNELS as readonly string[]).includes(value);
const isKind = (value: string): value is ChoosableAlertKind => (CHOOSABLE_ALERT_KINDS as readonly string[]).includes(value);

/**
 * A member's settings with the defaults filled in: in the app and by e-mail, every kind, the language of their
 * profile (else English), no quiet hours.
 */
export function recipientOf(
  userId: string,
  settings: AlertSettingsItem | null,
  profile: { email?: string; language?: Language } | null,
): Recipient {
  return {
    userId,
    email: profile?.email || null,
    language: settings?.language ?? profile?.language ?? DEFAULT_LANGUAGE,
    channels: new Set(settings?.channels ? settings.channels.filter(isChannel) : DEFAULT_ALERT_CHANNELS),
    kinds: new Set(settings?.kinds ? settings.kinds.filter(isKind) : CHOOSABLE_ALERT_KINDS),
    phone: settings?.phone ?? null,
    pendingPhone: settings?.pendingPhone ?? null,
    quietHours:
      settings?.quietStart && settings.quietEnd ? { start: settings.quietStart, end: settings.quietEnd, timeZone: settings.timeZone ?? DEFAULT_ALERT_TIME_ZONE } : null,
  };
}

/** Users' recipients, read in two batches (settings and profiles). */
export async function recipientsOf(userIds: readonly string[]): Promise<Recipient[]> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return [];
  const keys = ids.map((userId) => ({ userId }));
  const [{ data: settings }, { data: profiles }] = await Promise.all([
    db().entities.alertSettings.get(keys).go(),
    db().entities.profile.get(keys).go(),
  ]);
  const settingsOf = new Map(settings.map((item) => [item.userId, item]));
  const profileOf = new Map(profiles.map((item) => [item.userId, item]));
  return ids.map((userId) => recipientOf(userId, settingsOf.get(userId) ?? null, profileOf.get(userId) ?? null));
}

/** Who a team's alerts reach: its members who accepted, and its owner always. */
export async function teamRecipientIds(teamId: string, ownerId: string): Promise<string[]> {
  const { data } = await db().entities.member.query.byTeam({ teamId }).go({ pages: 'all', attributes: ['userId', 'status'] });
  return [...new Set([ownerId, ...data.filter((member) => member.status !== 'invited' && member.userId).map((member) => member.userId)])];
}
