/**
 * Time limits of every AWS SDK client the functions use. The SDK waits forever by default, and its
 * `requestTimeout` alone only logs a warning: `throwOnRequestTimeout` makes a dependency that accepts the connection
 * and never answers (a hung store, S3 or SES) fail the call. A request must be answered well before API Gateway's
 * 30-second integration timeout, and a write must fail while a retry still meets the first attempt's record (functions/lib/idempotency.ts,
 * IN_PROGRESS_MS): each call gets `maxAttempts` attempts of at most `connectionTimeout` +
 * `requestTimeout`, so a dead dependency fails one call in about 2 x 3 s + the SDK's backoff (under a second),
 * and the request is answered 5xx within 10 s instead of a 504 at the function's own timeout.
 */
export const AWS_REQUEST_HANDLER = {
  /** Opening the connection: a reachable endpoint answers in milliseconds. */
  connectionTimeout: 1_000,
  /**
   * Until the answer's headers (the request body included): DynamoDB, SES and Secrets Manager answer in
   * milliseconds, an S3 PUT of the largest upload (10 MB) from a Lambda in well under a second.
   */
  requestTimeout: 3_000,
  /** Without it the SDK only logs that the request exceeded `requestTimeout` and keeps waiting. */
  throwOnRequestTimeout: true,
} as const;

/** Attempts per call (the SDK's default is 3): a second one rides out a dropped connection, a third would not fit. */
export const AWS_MAX_ATTEMPTS = 2;

/** What every client of the functions is built with: `new DynamoDBClient({ ...AWS_CLIENT_LIMITS })`. */
export const AWS_CLIENT_LIMITS = { requestHandler: AWS_REQUEST_HANDLER, maxAttempts: AWS_MAX_ATTEMPTS } as const;

/** The longest one SDK call can take against a dependency that never answers, backoff included (for the tests). */
export const AWS_CALL_WORST_MS = AWS_MAX_ATTEMPTS * (AWS_REQUEST_HANDLER.connectionTimeout + AWS_REQUEST_HANDLER.requestTimeout) + 1_000;
