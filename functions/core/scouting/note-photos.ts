import { ulid } from 'ulid';
import type { PhotoUploadBody } from '../../../shared/api/schemas/scouting';
import { messageRef } from '../../../shared/i18n/message-ref';
import { SCOUTING_LIMITS, SCOUTING_MESSAGES } from '../../../shared/domain/scouting';
import type { ScoutingNoteItem, ScoutingPhotoItem } from '../db/scouting-entities';
import { db } from '../db/service';
import { isConditionFailure } from '../db/store-errors';
import { ConflictError, InvalidError, NotFoundError } from '../errors';
import { noteInTeam } from './note-store';
import { deletePhotoObjects, photoKey, photoSize, presignPhotoPut } from './photo-storage';

/**
 * A note's photos: the phone asks for an upload URL (the photo is listed pending, and counts toward the note's three
 * from then on), PUTs the compressed JPEG to S3, and confirms it; the confirm checks the object S3 holds and lists
 * the photo stored. The note's photo list is written with a condition on the note's last change, so two phones
 * adding photos at once cannot both take the third place.
 */
const MAX_ATTEMPTS = 3;

async function writePhotos(teamId: string, noteId: string, change: (note: ScoutingNoteItem) => ScoutingPhotoItem[], attempt = 1): Promise<ScoutingNoteItem> {
  const note = await noteInTeam(teamId, noteId);
  const photos = change(note);
  try {
    await db()
      .entities.scoutingNote.patch({ teamId, noteId })
      .set({ photos })
      .where(({ updatedAt }, { eq }) => eq(updatedAt, note.updatedAt))
      .go();
  } catch (error) {
    if (!isConditionFailure(error) || attempt >= MAX_ATTEMPTS) throw error;
    return writePhotos(teamId, noteId, change, attempt + 1);
  }
  return noteInTeam(teamId, noteId);
}

export interface UploadTicket {
  note: ScoutingNoteItem;
  photo: ScoutingPhotoItem;
  url: string;
}

/**
 * A pending photo on the note and its presigned PUT. `keyed` names the keyed request: a retry after an attempt whose
 * write landed finds that photo (the photo id is the keyed request's, so an attempt never adds a second one).
 */
export async function requestPhoto(teamId: string, noteId: string, body: PhotoUploadBody, keyed?: string): Promise<UploadTicket> {
  const photoId = keyed ? keyedPhotoId(keyed) : ulid();
  const note = await writePhotos(teamId, noteId, (current) => {
    if (current.photos.some((photo) => photo.photoId === photoId)) return current.photos;
    if (current.photos.length >= SCOUTING_LIMITS.photosPerNote) {
      const ref = messageRef(SCOUTING_MESSAGES.tooManyPhotos, { max: SCOUTING_LIMITS.photosPerNote });
      throw new InvalidError(ref, { photos: [ref] });
    }
    const added = { photoId, status: 'pending' as const, size: body.size, keepsLocation: body.keeps_location, createdAt: new Date().toISOString() };
    return [...current.photos, added];
  });
  const photo = note.photos.find((item) => item.photoId === photoId);
  if (!photo) throw new Error(`photo ${photoId} was not added`);
  // A retry keeps the first attempt's declared size: the URL signs that length.
  return { note, photo, url: await presignPhotoPut(photoKey(teamId, noteId, photoId), photo.size) };
}

/** A photo id for the keyed request, the same on every attempt: the first 26 characters of its hash (URL-safe). */
function keyedPhotoId(keyed: string): string {
  return keyed.replace(/[^A-Za-z0-9]/g, '').slice(0, 26);
}

function photoOf(note: ScoutingNoteItem, photoId: string): ScoutingPhotoItem {
  const photo = note.photos.find((item) => item.photoId === photoId);
  if (!photo) throw new NotFoundError(SCOUTING_MESSAGES.photoNotFound);
  return photo;
}

/**
 * The phone says its PUT is done: the object must be in S3 (else 409, the phone sends it again) and within the size
 * limit (the presigned PUT already refuses another length; a larger object is deleted and refused).
 */
export async function confirmPhoto(teamId: string, noteId: string, photoId: string): Promise<ScoutingNoteItem> {
  const photo = photoOf(await noteInTeam(teamId, noteId), photoId);
  if (photo.status === 'stored') return noteInTeam(teamId, noteId);
  const key = photoKey(teamId, noteId, photoId);
  const size = await photoSize(key);
  if (size === null) throw new ConflictError(SCOUTING_MESSAGES.photoNotUploaded);
  if (size > SCOUTING_LIMITS.photoMaxBytes) {
    await deletePhotoObjects([key]);
    throw new InvalidError(SCOUTING_MESSAGES.photoTooLarge, { photos: [SCOUTING_MESSAGES.photoTooLarge] });
  }
  return writePhotos(teamId, noteId, (current) => {
    photoOf(current, photoId);
    return current.photos.map((item) => (item.photoId === photoId ? { ...item, status: 'stored' as const, size } : item));
  });
}

/** Takes the photo off the note and deletes its object (pending or stored). */
export async function deletePhoto(teamId: string, noteId: string, photoId: string): Promise<ScoutingNoteItem> {
  photoOf(await noteInTeam(teamId, noteId), photoId);
  const note = await writePhotos(teamId, noteId, (current) => {
    photoOf(current, photoId);
    return current.photos.filter((item) => item.photoId !== photoId);
  });
  await deletePhotoObjects([photoKey(teamId, noteId, photoId)]);
  return note;
}
