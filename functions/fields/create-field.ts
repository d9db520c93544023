import { CREATE_FIELD_FILE } from '../../shared/api/schemas/fields';
import { FIELD_MESSAGES } from '../../shared/domain/fields';
import { uploadPostedFile } from '../core/fields/field-uploads';
import { localizedUpload } from '../core/fields/upload-jobs';
import { ValidationError } from '../lib/errors';
import { Reply, route } from '../lib/http';

/** Within API Gateway's 30 s: after this the answer is 202 with the job, to follow on GET /field/upload/{id}/. */
const WAIT_MS = 20_000;

/**
 * POST /field/create/ (spec 2 §7.1): a multipart upload (the file, group_name, name; the team in the form or the
 * query, checked by the handler kit like any team-scoped route); the same pipeline as a PUT upload.
 */
export const createField = route('createField', async ({ body, caller, team, language }) => {
  const file = body.files.find((entry) => entry.field === CREATE_FIELD_FILE) ?? body.files[0];
  if (!file || body.files.length !== 1) {
    throw new ValidationError(FIELD_MESSAGES.oneFile, { upload: [FIELD_MESSAGES.oneFile] });
  }
  const posted = await uploadPostedFile({
    teamId: team.teamId,
    userId: caller.userId,
    fileName: file.fileName,
    data: Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength),
    contentType: file.contentType,
    groupName: body.fields.group_name,
    name: body.fields.name,
    waitMs: WAIT_MS,
  });
  const result = localizedUpload(posted, language);
  if (result.status === 'succeeded') return new Reply(201, result);
  if (result.status === 'failed') return new Reply(400, { detail: result.message, ...result });
  return new Reply(202, result);
});
