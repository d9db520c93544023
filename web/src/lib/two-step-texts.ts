import { TOTP_STEP_TEXTS } from '../../../shared/domain/staff-mfa';

export { TOTP_STEP_TEXTS };

/** A 6-digit authenticator code, spaces allowed (apps show "123 456"). */
export function normaliseTotpCode(value: string): string {
  return value.replace(/\s+/g, '');
}

export function totpCodeError(value: string): string | undefined {
  const code = normaliseTotpCode(value);
  if (!code) return TOTP_STEP_TEXTS.codeRequired;
  if (!/^\d{6}$/.test(code)) return TOTP_STEP_TEXTS.codeFormat;
  return undefined;
}
