import { describe, expect, it } from 'vitest';
import { SHARE_LIMITS, SHARE_TOKEN_PATTERN } from '../../../shared/domain/sharing';
import { CreateShareLinkBody, ShareTokenParams } from '../../../shared/api/schemas/sharing';
import { ENDED_LINK_KEPT_DAYS, newShareToken, shareLinkEnd, shareLinkState, sharePagePath, shareTokenHash } from '../../../functions/core/sharing/share-token';

describe('a share token', () => {
  it('is 32 random bytes in base64url, different every time, and matches the link pattern', () => {
    const tokens = Array.from({ length: 50 }, newShareToken);
    expect(new Set(tokens).size).toBe(50);
    for (const token of tokens) {
      expect(token).toMatch(SHARE_TOKEN_PATTERN);
      expect(Buffer.from(token, 'base64url')).toHaveLength(SHARE_LIMITS.tokenBytes);
      expect(ShareTokenParams.safeParse({ token }).success).toBe(true);
    }
    expect(sharePagePath(tokens[0] ?? '')).toBe(`/share/${tokens[0]}`);
  });

  it('is stored as its SHA-256 hash: the known digest, never the token', () => {
    expect(shareTokenHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = newShareToken();
    expect(shareTokenHash(token)).not.toContain(token);
    expect(shareTokenHash(token)).toHaveLength(64);
  });

  it('refuses anything but a token in the path', () => {
    for (const token of ['', 'short', `${'a'.repeat(43)}=`, 'a'.repeat(44), `${'a'.repeat(42)}/`]) {
      expect(ShareTokenParams.safeParse({ token }).success, token).toBe(false);
    }
  });
});

describe("a share link's life", () => {
  const now = new Date('2026-03-01T10:00:00Z');

  it('ends the chosen number of days after its creation, and leaves the table a month later', () => {
    const { endsAt, expiresAt } = shareLinkEnd(30, now);
    expect(endsAt).toBe('2026-03-31T10:00:00.000Z');
    expect(expiresAt).toBe(Date.parse('2026-03-31T10:00:00Z') / 1000 + ENDED_LINK_KEPT_DAYS * 86400);
  });

  it('opens until its end, not at its end, and a revoked link never opens again', () => {
    const { endsAt } = shareLinkEnd(1, now);
    expect(shareLinkState({ endsAt }, now)).toBe('active');
    expect(shareLinkState({ endsAt }, new Date(Date.parse(endsAt) - 1))).toBe('active');
    expect(shareLinkState({ endsAt }, new Date(endsAt))).toBe('expired');
    expect(shareLinkState({ endsAt, revokedAt: now.toISOString() }, now)).toBe('revoked');
    expect(shareLinkState({ endsAt, revokedAt: now.toISOString() }, new Date('2027-01-01'))).toBe('revoked');
  });

  it('takes 1 to 90 days, 30 by default, and at least one field, each once', () => {
    const base = { fields: ['f1', 'f1', 'f2'], label: ' For Bank of Agriculture ' };
    expect(CreateShareLinkBody.parse(base)).toEqual({ fields: ['f1', 'f2'], label: 'For Bank of Agriculture', days: 30 });
    expect(CreateShareLinkBody.safeParse({ ...base, days: 1 }).success).toBe(true);
    expect(CreateShareLinkBody.safeParse({ ...base, days: 90 }).success).toBe(true);
    for (const days of [0, 91, 2.5, -3]) expect(CreateShareLinkBody.safeParse({ ...base, days }).success, String(days)).toBe(false);
    expect(CreateShareLinkBody.safeParse({ ...base, fields: [] }).success).toBe(false);
    expect(CreateShareLinkBody.safeParse({ ...base, label: '  ' }).success).toBe(false);
    expect(CreateShareLinkBody.safeParse({ ...base, fields: Array.from({ length: SHARE_LIMITS.maxFields + 1 }, (_, i) => `f${i}`) }).success).toBe(false);
  });
});
