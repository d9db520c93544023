import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { deleteUserAccount } from '../../functions/core/admin/delete-user';
import { statsTableName, tableName } from '../../functions/core/config';
import { ddb } from '../../functions/core/db/client';
import { db, statsDb } from '../../functions/core/db/service';
import { fieldForImagery } from '../../functions/core/imagery/field-shape';
import type { IndexJob } from '../../functions/core/imagery/index-jobs';
import { searchScenes } from '../../functions/core/imagery/scene-search';
import { dayFromItem, histogramBins, storedDay, storedDays } from '../../functions/core/imagery/stat-store';
import { ENGINE_VERSION } from '../../functions/core/imagery/config';
import { handler as indexWorker } from '../../functions/events/index-job';
import { demoYear } from '../../functions/imagery/demo/local-catalog';
import { itemBytes } from '../bench/cost/item-size';
import { api } from '../support/local-client';
import { newOwner, type Owner } from '../support/teams';
import type { ScalarIndexId } from '../../shared/domain/indices';

const stageUrl = inject('stageUrl');
const sesEndpoint = inject('sesEndpoint');
const YEAR = demoYear();

/**
 * Index statistics live in a table of their own (no point-in-time recovery) in a compact item; the ones a stage
 * stored before, in the main table's first shape, are still read, and an owner's deletion takes both.
 */
describe('the statistics table', () => {
  let owner: Owner;
  let fieldId: string;
  let date: string;
  beforeAll(async () => {
    owner = await newOwner(stageUrl, sesEndpoint, 'stats-table');
    const drawn = await api(stageUrl, 'POST', '/field/draw/', {
      token: owner.session.idToken,
      body: { name: 'Stats', coordinates: [[8.6795, 9.0862], [8.683, 9.0862], [8.683, 9.089], [8.6795, 9.089], [8.6795, 9.0862]] },
    });
    expect(drawn.status).toBeLessThan(300);
    fieldId = (drawn.body as { id: string }).id;
    const field = await fieldForImagery(owner.teamId, fieldId);
    const [scene] = await searchScenes(field.shape.bbox, `${YEAR}-06-01`, `${YEAR}-06-10`);
    date = scene!.date;
    const job: IndexJob = { v: 1, teamId: owner.teamId, fieldId, date, boundaryHash: field.boundaryHash, scenes: [scene!] };
    const answer = await indexWorker({ Records: [{ messageId: fieldId, body: JSON.stringify(job), attributes: { ApproximateReceiveCount: '1' } }] } as unknown as SQSEvent);
    expect(answer.batchItemFailures).toEqual([]);
  }, 120_000);

  /** An item's keys as ElectroDB writes them (both shapes share them). */
  const keyOf = (index: ScalarIndexId, day: string) =>
    statsDb().entities.fieldIndexStat.get({ teamId: owner.teamId, fieldId, index, date: day }).params().Key as { pk: string; sk: string };

  it("stores a computed day's eight indices in the statistics table, compact, and none in the main table", async () => {
    const { pk } = keyOf('NDVI', date);
    const { Items: stats = [] } = await ddb.send(
      new QueryCommand({
        TableName: statsTableName(),
        // The field's zones layers share its partition (stat-entities.ts): the day's items are the `stat#` ones.
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :stat)',
        ExpressionAttributeValues: { ':pk': pk, ':stat': 'stat#' },
      }),
    );
    expect(stats.map((item) => item.sk).sort()).toEqual((['LAI', 'MSAVI2', 'NDMI', 'NDRE', 'NDVI', 'NDWI', 'RECI', 'SAVI'] as const).map((index) => keyOf(index, date).sk));
    const ndvi = stats.find((item) => item.sk === keyOf('NDVI', date).sk)!;
    // Short stored names, the histogram as rows of numbers.
    expect(ndvi).toMatchObject({ t: owner.teamId, f: fieldId, i: 'NDVI', d: date, ev: ENGINE_VERSION });
    expect(ndvi.histogram).toBeUndefined();
    const rows = JSON.parse(String(ndvi.h)) as unknown[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => Array.isArray(row) && row.length === 4)).toBe(true);
    // The same values in the first shape would take more bytes.
    const parsed = (await storedDay(owner.teamId, fieldId, date)).find((stored) => stored.index === 'NDVI')!;
    const legacyPut = db().entities.legacyFieldIndexStat.put({ ...parsed, histogram: JSON.stringify(histogramBins(parsed.histogram)) });
    const { Item: firstShape } = legacyPut.params() as { Item: Record<string, unknown> };
    expect(itemBytes(ndvi)).toBeLessThan(itemBytes(firstShape) * 0.75);

    const { Items: main = [] } = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :stat)',
        ExpressionAttributeValues: { ':pk': pk, ':stat': keyOf('NDVI', date).sk.split('#')[0] + '#' },
      }),
    );
    expect(main).toEqual([]);
  });

  it('still reads a day stored in the first shape in the main table, and prefers the statistics table for the same day', async () => {
    const boundaryHash = (await fieldForImagery(owner.teamId, fieldId)).boundaryHash;
    const [current] = await storedDays(owner.teamId, fieldId, 'NDVI', date, date, boundaryHash);
    const bins = dayFromItem(current!).indices.NDVI!.histogram.bins;
    const oldDay = `${YEAR}-05-01`;
    const legacy = { ...current!, date: oldDay, mean: 0.4242, histogram: JSON.stringify(bins) };
    await db().entities.legacyFieldIndexStat.put(legacy).go();
    // The same day as the statistics table's, with another value: the statistics table's wins.
    await db().entities.legacyFieldIndexStat.put({ ...legacy, date, mean: -1 }).go();
    const { Item: stored } = await ddb.send(new GetCommand({ TableName: tableName(), Key: keyOf('NDVI', oldDay) }));
    expect(stored).toMatchObject({ validPixelCount: current!.validPixelCount, boundaryHash });

    const read = await storedDays(owner.teamId, fieldId, 'NDVI', `${YEAR}-04-01`, date, boundaryHash);
    expect(read.map((item) => [item.date, item.mean])).toEqual([
      [oldDay, 0.4242],
      [date, current!.mean],
    ]);
    const old = dayFromItem(read[0]!);
    expect(old.indices.NDVI?.histogram.bins).toEqual(bins);
    expect(old.indices.NDVI?.validPixelCount).toBe(current!.validPixelCount);
    expect((await storedDay(owner.teamId, fieldId, oldDay)).map((item) => item.index)).toEqual(['NDVI']);
  });

  it("deleting the owner deletes the team's statistics in both tables", async () => {
    const { data: team } = await db().entities.team.get({ teamId: owner.teamId }).go();
    await deleteUserAccount({ userId: 'staff-stats-test', email: 'staff-stats@fieldwatch.local' }, team!.ownerId);
    const { data: stats } = await statsDb().entities.fieldIndexStat.query.byField({ teamId: owner.teamId }).go({ pages: 'all' });
    const { data: legacy } = await db().entities.legacyFieldIndexStat.query.byField({ teamId: owner.teamId }).go({ pages: 'all' });
    expect(stats).toEqual([]);
    expect(legacy).toEqual([]);
  });
});
