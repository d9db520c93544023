import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DeleteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { Field, FieldUploadTicket } from '../../shared/api/schemas/fields';
import { AdminPlan, AdminService } from '../../shared/api/schemas/plans';
import { Crop, CropSeason, Rotation } from '../../shared/api/schemas/crops';
import { Activity } from '../../shared/api/schemas/activities';
import { PaymentInit } from '../../shared/api/schemas/subscriptions';
import { DEMO_USERS } from '../../infra/local/demo-data';
import { ENV, TABLE } from '../../shared/platform';
import { IDEMPOTENCY_PARTITION } from '../../functions/lib/idempotency';
import { lonLatSquare } from '../fixtures/field-files';
import { api, signIn } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';
import { waitFor } from '../support/wait-for';

/**
 * A store that accepts requests and never answers (DynamoDB Local paused with SIGSTOP): a keyed create is answered
 * 5xx within 10 s, the writes it sent land when the store resumes, and the retry with the same Idempotency-Key
 * leaves exactly one object. Then the other half of the fault: an attempt whose write landed although its run
 * failed (Powertools removed its record) is recognised by its retry instead of doubled.
 */
const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
const dynamoPid = inject('dynamoPid');

/** What the issue asks of a write against a hung store: an answer within this. */
const ANSWER_WITHIN_MS = 10_000;

const keyed = (owner: Owner, key: string) => ({ token: owner.session.idToken, headers: { 'Idempotency-Key': key } });

/** `request` sent while the store is paused; the store resumes whatever happens. */
async function withStorePaused<T>(request: () => Promise<T>): Promise<{ answer: T; tookMs: number }> {
  const started = Date.now();
  process.kill(dynamoPid, 'SIGSTOP');
  try {
    const answer = await request();
    return { answer, tookMs: Date.now() - started };
  } finally {
    process.kill(dynamoPid, 'SIGCONT');
  }
}

/** The retry a client makes after an unknown outcome: again while the first attempt's record holds it off (409). */
const retryUntilAnswered = (send: () => Promise<{ status: number; body: unknown }>) =>
  waitFor(
    async () => {
      const answer = await send();
      return answer.status === 409 ? null : answer;
    },
    { timeoutMs: 25_000, intervalMs: 1_000, message: 'the retry was still refused as in progress' },
  );

async function store() {
  const [{ db }, { ddb }] = await Promise.all([import('../../functions/core/db/service'), import('../../functions/core/db/client')]);
  return { entities: db().entities, ddb };
}

/** Removes the idempotency records of an operation: the state after a run that failed (Powertools deletes its record). */
async function forgetRecords(operation: string): Promise<void> {
  const { ddb } = await store();
  const table = process.env[ENV.table];
  const { Items = [] } = await ddb.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :op)',
      ExpressionAttributeNames: { '#pk': TABLE.partitionKey, '#sk': TABLE.sortKey },
      ExpressionAttributeValues: { ':pk': IDEMPOTENCY_PARTITION, ':op': `${operation}#` },
      ConsistentRead: true,
    }),
  );
  for (const item of Items) {
    await ddb.send(new DeleteCommand({ TableName: table, Key: { [TABLE.partitionKey]: item[TABLE.partitionKey], [TABLE.sortKey]: item[TABLE.sortKey] } }));
  }
}

const teamFields = async (owner: Owner) => {
  const { entities } = await store();
  return (await entities.field.query.byTeam({ teamId: owner.teamId }).go({ pages: 'all', consistent: true })).data;
};
const teamUploads = async (owner: Owner) => {
  const { entities } = await store();
  return (await entities.fieldUpload.query.byTeam({ teamId: owner.teamId }).go({ pages: 'all', consistent: true })).data;
};
const teamArea = async (owner: Owner) => {
  const { entities } = await store();
  return (await entities.team.get({ teamId: owner.teamId }).go({ consistent: true })).data?.fieldAreaHa ?? 0;
};

describe('a keyed create while the store does not answer', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await newOwner(stageUrl, sesEndpoint, 'paused');
  });

  it('answers a drawn field 5xx within 10 s, and its retry with the same key leaves exactly one field', async () => {
    const body = { team: owner.teamId, name: 'Hung Store Field', coordinates: lonLatSquare(8.61, 9.01, 0.004) };
    const draw = () => api(stageUrl, 'POST', '/field/draw/', { ...keyed(owner, 'draw-k1'), body });
    const { answer, tookMs } = await withStorePaused(draw);
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(tookMs).toBeLessThan(ANSWER_WITHIN_MS);

    const retried = await retryUntilAnswered(draw);
    expect(retried.status).toBe(201);
    const field = Field.parse(retried.body);
    const again = await draw();
    expect(again.status).toBe(201);
    expect(Field.parse(again.body).id).toBe(field.id);

    const stored = (await teamFields(owner)).filter((item) => item.name === 'Hung Store Field');
    expect(stored.map((item) => item.fieldId)).toEqual([field.id]);
    expect(await teamArea(owner)).toBeCloseTo(field.size, 6);
  });

  it('answers an upload request 5xx within 10 s, and its retry with the same key leaves one waiting job', async () => {
    const body = { team: owner.teamId, file_name: 'hung-store.geojson', file_size: 2_000, content_type: 'application/geo+json' };
    const start = () => api(stageUrl, 'POST', '/field/upload/', { ...keyed(owner, 'upload-k1'), body });
    const { answer, tookMs } = await withStorePaused(start);
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect(tookMs).toBeLessThan(ANSWER_WITHIN_MS);

    const retried = await retryUntilAnswered(start);
    expect(retried.status).toBe(201);
    const ticket = FieldUploadTicket.parse(retried.body);
    const jobs = (await teamUploads(owner)).filter((job) => job.fileName === 'hung-store.geojson');
    expect(jobs.map((job) => [job.uploadId, job.status])).toEqual([[ticket.upload.id, 'waiting']]);
  });
});

describe('a keyed create whose write landed although its attempt failed', () => {
  let owner: Owner;
  beforeAll(async () => {
    owner = await newOwner(stageUrl, sesEndpoint, 'landed');
  });

  it('answers the drawn field the first attempt wrote, and counts its area once', async () => {
    const body = { team: owner.teamId, name: 'Landed Late', coordinates: lonLatSquare(8.62, 9.02, 0.004) };
    const draw = () => api(stageUrl, 'POST', '/field/draw/', { ...keyed(owner, 'draw-k2'), body });
    const first = await draw();
    expect(first.status).toBe(201);
    const field = Field.parse(first.body);
    // The state a timed-out attempt leaves: its field written late, its idempotency record removed with the failure.
    await forgetRecords('route:drawField');

    const retried = await draw();
    expect(retried.status).toBe(201);
    expect(Field.parse(retried.body).id).toBe(field.id);
    expect((await teamFields(owner)).map((item) => item.fieldId)).toEqual([field.id]);
    expect(await teamArea(owner)).toBeCloseTo(field.size, 6);
    // Another request under the same key, once its record is gone, is another field (as Powertools would run it).
    await forgetRecords('route:drawField');
    const other = await api(stageUrl, 'POST', '/field/draw/', { ...keyed(owner, 'draw-k2'), body: { ...body, name: 'Other Request', allow_duplicate: true } });
    expect(other.status).toBe(201);
    expect(Field.parse(other.body).id).not.toBe(field.id);
  });

  it('makes one field of two attempts of a keyed request whose writes land together', async () => {
    const { createField } = await import('../../functions/core/fields/field-store');
    const { checkPolygon } = await import('../../functions/core/fields/polygon-rules');
    const { quietLogger } = await import('../../functions/core/logger');
    const shape = checkPolygon([lonLatSquare(8.63, 9.03, 0.004)]);
    if (!shape.ok) throw new Error(shape.reason);
    const before = await teamArea(owner);
    const input = { name: 'Landed Together', groupName: 'All', shape };
    const keyedRequest = `together-${Date.now()}`;
    const [one, other] = await Promise.all([
      createField(owner.teamId, input, quietLogger, keyedRequest),
      createField(owner.teamId, input, quietLogger, keyedRequest),
    ]);
    expect(other.fieldId).toBe(one.fieldId);
    expect((await teamFields(owner)).filter((item) => item.name === 'Landed Together').map((item) => item.fieldId)).toEqual([one.fieldId]);
    expect(await teamArea(owner)).toBeCloseTo(before + one.sizeHa, 6);
  });

  it('answers the upload job the first attempt wrote instead of a second waiting job', async () => {
    const body = { team: owner.teamId, file_name: 'landed-late.kml', file_size: 3_000 };
    const start = () => api(stageUrl, 'POST', '/field/upload/', { ...keyed(owner, 'upload-k2'), body });
    const first = FieldUploadTicket.parse((await start()).body);
    await forgetRecords('route:requestFieldUpload');
    const retried = await start();
    expect(retried.status).toBe(201);
    expect(FieldUploadTicket.parse(retried.body).upload.id).toBe(first.upload.id);
    expect((await teamUploads(owner)).map((job) => job.uploadId)).toEqual([first.upload.id]);
  });

  it('answers the payment the first attempt recorded and opened, instead of a second transaction', async () => {
    const admin = await signIn(stageUrl, DEMO_USERS.admin.email, DEMO_USERS.admin.password);
    const service = AdminService.parse(
      (await api(stageUrl, 'POST', '/system_setup/service/', { token: admin.idToken, body: { service: 'users', name: 'Seats_paused', amount_per_unit: 500 } }))
        .body,
    );
    const plan = AdminPlan.parse(
      (
        await api(stageUrl, 'POST', '/system_setup/subscription_plan/', {
          token: admin.idToken,
          body: {
            name: `Paused ${Date.now()}`,
            duration: 'monthly',
            services: [service.id],
            min_users_in_team_allocated: 1,
            max_users_in_team_allocated: 10,
            min_farm_area_allocated: 1,
            max_farm_area_allocated: 100,
          },
        })
      ).body,
    );
    const pay = () =>
      api(stageUrl, 'POST', '/accounts/payment/create', { ...keyed(owner, 'pay-k1'), body: { team: owner.teamId, plan: plan.id, no_of_users: 2 } });
    const first = await pay();
    expect(first.status).toBe(200);
    const opened = PaymentInit.parse(first.body);
    await forgetRecords('createPayment');

    const retried = await pay();
    expect(retried.status).toBe(200);
    expect(PaymentInit.parse(retried.body)).toEqual(opened);
    const { entities } = await store();
    const payments = await entities.payment.query
      .all({})
      .where(({ teamId }, { eq }) => eq(teamId, owner.teamId))
      .go({ pages: 'all' });
    expect(payments.data.map((payment) => payment.reference)).toEqual([opened.reference]);
  });

  it('answers the season, the rotation and the task the first attempts made instead of making them twice', async () => {
    const fieldBody = { team: owner.teamId, name: 'Season Plot', coordinates: lonLatSquare(8.64, 9.04, 0.004) };
    const field = Field.parse((await api(stageUrl, 'POST', '/field/draw/', { token: owner.session.idToken, body: fieldBody })).body);
    const crops = Crop.array().parse((await api(stageUrl, 'GET', `/field/crop/list/?team=${owner.teamId}`, { token: owner.session.idToken })).body);
    const maize = crops.find((crop) => crop.name === 'Maize') as Crop;
    const seasonBody = { team: owner.teamId, field: field.id, crop: maize.id, season: 2026, sowing_date: '2026-05-01', harvest_date: '2026-09-01' };
    const plan = () => api(stageUrl, 'POST', '/field/season/define/', { ...keyed(owner, 'season-k1'), body: seasonBody });
    const season = CropSeason.parse((await plan()).body);
    await forgetRecords('route:defineSeason');
    const replanned = await plan();
    expect(replanned.status).toBe(201);
    expect(CropSeason.parse(replanned.body).id).toBe(season.id);

    const rotationBody = { team: owner.teamId, field: field.id, name: 'Maize then cowpea', start_date: '2026-01-01', end_date: '2027-12-31' };
    const define = () => api(stageUrl, 'POST', '/field/rotation/define/', { ...keyed(owner, 'rotation-k1'), body: rotationBody });
    const rotation = Rotation.parse((await define()).body);
    await forgetRecords('route:defineRotation');
    const redefined = await define();
    expect(redefined.status).toBe(201);
    expect(Rotation.parse(redefined.body).id).toBe(rotation.id);

    const taskBody = { field: field.id, name: 'Weed the season plot', description: 'Hand weeding', start_date: '2026-05-04', end_date: '2026-05-06' };
    const createTask = () => api(stageUrl, 'POST', '/activity/create/', { ...keyed(owner, 'task-k1'), body: taskBody });
    const task = Activity.parse((await createTask()).body);
    await forgetRecords('route:createActivity');
    const recreated = await createTask();
    expect(recreated.status).toBe(201);
    expect(Activity.parse(recreated.body).id).toBe(task.id);

    const { entities } = await store();
    const tasks = await entities.activity.query.byTeam({ teamId: owner.teamId }).go({ pages: 'all', consistent: true });
    expect(tasks.data.map((item) => item.activityId)).toEqual([task.id]);
    const seasons = await entities.cropSeason.query.byTeam({ teamId: owner.teamId, fieldId: field.id }).go({ pages: 'all', consistent: true });
    expect(seasons.data.map((item) => item.seasonId)).toEqual([season.id]);
    const rotations = await entities.rotation.query.byTeam({ teamId: owner.teamId, fieldId: field.id }).go({ pages: 'all', consistent: true });
    expect(rotations.data.map((item) => item.rotationId)).toEqual([rotation.id]);
    const crop = await entities.crop.get({ teamId: owner.teamId, cropId: maize.id }).go({ consistent: true });
    expect(crop.data?.seasonCount).toBe(1);
  });
});
