import type { Field } from '../../shared/api/schemas/fields';

/** A field as GET /field/ answers it: a 4 ha square near the default map centre, in team-1; override what a test needs. */
export function fieldFixture(id: string, name: string, overrides: Partial<Field> = {}): Field {
  return {
    id,
    name,
    group_name: 'All',
    location: null,
    state: null,
    lga: null,
    size: 4.02,
    centroid: [8.677512, 9.078834],
    coordinates: [
      [8.67, 9.07],
      [8.68, 9.07],
      [8.68, 9.08],
      [8.67, 9.08],
      [8.67, 9.07],
    ],
    holes: [],
    crop_season: [],
    anchor: null,
    performance_percentage: null,
    ndvi_average: null,
    team: 'team-1',
    upload: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
