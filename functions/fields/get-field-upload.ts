import { UploadIdParams } from '../../shared/api/schemas/fields';
import { teamOfUpload, toFieldUpload, uploadInTeam } from '../core/fields/upload-jobs';
import { route } from '../lib/http';
import { teamIdOf } from './team-id';

export const getFieldUpload = route(
  'getFieldUpload',
  { params: UploadIdParams, ownerTeam: ({ params }) => teamOfUpload(params.uploadId) },
  async ({ params, team }) => toFieldUpload(await uploadInTeam(teamIdOf(team), params.uploadId)),
);
