/**
 * Field rules and texts: the specification's (spec 2 §2.1, §3, §8, §9) and the upload pipeline's limits (issue 5).
 * Isomorphic: the web checks a file before asking for an upload URL, the server checks everything again.
 */

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

/** A refusal for going over the team's farm-area allowance (FIELD_MESSAGES.areaLimit), which a larger plan solves. */
export function isAreaLimitRefusal(message: string): boolean {
  return /, above its allowance of [\d.]+ ha\.$/.test(message);
}

export const FIELD_MESSAGES = {
  uploadStarted: 'Please wait...while we process your file',
  uploadSucceeded: 'Successfully uploaded field file',
  /** A file added whole: the spec's text with how many fields came in. */
  allAdded: (added: number) => `Successfully uploaded field file: ${added} field${added === 1 ? '' : 's'} added.`,
  updated: 'Field successfully updated',
  updateFailed: 'An error occurred while updating the field.',
  deleted: (name: string) => `${name} Field successfully deleted!`,
  deleteFailed: 'Sorry, an error occurred.',
  searchPlaceholder: 'Search fields by their name here...',
  addFieldTitle: 'Select the field adding option',
  deleteConfirm: 'Are You Sure?',
  deleteConfirmButton: 'Yes, Delete Field',
  // Refusals before the upload starts
  wrongExtension: `This file type is not accepted. Upload a zipped shapefile (.zip), a .shp, .kml, .kmz, .json or .geojson file.`,
  emptyFile: 'The file is empty.',
  tooLarge: `The file is larger than ${MAX_FIELD_FILE_MB} MB.`,
  wrongContentType: 'The file type does not match its extension.',
  oneFile: 'Upload one file at a time.',
  // Refusals of a whole file by the parser
  unreadable: 'We could not read this file. Check that it is a valid shapefile, KML, KMZ or GeoJSON file.',
  corruptZip: 'The zip archive is damaged or not a zip file.',
  zipTooLarge: `The zip archive unpacks to more than ${FIELD_LIMITS.maxUnzippedBytes / MEGABYTE} MB or holds more than ${FIELD_LIMITS.maxZipEntries} files.`,
  zipEncrypted: 'The zip archive is password-protected.',
  noShapefile: 'The zip archive holds no shapefile (.shp with its .shx and .dbf).',
  /** A shapefile whose own headers and record counts disagree with its bytes: cut short or mismatched parts. */
  damagedShapefile: (file: string, reason: string) =>
    `The shapefile ${file} is damaged: ${reason}. No field was added from it; export it again and upload the new file.`,
  noKml: 'The KMZ archive holds no .kml document.',
  invalidKml: 'The KML document is not valid XML.',
  invalidJson: 'The file is not valid JSON.',
  notGeoJson: 'The JSON file is not GeoJSON (a Feature, FeatureCollection, Polygon or MultiPolygon).',
  noPolygons: 'The file has no polygon features: draw fields as polygons, not points or lines.',
  allDuplicates: (count: number) =>
    `Nothing was added: ${count === 1 ? 'the polygon is a field' : `all ${count} polygons are fields`} the team already has.`,
  duplicatesTitle: 'Already among your fields (not added again):',
  duplicateOf: (existing: string) => `the same outline as your field ${existing}`,
  /** A drawn field the team already has (the uploads' rule): saved only once the member confirms. */
  drawDuplicate: (existing: string) => `This is the same outline as your field ${existing}. Save it anyway to add a second field.`,
  tooManyFeatures: `The file has more than ${FIELD_LIMITS.maxFeatures} features.`,
  tooManyPolygons: `The file has more than ${FIELD_LIMITS.maxFeatures} polygons (each part of a multi-polygon counts).`,
  tooManyRingVertices: `A boundary can have at most ${FIELD_LIMITS.maxVerticesPerField.toLocaleString('en-US')} vertices.`,
  tooManyVertices: `The file has more than ${FIELD_LIMITS.maxVerticesPerFile.toLocaleString('en-US')} vertices.`,
  unknownCrs: (crs: string) => `The coordinate reference system ${crs} is not supported: save the file in WGS 84 (EPSG:4326).`,
  unreadablePrj: 'The .prj file could not be read: save the file in WGS 84 (EPSG:4326).',
  projectedWithoutCrs:
    'The coordinates are not longitude/latitude and the file does not say which coordinate system they are in: save it in WGS 84 (EPSG:4326), or include the .prj of a shapefile.',
  /** Says how much room is left (a smaller file would fit), and ends the same way so the app can offer the plans. */
  areaLimit: (limitHa: number, usedHa: number, addedHa: number) => {
    const roomHa = Math.max(0, limitHa - usedHa);
    const room = roomHa >= 0.005 ? `Your team has ${roomHa.toFixed(2)} ha of room left` : 'Your team has no room left';
    return `${room}: adding ${addedHa.toFixed(2)} ha would take its farm area to ${(usedHa + addedHa).toFixed(2)} ha, above its allowance of ${limitHa} ha.`;
  },
  plansLink: 'See the plans for a larger allowance',
  processingFailed: 'We could not process this file. Please upload it again.',
  drawRefused: (reason: string) => `This field cannot be saved: ${reason}.`,
  /** Some polygons refused: the valid ones were added together, the others are listed with their reasons. */
  partlyAdded: (added: number, refused: number) =>
    `Successfully uploaded field file: ${added} field${added === 1 ? '' : 's'} added, ${refused} could not be added (see the reasons).`,
  noneAdded: (refused: number) =>
    refused === 1
      ? 'The field in the file could not be added (see the reason).'
      : `None of the ${refused} fields in the file could be added (see the reasons).`,
  fileTimeout: 'The file is still being processed. Check the upload again in a moment.',
  /** A status check did not get through; the file itself may still be processed fine. */
  uploadStillChecking: 'We could not reach the server to check on your file; still checking...',
  // Refusals of one polygon
  ringNotClosed: (ring: number) => `ring ${ring} is not closed (its first and last points differ)`,
  ringTooShort: (ring: number) => `ring ${ring} has fewer than 4 points`,
  coordinatesOutOfRange: 'coordinates are out of range (longitude -180..180, latitude -90..90)',
  coordinatesNotNumbers: 'coordinates are not numbers',
  selfIntersecting: (lon: number, lat: number) => `the boundary crosses itself near ${lat.toFixed(5)}, ${lon.toFixed(5)}`,
  holeOutside: (ring: number) => `hole ${ring} lies outside the field boundary`,
  tooSmall: (areaHa: number) => `its area ${areaHa.toFixed(4)} ha is below the minimum of 0.01 ha`,
  tooBig: (areaHa: number) => `its area ${areaHa.toFixed(2)} ha is above the maximum of 10,000 ha`,
  tooManyFieldVertices: (count: number) => `it has ${count} vertices; a field may have at most 10,000`,
  placeQueryRequired: 'Type a place to search for.',
  placeSearchOffline: 'Place search is not available right now: the geocoding service could not be reached. Check your connection and try again.',
  placeSearchBusy: 'Place search is busy. Try again in a moment.',
} as const;

/** Dashboard map (spec 2 §2.1, §9): default centre (lat, lng), zooms and the fit delay. */
export const FIELD_MAP = {
  defaultCentre: { lat: 9.0788, lng: 8.6775 },
  defaultZoom: 10,
  fieldListZoom: 9,
  editZoom: 11,
  fitBoundsDelayMs: 3000,
  coordinateChars: 5,
} as const;
