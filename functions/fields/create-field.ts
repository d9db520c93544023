import { FIELD_MESSAGES } from '../../shared/domain/fields';
import { uploadPostedFile } from '../core/fields/field-uploads';
import { accessFor, requirePermission } from '../core/teams/teams';
import { ValidationError } from '../lib/errors';
import { Reply, route } from '../lib/http';
import { parseMultipart } from './multipart-form';

/** Within API Gateway's 30 s: after this the answer is 202 with the job, to follow on GET /field/upload/{id}/. */
const WAIT_MS = 20_000;

/** POST /field/create/ (spec 2 §7.1): multipart upload, team, group_name, name; the same pipeline as a PUT upload. */
export const createField = route('createField', async ({ event, caller, team }) => {
  const form = parseMultipart(event);
  const file = form.files.find((entry) => entry.field === 'upload') ?? form.files[0];
  if (!file || form.files.length !== 1) {
    throw new ValidationError(FIELD_MESSAGES.oneFile, { upload: [FIELD_MESSAGES.oneFile] });
  }
  const access = form.fields.team ? await accessFor(caller.userId, form.fields.team) : team;
  if (access) requirePermission(access, 'field.add_field');
  const result = await uploadPostedFile({
    teamId: access.teamId,
    userId: caller.userId,
    fileName: file.fileName,
    data: file.data,
    contentType: file.contentType,
    groupName: form.fields.group_name,
    name: form.fields.name,
    waitMs: WAIT_MS,
  });
  if (result.status === 'succeeded') return new Reply(201, result);
  if (result.status === 'failed') return new Reply(400, { detail: result.message, ...result });
  return new Reply(202, result);
});
