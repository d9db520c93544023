/**
 * Errors that say a dependency (DynamoDB, S3, SQS, Cognito, a provider's network) is briefly unavailable, slow or
 * throttling us, as opposed to a bug: the caller should try again shortly, and nothing about the request is wrong.
 */

/** AWS error names of throttling and service-side unavailability (DynamoDB, S3, SQS, Cognito, Secrets Manager). */
const UNAVAILABLE_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'TooManyRequestsException',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'SlowDown',
  'InternalServerError',
  'InternalError',
  'InternalFailure',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'TransactionInProgressException',
  'KMSThrottlingException',
]);

/** Names of requests that got no answer in time (the SDK's request/connection timeouts, fetch's AbortSignal.timeout). */
const TIMEOUT_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException', 'AbortError']);

/** Node's socket errors: the dependency could not be reached at all, or dropped the connection. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ESOCKETTIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_SOCKET',
]);

export type DependencyFault = 'unavailable' | 'timeout';

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  $fault?: unknown;
  $retryable?: { throttling?: boolean };
  $metadata?: { httpStatusCode?: number };
  errors?: unknown;
}

function faultOf(error: ErrorLike): DependencyFault | null {
  const name = typeof error.name === 'string' ? error.name : '';
  const code = typeof error.code === 'string' ? error.code : '';
  if (TIMEOUT_NAMES.has(name) || TIMEOUT_NAMES.has(code) || code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT') return 'timeout';
  if (UNAVAILABLE_NAMES.has(name) || UNAVAILABLE_NAMES.has(code) || NETWORK_CODES.has(code)) return 'unavailable';
  if (error.$retryable?.throttling) return 'unavailable';
  // An AWS service's own 5xx (its $fault is 'server'): not our request's fault.
  const status = error.$metadata?.httpStatusCode;
  if (error.$fault === 'server' && typeof status === 'number' && status >= 500) return 'unavailable';
  return null;
}

/**
 * Whether an error, or any error it wraps (ElectroDB's and Powertools' `cause`, an AggregateError's `errors`), is a
 * dependency being unavailable or slow; null for anything else, which stays a bug (500).
 */
export function dependencyFault(error: unknown, depth = 0): DependencyFault | null {
  if (!error || typeof error !== 'object' || depth > 8) return null;
  const like = error as ErrorLike;
  const own = faultOf(like);
  if (own) return own;
  if (Array.isArray(like.errors)) {
    for (const inner of like.errors) {
      const fault = dependencyFault(inner, depth + 1);
      if (fault) return fault;
    }
  }
  return like.cause && like.cause !== error ? dependencyFault(like.cause, depth + 1) : null;
}
