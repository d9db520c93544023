/**
 * Time limits of every AWS SDK client the functions use. The SDK waits forever by default; a store that does not
 * answer must fail the request well before API Gateway's 29-second integration timeout, so the user gets a 503/504
 * saying to try again (logged) rather than a gateway timeout, and a Lambda is not billed for waiting. Each attempt
 * gets these limits; with the SDK's 3 attempts and backoff a dead dependency fails in under 20 s.
 */
export const AWS_REQUEST_HANDLER = {
  /** Opening the connection: a reachable endpoint answers in milliseconds. */
  connectionTimeout: 2_000,
  /** Inactivity on an open connection (not the whole transfer): DynamoDB answers within milliseconds. */
  requestTimeout: 5_000,
} as const;
