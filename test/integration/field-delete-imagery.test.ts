import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { imageryCacheBucket } from '../../functions/core/config';
import { db, statsDb } from '../../functions/core/db/service';
import { fieldTilePrefix } from '../../functions/core/imagery/field-imagery-cleanup';
import { fieldForImagery } from '../../functions/core/imagery/field-shape';
import { type IndexJob, plannerDeps, planTeam } from '../../functions/core/imagery/index-jobs';
import { searchScenes } from '../../functions/core/imagery/scene-search';
import { latestForTeam } from '../../functions/core/imagery/latest-values';
import { storedDay } from '../../functions/core/imagery/stat-store';
import { handler as indexWorker } from '../../functions/events/index-job';
import { demoYear } from '../../functions/imagery/demo/local-catalog';
import { api } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';

const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
const YEAR = demoYear();

/** A deleted field takes its imagery with it: statistics, latest values, planner cursor and cached tiles. */
describe('deleting a field', () => {
  let owner: Owner;
  let s3: S3Client;
  beforeAll(async () => {
    owner = await newOwner(stageUrl, sesEndpoint, 'field-delete');
    s3 = new S3Client({ forcePathStyle: true });
  }, 60_000);
  afterAll(() => s3.destroy());

  const draw = async (name: string) => {
    const drawn = await api(stageUrl, 'POST', '/field/draw/', {
      token: owner.session.idToken,
      body: { name, coordinates: [[8.6795, 9.0862], [8.6830, 9.0862], [8.6830, 9.0890], [8.6795, 9.0890], [8.6795, 9.0862]].map(([x, y]) => [x! + (name === 'Kept' ? 0.01 : 0), y!]) },
    });
    expect(drawn.status).toBeLessThan(300);
    return (drawn.body as { id: string }).id;
  };

  it("deletes the field's statistics, latest values, cursor and cached tiles, and nothing of another field", async () => {
    const [gone, kept] = [await draw('Gone'), await draw('Kept')];
    const days = new Map<string, string>();
    const stored = (fieldId: string) => days.get(fieldId) ?? '';
    for (const fieldId of [gone, kept]) {
      const field = await fieldForImagery(owner.teamId, fieldId);
      const [scene] = await searchScenes(field.shape.bbox, `${YEAR}-06-01`, `${YEAR}-06-10`);
      const job: IndexJob = { v: 1, teamId: owner.teamId, fieldId, date: scene!.date, boundaryHash: field.boundaryHash, scenes: [scene!] };
      days.set(fieldId, scene!.date);
      const answer = await indexWorker({ Records: [{ messageId: fieldId, body: JSON.stringify(job), attributes: { ApproximateReceiveCount: '1' } }] } as unknown as SQSEvent);
      expect(answer.batchItemFailures).toEqual([]);
      await s3.send(new PutObjectCommand({ Bucket: imageryCacheBucket(), Key: `${fieldTilePrefix(fieldId)}h/NDVI/${scene!.date}/14/1/1.png`, Body: 'png' }));
    }
    // A cursor for each field (sending no jobs: the worker is not the subject here).
    await planTeam(owner.teamId, { ...plannerDeps(), send: async () => undefined });
    const cursors = async () => (await db().entities.indexPlan.query.byTeam({ teamId: owner.teamId }).go()).data.map((plan) => plan.fieldId).sort();
    expect(await cursors()).toEqual([gone, kept].sort());
    const tiles = async (fieldId: string) => (await s3.send(new ListObjectsV2Command({ Bucket: imageryCacheBucket(), Prefix: fieldTilePrefix(fieldId) }))).KeyCount ?? 0;

    expect((await storedDay(owner.teamId, gone, stored(gone))).length).toBeGreaterThan(0);
    expect(await tiles(gone)).toBe(1);

    expect((await api(stageUrl, 'DELETE', `/field/${gone}/delete/`, { token: owner.session.idToken })).status).toBe(204);

    const stats = (await statsDb().entities.fieldIndexStat.query.byField({ teamId: owner.teamId }).go({ pages: 'all' })).data;
    expect(new Set(stats.map((item) => item.fieldId))).toEqual(new Set([kept]));
    expect(new Set((await latestForTeam(owner.teamId)).values.map((value) => value.fieldId))).toEqual(new Set([kept]));
    expect(await cursors()).toEqual([kept]);
    expect(await tiles(gone)).toBe(0);
    expect(await tiles(kept)).toBe(1);
    expect(await storedDay(owner.teamId, gone, stored(gone))).toEqual([]);
  }, 120_000);
});
