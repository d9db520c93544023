import { describe, expect, it } from 'vitest';
import { SCOUTING_LIMITS, SCOUTING_MESSAGES } from '../../../shared/domain/scouting';
import { InvalidError } from '../../../functions/core/errors';
import { encodeRings } from '../../../functions/core/fields/polyline';
import { CLOCK_SKEW_MS, metresOutside, observedTime, pinAccuracy, requirePinNearField } from '../../../functions/core/scouting/pin-rules';
import { lonLatSquare } from '../../fixtures/field-files';

/** A square field of 0.004° (about 440 m) a side at 8.67 E, 9.07 N, stored as the fields module stores it. */
const field = { boundary: encodeRings([lonLatSquare(8.67, 9.07, 0.004)]) };
/** Metres in a degree of latitude, near enough for these distances. */
const M_PER_DEG = 110_600;

describe('a scouting pin and its field', () => {
  it('measures the pin against the outline geodesically: negative inside, positive outside', () => {
    expect(metresOutside(field, 9.072, 8.672)).toBeLessThan(-200);
    const north = metresOutside(field, 9.074 + 150 / M_PER_DEG, 8.672);
    expect(north).toBeGreaterThan(145);
    expect(north).toBeLessThan(155);
  });

  it('takes a pin up to the allowed distance outside, and refuses one beyond it with the field it broke', () => {
    expect(() => requirePinNearField(field, 9.074 + 150 / M_PER_DEG, 8.672)).not.toThrow();
    const far = () => requirePinNearField(field, 9.074 + (SCOUTING_LIMITS.pinOutsideMaxMetres + 30) / M_PER_DEG, 8.672);
    expect(far).toThrow(InvalidError);
    try {
      far();
    } catch (error) {
      expect((error as InvalidError).message.startsWith(SCOUTING_MESSAGES.pinOutsideField)).toBe(true);
      expect(Object.keys((error as InvalidError).fields)).toEqual(['lat', 'lng']);
    }
  });

  it('keeps the accuracy of a GPS pin, drops it for a tap, and wants it for GPS', () => {
    expect(pinAccuracy('gps', 12)).toBe(12);
    expect(pinAccuracy('tap', 12)).toBeUndefined();
    expect(() => pinAccuracy('gps', null)).toThrow(InvalidError);
  });
});

describe('a scouting note’s time', () => {
  const now = new Date('2026-06-10T12:00:00Z');

  it('is now when the phone sends none, and its own time when written offline earlier', () => {
    expect(observedTime(undefined, now)).toEqual(now);
    expect(observedTime('2026-06-01T08:30:00+01:00', now).toISOString()).toBe('2026-06-01T07:30:00.000Z');
  });

  it('takes a phone clock a little fast as now, and refuses the future beyond the skew', () => {
    expect(observedTime(new Date(now.getTime() + CLOCK_SKEW_MS - 1000).toISOString(), now)).toEqual(now);
    expect(() => observedTime(new Date(now.getTime() + CLOCK_SKEW_MS + 1000).toISOString(), now)).toThrow(SCOUTING_MESSAGES.observedInFuture);
  });

  it('refuses a note older than the allowed days', () => {
    const days = SCOUTING_LIMITS.observedMaxAgeDays;
    expect(() => observedTime(new Date(now.getTime() - (days - 1) * 86400_000).toISOString(), now)).not.toThrow();
    expect(() => observedTime(new Date(now.getTime() - (days + 1) * 86400_000).toISOString(), now)).toThrow(InvalidError);
  });
});
