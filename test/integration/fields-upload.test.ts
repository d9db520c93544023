import { GetQueueAttributesCommand, GetQueueUrlCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { queueName } from '../../infra/local/names';
import { CreatedFromFile, Field, FieldUpload, FieldUploadTicket } from '../../shared/api/schemas/fields';
import { FIELD_MESSAGES } from '../../shared/domain/fields';
import { api } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';
import { waitFor } from '../support/wait-for';
import {
  kmlWithHole,
  kmz,
  lonLatSquare,
  mixedFeatureCollection,
  multiPolygonShapefileZip,
  poisonShapefile,
  selfIntersectingGeoJson,
} from '../fixtures/field-files';
import { translateText } from '../../functions/core/i18n/translate';

/** A field message as the API answers it in English. */
const english = (text: string) => translateText('en', text);

/**
 * The upload pipeline end to end on the local stage: presigned PUT to the local S3 -> ObjectCreated -> the
 * field-uploads queue -> the field parser -> DynamoDB, followed on the upload job as the web app follows it.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');

async function ask(owner: Owner, fileName: string, fileSize: number, extra: Record<string, unknown> = {}) {
  return api(stageUrl, 'POST', '/field/upload/', {
    token: owner.session.idToken,
    body: { team: owner.teamId, file_name: fileName, file_size: fileSize, ...extra },
  });
}

async function put(ticket: FieldUploadTicket, bytes: Buffer): Promise<number> {
  const response = await fetch(ticket.url, { method: ticket.method, headers: ticket.headers, body: new Uint8Array(bytes) });
  await response.arrayBuffer();
  return response.status;
}

async function job(owner: Owner, uploadId: string): Promise<FieldUpload> {
  const { status, body } = await api(stageUrl, 'GET', `/field/upload/${uploadId}/`, { token: owner.session.idToken });
  expect(status).toBe(200);
  return FieldUpload.parse(body);
}

async function finished(owner: Owner, uploadId: string): Promise<FieldUpload> {
  let current: FieldUpload | undefined;
  await waitFor(
    async () => {
      current = await job(owner, uploadId);
      return current.status === 'succeeded' || current.status === 'failed';
    },
    { timeoutMs: 20_000, message: () => `upload ${uploadId} did not finish: still ${current?.status}` },
  );
  return current as FieldUpload;
}

/** An SQS client on the local stage's queues (the global setup put their endpoint in the workers' environment). */
function localSqs(): SQSClient {
  const endpoint = process.env.AWS_ENDPOINT_URL_SQS;
  expect(endpoint).toBeTruthy();
  return new SQSClient({ endpoint, region: process.env.AWS_REGION ?? 'us-east-1' });
}

/** Messages on a queue: waiting, in flight or delayed. */
async function queueDepth(sqs: SQSClient, queue: string): Promise<number> {
  const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: queue }));
  const names = ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible', 'ApproximateNumberOfMessagesDelayed'] as const;
  const { Attributes = {} } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl, AttributeNames: [...names] }));
  return names.reduce((sum, name) => sum + Number(Attributes[name] ?? 0), 0);
}

async function upload(owner: Owner, fileName: string, bytes: Buffer): Promise<{ ticket: FieldUploadTicket; result: FieldUpload }> {
  const asked = await ask(owner, fileName, bytes.length);
  expect(asked.status).toBe(201);
  const ticket = FieldUploadTicket.parse(asked.body);
  expect(ticket.upload).toMatchObject({ status: 'waiting', message: english(FIELD_MESSAGES.uploadStarted) });
  expect(await put(ticket, bytes)).toBe(200);
  return { ticket, result: await finished(owner, ticket.upload.id) };
}

async function fields(owner: Owner): Promise<Field[]> {
  const { status, body } = await api(stageUrl, 'GET', '/field/', { token: owner.session.idToken });
  expect(status).toBe(200);
  return Field.array().parse(body);
}

describe('field uploads through S3, the queue and the parser', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await newOwner(stageUrl, sesEndpoint, 'uploads');
  });

  it('creates one field per polygon of a zipped UTM shapefile, in WGS 84 with area and centroid', async () => {
    const { result } = await upload(owner, 'farms.zip', multiPolygonShapefileZip());
    expect(result).toMatchObject({ status: 'succeeded', message: english(FIELD_MESSAGES.allAdded(4)), refused: [], skipped: [] });
    expect(result.fields).toHaveLength(4);
    const list = await fields(owner);
    const created = list.filter((field) => result.fields.includes(field.id));
    expect(created.map((field) => field.name).sort()).toEqual(['North Farm', 'River Plot', 'Twin Plots 1', 'Twin Plots 2']);
    const north = created.find((field) => field.name === 'North Farm');
    expect(north).toMatchObject({ group_name: 'All', team: owner.teamId, upload: result.id });
    expect(north?.size).toBeCloseTo(4, 1);
    expect(north?.centroid[0]).toBeCloseTo(8.67, 1);
    expect(north?.centroid[1]).toBeCloseTo(9.08, 1);
    expect(north?.coordinates[0]).toEqual(north?.coordinates.at(-1));
  });

  it('processes a redelivered notification of the same object once: nothing is created twice', async () => {
    const before = (await fields(owner)).length;
    const bytes = kmz(kmlWithHole());
    const { ticket, result } = await upload(owner, 'farm.kmz', bytes);
    expect(result.status).toBe('succeeded');
    expect((await fields(owner)).length).toBe(before + 1);
    // The same object stored again: S3 notifies again with the same key and ETag.
    expect(await put(ticket, bytes)).toBe(200);
    // Nothing visible changes when the redelivery is handled, so wait until it must have been: a later upload's
    // notification queues behind it, and the queue is empty once that upload is done.
    const later = await upload(owner, 'later.json', Buffer.from(JSON.stringify({ type: 'Polygon', coordinates: [lonLatSquare(8.3, 9, 0.002)] })));
    expect(later.result.status).toBe('succeeded');
    const sqs = localSqs();
    try {
      let depth = -1;
      await waitFor(async () => (depth = await queueDepth(sqs, queueName('fieldUploads'))) === 0, {
        timeoutMs: 20_000,
        message: () => `the field-uploads queue still holds ${depth} message(s)`,
      });
    } finally {
      sqs.destroy();
    }
    expect(await job(owner, ticket.upload.id)).toEqual(result);
    expect((await fields(owner)).length).toBe(before + 2);
  });

  it('keeps the valid polygons of a file, lists each refused one with its reason, and skips non-polygons', async () => {
    const collection = JSON.parse(mixedFeatureCollection()) as { features: unknown[] };
    collection.features.push(JSON.parse(selfIntersectingGeoJson()));
    const { result } = await upload(owner, 'mixed.geojson', Buffer.from(JSON.stringify(collection)));
    expect(result.status).toBe('succeeded');
    expect(result.message).toBe(english(FIELD_MESSAGES.partlyAdded(3, 1)));
    expect(result.fields).toHaveLength(3);
    expect(result.refused).toEqual([{ feature: 6, name: 'Bow tie', reason: english(FIELD_MESSAGES.selfIntersecting(8.665, 9.065)) }]);
    expect(result.skipped.map((note) => note.feature)).toEqual([3, 4, 5]);
  });

  it('fails a bad file with its message and creates nothing', async () => {
    const before = (await fields(owner)).length;
    const cases: [string, Buffer, string][] = [
      ['bowtie.geojson', Buffer.from(selfIntersectingGeoJson()), english(FIELD_MESSAGES.noneAdded(1))],
      ['broken.zip', Buffer.from('PK\u0003\u0004 not really a zip'), english(FIELD_MESSAGES.corruptZip)],
      ['points.json', Buffer.from(JSON.stringify({ type: 'Point', coordinates: [8.6, 9] })), english(FIELD_MESSAGES.noPolygons)],
    ];
    for (const [name, bytes, message] of cases) {
      const { result } = await upload(owner, name, bytes);
      expect(result).toMatchObject({ status: 'failed', message, fields: [] });
    }
    expect((await fields(owner)).length).toBe(before);
  });

  it('says why a file was refused in the language of whoever reads the upload, the polygons’ reasons too', async () => {
    // A team of its own: the other tests' team already has these polygons.
    const farmer = await newOwner(stageUrl, sesEndpoint, 'hausa');
    const collection = JSON.parse(mixedFeatureCollection()) as { features: unknown[] };
    collection.features.push(JSON.parse(selfIntersectingGeoJson()));
    const { ticket, result } = await upload(farmer, 'mixed.geojson', Buffer.from(JSON.stringify(collection)));
    expect(result.status).toBe('succeeded');
    const broken = await upload(farmer, 'broken.zip', Buffer.from('PK\u0003\u0004 not really a zip'));
    expect(broken.result).toMatchObject({ status: 'failed', message: english(FIELD_MESSAGES.corruptZip) });

    const inHausa = async (uploadId: string) => {
      const { status, body } = await api(stageUrl, 'GET', `/field/upload/${uploadId}/`, { token: farmer.session.idToken, headers: { 'accept-language': 'ha' } });
      expect(status).toBe(200);
      return FieldUpload.parse(body);
    };
    const failed = await inHausa(broken.ticket.upload.id);
    expect(failed).toMatchObject({ status: 'failed', message: translateText('ha', FIELD_MESSAGES.corruptZip), message_id: 'fields.corruptZip' });
    expect(failed.message).not.toBe(english(FIELD_MESSAGES.corruptZip));

    const partly = await inHausa(ticket.upload.id);
    expect(partly.message).toBe(translateText('ha', FIELD_MESSAGES.partlyAdded(3, 1)));
    expect(partly.refused).toEqual([{ feature: 6, name: 'Bow tie', reason: translateText('ha', FIELD_MESSAGES.selfIntersecting(8.665, 9.065)) }]);
    expect(partly.skipped.map((note) => note.reason)).toEqual([
      translateText('ha', FIELD_MESSAGES.notPolygon('Point')),
      translateText('ha', FIELD_MESSAGES.notPolygon('LineString')),
      translateText('ha', FIELD_MESSAGES.noGeometry),
    ]);
    // The same upload read in English says it in English.
    const inEnglish = await job(farmer, ticket.upload.id);
    expect(inEnglish.message).toBe(english(FIELD_MESSAGES.partlyAdded(3, 1)));
    expect(inEnglish.skipped.map((note) => note.reason)).toEqual(['it is a Point, not a polygon', 'it is a LineString, not a polygon', 'it is no geometry, not a polygon']);
  });

  it('hides an upload from another team: it reads as not found', async () => {
    const { ticket } = await upload(owner, 'plot.json', Buffer.from(JSON.stringify({ type: 'Polygon', coordinates: [lonLatSquare(8.4, 9, 0.002)] })));
    const stranger = await newOwner(stageUrl, sesEndpoint, 'stranger');
    const { status } = await api(stageUrl, 'GET', `/field/upload/${ticket.upload.id}/`, { token: stranger.session.idToken });
    expect(status).toBe(404);
    expect((await ask(stranger, 'x.kml', 10, { team: owner.teamId })).status).toBe(403);
  });

  it('refuses before the upload a wrong extension, an empty file and a file over 10 MB', async () => {
    expect(await ask(owner, 'fields.pdf', 100)).toEqual({ status: 400, body: { detail: english(FIELD_MESSAGES.wrongExtension), upload: [english(FIELD_MESSAGES.wrongExtension)] } });
    expect((await ask(owner, 'fields.kml', 0)).body).toMatchObject({ upload: [english(FIELD_MESSAGES.emptyFile)] });
    expect((await ask(owner, 'fields.zip', 10 * 1024 * 1024 + 1)).body).toMatchObject({ upload: [english(FIELD_MESSAGES.tooLarge)] });
    expect((await ask(owner, 'fields.kml', 100, { content_type: 'image/png' })).body).toMatchObject({ upload: [english(FIELD_MESSAGES.wrongContentType)] });
  });

  it('fails the job of a poison file at once and sends its message to the dead-letter queue', async () => {
    const { ticket, result } = await upload(owner, 'poison.shp', poisonShapefile());
    expect(result).toMatchObject({ status: 'failed', message: english(FIELD_MESSAGES.unreadable), fields: [] });
    const sqs = localSqs();
    try {
      const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: `${queueName('fieldUploads')}-dlq` }));
      await waitFor(
        async () => {
          const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
          return Messages.some((message) => message.Body?.includes(ticket.upload.id));
        },
        { timeoutMs: 20_000, intervalMs: 0, message: `the poison upload ${ticket.upload.id} never reached the dead-letter queue` },
      );
    } finally {
      sqs.destroy();
    }
    expect(await job(owner, ticket.upload.id)).toMatchObject({ status: 'failed', message: english(FIELD_MESSAGES.unreadable) });
  });

  it('still takes the documented multipart POST /field/create/ and answers centroid and coordinates', async () => {
    // A team of its own: the same pond field is already a field of the other tests' team (uploaded as KMZ above).
    const farmer = await newOwner(stageUrl, sesEndpoint, 'multipart');
    const form = new FormData();
    form.set('upload', new Blob([kmlWithHole()], { type: 'application/vnd.google-earth.kml+xml' }), 'pond field.kml');
    form.set('team', farmer.teamId);
    form.set('group_name', 'All');
    form.set('name', 'pond field');
    const response = await fetch(`${stageUrl}/api/field/create/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${farmer.session.idToken}` },
      body: form,
    });
    expect(response.status).toBe(201);
    const created = CreatedFromFile.parse(await response.json());
    expect(created).toMatchObject({ status: 'succeeded', message: english(FIELD_MESSAGES.allAdded(1)), file_name: 'pond field.kml' });
    expect(created.created.map((field) => field.name)).toEqual(['Field with a pond']);
    expect(created.centroid).toEqual(created.created[0]?.centroid);
    expect(created.coordinates).toEqual(created.created[0]?.coordinates);
    expect(created.created[0]?.holes).toHaveLength(1);
  });

  it('answers a bad multipart upload with the reason', async () => {
    const form = new FormData();
    form.set('upload', new Blob([selfIntersectingGeoJson()], { type: 'application/geo+json' }), 'bowtie.geojson');
    const response = await fetch(`${stageUrl}/api/field/create/?team=${owner.teamId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.session.idToken}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ detail: english(FIELD_MESSAGES.noneAdded(1)), status: 'failed', refused: [{ feature: 1 }] });
  });
});

describe('the farm-area allowance on uploads', () => {
  it('refuses a file that would take the team over its allowance, creating nothing', async () => {
    const owner = await newOwner(stageUrl, sesEndpoint, 'allowance');
    // Two squares of about 0.05 degrees (about 3,000 ha each) near the default centre.
    const collection = {
      type: 'FeatureCollection',
      features: [lonLatSquare(8.5, 9.0, 0.05), lonLatSquare(8.6, 9.0, 0.05)].map((ring) => ({
        type: 'Feature',
        properties: {},
        geometry: { type: 'Polygon', coordinates: [ring] },
      })),
    };
    const { result } = await upload(owner, 'big.geojson', Buffer.from(JSON.stringify(collection)));
    expect(result.status).toBe('failed');
    expect(result.message).toMatch(/above its allowance of 500 ha\.$/);
    // A new team has all its allowance: the message says how much a smaller file may take.
    expect(result.message).toMatch(/^Your team has 500\.00 ha of room left: adding /);
    expect(await fields(owner)).toEqual([]);
  });
});
