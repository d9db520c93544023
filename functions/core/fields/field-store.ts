import { ulid } from 'ulid';
import { claimedMeanwhile, claimOf } from '../keyed-creates';
import type { Field } from '../../../shared/api/schemas/fields';
import { FIELD_MESSAGES } from '../../../shared/domain/fields';
import type { FieldItem } from '../db/field-entities';
import { db } from '../db/service';
import { ConflictError, NotFoundError } from '../errors';
import { deleteFieldImagery } from '../imagery/field-imagery-cleanup';
import { deleteFieldNotes } from '../scouting/note-cleanup';
import { quietLogger, type Logger } from '../logger';
import { adminAreasLoaded, placeAttributes } from './admin-areas';
import { areaLimitRefusal, farmAreaLimit, roomBefore } from './farm-area';
import { roundHa } from './geometry';
import { refinedLocation } from './place-search-store';
import { decodeRings, encodeRings } from './polyline';
import type { ValidField } from './polygon-rules';

const MAX_ATTEMPTS = 3;
const CHANGED_MEANWHILE = FIELD_MESSAGES.changedMeanwhile;

/** A team's fields in DynamoDB: one partition per team, the area total kept on the team item in the same writes. */
export function toField(item: FieldItem): Field {
  const [outer = [], ...holes] = decodeRings(item.boundary);
  const [lon = 0, lat = 0] = item.centroid;
  return {
    id: item.fieldId,
    name: item.name,
    group_name: item.groupName,
    location: item.location ?? null,
    state: item.state ?? null,
    lga: item.lga ?? null,
    size: item.sizeHa,
    centroid: [lon, lat],
    coordinates: outer,
    holes,
    crop_season: [],
    anchor: item.anchor ?? null,
    performance_percentage: null,
    ndvi_average: null,
    team: item.teamId,
    upload: item.uploadId ?? null,
    ...(item.imageryProblem ? { imagery_problem: item.imageryProblem } : {}),
    created_at: item.createdAt,
    updated_at: item.updatedAt,
  };
}

/** Fields of a team by id, in the order asked; ids of missing fields are left out. */
export async function fieldsById(teamId: string, fieldIds: string[]): Promise<FieldItem[]> {
  if (fieldIds.length === 0) return [];
  const { data } = await db()
    .entities.field.get(fieldIds.map((fieldId) => ({ teamId, fieldId })))
    .go({ preserveBatchOrder: true });
  return data.filter((item): item is FieldItem => Boolean(item));
}

/** The team a field belongs to, or null when there is no such field. */
export async function teamOfField(fieldId: string): Promise<string | null> {
  const { data } = await db().entities.field.query.byId({ fieldId }).go({ attributes: ['teamId'] });
  return data[0]?.teamId ?? null;
}

export async function fieldInTeam(teamId: string, fieldId: string): Promise<FieldItem> {
  const { data } = await db().entities.field.get({ teamId, fieldId }).go();
  if (!data) throw new NotFoundError(FIELD_MESSAGES.notFound);
  return data;
}

export interface NewField {
  name: string;
  groupName: string;
  anchor?: string;
  shape: ValidField;
}

/**
 * The offline place attributes of a centre, its `location` replaced by the refined one when there is one (state
 * and LGA stay from the boundary polygons). Only single-field writes refine it: an upload of hundreds of fields
 * would queue on Nominatim's one request per second, so upload-commit keeps the offline names.
 */
async function placeOf(centroid: [number, number], refined: Promise<string | null>) {
  await adminAreasLoaded();
  const offline = placeAttributes(centroid);
  const location = await refined;
  return location ? { ...offline, location } : offline;
}

/**
 * One field (drawn on the map): created with its area added to the team's total, within the allowance. `keyed`
 * names the keyed request that creates it (functions/core/keyed-creates.ts): the field is claimed by it in the same
 * transaction, and an attempt of that request landing at the same moment answers the other's field instead of
 * creating a second and adding its area again. The caller (drawField) has already looked for a field an earlier
 * attempt made, before its duplicate check.
 */
export async function createField(teamId: string, input: NewField, log: Logger = quietLogger, keyed?: string): Promise<FieldItem> {
  const refined = refinedLocation(input.shape.centroid, log);
  const limit = await farmAreaLimit(teamId);
  const fieldId = ulid();
  const added = input.shape.areaHa;
  const item = {
    teamId,
    fieldId,
    name: input.name,
    groupName: input.groupName,
    ...(input.anchor ? { anchor: input.anchor } : {}),
    boundary: encodeRings(input.shape.polygon.coordinates),
    sizeHa: added,
    centroid: input.shape.centroid,
    ...(await placeOf(input.shape.centroid, refined)),
  };
  const result = await db()
    .transaction.write(({ team, field, keyedCreate }) => [
      team
        .patch({ teamId })
        .add({ fieldAreaHa: added, fieldsVersion: 1 })
        .set({ lastFieldChange: fieldId })
        .where(({ fieldAreaHa }, { notExists, lte }) => `(${notExists(fieldAreaHa)} OR ${lte(fieldAreaHa, roomBefore(limit, added))})`)
        .commit(),
      field.create(item).commit(),
      ...(keyed ? [keyedCreate.create(claimOf(keyed, fieldId)).commit()] : []),
    ])
    .go();
  if (result.canceled) {
    // Canceled by the claim: an attempt of the same request that landed meanwhile made the field.
    const made = await claimedMeanwhile(keyed);
    if (made) return fieldInTeam(teamId, made);
    throw await areaLimitRefusal(teamId, added, limit);
  }
  return fieldInTeam(teamId, fieldId);
}

/**
 * Renames, regroups or reshapes a field. A new shape changes the team's total by the difference, in the same
 * transaction, and only if the field still has the size it was read with (a concurrent edit makes this one retry).
 */
export async function updateField(
  teamId: string,
  fieldId: string,
  changes: FieldChanges,
  log: Logger = quietLogger,
): Promise<FieldItem> {
  // Looked up once, alongside the reads, for every attempt of the write.
  const refined = changes.shape ? refinedLocation(changes.shape.centroid, log) : Promise.resolve(null);
  return writeUpdate(teamId, fieldId, changes, refined, 1);
}

interface FieldChanges {
  name?: string;
  groupName?: string;
  /** A new anchor; null or empty takes it away. */
  anchor?: string | null;
  shape?: ValidField;
}

async function writeUpdate(
  teamId: string,
  fieldId: string,
  changes: FieldChanges,
  refined: Promise<string | null>,
  attempt: number,
): Promise<FieldItem> {
  const current = await fieldInTeam(teamId, fieldId);
  const set = {
    ...(changes.name !== undefined ? { name: changes.name } : {}),
    ...(changes.groupName !== undefined ? { groupName: changes.groupName } : {}),
    ...(changes.anchor ? { anchor: changes.anchor } : {}),
    ...(changes.shape
      ? {
          boundary: encodeRings(changes.shape.polygon.coordinates),
          sizeHa: changes.shape.areaHa,
          centroid: changes.shape.centroid,
          ...(await placeOf(changes.shape.centroid, refined)),
        }
      : {}),
  };
  const delta = changes.shape ? roundHa(changes.shape.areaHa - current.sizeHa) : 0;
  // A new boundary is planned afresh: the imagery problem of the old one no longer says anything.
  const cleared: Array<'imageryProblem' | 'anchor'> = [
    ...(changes.shape && current.imageryProblem ? (['imageryProblem'] as const) : []),
    ...((changes.anchor === null || changes.anchor === '') && current.anchor !== undefined ? (['anchor'] as const) : []),
  ];
  if (Object.keys(set).length === 0 && cleared.length === 0) return current;
  if (delta === 0) {
    await db()
      .transaction.write(({ team, field }) => [
        team.patch({ teamId }).add({ fieldsVersion: 1 }).set({ lastFieldChange: fieldId }).commit(),
        field.patch({ teamId, fieldId }).set(set).remove(cleared).commit(),
      ])
      .go();
    return fieldInTeam(teamId, fieldId);
  }
  const limit = await farmAreaLimit(teamId);
  const result = await db()
    .transaction.write(({ team, field }) => [
      delta > 0
        ? team
            .patch({ teamId })
            .add({ fieldAreaHa: delta, fieldsVersion: 1 })
            .set({ lastFieldChange: fieldId })
            .where(({ fieldAreaHa }, { notExists, lte }) => `(${notExists(fieldAreaHa)} OR ${lte(fieldAreaHa, roomBefore(limit, delta))})`)
            .commit()
        : team.patch({ teamId }).add({ fieldAreaHa: delta, fieldsVersion: 1 }).set({ lastFieldChange: fieldId }).commit(),
      field
        .patch({ teamId, fieldId })
        .set(set)
        .remove(cleared)
        .where(({ sizeHa }, { eq }) => eq(sizeHa, current.sizeHa))
        .commit(),
    ])
    .go();
  if (result.canceled) {
    if (result.data[1]?.code === 'ConditionalCheckFailed') {
      if (attempt >= MAX_ATTEMPTS) throw new ConflictError(CHANGED_MEANWHILE);
      return writeUpdate(teamId, fieldId, changes, refined, attempt + 1);
    }
    throw await areaLimitRefusal(teamId, delta, limit);
  }
  return fieldInTeam(teamId, fieldId);
}

/**
 * Deletes a field and takes its area off the team's total, together; then its statistics, planner cursor and
 * cached tiles (a worker that had the field's job in hand finds the field gone and stores nothing), and its scouting
 * notes with their photos.
 */
export async function deleteField(teamId: string, fieldId: string): Promise<FieldItem> {
  const deleted = await deleteFieldItem(teamId, fieldId);
  await deleteFieldImagery(teamId, fieldId);
  await deleteFieldNotes(teamId, fieldId);
  return deleted;
}

async function deleteFieldItem(teamId: string, fieldId: string, attempt = 1): Promise<FieldItem> {
  const current = await fieldInTeam(teamId, fieldId);
  const result = await db()
    .transaction.write(({ team, field }) => [
      team.patch({ teamId }).add({ fieldAreaHa: -current.sizeHa, fieldsVersion: 1 }).set({ lastFieldChange: fieldId }).commit(),
      field
        .delete({ teamId, fieldId })
        .where(({ sizeHa }, { eq }) => eq(sizeHa, current.sizeHa))
        .commit(),
    ])
    .go();
  if (result.canceled) {
    // Deleted or reshaped meanwhile: read again; a field that is gone is not found.
    if (attempt >= MAX_ATTEMPTS) throw new ConflictError(CHANGED_MEANWHILE);
    return deleteFieldItem(teamId, fieldId, attempt + 1);
  }
  return current;
}
