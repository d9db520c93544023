import { listShareLinks as linksOf } from '../core/sharing/share-links';
import { route } from '../lib/http';

export const listShareLinks = route('listShareLinks', async ({ team }) => linksOf(team.teamId));
