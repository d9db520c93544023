import { teamOfSeason } from '../core/crops/crop-seasons';
import { putSeasonRecord, seasonRecord } from '../core/crops/season-records';
import { route } from '../lib/http';

export const getSeasonRecord = route('getSeasonRecord', { ownerTeam: ({ params }) => teamOfSeason(params.id) }, async ({ params, team }) => seasonRecord(team.teamId, params.id));

export const recordSeason = route('recordSeason', { ownerTeam: ({ params }) => teamOfSeason(params.id) }, async ({ params, body, team, caller }) =>
  putSeasonRecord(team.teamId, params.id, body, caller.userId),
);
