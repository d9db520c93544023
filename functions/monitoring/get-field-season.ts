import { fieldSeason } from '../core/season/field-season';
import { route } from '../lib/http';
import { ownerOfField } from './field-team';

/** The crop seasons detected on a field in a year, their events and evidence, against the team's plan. */
export const getFieldSeason = route('getFieldSeason', { ownerTeam: ownerOfField }, async ({ query, team, log }) => fieldSeason(team.teamId, query, { log }));
