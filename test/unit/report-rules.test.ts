import { describe, expect, it } from 'vitest';
import { needsNormalRain, possibleCauses, RULES, type SceneValue } from '../../functions/core/farm-summary/report-rules';

const scene = (date: string, mean: number, validFraction = 1): SceneValue => ({ date, mean, validFraction });
const dry = (mm: number) => [{ date: '2025-04-01', precipitation: mm }];

describe('the normal rainfall is asked for only when a rule can use it', () => {
  it('needs it once NDMI fell by the rule’s step between clear scenes, not when it held or rose', () => {
    expect(needsNormalRain([scene('2025-03-01', 0.3), scene('2025-04-01', 0.3 - RULES.falling)])).toBe(true);
    expect(needsNormalRain([scene('2025-03-01', 0.3), scene('2025-04-01', 0.28)])).toBe(false);
    expect(needsNormalRain([scene('2025-03-01', 0.3), scene('2025-04-01', 0.4)])).toBe(false);
    // A cloudy last scene does not count as a fall.
    expect(needsNormalRain([scene('2025-03-01', 0.3), scene('2025-04-01', 0.1, 0.2)])).toBe(false);
    expect(needsNormalRain([])).toBe(false);
  });

  it('whenever it is not needed, the causes are the same without it', () => {
    const cases: SceneValue[][] = [
      [scene('2025-03-01', 0.3), scene('2025-04-01', 0.29)],
      [scene('2025-03-01', 0.3), scene('2025-04-01', 0.45)],
      [scene('2025-03-01', 0.3)],
    ];
    const ndvi = [scene('2025-03-01', 0.6), scene('2025-03-15', 0.62), scene('2025-04-01', 0.61)];
    for (const ndmi of cases) {
      expect(needsNormalRain(ndmi)).toBe(false);
      expect(possibleCauses({ ndvi, ndmi, rain: dry(5), normalRainMm: 400 })).toEqual(possibleCauses({ ndvi, ndmi, rain: dry(5), normalRainMm: null }));
    }
    // When NDMI fell it is needed, and it makes the difference (water stress with below-normal rain).
    const falling = [scene('2025-03-01', 0.3), scene('2025-04-01', 0.2)];
    expect(needsNormalRain(falling)).toBe(true);
    expect(possibleCauses({ ndvi, ndmi: falling, rain: dry(5), normalRainMm: 400 })).not.toEqual(possibleCauses({ ndvi, ndmi: falling, rain: dry(5), normalRainMm: null }));
  });
});
