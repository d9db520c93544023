import { teamOfSeason } from '../core/crops/crop-seasons';
import { putSeasonRecord, seasonRecord } from '../core/crops/season-records';
import { route } from '../lib/http';

/**
 * A season of another team and a season that does not exist get the same 404 (the route kit's), so that an id
 * says nothing about other teams.
 */
const ownerOfSeason = ({ params }: { params: { id: string } }) => teamOfSeason(params.id);

export const getSeasonRecord = route('getSeasonRecord', { ownerTeam: ownerOfSeason }, async ({ params, team }) => seasonRecord(team.teamId, params.id));

export const recordSeason = route('recordSeason', { ownerTeam: ownerOfSeason }, async ({ params, body, team, caller }) => putSeasonRecord(team.teamId, params.id, body, caller.userId));
