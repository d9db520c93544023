import { teamOfUpload, toFieldUpload, uploadInTeam } from '../core/fields/upload-jobs';
import { route } from '../lib/http';

export const getFieldUpload = route(
  'getFieldUpload',
  { ownerTeam: ({ params }) => teamOfUpload(params.uploadId) },
  async ({ params, team }) => toFieldUpload(await uploadInTeam(team.teamId, params.uploadId)),
);
