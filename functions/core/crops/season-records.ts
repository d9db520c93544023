import type { SeasonRecord, SeasonRecordBody } from '../../../shared/api/schemas/season';
import { CROP_MESSAGES } from '../../../shared/domain/crops';
import { fieldActivities } from '../activities/activity-store';
import type { CropSeasonItem, SeasonRecordItem } from '../db/crop-entities';
import { db } from '../db/service';
import { NotFoundError } from '../errors';
import { fieldsById } from '../fields/field-store';
import { seasonInTeam } from './crop-seasons';
import { seasonRecordFigures, seasonTasks } from './season-record-figures';

/**
 * Season records: what a crop season gave (yield, revenue), typed by the team, with the costs of the field's tasks
 * within the season and the figures per hectare. A record lives beside its season and is deleted with it.
 */
async function storedRecord(teamId: string, seasonId: string): Promise<SeasonRecordItem | null> {
  const { data } = await db().entities.seasonRecord.get({ teamId, seasonId }).go({ consistent: true });
  return data;
}

/** Every record of the team by season id: one Query, for the season comparison. */
export async function teamSeasonRecords(teamId: string): Promise<Map<string, SeasonRecordItem>> {
  const { data } = await db().entities.seasonRecord.query.byTeam({ teamId }).go({ pages: 'all' });
  return new Map(data.map((item) => [item.seasonId, item]));
}

async function answer(teamId: string, season: CropSeasonItem, record: SeasonRecordItem | null): Promise<SeasonRecord> {
  const [[field], tasks] = await Promise.all([fieldsById(teamId, [season.fieldId]), fieldActivities(teamId, season.fieldId)]);
  // A season planned on a field deleted since has no area to count per hectare.
  if (!field) throw new NotFoundError(CROP_MESSAGES.fieldNotFound);
  return seasonRecordFigures(season.seasonId, record, seasonTasks(tasks, season), field.sizeHa);
}

/** A season's record with its tasks' costs and the per-hectare figures (yield and revenue null until typed). */
export async function seasonRecord(teamId: string, seasonId: string): Promise<SeasonRecord> {
  const season = await seasonInTeam(teamId, seasonId);
  return answer(teamId, season, await storedRecord(teamId, seasonId));
}

/**
 * Stores what the season gave and answers the record as seasonRecord does. The write is conditioned on the season
 * still being there (a season deleted meanwhile takes no record) through a transaction with a check of it.
 */
export async function putSeasonRecord(teamId: string, seasonId: string, body: SeasonRecordBody, userId: string): Promise<SeasonRecord> {
  const season = await seasonInTeam(teamId, seasonId);
  const item = {
    teamId,
    seasonId,
    fieldId: season.fieldId,
    yieldAmount: body.yield_amount,
    yieldUnit: body.yield_unit,
    recordedBy: userId,
    ...(body.yield_unit === 'bag' && body.bag_kg ? { bagKg: body.bag_kg } : {}),
    ...(body.revenue === null || body.revenue === undefined ? {} : { revenue: body.revenue }),
  };
  const result = await db()
    .transaction.write(({ cropSeason, seasonRecord: records }) => [
      cropSeason
        .check({ teamId, fieldId: season.fieldId, season: season.season, seasonId })
        .where(({ seasonId: id }, { exists }) => exists(id))
        .commit(),
      records.put(item).commit(),
    ])
    .go();
  if (result.canceled) throw new NotFoundError(CROP_MESSAGES.seasonNotFound);
  return answer(teamId, season, await storedRecord(teamId, seasonId));
}
