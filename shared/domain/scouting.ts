/**
 * Scouting notes: what a farmer saw at a point of a field (a pest, a disease, weeds, water, a nutrient problem),
 * pinned by a tap on the map or by the phone's GPS, with up to three photos. One source for the lists, limits and
 * texts the API, the web app and the exports share.
 */
import type { ApiMessageId } from '../i18n/english';

export const SCOUTING_CATEGORIES = ['pest', 'disease', 'weed', 'water', 'nutrient', 'other'] as const;
export type ScoutingCategory = (typeof SCOUTING_CATEGORIES)[number];

export const SCOUTING_SEVERITIES = ['low', 'medium', 'high'] as const;
export type ScoutingSeverity = (typeof SCOUTING_SEVERITIES)[number];

/** How the pin was placed: a tap on the map, or the phone's position (with its accuracy in metres). */
export const PIN_SOURCES = ['tap', 'gps'] as const;
export type PinSource = (typeof PIN_SOURCES)[number];

export const SCOUTING_LIMITS = {
  textMaxLength: 500,
  photosPerNote: 3,
  /** The phone compresses each photo to about this size before upload (longest side PHOTO_MAX_SIDE_PX). */
  photoTargetBytes: 200 * 1024,
  photoMaxSidePx: 1600,
  /** The upload URL refuses anything larger: a compressed photo is far below it, an original phone photo is not. */
  photoMaxBytes: 600 * 1024,
  /** A GPS pin worse than this is refused on screen (the user can place the pin by tap instead). */
  gpsAccuracyMaxMetres: 100,
  /** A note may be dated in the past (written offline, synced later) but not before this many days, nor in the future. */
  observedMaxAgeDays: 365,
  /** A pin may lie this far outside the field's outline (a GPS reading at its edge, a note about the field's ditch). */
  pinOutsideMaxMetres: 200,
  /** How long a photo's upload and read URLs live. */
  urlSeconds: 15 * 60,
} as const;

/** Only JPEG is stored: the phone re-encodes every photo (HEIC and PNG included) before upload. */
export const PHOTO_CONTENT_TYPE = 'image/jpeg';

export const SCOUTING_EXPORT_FORMATS = ['csv', 'geojson'] as const;
export type ScoutingExportFormat = (typeof SCOUTING_EXPORT_FORMATS)[number];

/** The API's texts about scouting notes (keys of the api `scouting` catalogue). */
export const SCOUTING_MESSAGES = {
  notFound: 'scouting.notFound',
  fieldNotFound: 'scouting.fieldNotFound',
  textTooLong: 'scouting.textTooLong',
  categoryInvalid: 'scouting.categoryInvalid',
  severityInvalid: 'scouting.severityInvalid',
  pinInvalid: 'scouting.pinInvalid',
  pinOutsideField: 'scouting.pinOutsideField',
  accuracyTooPoor: 'scouting.accuracyTooPoor',
  observedInFuture: 'scouting.observedInFuture',
  observedTooOld: 'scouting.observedTooOld',
  tooManyPhotos: 'scouting.tooManyPhotos',
  photoTooLarge: 'scouting.photoTooLarge',
  photoType: 'scouting.photoType',
  photoNotFound: 'scouting.photoNotFound',
  photoNotUploaded: 'scouting.photoNotUploaded',
  alreadyTask: 'scouting.alreadyTask',
  deleted: 'scouting.deleted',
} as const satisfies Record<string, ApiMessageId>;
