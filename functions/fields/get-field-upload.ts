import { finishLostUploadEvent } from '../core/fields/lost-upload-event';
import { localizedUpload, teamOfUpload, toFieldUpload, uploadInTeam } from '../core/fields/upload-jobs';
import { route } from '../lib/http';

/** The upload dialog's poll: a job whose S3 event was lost is parsed here rather than waiting for the sweeper. */
export const getFieldUpload = route(
  'getFieldUpload',
  { ownerTeam: ({ params }) => teamOfUpload(params.uploadId) },
  async ({ params, team, log, language }) =>
    localizedUpload(toFieldUpload(await finishLostUploadEvent(await uploadInTeam(team.teamId, params.uploadId), log)), language),
);
