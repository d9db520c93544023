import { ulid } from 'ulid';
import type { CropSeason, DefineRotationBody, Rotation } from '../../../shared/api/schemas/crops';
import { CROP_MESSAGES } from '../../../shared/domain/crops';
import type { RotationItem } from '../db/crop-entities';
import { db } from '../db/service';
import { NotFoundError } from '../errors';
import { claimedMeanwhile, claimOf, createdFor } from '../keyed-creates';
import { fieldSeasons } from './crop-seasons';

function isConditionFailure(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message} ${String(error.cause ?? '')}` : '';
  return /ConditionalCheckFailed|conditional request failed/i.test(text);
}

/** A rotation with the field's seasons of the years rotated into it (spec 2 §3 Rotation). */
function toRotation(item: RotationItem, seasons: CropSeason[]): Rotation {
  const years = [...(item.seasonYears ?? [])].sort((a, b) => a - b);
  return {
    id: item.rotationId,
    name: item.name,
    start_date: item.startDate,
    end_date: item.endDate,
    field: item.fieldId,
    crop_season: seasons.filter((season) => years.includes(season.season)),
    crop_season_years: years,
  };
}

/** The team a rotation belongs to, or null when there is no such rotation. */
export async function teamOfRotation(rotationId: string): Promise<string | null> {
  const { data } = await db().entities.rotation.query.byId({ rotationId }).go({ attributes: ['teamId'] });
  return data[0]?.teamId ?? null;
}

async function rotationInTeam(teamId: string, rotationId: string): Promise<RotationItem> {
  const { data } = await db().entities.rotation.query.byId({ rotationId }).go();
  const item = data.find((entry) => entry.teamId === teamId);
  if (!item) throw new NotFoundError(CROP_MESSAGES.rotationNotFound);
  return item;
}

/** A new rotation of a field; `keyed` names the keyed request that defines it, as for seasons. */
export async function defineRotation(teamId: string, input: DefineRotationBody, keyed?: string): Promise<Rotation> {
  const earlier = await createdFor(keyed);
  if (earlier) return toRotation(await rotationInTeam(teamId, earlier), await fieldSeasons(teamId, input.field));
  const item = { teamId, fieldId: input.field, rotationId: ulid(), name: input.name, startDate: input.start_date, endDate: input.end_date };
  const result = await db()
    .transaction.write(({ field, rotation, keyedCreate }) => [
      field
        .check({ teamId, fieldId: input.field })
        .where(({ fieldId }, { exists }) => exists(fieldId))
        .commit(),
      rotation.create(item).commit(),
      ...(keyed ? [keyedCreate.create(claimOf(keyed, item.rotationId)).commit()] : []),
    ])
    .go();
  if (result.canceled) {
    // Canceled by the claim: an attempt of the same request that landed meanwhile defined the rotation.
    const made = await claimedMeanwhile(keyed);
    if (made) return toRotation(await rotationInTeam(teamId, made), await fieldSeasons(teamId, input.field));
    throw new NotFoundError(CROP_MESSAGES.fieldNotFound);
  }
  return toRotation({ ...item, createdAt: new Date().toISOString() }, []);
}

/** A field's rotations: one Query for the rotations and one for the field's seasons. */
export async function listRotations(teamId: string, fieldId: string): Promise<Rotation[]> {
  const [{ data }, seasons] = await Promise.all([
    db().entities.rotation.query.byTeam({ teamId, fieldId }).go({ pages: 'all', consistent: true }),
    fieldSeasons(teamId, fieldId),
  ]);
  return data.map((item) => toRotation(item, seasons)).sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id.localeCompare(b.id));
}

/** Rotates a season year into the rotation (spec 2 §4); rotating the same year again changes nothing. */
export async function rotateSeason(teamId: string, rotationId: string, year: number): Promise<Rotation> {
  const current = await rotationInTeam(teamId, rotationId);
  const key = { teamId, fieldId: current.fieldId, rotationId };
  try {
    const { data } = await db().entities.rotation.patch(key).add({ seasonYears: [year] }).go({ response: 'all_new' });
    return toRotation(data as RotationItem, await fieldSeasons(teamId, current.fieldId));
  } catch (error) {
    // A patch only updates an existing item: the rotation was deleted since it was read.
    if (isConditionFailure(error)) throw new NotFoundError(CROP_MESSAGES.rotationNotFound);
    throw error;
  }
}

export async function deleteRotation(teamId: string, rotationId: string): Promise<void> {
  const current = await rotationInTeam(teamId, rotationId);
  await db().entities.rotation.delete({ teamId, fieldId: current.fieldId, rotationId }).go();
}
