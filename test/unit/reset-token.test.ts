import { describe, expect, it } from 'vitest';
import { decodeResetToken, encodeResetToken, resetTokenPrefix } from '../../shared/domain/reset-token';

describe('reset-password tokens', () => {
  it('round-trips an e-mail and a six-digit code, lower-casing the e-mail', () => {
    const token = encodeResetToken('Ngozi.Okafor+farm@Example.com', '123456');
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.123456$/);
    expect(decodeResetToken(token)).toEqual({ email: 'ngozi.okafor+farm@example.com', code: '123456' });
  });

  it('lets Cognito put the code after the prefix the trigger writes', () => {
    expect(`${resetTokenPrefix('a@b.co')}.654321`).toBe(encodeResetToken('a@b.co', '654321'));
  });

  it('refuses anything malformed', () => {
    const prefix = resetTokenPrefix('a@b.co');
    for (const bad of ['', 'abc', `${prefix}`, `${prefix}.12345`, `${prefix}.1234567`, `${prefix}.12a456`, `${prefix}.123456.1`, `!!!.123456`, `${resetTokenPrefix('not-an-email')}.123456`]) {
      expect(decodeResetToken(bad), bad).toBeNull();
    }
  });
});
