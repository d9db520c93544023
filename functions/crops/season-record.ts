import { teamOfSeason } from '../core/crops/crop-seasons';
import { putSeasonRecord, seasonRecord } from '../core/crops/season-records';
import { NotFoundError } from '../core/errors';
import { CROP_MESSAGES } from '../../shared/domain/crops';
import { route } from '../lib/http';

/** The season's team; a season that does not exist is told so in the crop planning's words. */
async function ownerOfSeason({ params }: { params: { id: string } }): Promise<string> {
  const teamId = await teamOfSeason(params.id);
  if (!teamId) throw new NotFoundError(CROP_MESSAGES.seasonNotFound);
  return teamId;
}

export const getSeasonRecord = route('getSeasonRecord', { ownerTeam: ownerOfSeason }, async ({ params, team }) => seasonRecord(team.teamId, params.id));

export const recordSeason = route('recordSeason', { ownerTeam: ownerOfSeason }, async ({ params, body, team, caller }) => putSeasonRecord(team.teamId, params.id, body, caller.userId));
