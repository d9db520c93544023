import { AWS_CLIENT_LIMITS } from '../aws-timeouts';
import { lazyClient } from '../lazy-client';
import { indexJobsQueueUrl, indexPlanningQueueUrl } from '../config';
import type { IndexJob, PlanMessage } from '../queues/index-messages';
import { messageBody } from '../queues/queue-messages';
import { addDays, today } from './config';

/** The index queues' producers: index jobs (paced backfills), planning messages, and the index-jobs backlog. */
/**
 * A new field's history is backfilled in the background: its days older than this are sent with a growing delay
 * (at most SQS's 15 minutes), newest first, so a team adding hundreds of fields does not hold the worker's queue
 * ahead of every other team's new scenes.
 */
export const BACKFILL_RECENT_DAYS = 30;
const BACKFILL_DELAY_STEP_SECONDS = 2;
const MAX_DELAY_SECONDS = 900;

export interface Backlog {
  /** Messages waiting, in flight and delayed. */
  messages: number;
  limit: number;
}

const sqs = lazyClient(
  () => import('@aws-sdk/client-sqs'),
  (sdk) => new sdk.SQSClient({ ...AWS_CLIENT_LIMITS }),
);

async function sendBatches(queueUrl: string, entries: Array<{ body: string; delaySeconds?: number }>, what: string): Promise<void> {
  const { sdk, client } = await sqs();
  for (let i = 0; i < entries.length; i += 10) {
    const batch = entries.slice(i, i + 10);
    const { Failed = [] } = await client.send(
      new sdk.SendMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: batch.map((entry, k) => ({ Id: String(k), MessageBody: entry.body, ...(entry.delaySeconds ? { DelaySeconds: entry.delaySeconds } : {}) })),
      }),
    );
    if (Failed.length > 0) throw new Error(`${Failed.length} ${what} were not queued: ${Failed[0]?.Message ?? Failed[0]?.Code}`);
  }
}

/** Index jobs, a new field's older days delayed step by step (see BACKFILL_RECENT_DAYS). */
export async function sendIndexJobs(jobs: IndexJob[], now = new Date()): Promise<void> {
  await sendBatches(indexJobsQueueUrl(), backfillPaced(jobs, now), 'index jobs');
}

export function backfillPaced(jobs: readonly IndexJob[], now: Date): Array<{ body: string; delaySeconds?: number }> {
  const recentFrom = addDays(today(now), -BACKFILL_RECENT_DAYS);
  const recent = jobs.filter((job) => job.date >= recentFrom);
  const older = jobs.filter((job) => job.date < recentFrom).sort((a, b) => b.date.localeCompare(a.date) || a.fieldId.localeCompare(b.fieldId));
  return [
    ...recent.map((job) => ({ body: messageBody('indexJobs', job) })),
    // Ten messages (one batch) per step, the same day's messages together for the worker's shared readers.
    ...older.map((job, i) => ({ body: messageBody('indexJobs', job), delaySeconds: Math.min(MAX_DELAY_SECONDS, (Math.floor(i / 10) + 1) * BACKFILL_DELAY_STEP_SECONDS) })),
  ];
}

const BACKLOG_ATTRIBUTES = ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible', 'ApproximateNumberOfMessagesDelayed'] as const;

/** A queue's backlog: the messages waiting, in flight and delayed (SQS's approximate counts). */
export async function queueBacklog(queueUrl: string, limit: number): Promise<Backlog> {
  const { sdk, client } = await sqs();
  const { Attributes = {} } = await client.send(new sdk.GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: [...BACKLOG_ATTRIBUTES] }));
  return { messages: BACKLOG_ATTRIBUTES.reduce((sum, name) => sum + Number(Attributes[name] ?? 0), 0), limit };
}

export async function sendPlanMessages(messages: PlanMessage[]): Promise<void> {
  await sendBatches(indexPlanningQueueUrl(), messages.map((message) => ({ body: messageBody('indexPlanning', message) })), 'planning messages');
}
