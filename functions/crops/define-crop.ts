import { defineCrop as addCrop } from '../core/crops/crop-catalogue';
import { created, route } from '../lib/http';

export const defineCrop = route('defineCrop', { idempotent: true }, async ({ body, team }) => created(await addCrop(team.teamId, body)));
