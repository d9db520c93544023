import type { SeasonRecord, SeasonRecordBody } from '../../../shared/api/schemas/season';

/** A season's record with its tasks' costs and the per-hectare figures (zero yield and revenue unknown until typed). */
export async function seasonRecord(teamId: string, seasonId: string): Promise<SeasonRecord> {
  void teamId;
  void seasonId;
  throw new Error('season records are not built yet');
}

/** Stores what the season gave and answers the record as seasonRecord does. */
export async function putSeasonRecord(teamId: string, seasonId: string, body: SeasonRecordBody, userId: string): Promise<SeasonRecord> {
  void teamId;
  void seasonId;
  void body;
  void userId;
  throw new Error('season records are not built yet');
}
