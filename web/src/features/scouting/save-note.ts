import type * as z from 'zod';
import type { CreateScoutingNoteBody } from '../../../../shared/api/schemas/scouting';
import { keepBlob, queueWrite } from '../../lib/offline/write-queue';
import type { QueuedWrite } from '../../lib/offline/queued-write';
import { withLocationOf } from './photo-compress';
import type { NotePhoto } from './hooks/use-note-photos';

/**
 * Hands a note to the offline write queue: its photos kept in the phone first (with the original's location copied
 * in only when the user asked), then the note with its own Idempotency-Key. The queue sends it at once when there is
 * signal, later when there is none; a replay never makes a second note.
 */
export async function saveNote(
  body: z.input<typeof CreateScoutingNoteBody>,
  photos: readonly NotePhoto[],
  keepLocation: boolean,
  owner: { team: string | null; user: string },
): Promise<QueuedWrite<'scoutingNote'>> {
  const kept: { blob: string; keepsLocation: boolean }[] = [];
  for (const photo of photos) {
    const { jpeg, keepsLocation } = keepLocation ? await withLocationOf(photo.original, photo.jpeg) : { jpeg: photo.jpeg, keepsLocation: false };
    kept.push({ blob: await keepBlob(owner.user, jpeg), keepsLocation });
  }
  return queueWrite('scoutingNote', { body, photos: kept }, owner);
}
