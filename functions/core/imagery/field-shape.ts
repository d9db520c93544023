import { createHash } from 'node:crypto';
import { storedRing } from '../../../shared/domain/field-boundary';
import { parseFieldGeometry, type FieldShape } from '../../imagery/geometry/field-geometry';
import type { FieldItem } from '../db/field-entities';
import { NotFoundError } from '../errors';
import { fieldInTeam, teamOfField } from '../fields/field-store';
import { decodeRings } from '../fields/polyline';

/** A field as the imagery engine needs it, read through the fields module (always within a team). */
export interface ImageryField {
  teamId: string;
  fieldId: string;
  name: string;
  shape: FieldShape;
  /** Digest of the stored boundary: statistics and tiles of an older shape are never served for a new one. */
  boundaryHash: string;
  centroid: [number, number];
}

export function boundaryHashOf(boundary: string): string {
  return createHash('sha256').update(boundary).digest('base64url').slice(0, 16);
}

/**
 * The outline of a stored boundary for the engine: the rings in their stored form (shared/domain/field-boundary.ts),
 * which also repairs a boundary stored before that rule, whose rounding merged vertices or left a zero-width spike.
 * Throws the engine's InvalidGeometryError with the reason when it is still not usable.
 */
export function shapeOfBoundary(boundary: string): FieldShape {
  return parseFieldGeometry({ type: 'Polygon', coordinates: decodeRings(boundary).map(storedRing) });
}

/** Parsed outlines by boundary digest: a map's many tile requests check a large field's rings once. */
const shapes = new Map<string, FieldShape>();

function shapeOf(boundary: string, hash: string): FieldShape {
  let shape = shapes.get(hash);
  if (!shape) {
    shape = shapeOfBoundary(boundary);
    if (shapes.size >= 500) shapes.delete(shapes.keys().next().value as string);
    shapes.set(hash, shape);
  }
  return shape;
}

export function imageryField(item: FieldItem): ImageryField {
  const [lon = 0, lat = 0] = item.centroid;
  const boundaryHash = boundaryHashOf(item.boundary);
  return {
    teamId: item.teamId,
    fieldId: item.fieldId,
    name: item.name,
    shape: shapeOf(item.boundary, boundaryHash),
    boundaryHash,
    centroid: [lon, lat],
  };
}

export async function fieldForImagery(teamId: string, fieldId: string): Promise<ImageryField> {
  return imageryField(await fieldInTeam(teamId, fieldId));
}

/** A field by id alone (public tile requests carry a signature, not a team); null when there is no such field. */
export async function fieldByIdForImagery(fieldId: string): Promise<ImageryField | null> {
  const teamId = await teamOfField(fieldId);
  if (!teamId) return null;
  // Only a field that is gone reads as missing: a store that does not answer is an outage, not a 404.
  return fieldForImagery(teamId, fieldId).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
}

/** Teams of fields already looked up: a field never moves to another team. */
const teams = new Map<string, string>();

/**
 * The team of a field for the monitoring routes, looked up once per container: the chart's five seasons and a
 * map's many calls then skip that Query. Only found teams are kept, and the routes read the field itself within
 * the team, so a deleted field is still not found.
 */
export async function rememberedTeamOfField(fieldId: string): Promise<string | null> {
  const known = teams.get(fieldId);
  if (known) return known;
  const teamId = await teamOfField(fieldId);
  if (teamId) {
    if (teams.size >= 5000) teams.delete(teams.keys().next().value as string);
    teams.set(fieldId, teamId);
  }
  return teamId;
}

export { teamOfField };
