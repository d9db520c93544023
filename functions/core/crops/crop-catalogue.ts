import { ulid } from 'ulid';
import type { Crop } from '../../../shared/api/schemas/crops';
import { CROP_MESSAGES, cropInUseMessage, STARTER_CROPS } from '../../../shared/domain/crops';
import type { CropItem, CropSeasonItem } from '../db/crop-entities';
import { db } from '../db/service';
import { ConflictError, NotFoundError } from '../errors';
import { fieldsById } from '../fields/field-store';

/** The claim that says a team's starter catalogue was laid (a name claim is `name#<lower-cased name>`). */
const STARTER_KEY = 'starter';
const nameKey = (name: string) => `name#${name.trim().toLocaleLowerCase('en')}`;
/** DynamoDB takes at most 100 actions in one transaction; one is kept for the crop itself. */
const TRANSACTION_CHUNK = 99;
const MAX_ATTEMPTS = 3;

export const toCrop = (item: Pick<CropItem, 'cropId' | 'name' | 'description'>): Crop => ({
  id: item.cropId,
  name: item.name,
  description: item.description,
});

/**
 * Lays the starter catalogue the first time a team uses its crops, in one transaction with the claim that says
 * so: a concurrent first use loses the claim and lays nothing, and a team that later deletes every starter crop
 * does not see them come back.
 */
async function ensureStarterCatalogue(teamId: string): Promise<void> {
  const { data } = await db().entities.cropName.get({ teamId, key: STARTER_KEY }).go({ attributes: ['key'] });
  if (data) return;
  const crops = STARTER_CROPS.map((crop) => ({ teamId, cropId: ulid(), ...crop }));
  await db()
    .transaction.write(({ crop, cropName }) => [
      cropName.create({ teamId, key: STARTER_KEY, cropId: '-' }).commit(),
      ...crops.map((item) => crop.create(item).commit()),
      ...crops.map((item) => cropName.create({ teamId, key: nameKey(item.name), cropId: item.cropId }).commit()),
    ])
    .go();
  // Cancelled means another request laid it first, or the team already named a crop like a starter one: either
  // way the team has its catalogue.
}

export async function listCrops(teamId: string): Promise<Crop[]> {
  await ensureStarterCatalogue(teamId);
  const { data } = await db().entities.crop.query.byTeam({ teamId }).go({ pages: 'all', consistent: true });
  return data.map(toCrop).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export async function cropInTeam(teamId: string, cropId: string): Promise<CropItem> {
  const { data } = await db().entities.crop.get({ teamId, cropId }).go({ consistent: true });
  if (!data) throw new NotFoundError(CROP_MESSAGES.cropNotFound);
  return data;
}

/** The team a crop belongs to, or null when there is no such crop. */
export async function teamOfCrop(cropId: string): Promise<string | null> {
  const { data } = await db().entities.crop.query.byId({ cropId }).go({ attributes: ['teamId'] });
  return data[0]?.teamId ?? null;
}

/** A new crop of the team; its name, whatever the letter case, is claimed in the same transaction. */
export async function defineCrop(teamId: string, input: { name: string; description: string }): Promise<Crop> {
  await ensureStarterCatalogue(teamId);
  const item = { teamId, cropId: ulid(), name: input.name.trim(), description: input.description.trim() };
  const result = await db()
    .transaction.write(({ crop, cropName }) => [
      cropName.create({ teamId, key: nameKey(item.name), cropId: item.cropId }).commit(),
      crop.create(item).commit(),
    ])
    .go();
  if (result.canceled) throw new ConflictError(CROP_MESSAGES.cropNameTaken);
  return toCrop(item);
}

/**
 * Seasons planned with the crop on fields that were deleted since: nobody can see or remove them any more, so
 * they do not keep the crop in use. They are deleted with the count they held on the crop.
 */
async function removeOrphanSeasons(teamId: string, cropId: string, orphans: CropSeasonItem[]): Promise<void> {
  for (let start = 0; start < orphans.length; start += TRANSACTION_CHUNK) {
    const chunk = orphans.slice(start, start + TRANSACTION_CHUNK);
    await db()
      .transaction.write(({ crop, cropSeason }) => [
        crop.patch({ teamId, cropId }).add({ seasonCount: -chunk.length }).commit(),
        ...chunk.map((season) =>
          cropSeason.delete({ teamId, fieldId: season.fieldId, season: season.season, seasonId: season.seasonId }).commit(),
        ),
      ])
      .go();
  }
}

/**
 * Deletes a crop no season uses. The crop's season count moves with every season write, and the delete is
 * conditional on the count it read, so a season planned meanwhile is never left pointing at nothing.
 */
export async function deleteCrop(teamId: string, cropId: string, attempt = 1): Promise<void> {
  const current = await cropInTeam(teamId, cropId);
  if (current.seasonCount > 0) {
    const { data: seasons } = await db()
      .entities.cropSeason.query.byTeam({ teamId })
      .where(({ cropId: crop }, { eq }) => eq(crop, cropId))
      .go({ pages: 'all', consistent: true });
    const liveFields = new Set((await fieldsById(teamId, [...new Set(seasons.map((season) => season.fieldId))])).map((field) => field.fieldId));
    const live = seasons.filter((season) => liveFields.has(season.fieldId));
    if (live.length > 0) throw new ConflictError(cropInUseMessage(live.length));
    if (attempt >= MAX_ATTEMPTS) throw new ConflictError(CROP_MESSAGES.changedMeanwhile);
    await removeOrphanSeasons(teamId, cropId, seasons);
    return deleteCrop(teamId, cropId, attempt + 1);
  }
  const result = await db()
    .transaction.write(({ crop, cropName }) => [
      crop
        .delete({ teamId, cropId })
        .where(({ seasonCount }, { eq }) => eq(seasonCount, 0))
        .commit(),
      cropName.delete({ teamId, key: nameKey(current.name) }).commit(),
    ])
    .go();
  if (result.canceled) {
    if (attempt >= MAX_ATTEMPTS) throw new ConflictError(CROP_MESSAGES.changedMeanwhile);
    return deleteCrop(teamId, cropId, attempt + 1);
  }
}
