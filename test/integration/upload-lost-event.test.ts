import { describe, expect, inject, it } from 'vitest';
import { getUploadJob } from '../../functions/core/fields/upload-jobs';
import { LOST_EVENT_AFTER_MS } from '../../functions/core/fields/lost-upload-event';
import { Field, FieldUpload, FieldUploadTicket } from '../../shared/api/schemas/fields';
import { FIELD_MESSAGES } from '../../shared/domain/fields';
import { lonLatSquare } from '../fixtures/field-files';
import { api } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';
import { waitFor } from '../support/wait-for';
import { translateText } from '../../functions/core/i18n/translate';

/** A field message as the API answers it in English. */
const english = (text: string) => translateText('en', text);

/**
 * An upload whose S3 event is lost (the stage is told to drop it) is not left to the 15-minute sweeper: once its
 * file has been in the bucket longer than an event takes, the upload dialog's poll sends it to the parser, once
 * however many polls come at the same time, and the fields are stored within seconds.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

const poll = async (owner: Owner, uploadId: string) => {
  const answer = await api(stageUrl, 'GET', `/field/upload/${uploadId}/`, { token: owner.session.idToken });
  expect(answer.status).toBe(200);
  return FieldUpload.parse(answer.body);
};

describe('an upload whose S3 event is lost', () => {
  it('is sent to the parser by the job poll once its file has waited, once, with its fields stored', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'lostevent');
    const file = Buffer.from(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: { name: 'Lost East' }, geometry: { type: 'Polygon', coordinates: [lonLatSquare(8.41, 9.01, 0.002)] } },
          { type: 'Feature', properties: { name: 'Lost West' }, geometry: { type: 'Polygon', coordinates: [lonLatSquare(8.4, 9.01, 0.002)] } },
        ],
      }),
    );
    const asked = await api(stageUrl, 'POST', '/field/upload/', {
      token: owner.session.idToken,
      body: { team: owner.teamId, file_name: 'lost.geojson', file_size: file.length },
    });
    expect(asked.status).toBe(201);
    const ticket = FieldUploadTicket.parse(asked.body);
    const uploadId = ticket.upload.id;
    const objectKey = (await getUploadJob(owner.teamId, uploadId))?.objectKey as string;
    expect((await fetch(`${stageUrl}/__control/lose-s3-event`, { method: 'POST', headers: { authorization: `Bearer ${inject('stageControlKey')}` }, body: JSON.stringify({ key: objectKey }) })).status).toBe(204);
    const put = await fetch(ticket.url, { method: ticket.method, headers: ticket.headers, body: new Uint8Array(file) });
    expect(put.status).toBe(200);

    // While an event could still be on its way the poll only reads the job.
    expect((await poll(owner, uploadId)).status).toBe('waiting');
    await new Promise((resolve) => setTimeout(resolve, LOST_EVENT_AFTER_MS + 1_500));
    expect((await getUploadJob(owner.teamId, uploadId))?.status).toBe('waiting');

    // Several polls at once (two browser tabs, a retry): one sends the file to the parser, none fails.
    const answers = await Promise.all([poll(owner, uploadId), poll(owner, uploadId), poll(owner, uploadId)]);
    expect(answers.every((answer) => answer.status !== 'failed')).toBe(true);
    let done: FieldUpload | undefined;
    await waitFor(async () => (done = await poll(owner, uploadId)).status === 'succeeded', { timeoutMs: 10_000, message: () => `still ${done?.status}` });
    expect(done).toMatchObject({ status: 'succeeded', message: english(FIELD_MESSAGES.allAdded(2)) });

    // The stored state: the job claimed by a poll once, its two fields stored once each.
    const job = await getUploadJob(owner.teamId, uploadId);
    expect(job).toMatchObject({ status: 'succeeded' });
    expect(job?.pollStartedAt).toBeDefined();
    expect(job?.fieldIds).toHaveLength(2);
    const list = Field.array().parse((await api(stageUrl, 'GET', `/field/?team=${owner.teamId}`, { token: owner.session.idToken })).body);
    expect(list.map((field) => field.name).sort()).toEqual(['Lost East', 'Lost West']);
    expect(list.every((field) => field.upload === uploadId)).toBe(true);
  }, 60_000);
});
