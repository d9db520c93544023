import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../shared/i18n/languages';
import { db } from '../db/service';

/**
 * The language a user's mails are written in: their own setting (My Account, the profile's `language`), else
 * `fallback` (the language of the request that caused the mail, or English). A profile that cannot be read
 * (none yet, the store down) does not stop the mail: it goes in the fallback.
 */
export async function recipientLanguage(userId: string | null | undefined, fallback: Language = DEFAULT_LANGUAGE): Promise<Language> {
  if (!userId) return fallback;
  try {
    const { data } = await db().entities.profile.get({ userId }).go();
    return isLanguage(data?.language) ? data.language : fallback;
  } catch {
    return fallback;
  }
}
