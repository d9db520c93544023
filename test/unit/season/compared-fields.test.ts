import { describe, expect, it } from 'vitest';
import { InvalidError, NotFoundError } from '../../../functions/core/errors';
import { comparedFields } from '../../../functions/core/season/season-comparison';
import type { CropSeason } from '../../../shared/api/schemas/crops';
import type { Field } from '../../../shared/api/schemas/fields';
import { CROP_MESSAGES } from '../../../shared/domain/crops';
import { translateText } from '../../../functions/core/i18n/translate';
import { SEASON_RECORD_LIMITS, SEASON_RECORD_MESSAGES } from '../../../shared/domain/season-record';

/** Which fields and seasons a season comparison holds: the choice, the team's bounds and the cap, in words. */
const season = (fieldId: string, year: number): CropSeason => ({
  id: `${fieldId}-${year}`,
  crop: { id: 'maize', name: 'Maize', description: 'Cereal' },
  season: year,
  sowing_date: `${year}-05-01`,
  harvest_date: `${year}-09-01`,
  field: fieldId,
});

const field = (id: string, name: string, years: number[]): Field => ({
  id,
  name,
  group_name: '',
  location: null,
  state: null,
  lga: null,
  size: 1.5,
  centroid: [8.6, 9.1],
  coordinates: [],
  holes: [],
  crop_season: years.map((year) => season(id, year)),
  anchor: null,
  performance_percentage: null,
  ndvi_average: null,
  team: 't',
  upload: null,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
});

const names = (result: ReturnType<typeof comparedFields>) => result.compared.map(({ field: { name }, seasons }) => [name, seasons.map((entry) => entry.season)]);

describe('the fields of a season comparison', () => {
  const team = [field('b', 'Beta', [2024, 2025]), field('a', 'Alpha', [2025]), field('c', 'Gamma', [])];

  it('takes every field with a season of the chosen years, by name, when none is chosen', () => {
    expect(names(comparedFields(team, { fields: [], years: [] }))).toEqual([
      ['Alpha', [2025]],
      ['Beta', [2024, 2025]],
    ]);
    expect(names(comparedFields(team, { fields: [], years: [2024] }))).toEqual([['Beta', [2024]]]);
    expect(names(comparedFields(team, { fields: ['b'], years: [] }))).toEqual([['Beta', [2024, 2025]]]);
    expect(comparedFields(team, { fields: [], years: [] }).message).toBeNull();
  });

  it('says when the chosen fields have no season in the chosen years', () => {
    expect(comparedFields(team, { fields: ['c'], years: [] })).toEqual({ compared: [], message: SEASON_RECORD_MESSAGES.noSeasons });
    expect(comparedFields(team, { fields: [], years: [2030] })).toEqual({ compared: [], message: SEASON_RECORD_MESSAGES.noSeasons });
  });

  it('finds no field of another team or none at all, and refuses more fields than one comparison holds', () => {
    expect(() => comparedFields(team, { fields: ['a', 'theirs'], years: [] })).toThrow(new NotFoundError(CROP_MESSAGES.fieldNotFound));
    const many = Array.from({ length: SEASON_RECORD_LIMITS.maxComparisonFields + 1 }, (_, i) => `f${i}`);
    expect(() => comparedFields(team, { fields: many, years: [] })).toThrow(InvalidError);
    expect(() => comparedFields(team, { fields: many, years: [] })).toThrow(SEASON_RECORD_MESSAGES.tooManyFields);
  });

  it('keeps the first fields by name of a team with more fields than one comparison holds, and says so', () => {
    const count = SEASON_RECORD_LIMITS.maxComparisonFields + 7;
    const large = Array.from({ length: count }, (_, i) => field(`f${i}`, `Plot ${String(i).padStart(3, '0')}`, [2025]));
    const result = comparedFields([...large].reverse(), { fields: [], years: [] });
    expect(result.compared).toHaveLength(SEASON_RECORD_LIMITS.maxComparisonFields);
    expect(result.compared[0]?.field.name).toBe('Plot 000');
    expect(result.compared.at(-1)?.field.name).toBe(`Plot ${String(SEASON_RECORD_LIMITS.maxComparisonFields - 1).padStart(3, '0')}`);
    expect(result.message).toBe(SEASON_RECORD_MESSAGES.comparisonCapped(SEASON_RECORD_LIMITS.maxComparisonFields, count));
    expect(translateText('en', result.message ?? '')).toContain(`first ${SEASON_RECORD_LIMITS.maxComparisonFields} of the ${count} fields`);
  });
});
