import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetConfig } from '../../../functions/core/config';
import { type IndexJob, plannerDeps, type PlannerDeps, planTeam } from '../../../functions/core/imagery/index-jobs';
import type { Logger } from '../../../functions/core/logger';
import { ENV, PROVIDER_ENV } from '../../../shared/platform';
import { memoryPlanStore, plannerField } from '../../support/plan-store';
import { tileSearchDeps, tileStac } from '../../support/tile-stac';

/**
 * Backfills paced by the index-jobs queue's depth, the failure paths: the backlog is read from the queue's three
 * counts against the stage's limit (or the default one), only when a field owes a backfill, and a backlog that
 * cannot be read defers the backfill while the newest days are still planned.
 */
const sqs = mockClient(SQSClient);
const NOW = new Date('2025-04-10T12:00:00Z');

beforeAll(() => {
  process.env.LOG_LEVEL = 'error';
  process.env.AWS_REGION = 'us-east-1';
});
afterEach(() => {
  sqs.reset();
  vi.unstubAllEnvs();
  forgetConfig();
});

describe("the index-jobs queue's backlog", () => {
  it('counts the messages waiting, in flight and delayed, against the limit the stack sets (or the default one)', async () => {
    vi.stubEnv(ENV.indexJobsQueueUrl, 'http://127.0.0.1:1/000000000000/index-jobs');
    vi.stubEnv(PROVIDER_ENV.stacApiUrl, 'https://stac.example.com');
    vi.stubEnv(PROVIDER_ENV.stacCollection, 'sentinel-2-l2a');
    sqs.on(GetQueueAttributesCommand).resolves({
      Attributes: { ApproximateNumberOfMessages: '5', ApproximateNumberOfMessagesNotVisible: '3', ApproximateNumberOfMessagesDelayed: '2' },
    });
    // Unset: 10 workers (the queue's default) x 6 hours / 2.5 s.
    await expect(plannerDeps().backlog?.()).resolves.toEqual({ messages: 10, limit: 86_400 });
    forgetConfig();
    vi.stubEnv(ENV.indexBacklogLimit, '432000');
    await expect(plannerDeps().backlog?.()).resolves.toEqual({ messages: 10, limit: 432_000 });
    expect(sqs.commandCalls(GetQueueAttributesCommand)[0]?.args[0].input).toEqual({
      QueueUrl: 'http://127.0.0.1:1/000000000000/index-jobs',
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible', 'ApproximateNumberOfMessagesDelayed'],
    });
  });

  it('that cannot be read defers a new field’s backfill: its recent days are sent, the older ones owed on its cursor', async () => {
    const stac = tileStac({ tiles: ['32PMR'], from: '2024-04-01', to: '2025-04-10' });
    const { store, saved } = memoryPlanStore([plannerField('A')], NOW);
    const sent: IndexJob[] = [];
    const warn = vi.fn();
    const log = { info: vi.fn(), warn, error: vi.fn(), debug: vi.fn(), child: () => log } as unknown as Logger;
    let reads = 0;
    const deps: PlannerDeps = {
      search: tileSearchDeps(stac.client, NOW),
      send: async (jobs) => void sent.push(...jobs),
      sendPlans: async () => undefined,
      now: () => NOW,
      store,
      log,
      backlog: async () => {
        reads++;
        throw new Error('connect ETIMEDOUT');
      },
    };

    await planTeam('T', deps);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((job) => job.date >= '2025-03-11')).toBe(true);
    expect(saved).toEqual([expect.objectContaining({ fieldId: 'A', backfillBefore: '2025-03-11' })]);
    expect(warn).toHaveBeenCalledWith('index jobs backlog unreadable: backfill deferred', expect.objectContaining({ teamId: 'T' }));

    // Readable and shallow: the older days go out, and the cursor owes nothing.
    sent.length = 0;
    await planTeam('T', { ...deps, backlog: async () => ({ messages: 0, limit: 100 }) });
    expect(sent.length).toBeGreaterThan(20);
    expect(sent.every((job) => job.date < '2025-03-11')).toBe(true);
    expect(saved[0]?.backfillBefore).toBeUndefined();

    // Nothing owed: the queue is not asked again.
    reads = 0;
    sent.length = 0;
    await planTeam('T', deps);
    expect(reads).toBe(0);
    expect(sent).toEqual([]);
  });
});
