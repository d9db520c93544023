import { describe, expect, it } from 'vitest';
import { decodeResetToken, encodeResetToken, resetTokenPrefix } from '../../shared/domain/reset-token';

describe('reset-password tokens', () => {
  const username = '0b6e6a4c-1f0e-4d6c-9a55-3f1d2c7e8b90';

  it('round-trips the pool username and a six-digit code', () => {
    const token = encodeResetToken(username, '123456');
    expect(token).toBe(`${username}.123456`);
    expect(decodeResetToken(token)).toEqual({ username, code: '123456' });
  });

  it('lets Cognito put the code after the prefix the trigger writes', () => {
    expect(`${resetTokenPrefix(username)}.654321`).toBe(encodeResetToken(username, '654321'));
  });

  it('refuses anything malformed, and an e-mail address in place of the username', () => {
    for (const bad of ['', 'abc', username, `${username}.12345`, `${username}.1234567`, `${username}.12a456`, `${username}.123456.1`, '!!!.123456', 'a@b.co.123456', 'a%40b.123456']) {
      expect(decodeResetToken(bad), bad).toBeNull();
    }
  });
});
