import { listCrops as teamCrops } from '../core/crops/crop-catalogue';
import { route } from '../lib/http';

export const listCrops = route('listCrops', async ({ team }) => teamCrops(team.teamId));
