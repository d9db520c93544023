import { useEffect } from 'react';
import type { UserDetails } from '../../../shared/api/schemas/accounts';
import { useLanguage } from './i18n/language-context';

/** The user whose own language setting was applied in this sign-in (null: none yet, or signed out since). */
let appliedFor: string | null = null;

/** A logout forgets it: the next sign-in applies the (maybe other) user's setting again. */
export function forgetUserLanguage(): void {
  appliedFor = null;
}

/**
 * After sign-in, the user's own language (My Account's setting, in user_details) replaces the one on screen, once:
 * a switch made afterwards in this sign-in stays.
 */
export function useUserLanguage(userDetails: Pick<UserDetails, 'id' | 'language'> | null | undefined): void {
  const { language, setLanguage } = useLanguage();
  const wanted = userDetails?.language;
  const userId = userDetails?.id;
  useEffect(() => {
    if (!userId || appliedFor === userId) return;
    appliedFor = userId;
    if (wanted && wanted !== language) setLanguage(wanted);
  }, [userId, wanted, language, setLanguage]);
}
