import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Context } from 'aws-lambda';
import { loadTracer } from '../core/tracing';
import { serviceName } from './logger';

/** The CloudWatch namespace of the product's business metrics; each carries its function's `service` dimension. */
const METRICS_NAMESPACE = 'FieldWatch';

/** The business events the product counts, one CloudWatch metric each. */
export type BusinessEvent =
  /** An index job stored its (field, day). */
  | 'IndexJobDone'
  /** An index job failed; its message comes back, then goes to the dead-letter queue. */
  | 'IndexJobFailed'
  /** A planning message (a team, or one field retried) was planned. */
  | 'IndexPlanDone'
  /** Fields of a team whose scene search failed; each is sent back alone. */
  | 'IndexPlanFieldFailed'
  /** Fields of a team whose stored boundary the imagery engine cannot use; each records why, none is retried. */
  | 'IndexPlanFieldUnusable'
  /** A planning message failed; it comes back, then goes to the dead-letter queue. */
  | 'IndexPlanFailed'
  /** An outbox message (a mail, an SMS or a WhatsApp message) was handed to its service. */
  | 'OutboxSent'
  /** An outbox send failed; the message comes back after a growing delay, then goes to the dead-letter queue. */
  | 'OutboxSendFailed'
  /**
   * An outbox SMS or WhatsApp message refused for good (an opted-out or invalid number) or with no sender configured:
   * recorded failed on the user's alert and moved straight to the dead-letter queue.
   */
  | 'OutboxRefused'
  /** An outbox message that does not parse or names no stored item, moved straight to the dead-letter queue. */
  | 'OutboxMalformed'
  /** An outbox message stored but not queued (the request's enqueue failed); the sweeper queues it. */
  | 'OutboxQueueFailed'
  /** Alerts raised by the daily evaluation (new episodes and escalations). */
  | 'AlertsRaised'
  /** Alert messages queued (or held through quiet hours) by the daily evaluation, e-mail, SMS and WhatsApp together. */
  | 'AlertMessagesQueued'
  /** Alert deliveries skipped (channel or kind not chosen, no verified phone, allowance used up). */
  | 'AlertMessagesSkipped'
  /** A field file was parsed and its fields added. */
  | 'UploadParsed'
  /** A field file was refused (unreadable, too large, no valid field, over the farm-area allowance). */
  | 'UploadRefused';

export interface BusinessMetrics {
  count(event: BusinessEvent, value?: number): void;
}

/**
 * Embedded Metric Format lines go to stdout only inside Lambda, where CloudWatch Logs turns them into metrics.
 * Elsewhere (the local stage, tests, benches) nothing reads them and Powertools would print one JSON blob per
 * invocation, so they are dropped; setting POWERTOOLS_METRICS_DISABLED (false to see them) leaves the choice to
 * Powertools. POWERTOOLS_DEV is not used for this: it also turns the logs into multi-line pretty JSON.
 */
function emitsHere(): boolean {
  return process.env.POWERTOOLS_METRICS_DISABLED !== undefined || process.env.AWS_LAMBDA_INITIALIZATION_TYPE !== undefined;
}

/**
 * Runs one invocation with its metrics, published when it ends, failed or not. An instance per invocation keeps
 * counts apart where the local stage runs several invocations in one process.
 */
export async function withMetrics<T>(context: Pick<Context, 'functionName'> | undefined, run: (metrics: BusinessMetrics) => Promise<T>): Promise<T> {
  const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: serviceName(context) });
  // Where tracing is on, the queue consumers' AWS SDK calls are traced from their first invocation on.
  await loadTracer();
  try {
    return await run({ count: (event, value = 1) => metrics.addMetric(event, MetricUnit.Count, value) });
  } finally {
    if (!emitsHere()) metrics.clearMetrics();
    // Publishing nothing makes Powertools warn on every invocation.
    else if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
  }
}
