import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  IdempotencyValidationError,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_REASONS } from '../../shared/domain/idempotency';
import { messageRef } from '../../shared/i18n/message-ref';
import { ENV, TABLE } from '../../shared/platform';
import { AWS_CLIENT_LIMITS } from '../core/aws-timeouts';
import { captured } from '../core/tracing';
import { HttpError, ValidationError } from './errors';

/**
 * Idempotent operations for the routes that create things: a client that sends an `Idempotency-Key` header and
 * repeats its request (a retry after a timeout, a double click) gets the first answer again instead of a second
 * item. Powertools' idempotency utility keeps one record per (operation, caller, key) in the product's table,
 * under one partition, and DynamoDB's TTL removes it after `expiresAfterSeconds`.
 */

/** The partition of the idempotency records; the sort key is `<operation>#<hash of caller and key>`. */
export const IDEMPOTENCY_PARTITION = 'IDEMPOTENCY';

/** The request header (API Gateway HTTP APIs pass header names in lower case). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

const MAX_KEY_LENGTH = 255;

export interface IdempotentRequest<P> {
  /** Who asks: the same key from two callers is two requests. */
  callerId: string;
  /** The client's Idempotency-Key. */
  key: string;
  /** What the operation works on; a repeat of a key must carry the same payload. */
  payload: P;
}

/** How long the attempt in progress may take before a repeat may run it again: the invocation's remaining time. */
export type Deadline = Pick<Context, 'getRemainingTimeInMillis'>;

/**
 * How long a repeat is refused (409) while the first attempt may still be running: a write is answered within
 * 10 s, a dependency that does not answer included (see core/aws-timeouts.ts). After that the first attempt has
 * answered, a failure too, and a repeat runs again: the routes that create objects claim them for the keyed
 * request (functions/core/keyed-creates.ts), so a repeat finds what a failed attempt wrote late instead of making
 * another. (The record of an attempt whose store stopped answering may land after the attempt gave up, and holds
 * repeats off this long.)
 */
export const IN_PROGRESS_MS = 10_000;
const HTTP_DEADLINE: Deadline = { getRemainingTimeInMillis: () => IN_PROGRESS_MS };

/** The request's Idempotency-Key, or undefined when the client sent none; a malformed one is refused. */
export function idempotencyKeyOf(headers: Record<string, string | undefined> | undefined): string | undefined {
  const key = headers?.[IDEMPOTENCY_KEY_HEADER]?.trim();
  if (key === undefined) return undefined;
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new ValidationError(messageRef('common.idempotencyKeyLength', { max: MAX_KEY_LENGTH }));
  }
  return key;
}

/** The records live in the product's single table: static partition, sort key per request, its TTL attribute. */
function persistence(): DynamoDBPersistenceLayer {
  const tableName = process.env[ENV.table];
  if (!tableName) throw new Error(`${ENV.table} is not set`);
  return new DynamoDBPersistenceLayer({
    tableName,
    keyAttr: TABLE.partitionKey,
    sortKeyAttr: TABLE.sortKey,
    staticPkValue: IDEMPOTENCY_PARTITION,
    expiryAttr: TABLE.ttlAttribute,
    awsSdkV3Client: captured(new DynamoDBClient({ ...AWS_CLIENT_LIMITS })),
  });
}

/** Powertools' answers, as the errors the route factory turns into responses. */
function asHttpError(error: unknown): unknown {
  if (error instanceof IdempotencyAlreadyInProgressError) {
    return new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress, { reason: [IDEMPOTENCY_REASONS.inProgress] });
  }
  if (error instanceof IdempotencyValidationError) {
    return new HttpError(422, IDEMPOTENCY_MESSAGES.reusedForOther, { reason: [IDEMPOTENCY_REASONS.reusedForOther] });
  }
  return error;
}

/**
 * `operation` run at most once per caller and key: the first call runs it and stores its (JSON) answer; a repeat
 * with the same payload gets that answer without running it, a repeat with another payload is refused (422), and
 * a repeat while the first is still running is refused (409). A run that throws stores nothing, so a repeat runs
 * again. `operation` names the records (keep it stable); each operation has its own persistence layer, as
 * Powertools requires for different settings.
 */
export function idempotent<P, R>(
  operation: string,
  run: (payload: P) => Promise<R>,
  options: { expiresAfterSeconds?: number } = {},
): (request: IdempotentRequest<P>, deadline?: Deadline) => Promise<R> {
  let once: ((request: IdempotentRequest<P>, deadline: Deadline) => Promise<R>) | undefined;
  return async (request, deadline = HTTP_DEADLINE) => {
    if (!request.callerId || !request.key) throw new Error(`${operation}: an idempotent request needs a caller and a key`);
    // Built on first use: the table's name is in the environment only once the function runs.
    once ??= makeIdempotent(
      // The deadline as second argument makes Powertools take it for the Lambda context's remaining time.
      async (call: IdempotentRequest<P>, _deadline: Deadline) => run(call.payload),
      {
        persistenceStore: persistence(),
        keyPrefix: operation,
        config: new IdempotencyConfig({
          eventKeyJmesPath: '[callerId, key]',
          payloadValidationJmesPath: 'payload',
          throwOnNoIdempotencyKey: true,
          expiresAfterSeconds: options.expiresAfterSeconds ?? 24 * 60 * 60,
        }),
      },
    );
    try {
      return await once(request, deadline);
    } catch (error) {
      throw asHttpError(error);
    }
  };
}
