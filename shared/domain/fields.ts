/**
 * Field rules and texts: the specification's (spec 2 §2.1, §3, §8, §9) and the upload pipeline's limits (issue 5).
 * Isomorphic: the web checks a file before asking for an upload URL, the server checks everything again.
 */
import { messageRef, readMessageRef } from '../i18n/message-ref';

/** group_name of a field when none is given (spec 2 §3: an upload always sends 'All'). */
export const DEFAULT_GROUP_NAME = 'All';

const MEGABYTE = 1024 * 1024;

export const FIELD_LIMITS = {
  /** A field file may be at most this large; refused before the upload starts. */
  maxFileBytes: 10 * MEGABYTE,
  maxFeatures: 500,
  /** Vertices of all the polygons of one file. */
  maxVerticesPerFile: 50_000,
  /** Vertices of one field: a field is one table item (400 KB), and a boundary this detailed is already 1 m apart. */
  maxVerticesPerField: 10_000,
  minAreaHa: 0.01,
  maxAreaHa: 10_000,
  nameMaxLength: 120,
  groupNameMaxLength: 60,
  anchorMaxLength: 120,
  /** Zip archives (shapefile .zip, .kmz): entries and inflated bytes are capped before anything is inflated. */
  maxZipEntries: 50,
  maxUnzippedBytes: 50 * MEGABYTE,
} as const;

/**
 * Accepted field files (issue 5): a zipped shapefile, a lone .shp without a .prj (lon/lat only), KML, KMZ and
 * GeoJSON. The content types a browser may report for each; the upload itself is signed with the first.
 */
export const FIELD_FILE_TYPES = {
  zip: ['application/zip', 'application/x-zip-compressed', 'application/x-zip', 'multipart/x-zip', 'application/octet-stream'],
  shp: ['application/octet-stream', 'application/x-esri-shape', 'application/vnd.shp', 'application/x-shapefile'],
  kml: ['application/vnd.google-earth.kml+xml', 'application/xml', 'text/xml', 'application/octet-stream'],
  kmz: ['application/vnd.google-earth.kmz', 'application/zip', 'application/octet-stream'],
  json: ['application/json', 'application/geo+json', 'text/plain', 'application/octet-stream'],
  geojson: ['application/geo+json', 'application/json', 'text/plain', 'application/octet-stream'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type FieldFileType = keyof typeof FIELD_FILE_TYPES;

/** The size cap as people read it (the texts say '10 MB'). */
export const MAX_FIELD_FILE_MB = FIELD_LIMITS.maxFileBytes / MEGABYTE;

export const ACCEPTED_FIELD_EXTENSIONS = Object.keys(FIELD_FILE_TYPES).map((ext) => `.${ext}`);

/** The accepted type of a file name, or null: '.ZIP' and '.GeoJSON' count, 'fields.shp.txt' does not. */
export function fieldFileType(fileName: string): FieldFileType | null {
  const ext = /\.([A-Za-z]+)$/.exec(fileName.trim())?.[1]?.toLowerCase();
  return ext && ext in FIELD_FILE_TYPES ? (ext as FieldFileType) : null;
}

/** A field file's name, byte count and the content type the browser or client declared (may be empty). */
export interface FieldFileFacts {
  fileName: string;
  fileSize: number;
  contentType?: string;
}

export type FieldFileCheck = { ok: true; type: FieldFileType; contentType: string } | { ok: false; message: string };

/**
 * THE file checks (type by extension and declared content type, empty, the size cap): the web makes them before
 * anything is sent (issue 5: a file over 10 MB is refused before the upload), the server again when it signs the
 * upload and when the parser reads the stored bytes. `contentType` of a passed check is the one the upload is
 * signed with.
 */
export function checkFieldFile(file: FieldFileFacts): FieldFileCheck {
  const type = fieldFileType(file.fileName);
  if (!type) return { ok: false, message: FIELD_MESSAGES.wrongExtension };
  if (file.fileSize <= 0) return { ok: false, message: FIELD_MESSAGES.emptyFile };
  if (file.fileSize > FIELD_LIMITS.maxFileBytes) return { ok: false, message: FIELD_MESSAGES.tooLarge };
  const allowed: readonly string[] = FIELD_FILE_TYPES[type];
  const declared = file.contentType?.split(';')[0]?.trim().toLowerCase();
  if (declared && !allowed.includes(declared)) return { ok: false, message: FIELD_MESSAGES.wrongContentType };
  return { ok: true, type, contentType: allowed[0] ?? 'application/octet-stream' };
}

/** The file name without its extension: the name of a field whose feature has no name-like property. */
export function fileBaseName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base.replace(/\.[^.]*$/, '').trim() || base;
}

/**
 * A refusal for going over the team's farm-area allowance (FIELD_MESSAGES.areaLimit), which a larger plan solves:
 * the message as a ref, or the key the API names beside its translated text (FieldUpload.message_id).
 */
export function isAreaLimitRefusal(message: string): boolean {
  return readMessageRef(message)?.id === 'fields.areaLimit';
}

/**
 * The field texts the API answers and the web shows (spec 2 §2.1, §3, §8, §9): catalogue keys (shared/i18n/api/fields),
 * or messageRefs with their values, which the API translates into the caller's language and the web formats in the
 * language on screen. A reason inside a message (drawRefused, damagedShapefile) is a ref of its own.
 */
const ring = (ring: number) => ({ ring });
export const FIELD_MESSAGES = {
  uploadStarted: 'fields.uploadStarted',
  uploadSucceeded: 'fields.uploadSucceeded',
  /** A file added whole: the spec's text with how many fields came in. */
  allAdded: (added: number) => messageRef('fields.allAdded', { added }),
  updated: 'fields.updated',
  updateFailed: 'fields.updateFailed',
  deleted: (name: string) => messageRef('fields.deleted', { name }),
  deleteFailed: 'fields.deleteFailed',
  searchPlaceholder: 'fields.searchPlaceholder',
  addFieldTitle: 'fields.addFieldTitle',
  deleteConfirm: 'fields.deleteConfirm',
  deleteConfirmButton: 'fields.deleteConfirmButton',
  // Refusals before the upload starts
  wrongExtension: 'fields.wrongExtension',
  emptyFile: 'fields.emptyFile',
  tooLarge: messageRef('fields.tooLarge', { maxMb: MAX_FIELD_FILE_MB }),
  wrongContentType: 'fields.wrongContentType',
  oneFile: 'fields.oneFile',
  // Refusals of a whole file by the parser
  unreadable: 'fields.unreadable',
  corruptZip: 'fields.corruptZip',
  zipTooLarge: messageRef('fields.zipTooLarge', { maxMb: FIELD_LIMITS.maxUnzippedBytes / MEGABYTE, maxEntries: FIELD_LIMITS.maxZipEntries }),
  zipEncrypted: 'fields.zipEncrypted',
  noShapefile: 'fields.noShapefile',
  /** A shapefile whose own headers and record counts disagree with its bytes: cut short or mismatched parts. */
  damagedShapefile: (file: string, reason: string) => messageRef('fields.damagedShapefile', { file, reason }),
  noKml: 'fields.noKml',
  invalidKml: 'fields.invalidKml',
  invalidJson: 'fields.invalidJson',
  notGeoJson: 'fields.notGeoJson',
  noPolygons: 'fields.noPolygons',
  allDuplicates: (count: number) => messageRef('fields.allDuplicates', { count }),
  duplicatesTitle: 'fields.duplicatesTitle',
  duplicateOf: (existing: string) => messageRef('fields.duplicateOf', { existing }),
  /** A drawn field the team already has (the uploads' rule): saved only once the member confirms. */
  drawDuplicate: (existing: string) => messageRef('fields.drawDuplicate', { existing }),
  tooManyFeatures: messageRef('fields.tooManyFeatures', { max: FIELD_LIMITS.maxFeatures }),
  tooManyPolygons: messageRef('fields.tooManyPolygons', { max: FIELD_LIMITS.maxFeatures }),
  tooManyRingVertices: messageRef('fields.tooManyRingVertices', { max: FIELD_LIMITS.maxVerticesPerField }),
  tooManyVertices: messageRef('fields.tooManyVertices', { max: FIELD_LIMITS.maxVerticesPerFile }),
  unknownCrs: (crs: string) => messageRef('fields.unknownCrs', { crs }),
  unreadablePrj: 'fields.unreadablePrj',
  projectedWithoutCrs: 'fields.projectedWithoutCrs',
  /** Says how much room is left (a smaller file would fit), and ends the same way so the app can offer the plans. */
  areaLimit: (limitHa: number, usedHa: number, addedHa: number) => {
    const roomHa = Math.max(0, limitHa - usedHa);
    return messageRef('fields.areaLimit', {
      hasRoom: roomHa >= 0.005 ? 'yes' : 'no',
      room: roomHa.toFixed(2),
      added: addedHa.toFixed(2),
      total: (usedHa + addedHa).toFixed(2),
      limit: limitHa,
    });
  },
  plansLink: 'fields.plansLink',
  processingFailed: 'fields.processingFailed',
  drawRefused: (reason: string) => messageRef('fields.drawRefused', { reason }),
  /** Some polygons refused: the valid ones were added together, the others are listed with their reasons. */
  partlyAdded: (added: number, refused: number) => messageRef('fields.partlyAdded', { added, refused }),
  noneAdded: (refused: number) => messageRef('fields.noneAdded', { refused }),
  fileTimeout: 'fields.fileTimeout',
  /** A status check did not get through; the file itself may still be processed fine. */
  uploadStillChecking: 'fields.uploadStillChecking',
  // Refusals of one polygon
  ringNotClosed: (n: number) => messageRef('fields.ringNotClosed', ring(n)),
  ringTooShort: (n: number) => messageRef('fields.ringTooShort', ring(n)),
  coordinatesOutOfRange: 'fields.coordinatesOutOfRange',
  coordinatesNotNumbers: 'fields.coordinatesNotNumbers',
  selfIntersecting: (lon: number, lat: number) => messageRef('fields.selfIntersecting', { lat: lat.toFixed(5), lon: lon.toFixed(5) }),
  holeOutside: (n: number) => messageRef('fields.holeOutside', ring(n)),
  tooSmall: (areaHa: number) => messageRef('fields.tooSmall', { area: areaHa.toFixed(4) }),
  tooBig: (areaHa: number) => messageRef('fields.tooBig', { area: areaHa.toFixed(2) }),
  tooManyFieldVertices: (count: number) => messageRef('fields.tooManyFieldVertices', { count }),
  /** One part of a multi-polygon refused, with its reason. */
  partRefused: (part: number, reason: string) => messageRef('fields.partRefused', { part, reason }),
  /** A feature left out: a point or a line (`kind` is its GeoJSON type), or no geometry at all. */
  notPolygon: (kind: string) => messageRef('fields.notPolygon', { kind }),
  noGeometry: 'fields.noGeometry',
  placeQueryRequired: 'fields.placeQueryRequired',
  placeSearchOffline: 'fields.placeSearchOffline',
  placeSearchBusy: 'fields.placeSearchBusy',
  // Schema and request refusals
  positionPair: 'fields.positionPair',
  ringMinPoints: 'fields.ringMinPoints',
  nameRequired: 'fields.nameRequired',
  drawFirst: 'fields.drawFirst',
  chooseFile: 'fields.chooseFile',
  exportFormat: 'fields.exportFormat',
  notFound: 'fields.notFound',
  uploadNotFound: 'fields.uploadNotFound',
  changedMeanwhile: 'fields.changedMeanwhile',
} as const;

/** The shapefile damage reasons (FIELD_MESSAGES.damagedShapefile's `reason`). */
export const SHAPEFILE_DAMAGE = {
  shpNoHeader: 'fields.shp.noHeader',
  shpImpossibleLength: 'fields.shp.impossibleLength',
  shpCutShort: (size: number, declared: number) => messageRef('fields.shp.cutShort', { size, declared }),
  shpRecordCutShort: (record: number) => messageRef('fields.shp.recordCutShort', { record }),
  shxNoHeader: 'fields.shx.noHeader',
  shxCutShort: (size: number, declared: number) => messageRef('fields.shx.cutShort', { size, declared }),
  shxImpossibleLength: 'fields.shx.impossibleLength',
  dbfNoHeader: 'fields.dbf.noHeader',
  dbfCutShort: (size: number, needed: number, count: number) => messageRef('fields.dbf.cutShort', { size, needed, count }),
  shxCountDiffers: (count: number, indexed: number) => messageRef('fields.shx.countDiffers', { count, indexed }),
  dbfCountDiffers: (count: number, rows: number) => messageRef('fields.dbf.countDiffers', { count, rows }),
} as const;

/** Dashboard map (spec 2 §2.1, §9): default centre (lat, lng) and zooms. */
export const FIELD_MAP = {
  defaultCentre: { lat: 9.0788, lng: 8.6775 },
  defaultZoom: 10,
  fieldListZoom: 9,
  editZoom: 11,
  coordinateChars: 5,
} as const;
