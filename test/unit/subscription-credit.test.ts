import { describe, expect, it } from 'vitest';
import { chargedKobo, subscriptionEnd, unusedCreditKobo } from '../../shared/domain/subscriptions';

const day = 24 * 60 * 60 * 1000;

describe('the credit for the unused days of a plan replaced now', () => {
  const start = new Date('2026-11-01T00:00:00.000Z');
  const end = subscriptionEnd(start, 'monthly');

  it('is what was paid, prorated by the whole days left of the term', () => {
    expect(unusedCreditKobo(300_000, start, end, start)).toBe(300_000);
    expect(unusedCreditKobo(300_000, start, end, new Date(start.getTime() + 10 * day))).toBe(200_000);
    // A part-used day is not credited.
    expect(unusedCreditKobo(300_000, start, end, new Date(start.getTime() + 10 * day + 1))).toBe(190_000);
  });

  it('is never below 0 nor above what was paid', () => {
    expect(unusedCreditKobo(300_000, start, end, new Date(end.getTime() + day))).toBe(0);
    expect(unusedCreditKobo(300_000, start, end, new Date(start.getTime() - 5 * day))).toBe(300_000);
    expect(unusedCreditKobo(0, start, end, start)).toBe(0);
  });

  it('takes the credit off the price, never below 0', () => {
    expect(chargedKobo(500_150, 290_096)).toBe(210_054);
    expect(chargedKobo(100_000, 290_096)).toBe(0);
  });
});
