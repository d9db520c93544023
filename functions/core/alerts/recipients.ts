import type { AlertChannel, ChoosableAlertKind } from '../../../shared/domain/alerts';
import type { Language } from '../../../shared/i18n/languages';
import { db } from '../db/service';
import { alertSettingsOfMany, type ResolvedAlertSettings } from './settings';

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

/** A user's settings as the dispatch reads them: sets to look channels and kinds up in, quiet hours with their zone. */
export function recipientOf(settings: ResolvedAlertSettings): Recipient {
  return {
    userId: settings.userId,
    email: settings.email || null,
    language: settings.language,
    channels: new Set(settings.channels),
    kinds: new Set(settings.kinds),
    phone: settings.phone,
    pendingPhone: settings.pendingPhone,
    quietHours: settings.quietHours ? { ...settings.quietHours, timeZone: settings.timeZone } : null,
  };
}

/** Users' recipients: their settings with the defaults filled in (settings.ts), read in batches. */
export async function recipientsOf(userIds: readonly string[]): Promise<Recipient[]> {
  return [...(await alertSettingsOfMany(userIds)).values()].map(recipientOf);
}

/** Who a team's alerts reach: its members who accepted, and its owner always. */
export async function teamRecipientIds(teamId: string, ownerId: string): Promise<string[]> {
  const { data } = await db().entities.member.query.byTeam({ teamId }).go({ pages: 'all', attributes: ['userId', 'status'] });
  return [...new Set([ownerId, ...data.filter((member) => member.status !== 'invited' && member.userId).map((member) => member.userId)])];
}
