import type { ScoutingNoteItem } from '../db/scouting-entities';
import { db } from '../db/service';
import { deletePhotoObjects, photoKey } from './photo-storage';

/**
 * Deletes a note with its photos: the objects first (pending uploads included), then the item, so a retry after a
 * failure still finds the note and what is left of it. A note without photos never loads the S3 SDK.
 */
export async function deleteNoteAndPhotos(note: Pick<ScoutingNoteItem, 'teamId' | 'noteId' | 'photos'>): Promise<void> {
  await deletePhotoObjects(note.photos.map((photo) => photoKey(note.teamId, note.noteId, photo.photoId)));
  await db().entities.scoutingNote.delete({ teamId: note.teamId, noteId: note.noteId }).go();
}

/**
 * A deleted field's notes and their photos, run once the field item is gone (run again, it finds nothing more).
 * The field index is keyed by field alone: only the team's own notes are taken.
 */
export async function deleteFieldNotes(teamId: string, fieldId: string): Promise<number> {
  const { data } = await db().entities.scoutingNote.query.byField({ fieldId }).go({ pages: 'all' });
  const notes = data.filter((note) => note.teamId === teamId);
  for (const note of notes) await deleteNoteAndPhotos(note);
  return notes.length;
}
