import { rotateSeason, teamOfRotation } from '../core/crops/rotations';
import { route } from '../lib/http';

/** Rotates a season year into the rotation (spec 2 §4). */
export const updateRotation = route(
  'updateRotation',
  { ownerTeam: ({ params }) => teamOfRotation(params.id) },
  async ({ params, body, team }) => rotateSeason(team.teamId, params.id, body.crop_season),
);
