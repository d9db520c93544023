import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isResetToken, RESET_TOKEN_BYTES } from '../../shared/domain/reset-token';

describe('reset-password tokens', () => {
  it('accepts 32 random bytes in base64url, as the server makes them', () => {
    for (let i = 0; i < 20; i += 1) expect(isResetToken(randomBytes(RESET_TOKEN_BYTES).toString('base64url'))).toBe(true);
  });

  it('refuses anything else: old Cognito-code links, e-mail addresses, padding, other lengths', () => {
    const good = randomBytes(RESET_TOKEN_BYTES).toString('base64url');
    for (const bad of ['', 'abc', '0b6e6a4c-1f0e-4d6c-9a55-3f1d2c7e8b90.123456', 'a@b.co.123456', `${good}=`, good.slice(1), `${good}A`, `${good.slice(1)}.`]) {
      expect(isResetToken(bad), bad).toBe(false);
    }
  });
});
