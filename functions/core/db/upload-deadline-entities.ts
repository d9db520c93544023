import { Entity } from 'electrodb';

/**
 * The deadline of every upload job, written when the job is created, in one partition sorted by deadline: the
 * sweeper reads the jobs past theirs with one Query (never a Scan) and removes each entry once its job is closed.
 * Upload jobs are created at the pace users upload files, so the partition stays small and cool.
 */
export const UploadDeadlineEntity = new Entity({
  model: { entity: 'uploadDeadline', version: '1', service: 'fieldwatch' },
  attributes: {
    /** ISO time after which the job must be finished, re-run or rolled back. */
    deadline: { type: 'string', required: true },
    teamId: { type: 'string', required: true },
    uploadId: { type: 'string', required: true },
    /** Epoch seconds; a forgotten entry goes with its job's TTL. */
    expiresAt: { type: 'number' },
  },
  indexes: {
    byDeadline: {
      pk: { field: 'pk', composite: [], template: 'UPLOAD_DEADLINES' },
      sk: { field: 'sk', composite: ['deadline', 'teamId', 'uploadId'], template: 'DEADLINE#${deadline}#${teamId}#${uploadId}' },
    },
  },
});
