import { ulid } from 'ulid';
import type { CropSeason, DefineSeasonBody } from '../../../shared/api/schemas/crops';
import { CROP_MESSAGES } from '../../../shared/domain/crops';
import type { CropSeasonItem } from '../db/crop-entities';
import { db } from '../db/service';
import { NotFoundError } from '../errors';
import { claimedMeanwhile, claimOf, createdFor } from '../keyed-creates';
import { cropInTeam } from './crop-catalogue';

/**
 * Seasons: a crop planned on a field for a season year. Every write moves, in the same transaction, the crop's
 * season count (a used crop is not deleted) and the team's `fieldsVersion` (GET /field/ answers each field's
 * seasons, and its cached list is stale once that version moves).
 */
export const toCropSeason = (item: CropSeasonItem): CropSeason => ({
  id: item.seasonId,
  crop: { id: item.cropId, name: item.cropName, description: item.cropDescription },
  season: item.season,
  sowing_date: item.sowingDate,
  harvest_date: item.harvestDate,
  field: item.fieldId,
});

/** Oldest first, so that the last season of a list is the field's latest crop. */
const bySowing = (a: CropSeason, b: CropSeason) =>
  a.season - b.season || a.sowing_date.localeCompare(b.sowing_date) || a.id.localeCompare(b.id);

/** Seasons of one field: of one year, or of every year. */
export async function fieldSeasons(teamId: string, fieldId: string, season?: number): Promise<CropSeason[]> {
  const key = season === undefined ? { teamId, fieldId } : { teamId, fieldId, season };
  const { data } = await db().entities.cropSeason.query.byTeam(key).go({ pages: 'all', consistent: true });
  return data.map(toCropSeason).sort(bySowing);
}

/** Every season of the team, by field: one Query, for the field list. */
export async function teamSeasonsByField(teamId: string): Promise<Map<string, CropSeason[]>> {
  const { data } = await db().entities.cropSeason.query.byTeam({ teamId }).go({ pages: 'all', consistent: true });
  const byField = new Map<string, CropSeason[]>();
  for (const season of data.map(toCropSeason).sort(bySowing)) {
    const list = byField.get(season.field) ?? [];
    list.push(season);
    byField.set(season.field, list);
  }
  return byField;
}

/** The team a season belongs to, or null when there is no such season. */
export async function teamOfSeason(seasonId: string): Promise<string | null> {
  const { data } = await db().entities.cropSeason.query.byId({ seasonId }).go({ attributes: ['teamId'] });
  return data[0]?.teamId ?? null;
}

/** The team's season, or a 404 ("Season not found.") when there is none in the team. */
export async function seasonInTeam(teamId: string, seasonId: string): Promise<CropSeasonItem> {
  const { data } = await db().entities.cropSeason.query.byId({ seasonId }).go();
  const item = data.find((entry) => entry.teamId === teamId);
  if (!item) throw new NotFoundError(CROP_MESSAGES.seasonNotFound);
  return item;
}

/**
 * Plans a crop of the team on a field of the team; both must still exist when the season is written. `keyed` names
 * the keyed request that plans it (functions/core/keyed-creates.ts): a retry answers the season an earlier attempt
 * wrote late instead of planning a second one.
 */
export async function defineSeason(teamId: string, input: DefineSeasonBody, keyed?: string): Promise<CropSeason> {
  const earlier = await createdFor(keyed);
  if (earlier) return toCropSeason(await seasonInTeam(teamId, earlier));
  const crop = await cropInTeam(teamId, input.crop);
  const item = {
    teamId,
    fieldId: input.field,
    season: input.season,
    seasonId: ulid(),
    cropId: crop.cropId,
    cropName: crop.name,
    cropDescription: crop.description,
    sowingDate: input.sowing_date,
    harvestDate: input.harvest_date,
  };
  const result = await db()
    .transaction.write(({ crop: crops, field, team, cropSeason, keyedCreate }) => [
      crops.patch({ teamId, cropId: crop.cropId }).add({ seasonCount: 1 }).commit(),
      field
        .check({ teamId, fieldId: input.field })
        .where(({ fieldId }, { exists }) => exists(fieldId))
        .commit(),
      team.patch({ teamId }).add({ fieldsVersion: 1 }).commit(),
      cropSeason.create(item).commit(),
      ...(keyed ? [keyedCreate.create(claimOf(keyed, item.seasonId)).commit()] : []),
    ])
    .go();
  if (result.canceled) {
    // Canceled by the claim: an attempt of the same request that landed meanwhile planned the season.
    const made = await claimedMeanwhile(keyed);
    if (made) return toCropSeason(await seasonInTeam(teamId, made));
    throw new NotFoundError(result.data[1]?.code === 'ConditionalCheckFailed' ? CROP_MESSAGES.fieldNotFound : CROP_MESSAGES.cropNotFound);
  }
  return toCropSeason({ ...item, createdAt: new Date().toISOString() });
}

/** Removes a season and its record; when the caller names its field or crop, they must be the season's. */
export async function deleteSeason(teamId: string, seasonId: string, expected: { field?: string; crop?: string }): Promise<void> {
  const current = await seasonInTeam(teamId, seasonId);
  if ((expected.field && expected.field !== current.fieldId) || (expected.crop && expected.crop !== current.cropId)) {
    throw new NotFoundError(CROP_MESSAGES.seasonNotFound);
  }
  const result = await db()
    .transaction.write(({ crop, team, cropSeason, seasonRecord }) => [
      cropSeason
        .delete({ teamId, fieldId: current.fieldId, season: current.season, seasonId })
        .where(({ seasonId: id }, { exists }) => exists(id))
        .commit(),
      // What the season gave goes with it.
      seasonRecord.delete({ teamId, seasonId }).commit(),
      crop.patch({ teamId, cropId: current.cropId }).add({ seasonCount: -1 }).commit(),
      team.patch({ teamId }).add({ fieldsVersion: 1 }).commit(),
    ])
    .go();
  if (result.canceled) throw new NotFoundError(CROP_MESSAGES.seasonNotFound);
}
