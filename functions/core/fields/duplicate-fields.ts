import { setImmediate as nextTurn } from 'node:timers/promises';
import { area, bbox, polygon as turfPolygon } from '@turf/turf';
import type { Feature, Polygon } from 'geojson';
import type { DuplicateFeature } from '../../../shared/api/schemas/fields';
import { db } from '../db/service';
import type { FieldPolygon } from './geometry';
import { decodeRings } from './polyline';
import type { PreparedFile } from './prepare-fields';
import { symmetricDifferenceShare } from './symmetric-difference';
import { fieldIdOf } from './upload-commit';

/**
 * Two boundaries are the same field when what lies in one but not the other (their symmetric difference) is under
 * 1 % of the larger: the same farm saved as KML and as GeoJSON differs in precision, altitude, ring direction and
 * first vertex, never in shape. Two neighbouring fields sharing an edge have no area in common and stay apart.
 */
const DUPLICATE_TOLERANCE = 0.01;

interface Shape {
  id: string;
  name: string;
  feature: Feature<Polygon>;
  areaM2: number;
  box: [number, number, number, number];
}

export function shapeOf(id: string, name: string, polygon: FieldPolygon): Shape {
  const feature = turfPolygon(polygon.coordinates);
  const [minLon = 0, minLat = 0, maxLon = 0, maxLat = 0] = bbox(feature);
  return { id, name, feature, areaM2: area(feature), box: [minLon, minLat, maxLon, maxLat] };
}

const boxesOverlap = (a: Shape['box'], b: Shape['box']) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

export function sameField(a: Shape, b: Shape): boolean {
  if (!boxesOverlap(a.box, b.box)) return false;
  const larger = Math.max(a.areaM2, b.areaM2);
  const allowed = DUPLICATE_TOLERANCE * larger;
  // The symmetric difference is at least the difference of the areas: most pairs end here, unclipped.
  if (Math.abs(a.areaM2 - b.areaM2) >= allowed) return false;
  // Measured by scanlines, not by clipping: two near-identical dense boundaries clip in seconds.
  return symmetricDifferenceShare(a.feature.geometry.coordinates, b.feature.geometry.coordinates) < DUPLICATE_TOLERANCE;
}

/** The team's fields as shapes, without those of `uploadId` (a redelivered upload must not find itself). */
async function teamShapes(teamId: string, uploadId: string): Promise<Shape[]> {
  const { data } = await db().entities.field.query.byTeam({ teamId }).go({ pages: 'all' });
  return data
    .filter((item) => item.uploadId !== uploadId)
    .map((item) => shapeOf(item.fieldId, item.name, { type: 'Polygon', coordinates: decodeRings(item.boundary) }));
}

const outerBox = (rings: FieldPolygon['coordinates']): Shape['box'] => {
  const box: Shape['box'] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lon, lat] of rings[0] ?? []) {
    box[0] = Math.min(box[0], lon);
    box[1] = Math.min(box[1], lat);
    box[2] = Math.max(box[2], lon);
    box[3] = Math.max(box[3], lat);
  }
  return box;
};

/**
 * The team's field with the same boundary as `polygon` (the uploads' rule), or null: a drawn field the team
 * already has. Only fields whose box meets the new one are measured.
 */
export async function existingTwin(teamId: string, polygon: FieldPolygon): Promise<{ id: string; name: string } | null> {
  const shape = shapeOf('new', '', polygon);
  const { data } = await db().entities.field.query.byTeam({ teamId }).go({ pages: 'all', attributes: ['fieldId', 'name', 'boundary'] });
  for (const item of data) {
    const rings = decodeRings(item.boundary);
    if (!boxesOverlap(shape.box, outerBox(rings))) continue;
    if (sameField(shape, shapeOf(item.fieldId, item.name, { type: 'Polygon', coordinates: rings }))) return { id: item.fieldId, name: item.name };
  }
  return null;
}

/**
 * The prepared file without the polygons that are fields the team already has, or that repeat an earlier polygon
 * of the same file: each is listed with the field it repeats, and neither is created nor counted in the area.
 */
export async function leaveOutDuplicates(teamId: string, uploadId: string, prepared: PreparedFile): Promise<PreparedFile> {
  if (prepared.fields.length === 0) return prepared;
  const known = await teamShapes(teamId, uploadId);
  const fields: PreparedFile['fields'] = [];
  const duplicates: DuplicateFeature[] = [];
  for (const field of prepared.fields) {
    const shape = shapeOf(fieldIdOf(uploadId, fields.length), field.name, field.polygon);
    const twin = known.find((existing) => sameField(shape, existing));
    // A turn for other requests between polygons (see in-turns.ts).
    await nextTurn();
    if (twin) {
      duplicates.push({ feature: field.feature, name: field.name, existing_id: twin.id, existing_name: twin.name });
      continue;
    }
    fields.push(field);
    known.push(shape);
  }
  return { ...prepared, fields, duplicates };
}
