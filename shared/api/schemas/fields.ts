import * as z from 'zod';
import { DEFAULT_GROUP_NAME, FIELD_LIMITS, FIELD_MESSAGES } from '../../domain/fields';
import { CropSeason } from './crops';

/** [longitude, latitude]; an altitude a file or a map tool adds is accepted and dropped. */
export const Position = z
  .array(z.number({ message: FIELD_MESSAGES.coordinatesNotNumbers }))
  .min(2, FIELD_MESSAGES.positionPair)
  .max(3, FIELD_MESSAGES.positionPair)
  .transform((position): [number, number] => [position[0] ?? NaN, position[1] ?? NaN]);
export type Position = [number, number];

/** Capped in the schema, before any geometry work: a ring of a field holds at most the field's vertex cap (+1 closing). */
export const Ring = z
  .array(Position)
  .min(4, FIELD_MESSAGES.ringMinPoints)
  .max(FIELD_LIMITS.maxVerticesPerField + 1, FIELD_MESSAGES.tooManyRingVertices);

/** All the rings of one polygon together stay within the field's vertex cap too. */
export const PolygonGeometry = z.object({
  type: z.literal('Polygon'),
  coordinates: z
    .array(Ring)
    .min(1)
    .max(1000)
    .refine((rings) => rings.reduce((sum, ring) => sum + ring.length - 1, 0) <= FIELD_LIMITS.maxVerticesPerField, FIELD_MESSAGES.tooManyRingVertices),
});
export type PolygonGeometry = { type: 'Polygon'; coordinates: Position[][] };

/** A field as GET /field/ answers it (spec 2 §3 Field), with the holes `coordinates` cannot carry beside it. */
export const Field = z.object({
  id: z.string(),
  name: z.string(),
  group_name: z.string(),
  location: z.string().nullable(),
  state: z.string().nullable(),
  /** Local Government Area, for fields in Nigeria (null elsewhere or when not known). */
  lga: z.string().nullable(),
  /** Area on the WGS 84 ellipsoid (geodesic) in hectares, 4 decimals; screens show 2. */
  size: z.number(),
  /** [longitude, latitude]. */
  centroid: z.tuple([z.number(), z.number()]),
  /**
   * The boundary: [longitude, latitude] pairs, first equal to last. GET /field/ sends it (and the holes) as a display
   * outline, within half a metre at 6 decimals; GET /field/{id}/ and the exports send it whole.
   */
  coordinates: z.array(z.tuple([z.number(), z.number()])),
  /** Holes in the field (ponds, buildings), each a ring like `coordinates`; the GeoJSON polygon is [coordinates, ...holes]. */
  holes: z.array(z.array(z.tuple([z.number(), z.number()]))),
  /** The field's crop seasons, oldest first: the last is the field's latest crop (farm summary Last Crop). */
  crop_season: z.array(CropSeason),
  /**
   * The field's anchor: the off-taker or programme its crop is grown for (the Anchor Borrowers' Programme's
   * "anchor"), the field report's Anchor column; null when none was given.
   */
  anchor: z.string().nullable(),
  performance_percentage: z.number().nullable(),
  ndvi_average: z.number().nullable(),
  team: z.string(),
  /** The upload (GET /field/upload/{uploadId}/) that created the field, null for a drawn one. */
  upload: z.string().nullable(),
  /** Why satellite monitoring cannot plan the field's imagery (its boundary as stored); absent when it can. */
  imagery_problem: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Field = z.infer<typeof Field>;

const name = z.string().trim().min(1, FIELD_MESSAGES.nameRequired).max(FIELD_LIMITS.nameMaxLength);
const groupName = z.string().trim().max(FIELD_LIMITS.groupNameMaxLength);
/** An empty anchor (or null, on an edit) takes the field's anchor away. */
const anchor = z.string().trim().max(FIELD_LIMITS.anchorMaxLength);
const teamId = z.union([z.string().min(1), z.number().int()]).transform(String);

export const FieldIdParams = z.object({ id: z.string().min(1).max(80) });
export const UploadIdParams = z.object({ uploadId: z.string().min(1).max(80) });
export const TeamQuery = z.object({ team: z.string().min(1).optional() });

/** PATCH /field/{id}/update/ (spec 2 §7.1): size and centroid are recomputed from the coordinates, never taken. */
export const UpdateFieldBody = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  name: name.optional(),
  group_name: groupName.optional(),
  anchor: anchor.nullable().optional(),
  coordinates: Ring.optional(),
  centroid: z.unknown().optional(),
  size: z.unknown().optional(),
});
export type UpdateFieldBody = z.infer<typeof UpdateFieldBody>;

/** POST /field/draw/: a polygon drawn on the map, as a GeoJSON Polygon or as the boundary's coordinates. */
export const DrawFieldBody = z
  .object({
    team: teamId.optional(),
    name,
    group_name: groupName.optional().transform((value) => value || DEFAULT_GROUP_NAME),
    anchor: anchor.optional(),
    geometry: PolygonGeometry.optional(),
    coordinates: Ring.optional(),
    /**
     * A boundary the team already has (under 1 % of area differs, as uploads detect) is refused with
     * `duplicate_of: [field id]` unless the member confirmed with this.
     */
    allow_duplicate: z.boolean().optional(),
  })
  .refine((body) => body.geometry || body.coordinates, { message: FIELD_MESSAGES.drawFirst, path: ['coordinates'] });
export type DrawFieldBody = z.infer<typeof DrawFieldBody>;

/**
 * POST /field/create/ (spec 2 §7.1): the text fields of the multipart upload beside its file (`upload`), with the
 * same rules as an upload through a presigned PUT.
 */
export const CreateFieldForm = z.object({
  team: teamId.optional(),
  group_name: groupName.optional(),
  /** The fallback name of fields whose feature has no name. */
  name: z.string().trim().max(FIELD_LIMITS.nameMaxLength).optional(),
});
export type CreateFieldForm = z.infer<typeof CreateFieldForm>;
/** The multipart part that carries the file of POST /field/create/. */
export const CREATE_FIELD_FILE = 'upload';

/** POST /field/upload/: asks for a presigned PUT of one field file. */
export const RequestFieldUploadBody = z.object({
  team: teamId.optional(),
  file_name: z.string().trim().min(1, FIELD_MESSAGES.chooseFile).max(255),
  /** The file's byte count (a field's `size` is its area in hectares). */
  file_size: z.number().int().min(0),
  content_type: z.string().max(200).optional(),
  group_name: groupName.optional(),
  /** The fallback name of fields whose feature has no name (the old client sent the file name). */
  name: z.string().trim().max(FIELD_LIMITS.nameMaxLength).optional(),
});
export type RequestFieldUploadBody = z.infer<typeof RequestFieldUploadBody>;

export const RefusedFeature = z.object({
  /** 1-based position of the feature in the file. */
  feature: z.number(),
  name: z.string().nullable(),
  reason: z.string(),
});
export type RefusedFeature = z.infer<typeof RefusedFeature>;

/** A polygon of a file that is a field the team already has (or an earlier polygon of the same file): not added again. */
export const DuplicateFeature = z.object({
  /** 1-based position of the feature in the file. */
  feature: z.number(),
  name: z.string().nullable(),
  /** The existing field's id and name. */
  existing_id: z.string(),
  existing_name: z.string(),
});
export type DuplicateFeature = z.infer<typeof DuplicateFeature>;

export const FieldUpload = z.object({
  id: z.string(),
  team: z.string(),
  file_name: z.string(),
  status: z.enum(['waiting', 'processing', 'succeeded', 'failed']),
  /** What to tell the user (in the caller's language): the spec's progress and success texts, or why the file was refused. */
  message: z.string(),
  /**
   * The catalogue key of `message` (absent for a message stored before there were keys): what kind of outcome it is,
   * whatever the language (`fields.areaLimit` is a refusal a larger plan solves).
   */
  message_id: z.string().optional(),
  /** Every refused polygon with its reason; the file's valid polygons are added all together or not at all. */
  refused: z.array(RefusedFeature),
  /** Features that are not polygons (points, lines), left out. */
  skipped: z.array(RefusedFeature),
  /** Polygons that duplicate fields the team already has: left out, their area not counted again. */
  duplicates: z.array(DuplicateFeature),
  fields: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FieldUpload = z.infer<typeof FieldUpload>;

/** The answer of POST /field/upload/: PUT the file to `url` with exactly these headers. */
export const FieldUploadTicket = z.object({
  upload: FieldUpload,
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expires_in: z.number(),
});
export type FieldUploadTicket = z.infer<typeof FieldUploadTicket>;

/** The answer of POST /field/create/ (spec 2 §7.1: centroid and coordinates, of the first field created). */
export const CreatedFromFile = FieldUpload.extend({
  centroid: z.tuple([z.number(), z.number()]).nullable(),
  coordinates: z.array(z.tuple([z.number(), z.number()])).nullable(),
  created: z.array(Field),
});
export type CreatedFromFile = z.infer<typeof CreatedFromFile>;

export const ExportFieldsQuery = z.object({
  team: z.string().min(1).optional(),
  format: z.enum(['geojson', 'csv'], { message: FIELD_MESSAGES.exportFormat }).default('geojson'),
});

export const SearchPlaceQuery = z.object({
  team: z.string().min(1).optional(),
  q: z.string({ message: FIELD_MESSAGES.placeQueryRequired }).trim().min(2, FIELD_MESSAGES.placeQueryRequired).max(200),
});

export const Place = z.object({
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** [west, south, east, north]. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  type: z.string(),
  category: z.string(),
});
export type Place = z.infer<typeof Place>;

export const PlaceSearchResult = z.object({
  results: z.array(Place),
  /** OpenStreetMap data is ODbL: the attribution to show with the results. */
  attribution: z.string(),
});
export type PlaceSearchResult = z.infer<typeof PlaceSearchResult>;
