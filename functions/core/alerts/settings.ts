import {
  ALERT_CHANNELS,
  CHOOSABLE_ALERT_KINDS,
  DEFAULT_ALERT_CHANNELS,
  DEFAULT_ALERT_TIME_ZONE,
  type AlertChannel,
  type ChoosableAlertKind,
} from '../../../shared/domain/alerts';
import type { AlertSettings, QuietHours } from '../../../shared/api/schemas/alerts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/i18n/languages';
import type { AlertSettingsItem } from '../db/alert-entities';
import type { UserProfileItem } from '../db/entities';
import { db } from '../db/service';

/**
 * A user's alert settings as they apply: what they stored, and the defaults for what they did not (a new user gets
 * alerts in the app and by e-mail, every kind, in the language of their profile, at any hour). One user's settings
 * apply to every team's alerts: they are the person's, not the team's.
 */
export interface ResolvedAlertSettings {
  userId: string;
  /** The verified number SMS and WhatsApp go to; null: none verified. */
  phone: string | null;
  /** A number waiting for its code, not used until verified. */
  pendingPhone: string | null;
  language: Language;
  channels: AlertChannel[];
  kinds: ChoosableAlertKind[];
  quietHours: QuietHours | null;
  timeZone: string;
  /** The account's e-mail address ('' for a user without a profile). */
  email: string;
  /** Whether the user saved settings at all (false: every value above is a default). */
  stored: boolean;
}

/** Stored values in the order of their lists, unknown ones dropped, in the app always included (it always shows). */
export function normalChannels(channels: readonly string[]): AlertChannel[] {
  return ALERT_CHANNELS.filter((channel) => channel === 'in_app' || channels.includes(channel));
}

export function normalKinds(kinds: readonly string[]): ChoosableAlertKind[] {
  return CHOOSABLE_ALERT_KINDS.filter((kind) => kinds.includes(kind));
}

/** The settings of a user from their stored item (or none) and their profile (or none). */
export function resolveSettings(userId: string, item: AlertSettingsItem | null, profile: Pick<UserProfileItem, 'language' | 'email'> | null): ResolvedAlertSettings {
  const profileLanguage = profile?.language && isLanguage(profile.language) ? profile.language : DEFAULT_LANGUAGE;
  return {
    userId,
    phone: item?.phone ?? null,
    pendingPhone: item?.pendingPhone ?? null,
    language: item?.language ?? profileLanguage,
    channels: item?.channels ? normalChannels(item.channels) : [...DEFAULT_ALERT_CHANNELS],
    kinds: item?.kinds ? normalKinds(item.kinds) : [...CHOOSABLE_ALERT_KINDS],
    quietHours: item?.quietStart && item.quietEnd ? { start: item.quietStart, end: item.quietEnd } : null,
    timeZone: item?.timeZone ?? DEFAULT_ALERT_TIME_ZONE,
    email: profile?.email ?? '',
    stored: item !== null,
  };
}

/** The stored item of a user's settings, read consistently (a PATCH reads what it changes). */
export async function storedSettings(userId: string): Promise<AlertSettingsItem | null> {
  const { data } = await db().entities.alertSettings.get({ userId }).go({ consistent: true });
  return data;
}

export async function alertSettingsOf(userId: string): Promise<ResolvedAlertSettings> {
  const [item, { data: profile }] = await Promise.all([storedSettings(userId), db().entities.profile.get({ userId }).go()]);
  return resolveSettings(userId, item, profile);
}

/** DynamoDB's BatchGetItem reads at most 100 keys a call. */
const BATCH = 100;

/** Reads items by key in batches; keys the table left unread (throttling) are read one by one. */
async function batchRead<K, T extends object>(keys: K[], many: (keys: K[]) => Promise<{ data: T[]; unprocessed: K[] }>, one: (key: K) => Promise<T | null>): Promise<T[]> {
  const out: T[] = [];
  for (let at = 0; at < keys.length; at += BATCH) {
    const { data, unprocessed } = await many(keys.slice(at, at + BATCH));
    out.push(...data);
    for (const item of await Promise.all(unprocessed.map(one))) if (item) out.push(item);
  }
  return out;
}

/** The settings of many users at once (a team's members, the recipients of an alert), by user id. */
export async function alertSettingsOfMany(userIds: readonly string[]): Promise<Map<string, ResolvedAlertSettings>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Map();
  const keys = unique.map((userId) => ({ userId }));
  const [items, profiles] = await Promise.all([
    batchRead(
      keys,
      (batch) => db().entities.alertSettings.get(batch).go(),
      async (key) => (await db().entities.alertSettings.get(key).go()).data,
    ),
    batchRead(
      keys,
      (batch) => db().entities.profile.get(batch).go(),
      async (key) => (await db().entities.profile.get(key).go()).data,
    ),
  ]);
  const itemOf = new Map(items.map((item) => [item.userId, item]));
  const profileOf = new Map(profiles.map((profile) => [profile.userId, profile]));
  return new Map(unique.map((userId) => [userId, resolveSettings(userId, itemOf.get(userId) ?? null, profileOf.get(userId) ?? null)]));
}

/** The settings as the API answers them. */
export function settingsAnswer(settings: ResolvedAlertSettings): AlertSettings {
  return {
    phone: settings.phone,
    phone_verified: settings.phone !== null,
    pending_phone: settings.pendingPhone,
    language: settings.language,
    channels: settings.channels,
    quiet_hours: settings.quietHours,
    time_zone: settings.timeZone,
    kinds: settings.kinds,
    email: settings.email,
  };
}

/** Writes a user's whole settings item: a value left out (a removed phone, no quiet hours) is gone from the store. */
export async function saveSettings(settings: ResolvedAlertSettings): Promise<void> {
  await db()
    .entities.alertSettings.put({
      userId: settings.userId,
      ...(settings.phone ? { phone: settings.phone } : {}),
      ...(settings.pendingPhone ? { pendingPhone: settings.pendingPhone } : {}),
      language: settings.language,
      channels: settings.channels,
      kinds: settings.kinds,
      ...(settings.quietHours ? { quietStart: settings.quietHours.start, quietEnd: settings.quietHours.end } : {}),
      timeZone: settings.timeZone,
    })
    .go();
}
