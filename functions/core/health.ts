import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DependencyState, HealthDependencies } from '../../shared/api/schemas/common';
import { TABLE } from '../../shared/platform';
import { AWS_CLIENT_LIMITS } from './aws-timeouts';
import { fieldUploadsQueueUrl, s3PathStyle, sesRegion, tableName, uploadsBucket } from './config';
import { ddb } from './db/client';
import { lazyClient } from './lazy-client';
import { withinDeadline } from './within-deadline';

/**
 * Whether the stage's dependencies answer: the store (one GetItem of a key that never exists, half a read unit),
 * the uploads bucket (HeadBucket), the upload queue (GetQueueAttributes) and the mail service (SES GetAccount; the
 * SES emulator on the local stage). All in parallel, each bounded by a short deadline, the whole answer remembered a
 * few seconds so a load balancer or uptime check polling every second costs next to nothing. A missing item is a
 * healthy answer; only no answer, a throttle or an error is not.
 */
export const PROBE_DEADLINE_MS = 1_500;
const REMEMBER_MS = 5_000;
const PROBE_KEY = { [TABLE.partitionKey]: 'HEALTH', [TABLE.sortKey]: 'PROBE' };

// One attempt each: the probe has its own deadline and says what it found now, not after retries.
const once = { maxAttempts: 1 };
const s3 = lazyClient(
  () => import('@aws-sdk/client-s3'),
  (sdk) => new sdk.S3Client({ ...AWS_CLIENT_LIMITS, ...once, forcePathStyle: s3PathStyle() }),
);
const sqs = lazyClient(
  () => import('@aws-sdk/client-sqs'),
  (sdk) => new sdk.SQSClient({ ...AWS_CLIENT_LIMITS, ...once }),
);
// SES where the stage's identity is (as the outbox sends), not the function's region.
const ses = lazyClient(
  () => import('@aws-sdk/client-sesv2'),
  (sdk) => new sdk.SESv2Client({ ...AWS_CLIENT_LIMITS, ...once, region: sesRegion() }),
);

type Probe = (abortSignal: AbortSignal) => Promise<unknown>;

const PROBES: Record<keyof HealthDependencies, Probe> = {
  store: (abortSignal) => ddb.send(new GetCommand({ TableName: tableName(), Key: PROBE_KEY }), { abortSignal }),
  uploads: async (abortSignal) => {
    const { sdk, client } = await s3();
    return client.send(new sdk.HeadBucketCommand({ Bucket: uploadsBucket() }), { abortSignal });
  },
  uploadQueue: async (abortSignal) => {
    const { sdk, client } = await sqs();
    return client.send(new sdk.GetQueueAttributesCommand({ QueueUrl: fieldUploadsQueueUrl(), AttributeNames: ['ApproximateNumberOfMessages'] }), { abortSignal });
  },
  mail: async (abortSignal) => {
    const { sdk, client } = await ses();
    return client.send(new sdk.GetAccountCommand({}), { abortSignal });
  },
};

export interface HealthReport {
  dependencies: HealthDependencies;
  /** The probes' failures, by dependency, for the log. */
  failures: Partial<Record<keyof HealthDependencies, unknown>>;
}

async function probe(name: keyof HealthDependencies, failures: HealthReport['failures']): Promise<DependencyState> {
  try {
    await withinDeadline(PROBE_DEADLINE_MS, PROBES[name]);
    return 'ok';
  } catch (error) {
    failures[name] = error;
    return 'down';
  }
}

async function probeAll(): Promise<HealthReport> {
  const failures: HealthReport['failures'] = {};
  // The SDKs load (on a cold start) before the deadlines start: loading code is not the dependency's answer time.
  await Promise.allSettled([s3(), sqs(), ses()]);
  const [store, uploads, uploadQueue, mail] = await Promise.all([
    probe('store', failures),
    probe('uploads', failures),
    probe('uploadQueue', failures),
    probe('mail', failures),
  ]);
  return { dependencies: { store, uploads, uploadQueue, mail }, failures };
}

let last: { at: number; report: Promise<HealthReport> } | null = null;

/** The dependencies' states, probed at most once every few seconds (concurrent checks share one probe). */
export function dependencyHealth(now = Date.now()): Promise<HealthReport> {
  if (last && now - last.at < REMEMBER_MS) return last.report;
  const report = probeAll();
  last = { at: now, report };
  return report;
}

/** Forgets the remembered answer and the clients, which read their endpoints again (tests). */
export function forgetHealth(): void {
  last = null;
  for (const client of [s3, sqs, ses]) client.forget();
}
