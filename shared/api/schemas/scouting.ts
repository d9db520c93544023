import * as z from 'zod';
import { isRealDate } from './common';
import { messageRef } from '../../i18n/message-ref';
import { Activity, CreateActivityBody } from './activities';
import {
  PHOTO_CONTENT_TYPE,
  PIN_SOURCES,
  SCOUTING_CATEGORIES,
  SCOUTING_EXPORT_FORMATS,
  SCOUTING_LIMITS,
  SCOUTING_MESSAGES,
  SCOUTING_SEVERITIES,
} from '../../domain/scouting';

// Messages with placeholders carry their values (messageRef): the API and the web app format them in the reader's language.
const tooOld = messageRef(SCOUTING_MESSAGES.observedTooOld, { days: SCOUTING_LIMITS.observedMaxAgeDays });
const Day = z.string().refine(isRealDate, tooOld);
const Latitude = z.number({ message: SCOUTING_MESSAGES.pinInvalid }).min(-90, SCOUTING_MESSAGES.pinInvalid).max(90, SCOUTING_MESSAGES.pinInvalid);
const Longitude = z.number({ message: SCOUTING_MESSAGES.pinInvalid }).min(-180, SCOUTING_MESSAGES.pinInvalid).max(180, SCOUTING_MESSAGES.pinInvalid);
const Category = z.enum(SCOUTING_CATEGORIES, { message: SCOUTING_MESSAGES.categoryInvalid });
const Severity = z.enum(SCOUTING_SEVERITIES, { message: SCOUTING_MESSAGES.severityInvalid });
const Text = z.string().trim().max(SCOUTING_LIMITS.textMaxLength, messageRef(SCOUTING_MESSAGES.textTooLong, { max: SCOUTING_LIMITS.textMaxLength }));
/** The GPS fix's accuracy in metres (null for a pin placed by tap). */
const accuracyTooPoor = messageRef(SCOUTING_MESSAGES.accuracyTooPoor, { max: SCOUTING_LIMITS.gpsAccuracyMaxMetres });
const Accuracy = z.number({ message: accuracyTooPoor }).min(0, accuracyTooPoor).max(SCOUTING_LIMITS.gpsAccuracyMaxMetres, accuracyTooPoor).nullable();

/** A note's photo: `url` reads it (signed, short-lived) once the phone's upload has been confirmed. */
export const ScoutingPhoto = z.object({
  id: z.string(),
  status: z.enum(['pending', 'stored']),
  /** Bytes as stored. */
  size: z.number().int(),
  /** Whether the user kept the photo's own location (EXIF GPS) in the file. */
  keeps_location: z.boolean(),
  url: z.string().nullable(),
  created_at: z.string(),
});
export type ScoutingPhoto = z.infer<typeof ScoutingPhoto>;

export const ScoutingNote = z.object({
  id: z.string(),
  team: z.string(),
  field: z.string(),
  field_name: z.string(),
  lat: z.number(),
  lng: z.number(),
  source: z.enum(PIN_SOURCES),
  accuracy_m: z.number().nullable(),
  text: z.string(),
  category: Category,
  severity: Severity,
  /** When the farmer saw it (ISO date-time): a note written offline keeps its own time, not the sync's. */
  observed_at: z.string(),
  created_by: z.object({ id: z.string(), name: z.string() }),
  photos: z.array(ScoutingPhoto),
  /** The task made from this note, if any. */
  task: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ScoutingNote = z.infer<typeof ScoutingNote>;

/** POST /scouting/: a note on a field of the team. `observed_at` defaults to now. */
export const CreateScoutingNoteBody = z.object({
  field: z.string().trim().min(1, SCOUTING_MESSAGES.fieldNotFound).max(80),
  lat: Latitude,
  lng: Longitude,
  source: z.enum(PIN_SOURCES).default('tap'),
  accuracy_m: Accuracy.default(null),
  text: Text.default(''),
  category: Category,
  severity: Severity,
  observed_at: z.iso.datetime({ offset: true, message: SCOUTING_MESSAGES.observedInFuture }).optional(),
});
export type CreateScoutingNoteBody = z.infer<typeof CreateScoutingNoteBody>;

/** PATCH /scouting/{id}/: any of the note's words, category, severity or pin. */
export const UpdateScoutingNoteBody = z.object({
  lat: Latitude.optional(),
  lng: Longitude.optional(),
  source: z.enum(PIN_SOURCES).optional(),
  accuracy_m: Accuracy.optional(),
  text: Text.optional(),
  category: Category.optional(),
  severity: Severity.optional(),
});
export type UpdateScoutingNoteBody = z.infer<typeof UpdateScoutingNoteBody>;

export const ScoutingNoteParams = z.object({ id: z.string().min(1).max(64) });
export const ScoutingPhotoParams = z.object({ id: z.string().min(1).max(64), photoId: z.string().min(1).max(64) });

/** GET /scouting/: the team's notes, newest first, one page at a time; `field` for one field's. */
export const ScoutingListQuery = z.object({
  field: z.string().min(1).max(80).optional(),
  category: Category.optional(),
  from: Day.optional(),
  to: Day.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(2000).optional(),
});
export type ScoutingListQuery = z.infer<typeof ScoutingListQuery>;

export const ScoutingNotesPage = z.object({ items: z.array(ScoutingNote), next: z.string().nullable() });
export type ScoutingNotesPage = z.infer<typeof ScoutingNotesPage>;

/** POST /scouting/{id}/photos/: the phone asks for an upload URL for one compressed photo. */
export const PhotoUploadBody = z.object({
  size: z.number().int().min(1).max(SCOUTING_LIMITS.photoMaxBytes, SCOUTING_MESSAGES.photoTooLarge),
  content_type: z.literal(PHOTO_CONTENT_TYPE, { message: SCOUTING_MESSAGES.photoType }),
  keeps_location: z.boolean().default(false),
});
export type PhotoUploadBody = z.infer<typeof PhotoUploadBody>;

/** PUT the photo to `url` with exactly these headers, then confirm it (POST /scouting/{id}/photos/{photoId}/). */
export const PhotoUploadTicket = z.object({
  photo: ScoutingPhoto,
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expires_in: z.number(),
});
export type PhotoUploadTicket = z.infer<typeof PhotoUploadTicket>;

/** POST /scouting/{id}/task/: a task on the note's field (its type `scouting` unless chosen), linked to the note. */
export const NoteTaskBody = z
  .object(CreateActivityBody.shape)
  .omit({ field: true })
  .partial({ name: true, description: true, start_date: true, end_date: true })
  .extend({ type: CreateActivityBody.shape.type.removeDefault().default('scouting') });
export type NoteTaskBody = z.infer<typeof NoteTaskBody>;
export const NoteTaskAnswer = z.object({ note: ScoutingNote, task: Activity });

/** GET /scouting/export/: the team's notes (or a field's) as CSV or GeoJSON points. */
export const ScoutingExportQuery = z.object({
  format: z.enum(SCOUTING_EXPORT_FORMATS).default('csv'),
  field: z.string().min(1).max(80).optional(),
  from: Day.optional(),
  to: Day.optional(),
});
export type ScoutingExportQuery = z.infer<typeof ScoutingExportQuery>;
