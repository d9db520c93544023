import { generateSync } from 'otplib';

/** An authenticator app's current code for a base32 secret (SHA-1, 6 digits, 30 s), as Cognito checks it. */
export function totpCode(secret: string): string {
  return generateSync({ secret });
}
