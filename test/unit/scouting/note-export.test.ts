import { describe, expect, it } from 'vitest';
import type { ScoutingNote } from '../../../shared/api/schemas/scouting';
import { notesAsCsv, notesAsGeoJson, SCOUTING_CSV_HEADER } from '../../../functions/core/scouting/note-export';
import { parseCsv } from '../../support/csv';

const note = (extra: Partial<ScoutingNote> = {}): ScoutingNote => ({
  id: '01J00000000000000000000000',
  team: 't1',
  field: 'f1',
  field_name: 'North, block',
  lat: 9.072,
  lng: 8.672,
  source: 'gps',
  accuracy_m: 6.5,
  text: 'Armyworm',
  category: 'pest',
  severity: 'high',
  observed_at: '2026-06-01T07:30:00.000Z',
  created_by: { id: 'u1', name: 'Dayo Farmer' },
  photos: [
    { id: 'p1', status: 'stored', size: 1000, keeps_location: false, url: 'https://example.test/p1', created_at: '2026-06-01T07:31:00.000Z' },
    { id: 'p2', status: 'pending', size: 1000, keeps_location: false, url: null, created_at: '2026-06-01T07:31:00.000Z' },
  ],
  task: null,
  created_at: '2026-06-01T07:31:00.000Z',
  updated_at: '2026-06-01T07:31:00.000Z',
  ...extra,
});

describe('the scouting notes export', () => {
  it('writes one CSV row per note, stored photos counted, formulas defused and commas quoted', () => {
    const rows = parseCsv(notesAsCsv([note(), note({ text: '=HYPERLINK("x")', accuracy_m: null, source: 'tap', task: 'task1' })]));
    expect(rows[0]).toEqual([...SCOUTING_CSV_HEADER]);
    expect(rows[1]).toEqual(['01J00000000000000000000000', 'North, block', 'pest', 'high', 'Armyworm', '9.072', '8.672', '6.5', '2026-06-01T07:30:00.000Z', 'Dayo Farmer', '1', '']);
    expect(rows[2]?.[4]).toBe(`'=HYPERLINK("x")`);
    expect(rows[2]?.[7]).toBe('');
    expect(rows[2]?.[11]).toBe('task1');
  });

  it('writes GeoJSON points in longitude, latitude order with the same columns', () => {
    const collection = JSON.parse(notesAsGeoJson([note()])) as { type: string; features: { geometry: unknown; properties: Record<string, unknown> }[] };
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features[0]?.geometry).toEqual({ type: 'Point', coordinates: [8.672, 9.072] });
    expect(collection.features[0]?.properties).toMatchObject({ field: 'North, block', field_id: 'f1', photos: 1, accuracy_m: 6.5, task: null });
  });
});
