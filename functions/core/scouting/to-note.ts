import type { ScoutingNote } from '../../../shared/api/schemas/scouting';
import type { ScoutingNoteItem } from '../db/scouting-entities';
import { fieldsById } from '../fields/field-store';
import { photoKey, presignPhotoGets } from './photo-storage';

/**
 * Notes as the routes answer them: their field's name read in one batch, and each stored photo with a short-lived
 * signed GET (a pending one has none). Presigning is local (no call to S3).
 */
export async function toNotes(teamId: string, items: ScoutingNoteItem[]): Promise<ScoutingNote[]> {
  const storedKeys = items.flatMap((item) => item.photos.filter((photo) => photo.status === 'stored').map((photo) => photoKey(item.teamId, item.noteId, photo.photoId)));
  const [fields, urls] = await Promise.all([fieldsById(teamId, [...new Set(items.map((item) => item.fieldId))]), presignPhotoGets(storedKeys)]);
  const names = new Map(fields.map((field) => [field.fieldId, field.name]));
  return items.map((item) => ({
    id: item.noteId,
    team: item.teamId,
    field: item.fieldId,
    field_name: names.get(item.fieldId) ?? '',
    lat: item.lat,
    lng: item.lng,
    source: item.source,
    accuracy_m: item.accuracyM ?? null,
    text: item.text,
    category: item.category,
    severity: item.severity,
    observed_at: item.observedAt,
    created_by: { id: item.createdBy, name: item.createdByName },
    photos: item.photos.map((photo) => ({
      id: photo.photoId,
      status: photo.status,
      size: photo.size,
      keeps_location: photo.keepsLocation,
      url: photo.status === 'stored' ? (urls.get(photoKey(item.teamId, item.noteId, photo.photoId)) ?? null) : null,
      created_at: photo.createdAt,
    })),
    task: item.taskId ?? null,
    created_at: item.createdAt,
    updated_at: item.updatedAt,
  }));
}

export async function toNote(item: ScoutingNoteItem): Promise<ScoutingNote> {
  const [note] = await toNotes(item.teamId, [item]);
  if (!note) throw new Error('A scouting note could not be read back.');
  return note;
}
