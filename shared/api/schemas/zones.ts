import * as z from 'zod';
import { DEFAULT_ZONE_METHOD, ZONE_LIMITS, ZONE_METHODS } from '../../domain/zones';
import { FieldId } from './monitoring';

/**
 * GET /zones/: a field's productivity zones, built from every clear scene of its last seasons (each scene's pixels
 * over the field's mean, averaged per pixel), cut into 3-7 classes and drawn as polygons.
 */
export const ZonesQuery = z.object({
  field: FieldId,
  classes: z.coerce.number().int().min(ZONE_LIMITS.minClasses).max(ZONE_LIMITS.maxClasses).default(ZONE_LIMITS.defaultClasses),
  method: z.enum(ZONE_METHODS).default(DEFAULT_ZONE_METHOD),
});
export type ZonesQuery = z.infer<typeof ZonesQuery>;

const Position = z.tuple([z.number(), z.number()]);
export const ZoneGeometry = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(z.array(Position))),
});

export const Zone = z.object({
  /** 1 = lowest productivity, `classes` = highest. */
  zone: z.number().int().min(1),
  areaHa: z.number().nonnegative(),
  /** Mean of the averaged relative index over the zone (1 = the field's mean). */
  meanRelative: z.number(),
  /** Clear scenes behind the zone's pixels. */
  scenes: z.number().int().nonnegative(),
  geometry: ZoneGeometry,
});
export type Zone = z.infer<typeof Zone>;

/**
 * ready: zones drawn; pending: the layer has not been computed yet (the scheduled worker builds it);
 * insufficient: fewer clear scenes than ZONE_LIMITS.minScenes in the seasons looked at.
 */
export const ZONE_STATUSES = ['ready', 'pending', 'insufficient'] as const;

export const ZoneLayer = z.object({
  field: z.string(),
  status: z.enum(ZONE_STATUSES),
  /** The index the layer is built from. */
  index: z.literal('NDVI'),
  method: z.enum(ZONE_METHODS),
  classes: z.number().int(),
  /** Seasons (years) the scenes came from, oldest first. */
  seasons: z.array(z.number().int()),
  /** Clear scenes behind the layer. */
  sceneCount: z.number().int().nonnegative(),
  /** When the averaged surface was computed (ISO 8601), null while pending. */
  computedAt: z.string().nullable(),
  zones: z.array(Zone),
});
export type ZoneLayer = z.infer<typeof ZoneLayer>;
