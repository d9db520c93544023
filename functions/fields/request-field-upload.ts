import { requestUpload } from '../core/fields/field-uploads';
import { localizedUpload } from '../core/fields/upload-jobs';
import { created, route } from '../lib/http';
import { keyedRequest } from '../lib/idempotent-route';

export const requestFieldUpload = route('requestFieldUpload', { idempotent: true }, async ({ body, team, caller, language }) => {
  const ticket = await requestUpload(team.teamId, caller.userId, body, keyedRequest());
  return created({ ...ticket, upload: localizedUpload(ticket.upload, language) });
});
