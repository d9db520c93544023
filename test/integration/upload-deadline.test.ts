import { describe, expect, inject, it } from 'vitest';
import { quietLogger } from '../../functions/core/logger';
import { newOwner } from '../support/teams';

const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

describe('every upload job ends', () => {
  it('rolls back a job left committing past its deadline (the stage stopped mid-commit) and releases its reserved area', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'deadline');
    const { db } = await import('../../functions/core/db/service');
    const { createUploadJob, getUploadJob, UPLOAD_DEADLINE_MS } = await import('../../functions/core/fields/upload-jobs');
    const { sweepUploads } = await import('../../functions/core/fields/upload-sweeper');
    const { fieldIdOf } = await import('../../functions/core/fields/upload-commit');
    const entities = db().entities;
    const uploadId = `deadline${Date.now()}`;
    await createUploadJob({
      teamId: owner.teamId,
      uploadId,
      fileName: 'farm.zip',
      objectKey: `uploads/${owner.teamId}/${uploadId}.zip`,
      sizeBytes: 1000,
      groupName: 'All',
      fallbackName: 'farm',
      createdBy: owner.session.sub,
    });
    // What a stage killed while committing leaves: 200 ha reserved on the team, one of two fields written, and
    // the file's message gone with the local queue (no object in S3 either, so it cannot be run again).
    await entities.fieldUpload
      .patch({ teamId: owner.teamId, uploadId })
      .set({ status: 'committing', etag: 'abc', reservedHa: 200, fieldIds: [fieldIdOf(uploadId, 0), fieldIdOf(uploadId, 1)] })
      .go();
    await entities.team.patch({ teamId: owner.teamId }).add({ fieldAreaHa: 200 }).go();
    await entities.field
      .put({
        teamId: owner.teamId,
        fieldId: fieldIdOf(uploadId, 0),
        name: 'Half',
        groupName: 'All',
        boundary: '_p~iF~ps|U_ulLnnqC_mqNvxq`@',
        sizeHa: 120,
        centroid: [8.5, 9.0],
        uploadId,
      })
      .go();

    // Before its deadline the job is left alone.
    expect((await sweepUploads({ log: quietLogger })).overdue).toBe(0);
    expect((await getUploadJob(owner.teamId, uploadId))?.status).toBe('committing');

    const report = await sweepUploads({ log: quietLogger, now: Date.now() + UPLOAD_DEADLINE_MS + 1000 });
    expect(report.overdue).toBeGreaterThanOrEqual(1);
    const job = await getUploadJob(owner.teamId, uploadId);
    expect(job).toMatchObject({ status: 'failed', reservedHa: 0, fieldIds: [] });
    const team = (await entities.team.get({ teamId: owner.teamId }).go()).data;
    expect(team?.fieldAreaHa ?? 0).toBe(0);
    expect((await entities.field.get({ teamId: owner.teamId, fieldId: fieldIdOf(uploadId, 0) }).go()).data).toBeNull();
    // Its deadline entry is gone: a second sweep finds nothing of it.
    const again = await sweepUploads({ log: quietLogger, now: Date.now() + UPLOAD_DEADLINE_MS + 1000 });
    expect(again.overdue).toBe(0);
  });
});
