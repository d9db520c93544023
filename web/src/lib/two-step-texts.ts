import { TOTP_STEP_TEXTS } from '../../../shared/domain/staff-mfa';
import type { MessageId } from '../../../shared/i18n/english';

export { TOTP_STEP_TEXTS };

/** A 6-digit authenticator code, spaces allowed (apps show "123 456"). */
export function normaliseTotpCode(value: string): string {
  return value.replace(/\s+/g, '');
}

/** What is wrong with a typed code, as a catalogue key (shown through intl.formatMessage). */
export function totpCodeError(value: string): MessageId | undefined {
  const code = normaliseTotpCode(value);
  if (!code) return TOTP_STEP_TEXTS.codeRequired;
  if (!/^\d{6}$/.test(code)) return TOTP_STEP_TEXTS.codeFormat;
  return undefined;
}
