import { RequestFieldUploadBody } from '../../shared/api/schemas/fields';
import { requestUpload } from '../core/fields/field-uploads';
import { created, route } from '../lib/http';
import { Unauthorized } from '../lib/errors';
import { teamIdOf } from './team-id';

export const requestFieldUpload = route('requestFieldUpload', { body: RequestFieldUploadBody }, async ({ body, team, caller }) => {
  if (!caller) throw new Unauthorized();
  return created(await requestUpload(teamIdOf(team), caller.userId, body));
});
