import { describe, expect, it } from 'vitest';
import { API_KEY_RATE_LIMITS, looksLikeApiKey, rateWindows, retryAfterSeconds } from '../../../shared/domain/api-keys';
import { hashApiKey, newApiKey } from '../../../functions/core/partners/key-secret';

describe('API key format and hash', () => {
  it('is fw_ and 32 random bytes in base64url, kept as its SHA-256 and its first characters', () => {
    const { key, hash, prefix } = newApiKey();
    expect(key).toMatch(/^fw_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(key.slice(3), 'base64url')).toHaveLength(32);
    expect(looksLikeApiKey(key)).toBe(true);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(hashApiKey(key));
    expect(hash).not.toContain(key.slice(3, 13));
    expect(prefix).toBe(key.slice(0, 10));
    expect(newApiKey().key).not.toBe(key);
  });

  it('tells a key from other tokens before any lookup', () => {
    expect(looksLikeApiKey('fw_short')).toBe(false);
    expect(looksLikeApiKey(`fw_${'a'.repeat(42)}=`)).toBe(false);
    expect(looksLikeApiKey('eyJhbGciOiJSUzI1NiJ9.e30.sig')).toBe(false);
  });
});

describe('rate windows', () => {
  const at = Date.parse('2026-11-27T22:15:42.300Z');

  it('counts a call in its minute and its UTC day', () => {
    const [minute, day] = rateWindows(at);
    expect(minute.endsAt).toBe(Date.parse('2026-11-27T22:16:00Z'));
    expect(minute.limit).toBe(API_KEY_RATE_LIMITS.perMinute);
    expect(day.id).toBe('d2026-11-27');
    expect(day.endsAt).toBe(Date.parse('2026-11-28T00:00:00Z'));
    expect(rateWindows(at + 17_699)[0].id).toBe(minute.id);
    expect(rateWindows(at + 17_700)[0].id).not.toBe(minute.id);
  });

  it('asks to retry when the window ends, in whole seconds, at least one', () => {
    const [minute, day] = rateWindows(at);
    expect(retryAfterSeconds(minute, at)).toBe(18);
    expect(retryAfterSeconds(minute, minute.endsAt - 1)).toBe(1);
    expect(retryAfterSeconds(day, at)).toBe(Math.ceil((day.endsAt - at) / 1000));
  });
});
