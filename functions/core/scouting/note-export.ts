import type { ScoutingNote } from '../../../shared/api/schemas/scouting';
import type { ScoutingExportFormat } from '../../../shared/domain/scouting';
import { textCell } from '../fields/field-export';

/**
 * The team's notes as files, as the field export writes its own: a CSV (English column names, like the field and
 * task exports; every user text defused against spreadsheet formulas) and a GeoJSON FeatureCollection of points
 * whose properties are the same columns.
 */
export const SCOUTING_CSV_HEADER = ['id', 'field', 'category', 'severity', 'text', 'lat', 'lng', 'accuracy_m', 'observed_at', 'created_by', 'photos', 'task'] as const;

type Row = Record<(typeof SCOUTING_CSV_HEADER)[number], string | number | null>;

const rowOf = (note: ScoutingNote): Row => ({
  id: note.id,
  field: note.field_name,
  category: note.category,
  severity: note.severity,
  text: note.text,
  lat: note.lat,
  lng: note.lng,
  accuracy_m: note.accuracy_m,
  observed_at: note.observed_at,
  created_by: note.created_by.name,
  photos: note.photos.filter((photo) => photo.status === 'stored').length,
  task: note.task,
});

export function notesAsCsv(notes: ScoutingNote[]): string {
  const cell = (value: string | number | null) => (value === null ? '' : typeof value === 'number' ? String(value) : textCell(value));
  const rows = notes.map((note) => {
    const row = rowOf(note);
    return SCOUTING_CSV_HEADER.map((column) => cell(row[column])).join(',');
  });
  return `${[SCOUTING_CSV_HEADER.join(','), ...rows].join('\r\n')}\r\n`;
}

export function notesAsGeoJson(notes: ScoutingNote[]): string {
  return JSON.stringify({
    type: 'FeatureCollection',
    features: notes.map((note) => ({
      type: 'Feature',
      id: note.id,
      properties: { ...rowOf(note), field_id: note.field },
      geometry: { type: 'Point', coordinates: [note.lng, note.lat] },
    })),
  });
}

export const SCOUTING_EXPORTS: Record<ScoutingExportFormat, { contentType: string; file: string; write: (notes: ScoutingNote[]) => string }> = {
  csv: { contentType: 'text/csv; charset=utf-8', file: 'scouting-notes.csv', write: notesAsCsv },
  geojson: { contentType: 'application/geo+json', file: 'scouting-notes.geojson', write: notesAsGeoJson },
};
