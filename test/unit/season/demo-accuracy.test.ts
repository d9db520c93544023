import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DETECTION_ACCURACY } from '../../../shared/domain/season';
import { accuracyTable, scoreDemo, type DemoSeasonsFixture } from './demo-accuracy';

// The fused series and radar the bench read from a local stage with the demo (test/fixtures/demo-seasons/README.md).
const fixture = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../fixtures/demo-seasons/series.json'), 'utf8')) as DemoSeasonsFixture;

describe('season detection on the demo fields and years against the demo crop calendar', () => {
  const report = scoreDemo(fixture);

  it('holds every demo field over five years, the fallow one included', () => {
    expect(fixture.fields.map((field) => field.crop).sort()).toEqual(['fallow', 'maize', 'rice', 'sorghum', 'soybean', 'vegetables']);
    for (const field of fixture.fields) expect(field.years).toHaveLength(5);
    // Maize, sorghum and soybean one season a year, vegetables and rice two: 35 true field-seasons.
    expect(report.total).toBe(35);
  });

  it(`detects sowing and harvest within ${DETECTION_ACCURACY.days} days for at least ${DETECTION_ACCURACY.share * 100} % of field-seasons`, () => {
    expect(report.share, accuracyTable(report)).toBeGreaterThanOrEqual(DETECTION_ACCURACY.share);
  });

  it('invents no season on the fallow field, and says fallow rather than bare or unknown', () => {
    expect(report.fallowSeasons, accuracyTable(report)).toBe(0);
    expect(report.fallowLandUse.every((entry) => entry.endsWith(' fallow')), accuracyTable(report)).toBe(true);
  });

  it('invents no season on the cropped fields either', () => {
    const invented = report.rows.filter((row) => row.truthSowing === null);
    expect(invented, accuracyTable(report)).toEqual([]);
  });
});
