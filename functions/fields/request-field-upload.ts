import { requestUpload } from '../core/fields/field-uploads';
import { created, route } from '../lib/http';
import { keyedRequest } from '../lib/idempotent-route';

export const requestFieldUpload = route('requestFieldUpload', { idempotent: true }, async ({ body, team, caller }) => {
  return created(await requestUpload(team.teamId, caller.userId, body, keyedRequest()));
});
